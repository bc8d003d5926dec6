import { Navigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/components/auth-provider';
import { useActiveCase } from '@/features/case/api/get-active-case';
import { useCaseOverview } from '@/features/case/api/get-case-overview';
import { useProgress } from '@/features/case/api/get-progress';
import { ProcessingCard } from '@/features/case/components/processing-card';
import { useCaseEvents } from '@/features/case/hooks/use-case-events';
import { useFirmContext } from '@/features/firm/api/get-firm-context';
import { useWorkspaceScope } from '@/features/firm/use-workspace-scope';
import { usePageTitle } from '@/lib/use-page-title';
import { DashboardHeader, petitionLine } from './dashboard-header';
import { DashboardProgressCard } from './dashboard-progress-card';
import { NextStepsCard } from './dashboard-next-steps';
import { RecentDocumentsCard } from './dashboard-recent-documents';
import { DashboardShortcuts } from './dashboard-shortcuts';

export function Component() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  const firmContext = useFirmContext();
  const scope = useWorkspaceScope(user, firmContext.data);
  // An attorney, agent or paralegal with no case open starts from the firm's clients: asking for the active case
  // would create a petition of their own that nobody asked for. Until the firm context answers, it is not known.
  const mayHaveNoCase = user?.activeCaseId == null;
  const noCaseOpen = scope.kind === 'firm' && scope.activeCase.kind === 'none';
  const caseQuery = useActiveCase({ enabled: !mayHaveNoCase || (!firmContext.isPending && !noCaseOpen) });
  const caseId = caseQuery.data?.id;
  const progress = useProgress(caseId);
  const overview = useCaseOverview(caseId);
  const processing = useCaseEvents(caseId);
  if (!user) return null;
  if (noCaseOpen) return <Navigate to={paths.firm} replace />;
  // Firm staff on a client's case: the dashboard speaks about the client, not to them.
  const clientCase = scope.kind === 'firm' && scope.activeCase.kind === 'client' ? scope.activeCase.firmCase : null;
  const isOwnPetitionOfFirmSide = scope.kind === 'firm' && scope.activeCase.kind === 'own-petition';

  return (
    <div className="space-y-8">
      <DashboardHeader
        userName={user.name}
        clientCase={clientCase}
        isOwnPetitionOfFirmSide={isOwnPetitionOfFirmSide}
        petitionLine={caseQuery.data ? petitionLine(caseQuery.data) : null}
      />
      {caseQuery.isError && (
        <Alert variant="destructive" role="alert">
          {caseQuery.error.message}
        </Alert>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <DashboardProgressCard data={progress.data} />
        <NextStepsCard
          clientCase={clientCase}
          onboardingCompleted={user.onboardingCompleted}
          documentCount={progress.data?.documentCount ?? 0}
          toReview={overview.data?.toReview ?? 0}
          progress={progress.data?.progress}
          documentAllowance={progress.data?.documentAllowance}
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle>Processing</CardTitle>
          </CardHeader>
          <CardContent>
            <ProcessingCard states={processing} />
          </CardContent>
        </Card>
        <RecentDocumentsCard isPending={overview.isPending} documents={overview.data?.documents} clientCase={clientCase} />
      </div>

      <DashboardShortcuts />
    </div>
  );
}
