import { and, desc, eq } from 'drizzle-orm';
import { reconcileBlocks, ZLetter, type Letter } from '@acclaim/domain/letter';
import type { z } from 'zod';
import type { ZUpdateRecommendationLetterRequest } from '@acclaim/contracts';
import type { Db } from '../../db/client';
import { recommendationLetters, recommendationLetterVersions, users, type RecommendationLetterRow, type UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { assertCanDraft } from './recommendation-access';
import { getRecommendationLetterForUser, type LetterWithRecommender } from './recommendation-letter-store';
import { planHolderForLetter } from '../firms/firm-access';

type Change = (current: Letter) => { document: Letter; source: 'edited' | 'restored'; note: string };

/**
 * Saves a new version with the letter row locked, so two saves take turns. `baseVersion` null skips the
 * staleness check (a restore names the version it copies, not the one it replaces).
 */
async function saveVersion(db: Db, user: UserRow, item: LetterWithRecommender, baseVersion: number | null, change: Change): Promise<LetterWithRecommender> {
  const letter = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(recommendationLetters).where(eq(recommendationLetters.id, item.letter.id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', { message: 'Letter not found.' });
    if (baseVersion !== null && row.version !== baseVersion) {
      throw new AppError('CONFLICT', {
        message: `The letter changed since you opened it (now version ${row.version}). Copy your text, reload, and apply it again.`,
      });
    }
    const { document, source, note } = change(ZLetter.parse(row.document));
    const number = row.version + 1;
    await tx.insert(recommendationLetterVersions).values({ letterId: row.id, number, source, note, document, createdBy: user.id });
    const [updated] = await tx
      .update(recommendationLetters)
      .set({ document, version: number, updatedAt: new Date() })
      .where(eq(recommendationLetters.id, row.id))
      .returning();
    return updated as RecommendationLetterRow;
  });
  return { letter, recommender: item.recommender };
}

/** Applies an edit of whole sections; sentences the user kept keep their exhibits and provenance (reconcileBlocks). */
export async function editRecommendationLetter(db: Db, user: UserRow, id: string, request: z.output<typeof ZUpdateRecommendationLetterRequest>) {
  const item = await getRecommendationLetterForUser(db, user, id);
  assertCanDraft(await planHolderForLetter(db, user, item.letter), 'Editing recommendation letters');
  return saveVersion(db, user, item, request.baseVersion, (current) => {
    const edits = new Map(request.sections.map((s) => [s.id, s]));
    for (const sectionId of edits.keys()) {
      if (!current.sections.some((s) => s.id === sectionId)) throw new AppError('NOT_FOUND', { message: 'That section is not in this letter.' });
    }
    const sections = current.sections.map((section) => {
      const edit = edits.get(section.id);
      return edit ? { ...section, heading: edit.heading ?? section.heading, blocks: reconcileBlocks(edit.blocks, section) } : section;
    });
    const changed = sections.filter((s, i) => s !== current.sections[i]).map((s) => `“${s.heading}”`);
    const note = changed.length <= 2 ? `Edited ${changed.join(' and ')}` : `Edited ${changed.length} sections`;
    return { document: ZLetter.parse({ ...current, sections }), source: 'edited', note };
  });
}

export async function findRecommendationLetterVersions(db: Db, user: UserRow, id: string) {
  const item = await getRecommendationLetterForUser(db, user, id);
  return db
    .select({
      number: recommendationLetterVersions.number,
      source: recommendationLetterVersions.source,
      note: recommendationLetterVersions.note,
      createdAt: recommendationLetterVersions.createdAt,
      createdBy: users.name,
    })
    .from(recommendationLetterVersions)
    .leftJoin(users, eq(users.id, recommendationLetterVersions.createdBy))
    .where(eq(recommendationLetterVersions.letterId, item.letter.id))
    .orderBy(desc(recommendationLetterVersions.number));
}

/** Copies an old version forward as the newest; every version in between stays, so a restore loses nothing. */
export async function restoreRecommendationLetterVersion(db: Db, user: UserRow, id: string, number: number) {
  const item = await getRecommendationLetterForUser(db, user, id);
  assertCanDraft(await planHolderForLetter(db, user, item.letter), 'Restoring versions of recommendation letters');
  const [old] = await db
    .select({ document: recommendationLetterVersions.document })
    .from(recommendationLetterVersions)
    .where(and(eq(recommendationLetterVersions.letterId, item.letter.id), eq(recommendationLetterVersions.number, number)));
  if (!old) throw new AppError('NOT_FOUND', { message: `Version ${number} of this letter does not exist.` });
  return saveVersion(db, user, item, null, () => ({ document: ZLetter.parse(old.document), source: 'restored', note: `Restored version ${number}` }));
}
