import type { Assessment, AssessmentEvidence, AssessmentInput } from '@acclaim/domain';
import { getAuthority, type Authority } from '@acclaim/domain/authorities';
import type { FirmLetterhead } from '../../firms/letterhead';

/** What a report is made of: the result and the input snapshot it was derived from. */
export interface ReportData {
  input: AssessmentInput;
  result: Assessment;
  /** A firm's case: the report wears the firm's letterhead, and its white label where the firm's plan has it. */
  letterhead?: FirmLetterhead | null;
}

/** Lookups the sections share: evidence by id (as the engine read it) and authorities from the closed library. */
export interface ReportLookup {
  evidence(id: string): AssessmentEvidence | undefined;
  /** "B-2" when the item's document has an exhibit label, else its title, shortened. */
  evidenceRef(id: string): string | null;
  authorities(ids: readonly string[]): Authority[];
}

const shorten = (text: string, max = 48) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export function createReportLookup(input: AssessmentInput): ReportLookup {
  const byId = new Map(input.evidence.map((item) => [item.id, item]));
  return {
    evidence: (id) => byId.get(id),
    evidenceRef(id) {
      const item = byId.get(id);
      if (!item) return null;
      return item.exhibit ?? `“${shorten(item.title)}”`;
    },
    authorities(ids) {
      const out: Authority[] = [];
      for (const id of new Set(ids)) {
        try {
          out.push(getAuthority(id));
        } catch {
          // A result stored before an authority was retired still renders; the id simply has no citation now.
        }
      }
      return out;
    },
  };
}
