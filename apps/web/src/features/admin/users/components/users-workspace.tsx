import { SearchX } from 'lucide-react';
import { useAdminUsers } from '../api/get-users';
import { useUsersFilters } from '../hooks/use-users-filters';
import { AdminScreenHeader } from '../../components/admin-screen-header';
import { PagedList } from '../../components/paged-list';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';

/** /admin/users: every account, searched by name or email and filtered by plan, role and status, a page at a time. */
export function UsersWorkspace() {
  const { query, update, clear, isFiltered } = useUsersFilters();
  const users = useAdminUsers(query);

  return (
    <div>
      <AdminScreenHeader title="Users" lead="Every account: find one by name or email, or narrow the list by plan, role and status." />
      <UsersFilters query={query} onChange={update} />
      <PagedList
        list={users}
        loadingLabel="Loading accounts"
        errorTitle="The accounts could not be loaded."
        isEmpty={(data) => data.users.length === 0}
        empty={{ icon: SearchX, title: 'No accounts yet', description: 'Accounts appear here as people sign up.' }}
        isFiltered={isFiltered}
        onClear={clear}
        noun="accounts"
        onPageChange={(page) => update({ page })}
      >
        {(data) => <UsersTable users={data.users} />}
      </PagedList>
    </div>
  );
}
