import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { suggestRecommenders } from '@acclaim/domain/recommendations';
import type { z } from 'zod';
import type { ZCreateRecommenderRequest, ZUpdateRecommenderRequest } from '@acclaim/contracts';
import type { Db } from '../../db/client';
import { documents, recommendationLetters, recommenders, type CaseRow, type RecommenderRow, type UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { gatherRecommendationInputs } from './gather-inputs';
import { findLetterIdOf, getRecommenderForUser } from './recommender-store';

type CreateRequest = z.output<typeof ZCreateRecommenderRequest>;
type UpdateRequest = z.output<typeof ZUpdateRecommenderRequest>;

async function insertOnce(db: Db, values: typeof recommenders.$inferInsert): Promise<RecommenderRow> {
  const [row] = await db.insert(recommenders).values(values).onConflictDoNothing().returning();
  if (!row) throw new AppError('CONFLICT', { message: `${values.name} is already among your recommenders.` });
  return row;
}

/**
 * Keeps a suggestion (found again by its key among the case's current suggestions) or adds someone the record
 * does not show. Suggestions are named people; the position under the signature is the one the user gives or
 * the one the record states, never a description of who to ask.
 */
export async function createRecommender(db: Db, caseRow: CaseRow, request: CreateRequest): Promise<RecommenderRow> {
  if ('key' in request) {
    const inputs = await gatherRecommendationInputs(db, caseRow);
    const candidates = suggestRecommenders({
      petitionType: inputs.petitionType,
      applicant: inputs.applicant,
      evidence: inputs.evidence,
      citingWorks: inputs.citingWorks,
      limit: 100,
    });
    const candidate = candidates.find((c) => c.id === request.key);
    if (!candidate)
      throw new AppError('NOT_FOUND', {
        message: 'That suggestion is no longer in the list; the evidence behind it may have changed. Reload the suggestions.',
      });
    const name = request.name ?? candidate.name;
    return insertOnce(db, {
      caseId: caseRow.id,
      candidateKey: candidate.id,
      name,
      title: request.title !== undefined ? request.title : candidate.role,
      affiliation: request.affiliation !== undefined ? request.affiliation : candidate.affiliation,
      relationship: candidate.relationship,
      sources: candidate.sources,
      evidenceIds: candidate.evidenceIds,
      reason: candidate.reason,
    });
  }
  return insertOnce(db, {
    caseId: caseRow.id,
    candidateKey: `user:${randomUUID()}`,
    name: request.name,
    title: request.title ?? null,
    affiliation: request.affiliation ?? null,
    relationship: request.relationship,
    sources: ['user'],
    evidenceIds: [],
    credentials: request.credentials ?? null,
    firstHand: request.firstHand ?? null,
  });
}

/**
 * Changes details or how far the request has gone; a CV must be a document of the same case. Returns the saved
 * row with the id of their letter, if one was drafted, since the answer links to it.
 */
export async function updateRecommender(
  db: Db,
  user: UserRow,
  id: string,
  request: UpdateRequest,
): Promise<{ recommender: RecommenderRow; letterId: string | null }> {
  const row = await getRecommenderForUser(db, user, id);
  if (request.cvDocumentId) {
    const [doc] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.id, request.cvDocumentId), eq(documents.caseId, row.caseId)));
    if (!doc) throw new AppError('BAD_REQUEST', { message: 'That CV is not a document of this case. Upload it to the case first.' });
  }
  const changes = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined));
  const [updated] = await db
    .update(recommenders)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(recommenders.id, row.id))
    .returning();
  return { recommender: updated!, letterId: await findLetterIdOf(db, row.id) };
}

/** Removes a recommender and returns their name; one with a drafted letter only when the client confirmed (`withLetter`), letter and versions with them. */
export async function deleteRecommender(db: Db, user: UserRow, id: string, withLetter: boolean): Promise<string> {
  const row = await getRecommenderForUser(db, user, id);
  const [letter] = await db.select({ id: recommendationLetters.id }).from(recommendationLetters).where(eq(recommendationLetters.recommenderId, row.id));
  if (letter && !withLetter) {
    throw new AppError('CONFLICT', {
      message: `${row.name} has a drafted letter. Removing them deletes the letter and all its versions; confirm to continue.`,
    });
  }
  await db.delete(recommenders).where(eq(recommenders.id, row.id));
  return row.name;
}
