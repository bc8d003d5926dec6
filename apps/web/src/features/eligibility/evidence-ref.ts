import type { TAssessedEvidence } from '@acclaim/contracts';

/** An evidence item as a finding names it: enough to title, date, badge and link it. */
export type EvidenceRef = TAssessedEvidence;

/** Where a finding's evidence item opens, or nothing where there is no page for it (the demo). */
export type EvidenceHref = (item: EvidenceRef) => string | undefined;
