import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { useAdminUsers } from '../api/get-users';
import { useUsersFilters } from '../hooks/use-users-filters';
import { AdminScreenHeader } from '../../components/admin-screen-header';
import { Pagination } from '../../components/pagination';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';
import { EmptyState } from '@/components/ui/empty-state';

/** /admin/users: every account, searched by name or email and filtered by plan, role and status, a page at a time. */
export function UsersWorkspace() {
  const { query, update, clear, isFiltered } = useUsersFilters();
  const users = useAdminUsers(query);

  return (
    <div>
      <AdminScreenHeader title="Users" lead="Every account: find one by name or email, or narrow the list by plan, role and status." />
      <UsersFilters query={query} onChange={update} />
      {users.isPending ? (
        <ListSkeleton label="Loading accounts" rows={5} />
      ) : users.isError ? (
        <LoadError title="The accounts could not be loaded." error={users.error} onRetry={() => void users.refetch()} isRetrying={users.isFetching} />
      ) : users.data.users.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={isFiltered ? 'No accounts match' : 'No accounts yet'}
          description={
            isFiltered ? 'Nothing matches this search and these filters. Try fewer words or other filters.' : 'Accounts appear here as people sign up.'
          }
          action={
            isFiltered && (
              <Button variant="outline" onClick={clear}>
                Clear filters
              </Button>
            )
          }
        />
      ) : (
        <div aria-busy={users.isPlaceholderData}>
          <UsersTable users={users.data.users} />
          <Pagination
            page={users.data.page}
            pageSize={users.data.pageSize}
            total={users.data.total}
            noun="accounts"
            onPageChange={(page) => update({ page })}
          />
        </div>
      )}
    </div>
  );
}
