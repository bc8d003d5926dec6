import type { Documentation, ElementStatus, Reason, StepOneStatus } from './assessment/schema';

/**
 * Words and folding shared by the screens and the PDF report that show an assessment, so both say the same
 * thing about step one, the elements and documentation (issue 24: "one line per item, details on demand").
 */

/** Kazarian step one for one criterion or prong. */
export const STEP_ONE_LABELS: Readonly<Record<StepOneStatus, string>> = {
  met: 'Met',
  not_met: 'Not met',
  not_determined: 'Not determined',
  not_claimed: 'Not claimed',
};

/** What the record shows of one element of the regulation. */
export const ELEMENT_STATUS_LABELS: Readonly<Record<ElementStatus, string>> = {
  shown: 'Shown',
  not_shown: 'Not shown',
  contradicted: 'Contradicted',
};

/** How the evidence a finding rests on is documented; kept apart from whether it meets the elements. */
export const DOCUMENTATION_LABELS: Readonly<Record<Documentation, string>> = {
  primary_exhibit: 'Primary exhibit',
  cv_only: 'Only on the CV — attach the exhibit',
  not_documented: 'No document',
};

/** One sentence of a reason list, with the other items the engine said the same sentence of. */
export interface ReasonGroup {
  /** The first reason as the engine wrote it. */
  reason: Reason;
  /** Items the same sentence was also said of, in order, not repeating the first reason's own items. */
  alsoEvidenceIds: string[];
  /** How many of the engine's reasons this line stands for. */
  count: number;
}

const QUOTES: readonly (readonly [string, string])[] = [
  ["'", "'"],
  ['“', '”'],
  ['"', '"'],
];

/** The engine names an item "'Title' (Exhibit A-3)", shortening titles over 120 characters. */
function titleForms(title: string): string[] {
  const forms = [title];
  if (title.length > 120) forms.push(`${title.slice(0, 117).trimEnd()}…`);
  return forms;
}

/** The sentence with the items it names taken out, so "'A' is national" and "'B' is national" read alike. */
function sentenceShape(reason: Reason, titleOf: (evidenceId: string) => string | undefined): string {
  let shape = reason.text;
  for (const id of reason.evidenceIds) {
    const title = titleOf(id);
    if (!title) continue;
    for (const form of titleForms(title)) {
      for (const [open, close] of QUOTES) shape = shape.split(`${open}${form}${close}`).join('\u0000');
    }
  }
  return shape
    .replace(/\s*\(Exhibit [^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Folds reasons that say the same sentence about different items (one per award on a CV with thirty awards)
 * into one line that keeps the first sentence as written and lists the other items, so a panel stays short.
 * Reasons that differ in anything but the item they name stay apart; the order of first appearance is kept.
 */
export function groupRepeatedReasons(reasons: readonly Reason[], titleOf: (evidenceId: string) => string | undefined): ReasonGroup[] {
  const groups: ReasonGroup[] = [];
  const byShape = new Map<string, ReasonGroup>();
  for (const reason of reasons) {
    const shape = sentenceShape(reason, titleOf);
    const existing = byShape.get(shape);
    if (!existing) {
      const group: ReasonGroup = { reason, alsoEvidenceIds: [], count: 1 };
      byShape.set(shape, group);
      groups.push(group);
      continue;
    }
    existing.count += 1;
    for (const id of reason.evidenceIds) {
      if (!existing.reason.evidenceIds.includes(id) && !existing.alsoEvidenceIds.includes(id)) existing.alsoEvidenceIds.push(id);
    }
  }
  return groups;
}
