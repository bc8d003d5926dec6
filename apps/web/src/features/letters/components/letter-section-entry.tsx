import type * as React from 'react';
import type { TLetterDetail } from '@acclaim/contracts';
import type { Section } from '@acclaim/domain/letter';
import type { CheckMarks } from '../check-issues';
import { LazySectionEditor } from './lazy-section-editor';
import { LetterSection, type SectionState } from './letter-section';
import { SectionReviewBar } from './section-review-bar';

/** One section of the letter view, with its review bar (on a firm's letter) and, while it is edited, its editor. */
export function LetterSectionEntry({
  section,
  letter,
  caseId,
  marks,
  state,
  reviewBar,
  onEdit,
  onRegenerate,
  onCloseEditor,
}: {
  section: Section;
  letter: TLetterDetail;
  caseId: string;
  marks: CheckMarks;
  state: SectionState;
  reviewBar: React.ComponentProps<typeof SectionReviewBar> | null;
  onEdit: () => void;
  onRegenerate: () => void;
  onCloseEditor: () => void;
}) {
  return (
    <LetterSection
      section={section}
      evidence={letter.evidence}
      marks={marks}
      review={reviewBar && <SectionReviewBar {...reviewBar} />}
      state={state}
      onEdit={onEdit}
      onRegenerate={onRegenerate}
      editor={
        state.isEditing && (
          <LazySectionEditor
            letterId={letter.id}
            caseId={caseId}
            section={section}
            evidence={letter.evidence}
            baseVersion={letter.version}
            onClose={onCloseEditor}
          />
        )
      }
    />
  );
}
