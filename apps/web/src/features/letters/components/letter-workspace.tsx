import * as React from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { FilePlus2 } from 'lucide-react';
import type { TCase, TProcessingState, TStartLetterRequest } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { JobProgress } from '@/components/ui/job-progress';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { ArticleSkeleton } from '@/components/ui/skeleton';
import { useJobProgress } from '@/lib/use-job-progress';
import { useAcceptedEvidence } from '@/lib/use-accepted-evidence';
import { isLetterBusy, useLetter } from '../api/get-letter';
import { useLetterProcessing } from '../api/get-letter-processing';
import { useLetters } from '../api/get-letters';
import { caseProgressKey, lettersKey } from '../api/query-keys';
import { useStartLetter } from '../api/start-letter';
import { formatDateTime } from '@/lib/format';
import { PETITION_LABELS } from '../labels';
import { LetterDisclaimer } from './letter-disclaimer';
import { LetterIntro } from './letter-intro';
import { LetterStartForm } from './letter-start-form';
import { LetterView } from './letter-view';

/** What this visit started and is waiting to see reported: a first draft, or one section written again. */
type Pending = { kind: 'draft' } | { kind: 'section'; sectionId: string } | null;

/** The toast that says a draft is being written; it is taken down as soon as the draft ends, so it never sits over the letter. */
const WRITING_TOAST_ID = 'letter-being-written';

/**
 * The Cover Letter screen for one case: start the petition letter and follow it being written, then read,
 * edit, rewrite, compare and export it (LetterView). With several letters, `?letter=` picks the one shown.
 */
export function LetterWorkspace({
  caseId,
  casePetitionType,
  processing,
}: {
  caseId: string;
  casePetitionType: TCase['petitionType'];
  processing: readonly TProcessingState[];
}) {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useLetters(caseId);
  const accepted = useAcceptedEvidence(caseId);
  const start = useStartLetter(caseId);
  const [pending, setPending] = React.useState<Pending>(null);
  const [isNewDraftOpen, setIsNewDraftOpen] = React.useState(false);

  const letters = React.useMemo(() => list.data?.letters ?? [], [list.data]);
  const latest = letters[0];
  const drafts = letters.filter((item) => item.version > 0);
  const shownSummary = drafts.find((item) => item.id === searchParams.get('letter')) ?? drafts[0];
  const shown = useLetter(shownSummary?.id);
  const isFirstDraftRunning = Boolean(latest && latest.version === 0 && isLetterBusy(latest));

  const job = useJobProgress({
    caseId,
    states: processing,
    type: 'letter',
    category: 'petition',
    estimatedSeconds: 30,
    onFinished: () => {
      setPending(null);
      toast.dismiss(WRITING_TOAST_ID);
      void queryClient.invalidateQueries({ queryKey: lettersKey(caseId) });
      void queryClient.invalidateQueries({ queryKey: ['letters'] });
      void queryClient.invalidateQueries({ queryKey: caseProgressKey(caseId) });
    },
  });
  const { cancel: cancelJob, isActive: isJobActive } = job;
  // A letter being written with no report streamed (opened mid-job, stream down): ask for the job's progress.
  const isLetterWriting = isFirstDraftRunning || isLetterBusy(shown.data);
  useLetterProcessing(caseId, isLetterWriting);

  // The list's own polling saw this visit's first draft end before any processing report did: drop the local bar.
  const startedLetter = start.data ? letters.find((item) => item.id === start.data.id) : undefined;
  const hasStartedLetterEnded = startedLetter?.status === 'completed' || startedLetter?.status === 'failed';
  React.useEffect(() => {
    if (hasStartedLetterEnded) toast.dismiss(WRITING_TOAST_ID);
    if (!hasStartedLetterEnded || !isJobActive) return;
    cancelJob();
    void queryClient.invalidateQueries({ queryKey: caseProgressKey(caseId) });
  }, [hasStartedLetterEnded, isJobActive, cancelJob, queryClient, caseId]);

  async function handleStart(request: TStartLetterRequest) {
    setPending({ kind: 'draft' });
    await job.begin();
    start.mutate(request, {
      onSuccess: (letter) => {
        setIsNewDraftOpen(false);
        // A draft already done by the time the answer arrives needs no "being written" news.
        if (letter.status === 'queued' || letter.status === 'running') {
          toast.success('Your letter is being written', {
            id: WRITING_TOAST_ID,
            description: 'Section by section, from your accepted evidence. It appears here when it is done.',
          });
        }
        if (drafts.length > 0) setSearchParams({ letter: letter.id });
      },
      onError: () => {
        setPending(null);
        job.cancel();
      },
    });
  }

  const handleRegenerateStart = React.useCallback(
    async (sectionId: string) => {
      setPending({ kind: 'section', sectionId });
      await job.begin();
    },
    [job],
  );
  const handleRegenerateEnd = React.useCallback(() => {
    setPending((current) => (current?.kind === 'section' ? null : current));
    cancelJob();
  }, [cancelJob]);

  const isDraftWaiting = isFirstDraftRunning || (pending?.kind === 'draft' && !hasStartedLetterEnded);
  const draftProgress = isDraftWaiting ? (job.current ?? { progress: 0, currentStep: latest?.status === 'queued' ? 'Waiting to start…' : 'Writing…' }) : null;
  const isStartBlocked = isDraftWaiting || start.isPending || isJobActive;
  // A firm's client reads the letter their attorney writes: no start form, no new letter (the server refuses them too).
  const canWrite = list.data?.canWrite ?? true;

  const draftStatus = (
    <>
      <div aria-live="polite">
        {draftProgress && (
          <div className="space-y-2">
            <JobProgress label="Writing your petition letter" progress={draftProgress.progress} currentStep={draftProgress.currentStep} />
            <p className="text-xs text-muted-foreground">
              A strong case takes about a minute. You can leave this page: the letter keeps being written and waits for you here.
            </p>
          </div>
        )}
      </div>
      {latest?.status === 'failed' && latest.version === 0 && !isDraftWaiting && (
        <Alert variant="destructive" role="alert">
          <p>The last letter did not finish: {latest.error ?? 'an unexpected error stopped it.'}</p>
        </Alert>
      )}
    </>
  );

  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Cover Letter</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Your petition letter, argued from the evidence you accepted, with an exhibit behind every fact and every citation from a library of verified
            authorities.
          </p>
        </div>
        {drafts.length > 0 && canWrite && (
          <Button variant="outline" onClick={() => setIsNewDraftOpen(true)} disabled={isStartBlocked} className="self-start sm:self-auto">
            <FilePlus2 aria-hidden="true" /> New letter
          </Button>
        )}
      </header>

      {list.isPending ? (
        <ListSkeleton label="Loading your petition letter" />
      ) : list.isError ? (
        <LoadError title="Your petition letters could not be loaded." error={list.error} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
      ) : !shownSummary && !canWrite ? (
        <Card>
          <CardHeader>
            <CardTitle>{isDraftWaiting ? 'Your petition letter is being written' : 'Your petition letter'}</CardTitle>
            <CardDescription>Your attorney prepares the petition letter. You can read it here once the first draft is written.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            {draftStatus}
            <LetterDisclaimer className="border-t border-border pt-4" />
          </CardContent>
        </Card>
      ) : !shownSummary ? (
        <Card>
          <CardHeader>
            <CardTitle>{isDraftWaiting ? 'Your petition letter is being written' : 'Write your petition letter'}</CardTitle>
            <CardDescription>
              The letter an officer reads first: it argues your case criterion by criterion and points to the exhibit behind each fact.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            {draftStatus}
            {!isDraftWaiting && (
              <>
                <LetterIntro acceptedCount={accepted.data?.length} />
                <LetterStartForm
                  casePetitionType={casePetitionType}
                  allowance={list.data.allowance}
                  isStarting={isStartBlocked}
                  error={start.error}
                  submitLabel="Write my petition letter"
                  onStart={(request) => void handleStart(request)}
                />
              </>
            )}
            <LetterDisclaimer className="border-t border-border pt-4" />
          </CardContent>
        </Card>
      ) : (
        <>
          {(draftProgress || latest?.status === 'failed') && (
            <div className="space-y-4 rounded-lg border border-border bg-background p-5 shadow-sm">{draftStatus}</div>
          )}
          {drafts.length > 1 && (
            <label className="flex max-w-md flex-col gap-1.5 text-sm font-medium sm:flex-row sm:items-center sm:gap-3">
              <span className="shrink-0">Letter shown</span>
              <NativeSelect size="sm" value={shownSummary.id} onChange={(event) => setSearchParams({ letter: event.target.value })} className="flex-1">
                {drafts.map((item) => (
                  <option key={item.id} value={item.id}>
                    {PETITION_LABELS[item.petitionType]} letter of {formatDateTime(item.createdAt)} (version {item.version})
                  </option>
                ))}
              </NativeSelect>
            </label>
          )}
          {shown.isPending ? (
            <ArticleSkeleton label="Loading the letter" />
          ) : shown.isError ? (
            <LoadError title="The letter could not be loaded." error={shown.error} onRetry={() => void shown.refetch()} isRetrying={shown.isFetching} />
          ) : (
            <LetterView
              letter={shown.data}
              caseId={caseId}
              jobProgress={isDraftWaiting ? null : job.current}
              pendingSectionId={pending?.kind === 'section' ? pending.sectionId : null}
              onRegenerateStart={handleRegenerateStart}
              onRegenerateEnd={handleRegenerateEnd}
            />
          )}
        </>
      )}

      <Dialog open={isNewDraftOpen} onOpenChange={setIsNewDraftOpen}>
        <DialogContent
          title="Write a new letter"
          description="A fresh first draft from your evidence as it is now. Your current letter and all its versions stay."
        >
          <LetterStartForm
            casePetitionType={casePetitionType}
            allowance={list.data?.allowance ?? { used: 0, allowed: null }}
            isStarting={isStartBlocked}
            error={start.error}
            submitLabel="Write a new letter"
            onStart={(request) => void handleStart(request)}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}
