import type { TLetterCheck, TLetterCheckIssue } from '@acclaim/contracts';
import { ISSUE_KINDS } from './labels';

export type IssueGroup = { kind: TLetterCheckIssue['kind']; issues: TLetterCheckIssue[] };

/** The check's findings grouped by kind, in the order a reviewer fixes them; kinds without findings are left out. */
export function groupIssuesByKind(issues: readonly TLetterCheckIssue[]): IssueGroup[] {
  return ISSUE_KINDS.map((kind) => ({ kind, issues: issues.filter((issue) => issue.kind === kind) })).filter((group) => group.issues.length > 0);
}

/** How many findings each section has, for the outline's badges. Findings about the whole letter have no section. */
export function issueCountsBySection(issues: readonly TLetterCheckIssue[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const issue of issues) if (issue.sectionId) counts.set(issue.sectionId, (counts.get(issue.sectionId) ?? 0) + 1);
  return counts;
}

const sentenceKey = (sectionId: string, text: string) => `${sectionId}\u0000${text}`;

/**
 * What the preview marks, from the check of the version shown: factual sentences without evidence (matched by
 * section and their printed text, which is what the check reports) and exhibit labels that are not in the case.
 */
export interface CheckMarks {
  isUnsupported: (sectionId: string, text: string) => boolean;
  isMissingExhibit: (label: string) => boolean;
}

export const NO_MARKS: CheckMarks = { isUnsupported: () => false, isMissingExhibit: () => false };

export function checkMarks(check: TLetterCheck | undefined): CheckMarks {
  if (!check) return NO_MARKS;
  const unsupported = new Set(
    check.issues.flatMap((issue) => (issue.kind === 'unsupported-sentence' && issue.sectionId && issue.text ? [sentenceKey(issue.sectionId, issue.text)] : [])),
  );
  const missing = new Set(check.issues.flatMap((issue) => (issue.kind === 'exhibit-missing' && issue.text ? [issue.text] : [])));
  return {
    isUnsupported: (sectionId, text) => unsupported.has(sentenceKey(sectionId, text)),
    isMissingExhibit: (label) => missing.has(label),
  };
}
