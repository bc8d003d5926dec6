import * as React from 'react';
import { toast } from '@/components/ui/toast';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TCase, TLetterDetail, TProcessingState, TStartLetterRequest } from '@acclaim/contracts';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { ArticleSkeleton } from '@/components/ui/skeleton';
import { useAcceptedEvidence } from '@/lib/use-accepted-evidence';
import { useStartLetter } from '../api/start-letter';
import { useLetterJob, WRITING_TOAST_ID } from '../hooks/use-letter-job';
import { useShownLetter } from '../hooks/use-shown-letter';
import { DraftStatus } from './draft-status';
import { AwaitingLetterCard, StartLetterCard } from './first-letter-card';
import { LetterPicker } from './letter-picker';
import { LetterView } from './letter-view';
import { LetterWorkspaceHeader } from './letter-workspace-header';
import { NewLetterDialog } from './new-letter-dialog';

/** The letter shown, once it has loaded. */
function ShownLetter({ query, ...viewProps }: { query: UseQueryResult<TLetterDetail> } & Omit<React.ComponentProps<typeof LetterView>, 'letter'>) {
  if (query.isPending) return <ArticleSkeleton label="Loading the letter" />;
  if (query.isError) {
    return <QueryLoadError title="The letter could not be loaded." query={query} />;
  }
  return <LetterView letter={query.data} {...viewProps} />;
}

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
  const { list, letters, latest, drafts, shownSummary, shown, show } = useShownLetter(caseId);
  const accepted = useAcceptedEvidence(caseId);
  const start = useStartLetter(caseId);
  const [isNewDraftOpen, setIsNewDraftOpen] = React.useState(false);
  const writing = useLetterJob({ caseId, processing, letters, shownLetter: shown.data, startedLetterId: start.data?.id });

  async function handleStart(request: TStartLetterRequest) {
    await writing.beginDraft();
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
        if (drafts.length > 0) show(letter.id);
      },
      onError: () => writing.abandonDraft(),
    });
  }

  const { isDraftWaiting, draftProgress } = writing;
  const isStartBlocked = isDraftWaiting || start.isPending || writing.isJobActive;
  // A firm's client reads the letter their attorney writes: no start form, no new letter (the server refuses them too).
  const canWrite = list.data?.canWrite ?? true;
  const draftStatus = <DraftStatus progress={draftProgress} latest={latest} isDraftWaiting={isDraftWaiting} />;
  const startForm = { casePetitionType, isStartBlocked, error: start.error, onStart: (request: TStartLetterRequest) => void handleStart(request) };

  return (
    <div className="space-y-8">
      <LetterWorkspaceHeader canStartNew={drafts.length > 0 && canWrite} isStartBlocked={isStartBlocked} onNew={() => setIsNewDraftOpen(true)} />

      {list.isPending ? (
        <ListSkeleton label="Loading your petition letter" />
      ) : list.isError ? (
        <QueryLoadError title="Your petition letters could not be loaded." query={list} />
      ) : !shownSummary && !canWrite ? (
        <AwaitingLetterCard isDraftWaiting={isDraftWaiting} draftStatus={draftStatus} />
      ) : !shownSummary ? (
        <StartLetterCard
          {...startForm}
          isDraftWaiting={isDraftWaiting}
          draftStatus={draftStatus}
          acceptedCount={accepted.data?.length}
          allowance={list.data.allowance}
        />
      ) : (
        <>
          {(draftProgress || latest?.status === 'failed') && (
            <div className="space-y-4 rounded-lg border border-border bg-background p-5 shadow-sm">{draftStatus}</div>
          )}
          {drafts.length > 1 && <LetterPicker drafts={drafts} shownId={shownSummary.id} onShow={show} />}
          <ShownLetter
            query={shown}
            caseId={caseId}
            jobProgress={writing.sectionProgress}
            pendingSectionId={writing.pendingSectionId}
            onRegenerateStart={writing.beginSection}
            onRegenerateEnd={writing.endSection}
          />
        </>
      )}

      <NewLetterDialog {...startForm} open={isNewDraftOpen} onOpenChange={setIsNewDraftOpen} allowance={list.data?.allowance ?? { used: 0, allowed: null }} />
    </div>
  );
}
