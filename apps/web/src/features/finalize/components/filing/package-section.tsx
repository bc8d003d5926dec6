import { PackageCheck, RefreshCw } from 'lucide-react';
import type { TProcessingState } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { JobProgress } from '@/components/ui/job-progress';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { useFilingChecklist } from '../../api/get-filing-checklist';
import { usePackageAssembly } from '../../hooks/use-package-assembly';
import { PlanUpgradeCard } from '../plan-upgrade-card';
import { PackageResult } from './package-result';
import { FinalizeSection } from '../finalize-section';

const ORDER_NOTE =
  'One PDF in filing order: transmittal letter, I-140 worksheet, petition letter, recommendation letters with their writers’ CVs, then every exhibit behind a labelled tab, with an exhibit index, continuous page (Bates) numbers and bookmarks. A ZIP holds the same parts as separate files.';

/** The "Filing package" section of /finalize: assemble the package as a job, follow it, download the result. */
export function PackageSection({ caseId, processing }: { caseId: string; processing: readonly TProcessingState[] }) {
  const { state, pkg, isRunning, progress, assemble } = usePackageAssembly(caseId, processing);
  const checklist = useFilingChecklist(caseId);
  const blocking = checklist.data?.counts.blocking ?? 0;

  return (
    <FinalizeSection id="package" title="Filing package" lead={ORDER_NOTE} isLeadWide>
      {state.isPending ? (
        <ListSkeleton label="Loading your filing package" rows={2} />
      ) : state.isError ? (
        <QueryLoadError title="Your filing package could not be loaded." query={state} />
      ) : !state.data.access.canAssemble ? (
        <PlanUpgradeCard
          title="Assemble the package"
          note={state.data.access.upgradeNote ?? 'Assembling the filing package is not part of your plan. See the plans on the Billing page.'}
        />
      ) : (
        <Card>
          <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="space-y-1.5">
              <CardTitle as="h3">{pkg?.status === 'completed' ? 'Your package' : 'Assemble the package'}</CardTitle>
              <CardDescription>Assemble again after any change to your case: the package is a snapshot, and a new one replaces it.</CardDescription>
            </div>
            <Button onClick={() => void assemble()} disabled={isRunning} variant={pkg?.status === 'completed' ? 'outline' : 'default'} className="shrink-0">
              {pkg?.status === 'completed' ? <RefreshCw aria-hidden="true" /> : <PackageCheck aria-hidden="true" />}
              {isRunning ? 'Assembling…' : pkg?.status === 'completed' ? 'Assemble again' : 'Assemble package'}
            </Button>
          </CardHeader>
          <CardContent className="space-y-5">
            {blocking > 0 && !isRunning && (
              <Alert variant="warning" role="status">
                {blocking === 1 ? 'One checklist item still blocks the filing.' : `${blocking} checklist items still block the filing.`} You can assemble a
                draft to review now and again when they are resolved.
              </Alert>
            )}
            <div aria-live="polite">
              {isRunning && progress && <JobProgress label="Assembling your filing package" progress={progress.progress} currentStep={progress.currentStep} />}
            </div>
            {pkg?.status === 'failed' && !isRunning && (
              <Alert variant="destructive" role="alert">
                {pkg.error ?? 'The package could not be assembled.'}
              </Alert>
            )}
            {pkg?.status === 'completed' && !isRunning && <PackageResult caseId={caseId} pkg={pkg} />}
            {!pkg && !isRunning && <p className="text-sm text-muted-foreground">No package yet. It takes a few seconds for a case of forty exhibits.</p>}
          </CardContent>
        </Card>
      )}
    </FinalizeSection>
  );
}
