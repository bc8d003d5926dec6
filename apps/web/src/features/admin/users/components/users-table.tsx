import { Link } from 'react-router';
import type { TAdminUser } from '@acclaim/contracts';
import { PLANS } from '@acclaim/domain';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { formatDateTime, formatShortDay } from '@/lib/format';
import { formatCount } from '../../format';
import { UserRoleBadge, UserStatusBadge } from './user-badges';

// The server pages and orders the accounts (newest first), so the columns do not sort one page on their own.
const COLUMNS: TableColumn<TAdminUser>[] = [
  {
    id: 'user',
    header: 'User',
    cell: (user) => (
      <>
        <Link to={paths.adminUser(user.id)} className="font-medium text-primary hover:underline">
          {user.name || user.email}
        </Link>
        <p className="text-xs text-muted-foreground">{user.email}</p>
      </>
    ),
  },
  { id: 'plan', header: 'Plan', cell: (user) => PLANS[user.planId].name },
  { id: 'role', header: 'Role', cell: (user) => <UserRoleBadge role={user.adminRole} /> },
  { id: 'status', header: 'Status', cell: (user) => <UserStatusBadge status={user.status} /> },
  { id: 'cases', header: 'Cases', isNumeric: true, cell: (user) => formatCount(user.caseCount) },
  { id: 'joined', header: 'Joined', className: 'whitespace-nowrap', cell: (user) => formatShortDay(user.createdAt) },
  {
    id: 'last-active',
    header: 'Last active',
    className: 'whitespace-nowrap',
    cell: (user) => (user.lastActiveAt ? formatDateTime(user.lastActiveAt) : 'Never'),
  },
];

/** One page of accounts; the name opens the account's details. Scrolls sideways on a phone rather than squashing. */
export function UsersTable({ users }: { users: TAdminUser[] }) {
  return <DataTable caption="Accounts" rows={users} rowKey={(user) => user.id} columns={COLUMNS} tableClassName="min-w-[48rem]" />;
}
