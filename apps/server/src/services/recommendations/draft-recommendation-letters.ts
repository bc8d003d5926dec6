import { asc, eq } from 'drizzle-orm';
import { draftRecommendationLetter, MAX_LETTERS, type LetterAssignment, type PlanWarning } from '@acclaim/domain/recommendations';
import type { Db } from '../../db/client';
import { recommendationLetters, recommendationLetterVersions, recommenders, type CaseRow, type UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { gatherRecommendationInputs } from './gather-inputs';
import { planForCase } from './plan-for-case';
import { assertCanDraft } from './recommendation-access';
import type { LetterWithRecommender } from './recommendation-letter-store';
import { isActive, asDomainRecommender } from './recommender-store';
import { planHolderForCase } from '../firms/firm-access';

/**
 * A style no other letter of the case uses: a plan numbers its own letters apart, but letters drafted earlier
 * from another plan may already hold the same number, and equal styles would read alike.
 */
function freeStyle(assignment: LetterAssignment, used: ReadonlySet<number>): number {
  if (!used.has(assignment.styleIndex)) return assignment.styleIndex;
  for (let i = 0; i < MAX_LETTERS; i++) if (!used.has(i)) return i;
  return assignment.styleIndex;
}

/**
 * Plans the letters of every recommender who may still write, and drafts one for each who has none yet (a letter
 * already drafted stays as the user left it). The recommenders are locked while this runs, so two requests
 * cannot draft the same letter twice. The letter is undated: the export prints the day it is printed.
 */
export async function draftRecommendationLetters(
  db: Db,
  user: UserRow,
  caseRow: CaseRow,
): Promise<{ drafted: LetterWithRecommender[]; warnings: PlanWarning[] }> {
  assertCanDraft(await planHolderForCase(db, user, caseRow), 'Drafting recommendation letters');
  const inputs = await gatherRecommendationInputs(db, caseRow);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(recommenders)
      .where(eq(recommenders.caseId, caseRow.id))
      .orderBy(asc(recommenders.createdAt), asc(recommenders.id))
      .for('update');
    const existing = await tx
      .select({ recommenderId: recommendationLetters.recommenderId, styleIndex: recommendationLetters.styleIndex })
      .from(recommendationLetters)
      .where(eq(recommendationLetters.caseId, caseRow.id));
    const hasLetter = new Set(existing.map((l) => l.recommenderId));
    const waiting = new Map(rows.filter((r) => isActive(r) && !hasLetter.has(r.id)).map((r) => [r.id, r]));
    if (waiting.size === 0) {
      throw new AppError('CONFLICT', { message: 'Every chosen recommender already has a letter. Choose another recommender to draft one more.' });
    }
    const plan = planForCase(inputs, rows);
    const usedStyles = new Set(existing.map((l) => l.styleIndex));
    const drafted: LetterWithRecommender[] = [];
    for (const planned of plan.letters) {
      const recommender = waiting.get(planned.recommenderId);
      if (!recommender) continue;
      const assignment = { ...planned, styleIndex: freeStyle(planned, usedStyles) };
      usedStyles.add(assignment.styleIndex);
      const document = draftRecommendationLetter({
        petitionType: inputs.petitionType,
        applicant: inputs.applicant,
        recommender: asDomainRecommender(recommender),
        assignment,
        evidence: inputs.evidence,
        citingWorks: inputs.citingWorks,
        excludedEvidenceIds: inputs.excludedEvidenceIds,
        date: null,
      });
      const [letter] = await tx
        .insert(recommendationLetters)
        .values({
          caseId: caseRow.id,
          recommenderId: recommender.id,
          focusId: assignment.focusId,
          factIds: assignment.factIds,
          styleIndex: assignment.styleIndex,
          angle: assignment.angle,
          document,
          version: 1,
        })
        .returning();
      await tx
        .insert(recommendationLetterVersions)
        .values({ letterId: letter!.id, number: 1, source: 'generated', note: 'First draft', document, createdBy: user.id });
      drafted.push({ letter: letter!, recommender });
    }
    return { drafted, warnings: plan.warnings };
  });
}
