import type { TFirmMember } from '@acclaim/contracts';
import { FIRM_ROLE_LABELS } from '@acclaim/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

const dash = (value: string | null) => value || <span className="text-muted-foreground">—</span>;

/**
 * The firm's people with what Form G-28 asks of an attorney. Who they are comes first, with the email beneath the
 * name; the bar details make it wide, so on a phone it scrolls sideways in a region keyboard users can reach.
 */
export function MembersTable({
  members,
  currentUserId,
  canManage,
  onEdit,
  onRemove,
}: {
  members: readonly TFirmMember[];
  currentUserId: string | null;
  /** The owner: edits anyone and removes anyone but themself. */
  canManage: boolean;
  onEdit: (member: TFirmMember) => void;
  onRemove: (member: TFirmMember) => void;
}) {
  return (
    <div role="region" aria-label="Members of the firm" tabIndex={0} className="relative overflow-x-auto rounded-lg border border-border bg-background">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Members of the firm</caption>
        <thead className="border-b border-border bg-muted text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {['Member', 'Role', 'Bar number', 'Licensing authority', 'USCIS online account no.'].map((label) => (
              <th key={label} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {label}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {members.map((member) => {
            const isSelf = member.userId === currentUserId;
            const canEdit = canManage || isSelf;
            const canRemove = canManage && member.role !== 'OWNER';
            return (
              <tr key={member.id}>
                <th scope="row" className="px-3 py-2 font-medium">
                  <span className="whitespace-nowrap">
                    {member.name}
                    {isSelf && <span className="ml-1 font-normal text-muted-foreground">(you)</span>}
                  </span>
                  <span className="block break-all font-normal text-muted-foreground">{member.email}</span>
                </th>
                <td className="px-3 py-2">
                  <Badge tone={member.role === 'OWNER' ? 'info' : 'neutral'}>{FIRM_ROLE_LABELS[member.role]}</Badge>
                </td>
                <td className="whitespace-nowrap px-3 py-2">{dash(member.barNumber)}</td>
                <td className="px-3 py-2">{dash(member.licensingAuthority)}</td>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">{dash(member.uscisOnlineAccountNumber)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right">
                  {canEdit && (
                    <Button variant="ghost" size="sm" onClick={() => onEdit(member)} aria-label={`Edit ${member.name}`}>
                      Edit
                    </Button>
                  )}
                  {canRemove && (
                    <Button variant="ghost" size="sm" className="text-destructive" onClick={() => onRemove(member)} aria-label={`Remove ${member.name}`}>
                      Remove
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
