import type { Assessment, Finding, StrengthLevel } from '@acclaim/domain/assessment';
import { findingName } from '@acclaim/domain';

export interface LevelChange {
  id: string;
  name: string;
  from: StrengthLevel;
  to: StrengthLevel;
}

function findingsOf(assessment: Assessment): Finding[] {
  return [
    ...(assessment.eb1a ? [...assessment.eb1a.criteria, ...assessment.eb1a.finalMerits.factors] : []),
    ...(assessment.niw ? [...assessment.niw.threshold.exceptionalAbility, ...assessment.niw.prongs] : []),
  ];
}

/** Which criteria, prongs and factors moved to another level between two runs, and the verdicts that did. */
export function levelChanges(before: Assessment, after: Assessment): LevelChange[] {
  const previous = new Map(findingsOf(before).map((finding) => [finding.id, finding.level]));
  const changes: LevelChange[] = [];
  const verdicts = [
    { id: 'verdict-eb1a', name: 'EB-1A overall', from: before.eb1a?.verdict.level, to: after.eb1a?.verdict.level },
    { id: 'verdict-niw', name: 'EB-2 NIW overall', from: before.niw?.verdict.level, to: after.niw?.verdict.level },
  ];
  for (const verdict of verdicts) {
    if (verdict.from && verdict.to && verdict.from !== verdict.to) changes.push({ id: verdict.id, name: verdict.name, from: verdict.from, to: verdict.to });
  }
  for (const finding of findingsOf(after)) {
    const from = previous.get(finding.id);
    if (from && from !== finding.level) changes.push({ id: finding.id, name: findingName(finding), from, to: finding.level });
  }
  return changes;
}
