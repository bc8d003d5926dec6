import { toast } from '@/components/ui/toast';
import type { TFirmInvitation } from '@acclaim/contracts';
import { FIRM_ROLE_LABELS } from '@acclaim/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useRevokeInvitation } from '../api/revoke-invitation';

/** Colleagues invited who have not joined yet; the owner can withdraw an invitation, which ends its link. */
export function PendingInvitations({ invitations, canManage }: { invitations: readonly TFirmInvitation[]; canManage: boolean }) {
  const revoke = useRevokeInvitation();
  function handleRevoke(invitation: TFirmInvitation) {
    revoke.mutate(invitation.id, {
      onSuccess: (answer) => toast.success(`Invitation to ${invitation.email} withdrawn`, { description: answer.message }),
      onError: (error) => toast.error('The invitation was not withdrawn', { description: error.message }),
    });
  }
  return (
    <section aria-labelledby="pending-invitations-title">
      <Card>
        <CardHeader>
          <CardTitle id="pending-invitations-title">Pending invitations</CardTitle>
        </CardHeader>
        <CardContent>
          {invitations.length === 0 ? (
            <p className="text-sm text-muted-foreground">No invitations waiting for an answer.</p>
          ) : (
            <ul className="divide-y divide-border">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0 text-sm">
                    <p className="break-all font-medium">{invitation.email}</p>
                    <p className="text-muted-foreground">
                      {invitation.role ? FIRM_ROLE_LABELS[invitation.role] : 'Member'}
                      {invitation.invitedByName && ` · invited by ${invitation.invitedByName}`} · expires {formatDate(invitation.expiresAt.slice(0, 10))}
                    </p>
                  </div>
                  {canManage && (
                    <Button
                      variant="outline"
                      size="sm"
                      className="self-start sm:self-auto"
                      onClick={() => handleRevoke(invitation)}
                      disabled={revoke.isPending && revoke.variables === invitation.id}
                      aria-label={`Revoke the invitation to ${invitation.email}`}
                    >
                      Revoke
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
