import * as React from 'react';
import type { TLetterCheck, TLetterDetail } from '@acclaim/contracts';
import { checkMarks, issueCountsBySection } from '../check-issues';

/**
 * The sections of the letter the plan shows, which of them may be edited (the rest are read-only), and the
 * filing check's marks in the text and findings per section.
 */
export function useLetterSections(letter: TLetterDetail, check: TLetterCheck | undefined) {
  const document = letter.document;
  const editable = React.useMemo(() => new Set(letter.access.editableSectionIds), [letter.access.editableSectionIds]);
  const sections = React.useMemo(() => document?.sections ?? [], [document]);
  const visibleIds = React.useMemo(() => new Set(sections.map((section) => section.id)), [sections]);
  const readOnlyIds = React.useMemo(() => new Set(sections.filter((section) => !editable.has(section.id)).map((section) => section.id)), [sections, editable]);
  const marks = React.useMemo(() => checkMarks(check), [check]);
  const issueCounts = React.useMemo(() => issueCountsBySection(check?.issues ?? []), [check]);
  return { sections, editable, visibleIds, readOnlyIds, marks, issueCounts };
}
