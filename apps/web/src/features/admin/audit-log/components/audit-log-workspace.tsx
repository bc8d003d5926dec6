import { ScrollText, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { AdminScreenHeader } from '../../components/admin-screen-header';
import { Pagination } from '../../components/pagination';
import { useAuditLog } from '../api/get-audit-log';
import { useAuditLogFilters } from '../hooks/use-audit-log-filters';
import { AuditLogFilters } from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';
import { EmptyState } from '@/components/ui/empty-state';

/** /admin/audit-log: every change made through the admin area or the admin command, newest first, with before and after. */
export function AuditLogWorkspace() {
  const { query, update, clear, isFiltered } = useAuditLogFilters();
  const log = useAuditLog(query);

  return (
    <div>
      <AdminScreenHeader
        title="Audit log"
        lead="Every change made in the admin area or with the admin command: who, what, to what and when, with the state before and after."
      />
      <AuditLogFilters query={query} onChange={update} />
      {log.isPending ? (
        <ListSkeleton label="Loading the audit log" rows={5} />
      ) : log.isError ? (
        <LoadError title="The audit log could not be loaded." error={log.error} onRetry={() => void log.refetch()} isRetrying={log.isFetching} />
      ) : log.data.entries.length === 0 ? (
        <EmptyState
          icon={isFiltered ? SearchX : ScrollText}
          title={isFiltered ? 'No entries match' : 'No admin actions yet'}
          description={
            isFiltered
              ? 'Nothing matches these filters. Try another action, or part of an email.'
              : 'Each change made in the admin area is recorded here as it happens.'
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
        <div aria-busy={log.isPlaceholderData}>
          <AuditLogTable entries={log.data.entries} />
          <Pagination page={log.data.page} pageSize={log.data.pageSize} total={log.data.total} noun="entries" onPageChange={(page) => update({ page })} />
        </div>
      )}
    </div>
  );
}
