import { RefreshCw } from 'lucide-react';
import { canAdmin } from '@acclaim/domain';
import { SYSTEM_CHECK_IDS, type SystemCheckId, type TSystemHealth } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { AdminScreenHeader } from '../../components/admin-screen-header';
import { useAdminSession } from '../../components/admin-session';
import { useSystemHealth } from '../api/get-system-health';
import { CHECK_FACTS, type CheckFact } from '../check-facts';
import { CHECK_TITLES } from '../system-labels';
import { CheckCard } from './check-card';
import { JobQueueSection } from './job-queue-section';
import { OverallStatus } from './overall-status';
import { ScholarlyServicesList } from './scholarly-services-list';

function factsOf<K extends SystemCheckId>(id: K, checks: TSystemHealth['checks']): CheckFact[] {
  return (CHECK_FACTS[id] as (check: TSystemHealth['checks'][K]) => CheckFact[])(checks[id]);
}

/** An indeterminate bar while the server runs the checks again (a few seconds at most). */
function CheckingBar() {
  return (
    <div role="progressbar" aria-label="Running the checks" className="mb-4 h-1 overflow-hidden rounded-full bg-primary-soft">
      <div className="h-full w-1/3 animate-[pulse_1s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}

/** /admin/system: every dependency of the app checked now, one card each, and the background jobs with their failures. */
export function SystemHealth() {
  const admin = useAdminSession();
  const health = useSystemHealth();
  const isChecking = health.isFetching;
  // A failed refresh keeps the last results on screen (TanStack Query keeps `data`), with the error above them.
  const data = health.data?.health;

  return (
    <div>
      <AdminScreenHeader
        title="System health"
        lead="Database, background jobs, storage, email and the outside services the app relies on, checked when you open this page."
      >
        <Button variant="outline" onClick={() => void health.refetch()} disabled={isChecking} className="self-start sm:self-auto">
          <RefreshCw className={isChecking ? 'animate-spin' : undefined} aria-hidden="true" />
          {isChecking ? 'Checking…' : 'Refresh'}
        </Button>
      </AdminScreenHeader>
      {isChecking && !health.isPending && <CheckingBar />}
      {health.isPending ? (
        <ListSkeleton label="Running the checks" rows={4} />
      ) : !data ? (
        <LoadError
          title="The system checks could not be run."
          error={health.error ?? new Error('The system checks could not be run.')}
          onRetry={() => void health.refetch()}
          isRetrying={isChecking}
        />
      ) : (
        <div aria-busy={isChecking}>
          {health.error && (
            <div className="mb-4">
              <LoadError
                title="The checks could not be run again; below are the results of the last run."
                error={health.error}
                onRetry={() => void health.refetch()}
                isRetrying={isChecking}
              />
            </div>
          )}
          <OverallStatus health={data} />
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Checks">
            {SYSTEM_CHECK_IDS.map((id) => {
              const check = data.checks[id];
              return (
                <li key={id}>
                  <CheckCard title={CHECK_TITLES[id]} status={check.status} detail={check.detail} latencyMs={check.latencyMs} facts={factsOf(id, data.checks)}>
                    {id === 'scholarly' && <ScholarlyServicesList services={data.checks.scholarly.services} />}
                  </CheckCard>
                </li>
              );
            })}
          </ul>
          <JobQueueSection jobs={data.checks.jobs} canRetry={canAdmin(admin.role, 'system')} />
        </div>
      )}
    </div>
  );
}
