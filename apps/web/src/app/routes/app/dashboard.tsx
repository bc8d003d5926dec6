import { Link, Navigate } from 'react-router';
import { standingLines } from '@acclaim/domain';
import { ArrowRight, FileText, MessagesSquare, PenLine, Scale } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/components/auth-provider';
import { useActiveCase } from '@/features/case/api/get-active-case';
import { useCaseOverview } from '@/features/case/api/get-case-overview';
import { useProgress } from '@/features/case/api/get-progress';
import { ProcessingCard } from '@/features/case/components/processing-card';
import { ProgressOverview } from '@/features/case/components/progress-overview';
import { documentsNextStep, progressCardDescription } from '@/lib/documents-goal';
import { useCaseEvents } from '@/features/case/hooks/use-case-events';
import { useFirmContext } from '@/features/firm/api/get-firm-context';
import { ClientNextSteps, clientFirstName } from '@/features/firm/components/client-next-steps';
import { useWorkspaceScope } from '@/features/firm/use-workspace-scope';
import { usePageTitle } from '@/lib/use-page-title';
import { countOf } from '@/lib/format';

const SHORTCUTS = [
  { to: paths.documents, label: 'Documents', icon: FileText },
  { to: paths.eligibility, label: 'Eligibility', icon: Scale },
  { to: paths.coverLetter, label: 'Cover letter', icon: PenLine },
  { to: paths.chat, label: 'Chat', icon: MessagesSquare },
];

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
  const petitionLine = caseQuery.data
    ? `${caseQuery.data.title} · ${caseQuery.data.petitionType === 'UNDECIDED' ? 'EB-1A and EB-2 NIW' : caseQuery.data.petitionType === 'EB1A' ? 'EB-1A' : 'EB-2 NIW'}`
    : null;

  const documentCount = progress.data?.documentCount ?? 0;
  // Eligibility as the levels the newest assessment reached, never as a figure that reads like a chance of approval.
  const standing = progress.data?.eligibilityStanding;
  const eligibilityNote = standing ? standingLines(standing).join(' · ') : 'Not assessed yet';
  const nextSteps = [
    !user.onboardingCompleted && { to: paths.onboarding, text: 'Answer the setup questions about your field and plans' },
    documentCount === 0 && { to: paths.documents, text: 'Upload your CV — it is where most evidence starts' },
    (overview.data?.toReview ?? 0) > 0 && {
      to: paths.documents,
      text: `Review ${overview.data!.toReview} suggested evidence ${overview.data!.toReview === 1 ? 'item' : 'items'}`,
    },
    documentsNextStep(documentCount, progress.data?.documentAllowance),
    // Eligibility progress comes from the server: 0 until an assessment has run.
    documentCount > 0 &&
      progress.data?.progress.eligibility === 0 && { to: paths.eligibility, text: 'Run your eligibility assessment to see where each criterion stands' },
    (progress.data?.progress.eligibility ?? 0) > 0 && { to: paths.eligibility, text: 'Work through the next actions of your eligibility assessment' },
  ].filter(Boolean) as { to: string; text: string }[];

  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          {clientCase ? (
            <>
              <p className="text-sm font-semibold uppercase tracking-wide text-primary">Client case · {clientCase.stageLabel}</p>
              <h1 className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">{clientCase.clientName}’s case</h1>
              <p className="mt-1 text-muted-foreground">{petitionLine ?? `${clientFirstName(clientCase)}’s case at a glance`}</p>
            </>
          ) : isOwnPetitionOfFirmSide ? (
            <>
              <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">My own petition</h1>
              <p className="mt-1 text-muted-foreground">
                {petitionLine ? `${petitionLine} · kept apart from your clients` : 'Your own case, kept apart from your clients'}
              </p>
            </>
          ) : (
            <>
              <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Welcome, {user.name.split(/\s+/)[0]}</h1>
              <p className="mt-1 text-muted-foreground">{petitionLine ?? 'Your case at a glance'}</p>
            </>
          )}
        </div>
      </header>
      {caseQuery.isError && (
        <Alert variant="destructive" role="alert">
          {caseQuery.error.message}
        </Alert>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Progress</CardTitle>
            <CardDescription>{progressCardDescription(progress.data?.documentAllowance)}</CardDescription>
          </CardHeader>
          <CardContent>
            {progress.data ? (
              <ProgressOverview
                progress={progress.data.progress}
                links={{ eligibility: paths.eligibility, documents: paths.documents, petition: paths.coverLetter }}
                notes={{ eligibility: eligibilityNote }}
              />
            ) : (
              <Skeleton className="h-32" />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>What to do next</CardTitle>
          </CardHeader>
          <CardContent>
            {clientCase ? (
              <ClientNextSteps
                firmCase={clientCase}
                documentCount={documentCount}
                toReview={overview.data?.toReview ?? 0}
                eligibility={progress.data?.progress.eligibility ?? 0}
                documentAllowance={progress.data?.documentAllowance}
              />
            ) : nextSteps.length === 0 ? (
              <p className="text-sm text-muted-foreground">You are up to date. Keep adding evidence as it arrives.</p>
            ) : (
              <ul className="space-y-3">
                {nextSteps.map((step) => (
                  <li key={step.text}>
                    <Link to={step.to} className="group flex items-start gap-2 text-sm font-medium text-primary">
                      <ArrowRight className="mt-0.5 size-4 shrink-0 transition group-hover:translate-x-0.5" aria-hidden="true" />
                      <span className="underline-offset-2 group-hover:underline">{step.text}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
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
        <Card className="lg:col-span-2">
          <CardHeader className="flex-row items-center justify-between">
            <CardTitle>Recent documents</CardTitle>
            <Button asChild variant="link" className="px-0">
              <Link to={paths.documents}>All documents</Link>
            </Button>
          </CardHeader>
          <CardContent>
            {overview.isPending && <Skeleton className="h-24" />}
            {overview.data?.documents.length === 0 && (
              <p className="text-sm text-muted-foreground">
                {clientCase ? `No documents yet: ${clientFirstName(clientCase)} has not uploaded any.` : 'No documents yet. Your CV is the best first upload.'}
              </p>
            )}
            <ul className="divide-y divide-border">
              {overview.data?.documents.slice(0, 5).map((doc) => (
                <li key={doc.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                  <span className="min-w-0 truncate font-medium">{doc.name}</span>
                  <span className="shrink-0 text-muted-foreground">
                    {doc.exhibitLabel} · {doc.status === 'extracted' ? countOf(doc.evidenceCount, 'item') : doc.status}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>

      <nav aria-label="Shortcuts" className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {SHORTCUTS.map(({ to, label, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex items-center gap-3 rounded-lg border border-border bg-background p-4 text-sm font-medium shadow-sm hover:border-primary"
          >
            <Icon className="size-5 text-primary" aria-hidden="true" /> {label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
