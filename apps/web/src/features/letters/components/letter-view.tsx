import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { History, X } from 'lucide-react';
import type { TLetterDetail } from '@acclaim/contracts';
import type { Section } from '@acclaim/domain/letter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { useSectionApproval } from '../api/approve-section';
import { useLetterCheck } from '../api/get-letter-check';
import { isLetterBusy } from '../api/get-letter';
import { letterVersionsKey, lettersKey } from '../api/query-keys';
import { useRegenerateSection } from '../api/regenerate-section';
import { checkMarks, issueCountsBySection } from '../check-issues';
import { formatDateTime } from '@/lib/format';
import { formatPages, formatWords } from '../format';
import { PETITION_LABELS } from '../labels';
import { ExportActions } from './export-actions';
import { FilingCheckPanel } from './filing-check-panel';
import { LetterDisclaimer } from './letter-disclaimer';
import { LetterOutline, type OutlineApproval } from './letter-outline';
import { LetterSection } from './letter-section';
import { PlanCutNotice } from './plan-cut-notice';
import { SectionReviewBar } from './section-review-bar';
import { RunRefusal } from '@/components/plan/run-refusal';
import { goToSection, sectionHeadingId } from './section-dom';
import { VersionsDialog } from './versions-dialog';

// TipTap is the heaviest part of the screen: it loads when a section is first opened for editing.
const SectionEditor = React.lazy(() => import('../editor/section-editor'));

export type JobProgressState = { progress: number; currentStep: string };

/**
 * One letter with a draft: its outline, the filing check, the letter read as a document with Edit and Regenerate
 * on each section the plan shows whole, the plan's cut, versions and export. Writing a section again is a job
 * of the case (processing type 'letter') that the workspace follows; this view asks for it and shows it.
 * On a firm's letter each section carries its attorney review; the firm's client reads the letter without the
 * controls that change it (the server refuses them too).
 */
export function LetterView({
  letter,
  caseId,
  jobProgress,
  pendingSectionId,
  onRegenerateStart,
  onRegenerateEnd,
}: {
  letter: TLetterDetail;
  caseId: string;
  /** The letter job's progress while one runs (the server's report, or "Initializing..." until it comes). */
  jobProgress: JobProgressState | null;
  /** The section this visit asked to write again, until the server says it is being written. */
  pendingSectionId: string | null;
  onRegenerateStart: (sectionId: string) => Promise<void>;
  onRegenerateEnd: () => void;
}) {
  const queryClient = useQueryClient();
  const check = useLetterCheck(letter.id, letter.version);
  const regenerate = useRegenerateSection(letter.id, caseId);
  const approval = useSectionApproval(letter.id, caseId);
  const [editingId, setEditingId] = React.useState<string | null>(null);
  const [confirmingId, setConfirmingId] = React.useState<string | null>(null);
  const [isVersionsOpen, setIsVersionsOpen] = React.useState(false);
  const [dismissedError, setDismissedError] = React.useState<string | null>(null);

  const document = letter.document;
  const isBusy = isLetterBusy(letter);
  const regeneratingId = letter.regeneratingSectionId ?? pendingSectionId;
  const editable = React.useMemo(() => new Set(letter.access.editableSectionIds), [letter.access.editableSectionIds]);
  const sections = React.useMemo(() => document?.sections ?? [], [document]);
  const visibleIds = React.useMemo(() => new Set(sections.map((section) => section.id)), [sections]);
  const readOnlyIds = React.useMemo(() => new Set(sections.filter((section) => !editable.has(section.id)).map((section) => section.id)), [sections, editable]);
  const marks = React.useMemo(() => checkMarks(check.data), [check.data]);
  const issueCounts = React.useMemo(() => issueCountsBySection(check.data?.issues ?? []), [check.data]);
  const review = letter.review ?? null;
  // A self-petitioner's letter has no review, and its owner writes it.
  const canWrite = review?.canEdit ?? true;
  const sectionReviews = React.useMemo(() => new Map((review?.sections ?? []).map((item) => [item.sectionId, item])), [review]);
  const outlineApproval = React.useMemo<OutlineApproval | null>(
    () => (review ? { approved: review.approved, total: review.total, states: new Map(review.sections.map((item) => [item.sectionId, item.state])) } : null),
    [review],
  );

  function changeApproval(change: Parameters<typeof approval.mutate>[0]) {
    approval.mutate(change, { onError: (error) => toast.error(error.message) });
  }

  function reviewBar(section: Section) {
    const sectionReview = sectionReviews.get(section.id);
    if (!review || !sectionReview) return null;
    return (
      <SectionReviewBar
        heading={section.heading}
        review={sectionReview}
        canApprove={review.canApprove}
        isDisabled={isBusy || approval.isPending || editingId === section.id}
        onApprove={() => changeApproval({ sectionId: section.id, action: 'approve', contentHash: sectionReview.contentHash })}
        onWithdraw={() => changeApproval({ sectionId: section.id, action: 'withdraw' })}
      />
    );
  }

  // A rewrite that ends (seen here by polling or by the event stream) brings a new version to list, and says so.
  const wasBusy = React.useRef(isBusy);
  const rewrittenHeading = React.useRef<string | null>(null);
  const regeneratingHeading = sections.find((section) => section.id === letter.regeneratingSectionId)?.heading;
  React.useEffect(() => {
    if (regeneratingHeading) rewrittenHeading.current = regeneratingHeading;
  }, [regeneratingHeading]);
  React.useEffect(() => {
    if (wasBusy.current && !isBusy) {
      onRegenerateEnd();
      void queryClient.invalidateQueries({ queryKey: letterVersionsKey(letter.id) });
      void queryClient.invalidateQueries({ queryKey: lettersKey(caseId) });
      if (!letter.error && rewrittenHeading.current)
        toast.success(`“${rewrittenHeading.current}” is written again`, { description: `The letter is now at version ${letter.version}.` });
      rewrittenHeading.current = null;
    }
    wasBusy.current = isBusy;
  }, [isBusy, letter.error, letter.version, letter.id, caseId, queryClient, onRegenerateEnd]);

  async function handleRegenerate() {
    const sectionId = confirmingId;
    if (!sectionId) return;
    await onRegenerateStart(sectionId);
    regenerate.mutate(
      { sectionId, baseVersion: letter.version },
      {
        onSuccess: () => setConfirmingId(null),
        onError: () => onRegenerateEnd(),
      },
    );
  }

  function closeEditor(sectionId: string) {
    setEditingId(null);
    // The editor is gone; reading continues from the section's heading.
    requestAnimationFrame(() => window.document.getElementById(sectionHeadingId(sectionId))?.focus({ preventScroll: true }));
  }

  const confirming = sections.find((section) => section.id === confirmingId);
  // The Regenerate button is disabled once the job starts; focus goes to the section's heading, above its progress.
  const lastConfirmedId = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (confirmingId) lastConfirmedId.current = confirmingId;
  }, [confirmingId]);
  const showError = letter.status === 'completed' && letter.error && dismissedError !== letter.error;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <dl className="flex min-w-0 flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <div className="flex gap-1">
            <dt className="sr-only">Petition</dt>
            <dd className="font-medium text-foreground">{PETITION_LABELS[letter.petitionType]} letter</dd>
          </div>
          <div className="flex gap-1">
            <dt>Version</dt>
            <dd className="tabular-nums">{letter.version}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Length</dt>
            <dd className="tabular-nums">
              {formatWords(letter.wordCount)}, {formatPages(letter.pageEstimate)}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Saved</dt>
            <dd>{formatDateTime(letter.updatedAt)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Written by</dt>
            <dd>{letter.generator === 'llm' && letter.model ? `Drafted with ${letter.model}` : "Drafted automatically from the case's evidence"}</dd>
          </div>
        </dl>
        <div className="shrink-0">
          <ExportActions letterId={letter.id} access={letter.access} isDisabled={letter.version === 0}>
            <Button variant="outline" onClick={() => setIsVersionsOpen(true)}>
              <History aria-hidden="true" /> Versions
            </Button>
          </ExportActions>
        </div>
      </div>

      {showError && (
        <Alert variant="warning" role="alert" className="items-start">
          <p className="flex-1">{letter.error}</p>
          <button type="button" onClick={() => setDismissedError(letter.error)} className="rounded p-0.5 hover:bg-warning/10" aria-label="Dismiss">
            <X aria-hidden="true" />
          </button>
        </Alert>
      )}

      {review && !canWrite && (
        <Alert variant="info">
          <p>
            Your attorney prepares this letter and approves each section before it is filed. You can read it here; the outline shows which sections are
            approved.
          </p>
        </Alert>
      )}

      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <div>
          <LetterOutline
            sections={sections}
            hiddenSections={letter.access.hiddenSections}
            issueCounts={issueCounts}
            regeneratingSectionId={regeneratingId}
            readOnlySectionIds={readOnlyIds}
            approval={outlineApproval}
          />
        </div>
        <div className="min-w-0 space-y-6">
          {check.isPending ? (
            <div role="status" className="rounded-lg border border-border bg-background p-6">
              <span className="sr-only">Running the filing check</span>
              <Skeleton className="h-5 w-40" />
              <div className="mt-4 grid grid-cols-3 gap-3">
                <Skeleton className="h-16" />
                <Skeleton className="h-16" />
                <Skeleton className="h-16" />
              </div>
            </div>
          ) : check.isError ? (
            <LoadError title="The filing check could not be run." error={check.error} onRetry={() => void check.refetch()} isRetrying={check.isFetching} />
          ) : (
            <FilingCheckPanel check={check.data} visibleSectionIds={visibleIds} onGoToSection={goToSection} />
          )}

          <article
            aria-label="Petition letter"
            className="rounded-lg border border-border bg-background px-5 py-8 font-serif text-[1.0625rem] leading-relaxed text-foreground shadow-sm sm:px-10 sm:py-12 xl:px-14"
          >
            {document && <p className="mb-10 text-balance text-center text-[1.25em] font-bold leading-snug">{document.title}</p>}
            {sections.map((section) => (
              <LetterSection
                key={section.id}
                section={section}
                evidence={letter.evidence}
                marks={marks}
                review={reviewBar(section)}
                state={{
                  canWrite,
                  isEditable: editable.has(section.id),
                  isActionBlocked: isBusy || regenerate.isPending || (editingId !== null && editingId !== section.id),
                  isEditing: editingId === section.id,
                  regeneration: regeneratingId === section.id ? (jobProgress ?? { progress: 0, currentStep: 'Waiting to start…' }) : null,
                }}
                onEdit={() => setEditingId(section.id)}
                onRegenerate={() => {
                  regenerate.reset();
                  setConfirmingId(section.id);
                }}
                editor={
                  editingId === section.id && (
                    <React.Suspense
                      fallback={
                        <div role="status" className="space-y-3 rounded-lg border border-border p-4">
                          <span className="sr-only">Opening the editor</span>
                          <Skeleton className="h-10" />
                          <Skeleton className="h-56" />
                        </div>
                      }
                    >
                      <SectionEditor
                        letterId={letter.id}
                        caseId={caseId}
                        section={section}
                        evidence={letter.evidence}
                        baseVersion={letter.version}
                        onClose={() => closeEditor(section.id)}
                      />
                    </React.Suspense>
                  )
                }
              />
            ))}
            {letter.access.isTruncated && (
              <p className="mt-10 border-t border-dashed border-border pt-4 text-center font-sans text-sm text-muted-foreground">
                The letter continues past the pages your plan shows
                {letter.access.hiddenSections.length > 0 &&
                  `: ${letter.access.hiddenSections.length} more ${letter.access.hiddenSections.length === 1 ? 'section' : 'sections'}`}
                .
              </p>
            )}
          </article>

          <PlanCutNotice access={letter.access} />
          <LetterDisclaimer />
        </div>
      </div>

      <VersionsDialog
        open={isVersionsOpen}
        onOpenChange={setIsVersionsOpen}
        letterId={letter.id}
        caseId={caseId}
        currentVersion={letter.version}
        isBusy={isBusy || editingId !== null}
        canRestore={canWrite}
      />
      <ConfirmDialog
        open={confirming !== undefined}
        onOpenChange={(open) => !open && !regenerate.isPending && setConfirmingId(null)}
        title={`Regenerate “${confirming?.heading ?? ''}”?`}
        description={
          <>
            <p>The section is written again from your evidence and assessment as they are now.</p>
            <p>
              <span className="font-medium text-foreground">Edits you made in this section are replaced.</span> Every other section keeps its text and your
              edits, and the current text stays in the version history, so you can restore it.
            </p>
            {regenerate.isError && <RunRefusal error={regenerate.error} />}
          </>
        }
        confirmLabel="Regenerate section"
        pendingLabel="Starting…"
        isPending={regenerate.isPending}
        onConfirm={() => void handleRegenerate()}
        onCloseAutoFocus={(event) => {
          const heading = lastConfirmedId.current && window.document.getElementById(sectionHeadingId(lastConfirmedId.current));
          if (heading && regenerate.isSuccess) {
            event.preventDefault();
            heading.focus();
          }
        }}
      />
    </div>
  );
}
