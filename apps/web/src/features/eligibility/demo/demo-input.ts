import { assessedItemRef, DEMO_PROFILE, type AssessmentEvidenceInput, type AssessmentInputDraft } from '@acclaim/domain/assessment';
import type { EvidenceRef } from '../evidence-ref';

/** The sample profile's evidence, in the order the engine's author wrote it (grouped by kind). */
export const DEMO_EVIDENCE: readonly AssessmentEvidenceInput[] = DEMO_PROFILE.evidence;

export const ALL_DEMO_IDS: ReadonlySet<string> = new Set(DEMO_EVIDENCE.map((item) => item.id));

/**
 * The engine's input with only the switched-on items. The sample's citation metrics were computed from all
 * its verified works; with one of them off they no longer hold, so the engine works from the per-paper
 * checks instead (as it does for a real case before metrics exist).
 */
export function buildDemoInput(enabledIds: ReadonlySet<string>): AssessmentInputDraft {
  const evidence = DEMO_EVIDENCE.filter((item) => enabledIds.has(item.id));
  const metrics = DEMO_PROFILE.metrics;
  const isEveryVerifiedWorkOn = metrics ? metrics.works?.every((work) => enabledIds.has(work.evidenceId)) : false;
  return { ...DEMO_PROFILE, evidence, metrics: isEveryVerifiedWorkOn ? metrics : null };
}

/** The sample's items as findings name them (titles, exhibits, verification, documentation, missing proof facts), as the server presents a case's. */
export const DEMO_EVIDENCE_REFS: readonly EvidenceRef[] = DEMO_EVIDENCE.map(assessedItemRef);
