import { Link } from 'react-router';
import { formatShortDay } from '@/lib/format';
import type { TAdminUser } from '@acclaim/contracts';
import { PLANS } from '@acclaim/domain';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { formatCount } from '../../format';
import { UserRoleBadge, UserStatusBadge } from './user-badges';

/** One page of accounts; the name opens the account's details. Scrolls sideways on a phone rather than squashing. */
export function UsersTable({ users }: { users: TAdminUser[] }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-border bg-background">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Accounts</caption>
        <thead className="border-b border-border bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              User
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Plan
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Role
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Cases
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Joined
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Last active
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {users.map((user) => (
            <tr key={user.id}>
              <td className="px-4 py-3">
                <Link to={paths.adminUser(user.id)} className="font-medium text-primary hover:underline">
                  {user.name || user.email}
                </Link>
                <p className="text-xs text-muted-foreground">{user.email}</p>
              </td>
              <td className="px-4 py-3">{PLANS[user.planId].name}</td>
              <td className="px-4 py-3">
                <UserRoleBadge role={user.adminRole} />
              </td>
              <td className="px-4 py-3">
                <UserStatusBadge status={user.status} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{formatCount(user.caseCount)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatShortDay(user.createdAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{user.lastActiveAt ? formatDateTime(user.lastActiveAt) : 'Never'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
