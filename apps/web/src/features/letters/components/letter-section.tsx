import * as React from 'react';
import { Lock, PenLine, RefreshCw } from 'lucide-react';
import type { TLetterEvidence } from '@acclaim/contracts';
import type { Section } from '@acclaim/domain/letter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { JobProgress } from '@/components/ui/job-progress';
import type { CheckMarks } from '../check-issues';
import { LetterBlocks } from './letter-blocks';
import { sectionElementId, sectionHeadingId } from './section-dom';

export interface SectionState {
  /** The viewer may change the letter at all; false for a firm's client, who reads what the attorney prepares. */
  canWrite: boolean;
  /** The plan shows the section whole, so it may be edited and written again. */
  isEditable: boolean;
  /** Edit and Regenerate are offered but wait (a job is writing, or another section is open in the editor). */
  isActionBlocked: boolean;
  isEditing: boolean;
  /** The job writing this section again, while it runs. */
  regeneration: { progress: number; currentStep: string } | null;
}

/**
 * One section of the letter: its heading with the section's actions, the attorney review of a firm's letter,
 * then its text, or the editor while it is edited.
 */
export function LetterSection({
  section,
  state,
  evidence,
  marks,
  onEdit,
  onRegenerate,
  editor,
  review,
}: {
  section: Section;
  state: SectionState;
  evidence: readonly TLetterEvidence[];
  marks: CheckMarks;
  onEdit: () => void;
  onRegenerate: () => void;
  editor?: React.ReactNode;
  /** The review bar, on a letter a firm's attorneys approve. */
  review?: React.ReactNode;
}) {
  const { canWrite, isEditable, isActionBlocked, isEditing, regeneration } = state;
  return (
    <section id={sectionElementId(section.id)} aria-labelledby={sectionHeadingId(section.id)} className="scroll-mt-24 pt-8 first:pt-0">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <h2
          id={sectionHeadingId(section.id)}
          tabIndex={-1}
          className="text-[1.15em] font-bold leading-snug focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        >
          {section.heading}
        </h2>
        {!isEditing && canWrite && (
          <div className="flex shrink-0 flex-wrap items-center gap-1 font-sans">
            {isEditable ? (
              <>
                <Button variant="ghost" size="sm" onClick={onEdit} disabled={isActionBlocked} aria-label={`Edit “${section.heading}”`}>
                  <PenLine aria-hidden="true" /> Edit
                </Button>
                <Button variant="ghost" size="sm" onClick={onRegenerate} disabled={isActionBlocked} aria-label={`Regenerate “${section.heading}”`}>
                  <RefreshCw aria-hidden="true" /> Regenerate
                </Button>
              </>
            ) : (
              <Badge tone="neutral">
                <Lock aria-hidden="true" /> Read-only on your plan
              </Badge>
            )}
          </div>
        )}
      </div>
      {review}
      {regeneration && (
        <div className="mt-3 rounded-md border border-primary/20 bg-primary-soft/50 p-4 font-sans" aria-live="polite">
          <JobProgress label={`Writing “${section.heading}” again`} progress={regeneration.progress} currentStep={regeneration.currentStep} />
        </div>
      )}
      {isEditing && editor ? (
        <div className="mt-4 font-sans">{editor}</div>
      ) : (
        <div className={regeneration ? 'opacity-60 transition-opacity' : undefined} aria-busy={regeneration ? true : undefined}>
          <LetterBlocks blocks={section.blocks} sectionId={section.id} evidence={evidence} marks={marks} />
        </div>
      )}
    </section>
  );
}
