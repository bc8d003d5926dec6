import { asc, eq } from 'drizzle-orm';
import type { Recommender } from '@acclaim/domain/recommendations';
import type { Db } from '../../db/client';
import { recommendationLetters, recommenders, type RecommenderRow, type UserRow } from '../../db/schema/index';
import { getInsideCaseForUser } from '../cases/case-access';

export type RecommenderWithLetter = RecommenderRow & { letterId: string | null };

/** The recommender if its case belongs to `user`, else NOT_FOUND (the same answer for a missing one). */
export async function getRecommenderForUser(db: Db, user: UserRow, id: string): Promise<RecommenderRow> {
  return getInsideCaseForUser(db, recommenders, user, id, 'Recommender not found.');
}

/** The chosen recommenders of a case in the order they were chosen, each with their letter's id. */
export async function findRecommenders(db: Db, caseId: string): Promise<RecommenderWithLetter[]> {
  const rows = await db
    .select({ recommender: recommenders, letterId: recommendationLetters.id })
    .from(recommenders)
    .leftJoin(recommendationLetters, eq(recommendationLetters.recommenderId, recommenders.id))
    .where(eq(recommenders.caseId, caseId))
    .orderBy(asc(recommenders.createdAt), asc(recommenders.id));
  return rows.map(({ recommender, letterId }) => ({ ...recommender, letterId: letterId ?? null }));
}

/** The id of the recommender's letter, if one was drafted. */
export async function findLetterIdOf(db: Db, recommenderId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: recommendationLetters.id })
    .from(recommendationLetters)
    .where(eq(recommendationLetters.recommenderId, recommenderId))
    .limit(1);
  return row?.id ?? null;
}

/** Everyone who may still write: a recommender who declined is left out of the plan. */
export const isActive = (row: Pick<RecommenderRow, 'status'>) => row.status !== 'declined';

/** A stored recommender as the domain reads one; its id is the row id, so plans and warnings name rows. */
export function asDomainRecommender(row: RecommenderRow): Recommender {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    affiliation: row.affiliation,
    relationship: row.relationship,
    sources: row.sources.length ? row.sources : ['user'],
    evidenceIds: row.evidenceIds,
    credentials: row.credentials,
    firstHand: row.firstHand,
  };
}
