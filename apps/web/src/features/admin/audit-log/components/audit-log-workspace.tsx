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
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-background px-6 py-12 text-center">
          {isFiltered ? (
            <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
          ) : (
            <ScrollText className="size-8 text-muted-foreground" aria-hidden="true" />
          )}
          <h2 className="font-semibold">{isFiltered ? 'No entries match' : 'No admin actions yet'}</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            {isFiltered
              ? 'Nothing matches these filters. Try another action, or part of an email.'
              : 'Each change made in the admin area is recorded here as it happens.'}
          </p>
          {isFiltered && (
            <Button variant="outline" onClick={clear}>
              Clear filters
            </Button>
          )}
        </div>
      ) : (
        <div aria-busy={log.isPlaceholderData}>
          <AuditLogTable entries={log.data.entries} />
          <Pagination page={log.data.page} pageSize={log.data.pageSize} total={log.data.total} noun="entries" onPageChange={(page) => update({ page })} />
        </div>
      )}
    </div>
  );
}
