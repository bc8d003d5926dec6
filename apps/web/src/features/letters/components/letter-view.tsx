import type { TLetterDetail } from '@acclaim/contracts';
import { useLetterCheck } from '../api/get-letter-check';
import { isLetterBusy } from '../api/get-letter';
import { useLetterReview } from '../hooks/use-letter-review';
import { useLetterSections } from '../hooks/use-letter-sections';
import { useRegenerateConfirm } from '../hooks/use-regenerate-confirm';
import { useRewriteFinished } from '../hooks/use-rewrite-finished';
import { useSectionEditing } from '../hooks/use-section-editing';
import { LetterCheck } from './letter-check';
import { LetterDisclaimer } from './letter-disclaimer';
import { LetterDocument } from './letter-document';
import { LetterHeader } from './letter-header';
import { ClientReadingNotice, LetterErrorAlert } from './letter-notices';
import { LetterOutline } from './letter-outline';
import { LetterSectionEntry } from './letter-section-entry';
import { PlanCutNotice } from './plan-cut-notice';
import { RegenerateSectionDialog } from './regenerate-section-dialog';

export type JobProgressState = { progress: number; currentStep: string };

interface LetterViewProps {
  letter: TLetterDetail;
  caseId: string;
  /** The letter job's progress while one runs (the server's report, or "Initializing..." until it comes). */
  jobProgress: JobProgressState | null;
  /** The section this visit asked to write again, until the server says it is being written. */
  pendingSectionId: string | null;
  onRegenerateStart: (sectionId: string) => Promise<void>;
  onRegenerateEnd: () => void;
}

/**
 * One letter with a draft: its outline, the filing check, the letter read as a document with Edit and Regenerate
 * on each section the plan shows whole, the plan's cut, versions and export. Writing a section again is a job
 * of the case (processing type 'letter') that the workspace follows; this view asks for it and shows it.
 * On a firm's letter each section carries its attorney review; the firm's client reads the letter without the
 * controls that change it (the server refuses them too).
 */
export function LetterView({ letter, caseId, jobProgress, pendingSectionId, onRegenerateStart, onRegenerateEnd }: LetterViewProps) {
  const check = useLetterCheck(letter.id, letter.version);
  const { editingId, openEditor, closeEditor } = useSectionEditing();
  const isBusy = isLetterBusy(letter);
  const regeneratingId = letter.regeneratingSectionId ?? pendingSectionId;
  const { sections, editable, visibleIds, readOnlyIds, marks, issueCounts } = useLetterSections(letter, check.data);
  const { review, canWrite, outlineApproval, reviewBarProps } = useLetterReview(letter, caseId);
  useRewriteFinished({ letter, caseId, sections, onRegenerateEnd });
  const regeneration = useRegenerateConfirm({ letter, caseId, sections, onRegenerateStart, onRegenerateEnd });

  return (
    <div className="space-y-6">
      <LetterHeader letter={letter} caseId={caseId} isBusy={isBusy || editingId !== null} canRestore={canWrite} />
      <LetterErrorAlert letter={letter} />
      {review && !canWrite && <ClientReadingNotice />}

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
          <LetterCheck check={check} visibleSectionIds={visibleIds} />
          <LetterDocument title={letter.document?.title} access={letter.access}>
            {sections.map((section) => (
              <LetterSectionEntry
                key={section.id}
                section={section}
                letter={letter}
                caseId={caseId}
                marks={marks}
                reviewBar={reviewBarProps(section, isBusy || editingId === section.id)}
                state={{
                  canWrite,
                  isEditable: editable.has(section.id),
                  isActionBlocked: isBusy || regeneration.isPending || (editingId !== null && editingId !== section.id),
                  isEditing: editingId === section.id,
                  regeneration: regeneratingId === section.id ? (jobProgress ?? { progress: 0, currentStep: 'Waiting to start…' }) : null,
                }}
                onEdit={() => openEditor(section.id)}
                onRegenerate={() => regeneration.ask(section.id)}
                onCloseEditor={() => closeEditor(section.id)}
              />
            ))}
          </LetterDocument>
          <PlanCutNotice access={letter.access} />
          <LetterDisclaimer />
        </div>
      </div>

      <RegenerateSectionDialog
        heading={regeneration.confirming?.heading}
        error={regeneration.error}
        isPending={regeneration.isPending}
        onCancel={regeneration.cancel}
        onConfirm={() => void regeneration.confirm()}
        onCloseAutoFocus={regeneration.focusAfterClose}
      />
    </div>
  );
}
