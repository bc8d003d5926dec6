/**
 * What the bulk toolbar offers: each CV section, each kind of evidence, each confidence step, with how many
 * suggestions it takes. Counted with the same function the server applies, so the number shown before the click is
 * the number changed (unless something changes in between, which the answer then reports).
 */
import { evidenceSectionOf, suggestionsSelectedBy, type TBulkReviewSelection, type TDocument, type TEvidenceItem } from '@acclaim/contracts';
import { EVIDENCE_TYPES } from '@acclaim/domain';
import { EVIDENCE_TYPE_LABELS } from '../../labels';

export type BulkMode = 'section' | 'type' | 'confidence';

export interface BulkChoice {
  key: string;
  /** What the option says, without its count. */
  label: string;
  selection: TBulkReviewSelection;
  count: number;
}

/** Confidence steps offered, highest first (how clearly an item was read, not the odds of anything). */
export const CONFIDENCE_STEPS = [0.9, 0.8, 0.7, 0.6, 0.5] as const;

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** One choice per section of each document, in the order the sections first appear among the suggestions. */
export function sectionChoices(suggestions: readonly TEvidenceItem[], documents: readonly TDocument[]): BulkChoice[] {
  const names = new Map(documents.map((document) => [document.id, document.name]));
  const seen = new Map<string, { documentId: string; section: string }>();
  for (const item of suggestions) {
    const section = evidenceSectionOf(item);
    if (!section || !item.documentId) continue;
    const key = `${item.documentId}\u0000${section}`;
    if (!seen.has(key)) seen.set(key, { documentId: item.documentId, section });
  }
  const documentIds = new Set([...seen.values()].map((entry) => entry.documentId));
  return [...seen.entries()].map(([key, { documentId, section }]) => {
    const selection: TBulkReviewSelection = { by: 'section', documentId, section };
    // The document's name only where two documents could have a section of the same name.
    const label = documentIds.size > 1 ? `${section} — ${names.get(documentId) ?? 'a removed document'}` : section;
    return { key, label, selection, count: suggestionsSelectedBy(suggestions, selection).length };
  });
}

export function typeChoices(suggestions: readonly TEvidenceItem[]): BulkChoice[] {
  return EVIDENCE_TYPES.map((type) => {
    const selection: TBulkReviewSelection = { by: 'type', type };
    return { key: type, label: EVIDENCE_TYPE_LABELS[type].group, selection, count: suggestionsSelectedBy(suggestions, selection).length };
  }).filter((choice) => choice.count > 0);
}

export function confidenceChoices(suggestions: readonly TEvidenceItem[]): BulkChoice[] {
  return CONFIDENCE_STEPS.map((step) => {
    const selection: TBulkReviewSelection = { by: 'confidence', minConfidence: step };
    return {
      key: String(step),
      label: `Read with ${percent(step)} confidence or more`,
      selection,
      count: suggestionsSelectedBy(suggestions, selection).length,
    };
  });
}

/** How a done bulk action names what it took, for the notice after it: "from “Publications”". */
export function describeChoice(mode: BulkMode, choice: BulkChoice): string {
  if (mode === 'section') return `from “${choice.label}”`;
  if (mode === 'type') return `of ${choice.label.toLowerCase()}`;
  return `read with ${percent((choice.selection as { minConfidence: number }).minConfidence)} confidence or more`;
}
