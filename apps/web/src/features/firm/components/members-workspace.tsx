import * as React from 'react';
import { toast } from '@/components/ui/toast';
import type { TFirmMember } from '@acclaim/contracts';
import { firmRoleCan } from '@acclaim/domain';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { useFirm } from '../api/get-firm';
import { NoFirmNotice } from './no-firm-notice';
import { useFirmMembers } from '../api/get-firm-members';
import { useRemoveMember } from '../api/remove-member';
import { EditMemberDialog } from './edit-member-dialog';
import { InviteMemberForm } from './invite-member-form';
import { MembersTable } from './members-table';
import { PendingInvitations } from './pending-invitations';

function Members({ canManage, currentUserId }: { canManage: boolean; currentUserId: string | null }) {
  const members = useFirmMembers();
  const remove = useRemoveMember();
  const [editing, setEditing] = React.useState<TFirmMember | null>(null);
  const [removing, setRemoving] = React.useState<TFirmMember | null>(null);

  function handleRemove() {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (answer) => {
        toast.success(`${removing.name} removed`, { description: answer.message });
        setRemoving(null);
      },
      onError: (error) => {
        toast.error(`${removing.name} was not removed`, { description: error.message });
        setRemoving(null);
      },
    });
  }

  if (members.isPending) return <ListSkeleton label="Loading the firm’s members" rows={3} />;
  if (members.isError) {
    return <QueryLoadError title="The firm’s members could not be loaded." query={members} />;
  }
  return (
    <>
      <section aria-labelledby="members-title" className="space-y-3">
        <h2 id="members-title" className="text-lg font-semibold tracking-tight">
          Members
        </h2>
        <MembersTable members={members.data.members} currentUserId={currentUserId} canManage={canManage} onEdit={setEditing} onRemove={setRemoving} />
        <p className="text-xs text-muted-foreground">Bar details are printed on Form G-28 for the attorney of record. Each member can fill in their own.</p>
      </section>
      {canManage && <InviteMemberForm />}
      <PendingInvitations invitations={members.data.invitations.filter((invitation) => invitation.kind === 'member')} canManage={canManage} />
      <EditMemberDialog member={editing} canChangeRole={canManage} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.name ?? ''} from the firm?`}
        description={
          <p>They lose access to the firm’s client cases at once. Their own account stays. Cases they represent go to the owner as attorney of record.</p>
        }
        confirmLabel="Remove from firm"
        pendingLabel="Removing…"
        isPending={remove.isPending}
        onConfirm={handleRemove}
      />
    </>
  );
}

/** /firm/members: who works in the firm, their bar details, and inviting colleagues. */
export function MembersWorkspace({ currentUserId }: { currentUserId: string | null }) {
  const firm = useFirm();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Members</h1>
        <p className="mt-2 text-muted-foreground">The attorneys and paralegals of your firm. Everyone here can work on every client’s case.</p>
      </header>
      {firm.isPending ? (
        <ListSkeleton label="Loading your firm" rows={3} />
      ) : firm.isError ? (
        <QueryLoadError title="Your firm could not be loaded." query={firm} />
      ) : !firm.data ? (
        <NoFirmNotice />
      ) : (
        <Members canManage={firmRoleCan(firm.data.membership.role, 'manage-members')} currentUserId={currentUserId} />
      )}
    </div>
  );
}
