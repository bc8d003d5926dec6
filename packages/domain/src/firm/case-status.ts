import { DAY_MS } from '../time';

/**
 * Where a client's case stands, for the firm's case list. Derived from what the case holds, never stored, so it
 * cannot drift from the case itself. Each stage needs the ones before it in the usual order of work, but the
 * derivation only looks at the furthest step reached: a firm that drafts before assessing still sees "Drafting".
 */
export const FIRM_CASE_STAGES = ['invited', 'collecting', 'assessed', 'drafting', 'in-review', 'ready'] as const;
export type FirmCaseStage = (typeof FIRM_CASE_STAGES)[number];

export const FIRM_CASE_STAGE_LABELS: Record<FirmCaseStage, string> = {
  invited: 'Invited',
  collecting: 'Collecting documents',
  assessed: 'Assessed',
  drafting: 'Drafting',
  'in-review': 'In review',
  ready: 'Ready to file',
};

export interface FirmCaseFacts {
  /** The client has opened the portal (accepted the invitation). */
  clientJoined: boolean;
  documentCount: number;
  hasAssessment: boolean;
  hasLetterDraft: boolean;
  /** Sections approved with their current text, and all sections of the letter. */
  approvedSections: number;
  totalSections: number;
  hasAssembledPackage: boolean;
}

export function firmCaseStage(facts: FirmCaseFacts): FirmCaseStage {
  if (facts.hasLetterDraft) {
    const allApproved = facts.totalSections > 0 && facts.approvedSections >= facts.totalSections;
    if (allApproved && facts.hasAssembledPackage) return 'ready';
    return facts.approvedSections > 0 || allApproved ? 'in-review' : 'drafting';
  }
  if (facts.hasAssessment) return 'assessed';
  if (!facts.clientJoined && facts.documentCount === 0) return 'invited';
  return 'collecting';
}

/** Whole days from `today` to a YYYY-MM-DD date, negative once it has passed; null without a date. */
export function daysUntil(date: string | null, today: Date): number | null {
  if (!date) return null;
  const target = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((target - start) / DAY_MS);
}
