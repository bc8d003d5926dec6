import type { Assessment, Finding, Reason } from '@acclaim/domain';

/** One piece of engine prose the model may reword, addressed by a stable key. */
export interface ExplanationText {
  key: string;
  text: string;
  /** Writes the new wording into the (cloned) assessment it was collected from. */
  set(value: string): void;
}

/**
 * Every `summary` and every reason `text` of an assessment, in document order. Only prose is collected:
 * scores, levels, ids, evidence ids and authority ids are never handed to the model, so it cannot change them.
 */
export function collectExplanationTexts(result: Assessment): ExplanationText[] {
  const out: ExplanationText[] = [];
  const summaryOf = (key: string, holder: { summary: string }) => out.push({ key, text: holder.summary, set: (value) => void (holder.summary = value) });
  const reasonsOf = (key: string, reasons: Reason[]) =>
    reasons.forEach((reason, i) => out.push({ key: `${key}.${i}`, text: reason.text, set: (value) => void (reason.text = value) }));
  const findingOf = (key: string, finding: Finding) => {
    summaryOf(`${key}.summary`, finding);
    reasonsOf(`${key}.strengths`, finding.strengths);
    reasonsOf(`${key}.gaps`, finding.gaps);
    reasonsOf(`${key}.nextActions`, finding.nextActions);
  };

  if (result.eb1a) {
    const { eb1a } = result;
    summaryOf('eb1a.verdict.summary', eb1a.verdict);
    eb1a.criteria.forEach((finding) => findingOf(`eb1a.${finding.id}`, finding));
    reasonsOf('eb1a.oneTimeAchievement', [eb1a.oneTimeAchievement.reason]);
    reasonsOf('eb1a.comparableEvidence', [eb1a.comparableEvidence.reason]);
    summaryOf('eb1a.finalMerits.summary', eb1a.finalMerits);
    eb1a.finalMerits.factors.forEach((finding) => findingOf(`eb1a.merits.${finding.id}`, finding));
  }
  if (result.niw) {
    const { niw } = result;
    summaryOf('niw.verdict.summary', niw.verdict);
    summaryOf('niw.threshold.summary', niw.threshold);
    reasonsOf('niw.threshold.reasons', niw.threshold.reasons);
    niw.threshold.exceptionalAbility.forEach((finding) => findingOf(`niw.${finding.id}`, finding));
    niw.prongs.forEach((finding) => findingOf(`niw.${finding.id}`, finding));
  }
  if (result.recommendation) reasonsOf('recommendation.reasons', result.recommendation.reasons);
  return out.filter((entry) => entry.text.trim().length > 0);
}
