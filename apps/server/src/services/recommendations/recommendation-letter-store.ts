import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cases, recommendationLetters, recommenders, type RecommendationLetterRow, type RecommenderRow, type UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { caseAccessibleBy } from '../cases/case-access';

export interface LetterWithRecommender {
  letter: RecommendationLetterRow;
  recommender: RecommenderRow;
}

/** The letter if its case belongs to `user`, else NOT_FOUND — the same answer for someone else's and a missing one. */
export async function getRecommendationLetterForUser(db: Db, user: UserRow, id: string): Promise<LetterWithRecommender> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('NOT_FOUND', { message: 'Letter not found.' });
  const [row] = await db
    .select({ letter: recommendationLetters, recommender: recommenders })
    .from(recommendationLetters)
    .innerJoin(recommenders, eq(recommenders.id, recommendationLetters.recommenderId))
    .innerJoin(cases, eq(cases.id, recommendationLetters.caseId))
    .where(and(eq(recommendationLetters.id, id), caseAccessibleBy(user.id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { message: 'Letter not found.' });
  return row;
}

/** The case's recommendation letters, oldest first, each with its recommender. */
export async function findRecommendationLetters(db: Db, caseId: string): Promise<LetterWithRecommender[]> {
  return db
    .select({ letter: recommendationLetters, recommender: recommenders })
    .from(recommendationLetters)
    .innerJoin(recommenders, eq(recommenders.id, recommendationLetters.recommenderId))
    .where(eq(recommendationLetters.caseId, caseId))
    .orderBy(asc(recommendationLetters.createdAt), asc(recommendationLetters.id));
}
