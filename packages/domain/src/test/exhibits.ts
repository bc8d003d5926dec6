import { ZAssessmentInput, type AssessmentInput, type AssessmentInputDraft } from '../assessment/schema';
import type { LetterExhibit } from '../letter/filing-check';

/**
 * Exhibit labels for test and benchmark profiles, which carry none: each item gets its own label, with one
 * letter per evidence type in order of first appearance ("A-1", "A-2", "B-1" …), as filings group
 * exhibits. Items that already have a label keep it. For tests and the benchmark
 * (`@acclaim/domain/test/exhibits`), not for the product: lint keeps product code from importing it.
 */
export function withExhibits(draft: AssessmentInputDraft): AssessmentInput {
  const input = ZAssessmentInput.parse(draft);
  const counters = new Map<string, number>();
  const letters = new Map<string, string>();
  return {
    ...input,
    evidence: input.evidence.map((e) => {
      if (e.exhibit) return e;
      if (!letters.has(e.type)) letters.set(e.type, String.fromCharCode(65 + letters.size));
      const letter = letters.get(e.type) ?? 'Z';
      const n = (counters.get(letter) ?? 0) + 1;
      counters.set(letter, n);
      return { ...e, exhibit: `${letter}-${n}` };
    }),
  };
}

/** The filing's exhibits as the filing check takes them: each label with the items it holds. */
export function exhibitsOf(input: AssessmentInput): LetterExhibit[] {
  const byLabel = new Map<string, string[]>();
  for (const e of input.evidence) if (e.exhibit) byLabel.set(e.exhibit, [...(byLabel.get(e.exhibit) ?? []), e.id]);
  return [...byLabel].map(([label, evidenceIds]) => ({ label, evidenceIds }));
}
