import { findOverlaps, parsePersonName, type LetterOverlap } from '@acclaim/domain/recommendations';
import type { Db } from '../../db/client';
import type { CaseRow, RecommenderRow } from '../../db/schema/index';
import { findCaseApplicant } from '../firms/case-applicant';
import type { LetterWithRecommender } from './recommendation-letter-store';

/** Names and institutions every letter prints by necessity; sharing them is not shared phrasing. */
function ignoreTerms(applicantName: string, people: readonly RecommenderRow[]): string[] {
  const names = [applicantName, ...people.flatMap((p) => [p.name, p.title ?? '', p.affiliation ?? ''])];
  const families = [applicantName, ...people.map((p) => p.name)].flatMap((n) => parsePersonName(n)?.family ?? []);
  return [...names, ...families].filter((t) => t.trim() !== '');
}

/** Every pair of the case's letters that shares phrasing, flagged pairs first. */
export function overlapsOf(applicantName: string, letters: readonly LetterWithRecommender[]): LetterOverlap[] {
  const found = findOverlaps(
    letters.map((l) => ({ id: l.letter.id, letter: l.letter.document })),
    {
      ignoreTerms: ignoreTerms(
        applicantName,
        letters.map((l) => l.recommender),
      ),
    },
  );
  return found.sort((x, y) => Number(y.isFlagged) - Number(x.isFlagged) || y.similarity - x.similarity);
}

/** The applicant's name as the letters print it: the case owner's account name (see findCaseApplicant). */
export async function findApplicantName(db: Db, caseRow: CaseRow): Promise<string> {
  const owner = await findCaseApplicant(db, caseRow.id);
  return owner?.name.trim() ?? '';
}
