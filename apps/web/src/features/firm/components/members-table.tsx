import * as React from 'react';
import type { TFirmMember } from '@acclaim/contracts';
import { FIRM_ROLE_LABELS, FIRM_ROLES } from '@acclaim/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table';

const dash = (value: string | null) => value || <span className="text-muted-foreground">—</span>;

interface MemberActions {
  currentUserId: string | null;
  /** The owner: edits anyone and removes anyone but themself. */
  canManage: boolean;
  onEdit: (member: TFirmMember) => void;
  onRemove: (member: TFirmMember) => void;
}

function memberColumns({ currentUserId, canManage, onEdit, onRemove }: MemberActions): TableColumn<TFirmMember>[] {
  return [
    {
      id: 'member',
      header: 'Member',
      sortValue: (member) => member.name,
      cell: (member) => (
        <>
          <span className="whitespace-nowrap">
            {member.name}
            {member.userId === currentUserId && <span className="ml-1 font-normal text-muted-foreground">(you)</span>}
          </span>
          <span className="block break-all font-normal text-muted-foreground">{member.email}</span>
        </>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      // Owner first, then as the roles are listed, rather than alphabetically.
      sortValue: (member) => FIRM_ROLES.indexOf(member.role),
      cell: (member) => <Badge tone={member.role === 'OWNER' ? 'info' : 'neutral'}>{FIRM_ROLE_LABELS[member.role]}</Badge>,
    },
    { id: 'bar-number', header: 'Bar number', className: 'whitespace-nowrap', cell: (member) => dash(member.barNumber) },
    { id: 'licensing-authority', header: 'Licensing authority', cell: (member) => dash(member.licensingAuthority) },
    {
      id: 'uscis-account',
      header: 'USCIS online account no.',
      className: 'whitespace-nowrap tabular-nums',
      cell: (member) => dash(member.uscisOnlineAccountNumber),
    },
    {
      id: 'actions',
      header: 'Actions',
      isHeaderHidden: true,
      className: 'whitespace-nowrap text-right',
      cell: (member) => (
        <>
          {(canManage || member.userId === currentUserId) && (
            <Button variant="ghost" size="sm" onClick={() => onEdit(member)} aria-label={`Edit ${member.name}`}>
              Edit
            </Button>
          )}
          {canManage && member.role !== 'OWNER' && (
            <Button variant="ghost" size="sm" className="text-destructive" onClick={() => onRemove(member)} aria-label={`Remove ${member.name}`}>
              Remove
            </Button>
          )}
        </>
      ),
    },
  ];
}

/**
 * The firm's people with what Form G-28 asks of an attorney, sortable by name and role. Who they are comes first,
 * with the email beneath the name; the bar details make it wide, so on a phone it scrolls sideways.
 */
export function MembersTable({ members, currentUserId, canManage, onEdit, onRemove }: { members: readonly TFirmMember[] } & MemberActions) {
  const columns = React.useMemo(() => memberColumns({ currentUserId, canManage, onEdit, onRemove }), [currentUserId, canManage, onEdit, onRemove]);
  return <DataTable caption="Members of the firm" rows={members} rowKey={(member) => member.id} columns={columns} hasRowHeader />;
}
