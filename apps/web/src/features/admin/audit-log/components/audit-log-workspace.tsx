import { ScrollText } from 'lucide-react';
import { AdminScreenHeader } from '../../components/admin-screen-header';
import { PagedList } from '../../components/paged-list';
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
      <PagedList
        list={log}
        loadingLabel="Loading the audit log"
        errorTitle="The audit log could not be loaded."
        isEmpty={(data) => data.entries.length === 0}
        empty={{ icon: ScrollText, title: 'No admin actions yet', description: 'Each change made in the admin area is recorded here as it happens.' }}
        noMatchDescription="Nothing matches these filters. Try another action, or part of an email."
        isFiltered={isFiltered}
        onClear={clear}
        noun="entries"
        onPageChange={(page) => update({ page })}
      >
        {(data) => <AuditLogTable entries={data.entries} />}
      </PagedList>
    </div>
  );
}
