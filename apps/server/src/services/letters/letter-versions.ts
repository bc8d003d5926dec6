import { and, desc, eq } from 'drizzle-orm';
import { ZLetter } from '@acclaim/domain/letter';
import { letterVersions, users, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { saveUserVersion } from './edit-letter';
import { getLetterForUser, letterAccess } from './letter-access';
import { assertMayWriteLetterOf } from './letter-write-access';
import { planHolderForLetter } from '../firms/firm-access';

export async function findLetterVersions(deps: AppDeps, user: UserRow, letterId: string) {
  const row = await getLetterForUser(deps.database.db, user, letterId);
  return deps.database.db
    .select({
      number: letterVersions.number,
      source: letterVersions.source,
      note: letterVersions.note,
      generator: letterVersions.generator,
      wordCount: letterVersions.wordCount,
      createdAt: letterVersions.createdAt,
      createdBy: users.name,
    })
    .from(letterVersions)
    .leftJoin(users, eq(users.id, letterVersions.createdBy))
    .where(eq(letterVersions.letterId, row.id))
    .orderBy(desc(letterVersions.number));
}

export async function getLetterVersion(deps: AppDeps, user: UserRow, letterId: string, number: number) {
  const row = await getLetterForUser(deps.database.db, user, letterId);
  const [found] = await deps.database.db
    .select({ version: letterVersions, createdBy: users.name })
    .from(letterVersions)
    .leftJoin(users, eq(users.id, letterVersions.createdBy))
    .where(and(eq(letterVersions.letterId, row.id), eq(letterVersions.number, number)));
  if (!found) throw new AppError('NOT_FOUND', { message: `Version ${number} of this letter does not exist.` });
  return { ...found.version, createdBy: found.createdBy };
}

/**
 * A version as the plan lets the user read it: with the sections the plan shows whole in the current letter, so
 * two versions are compared over the same sections (a cut of each by its own length would move with every edit).
 */
export async function readLetterVersion(deps: AppDeps, user: UserRow, letterId: string, number: number) {
  const v = await getLetterVersion(deps, user, letterId, number);
  const current = await getLetterForUser(deps.database.db, user, letterId);
  const planHolder = await planHolderForLetter(deps.database.db, user, current);
  const shown = new Set(current.document ? letterAccess(planHolder, ZLetter.parse(current.document)).cut.wholeSectionIds : []);
  const document = ZLetter.parse(v.document);
  return {
    number: v.number,
    source: v.source,
    note: v.note,
    generator: v.generator,
    wordCount: v.wordCount,
    createdAt: v.createdAt,
    createdBy: v.createdBy,
    document: { ...document, sections: document.sections.filter((s) => shown.has(s.id)) },
  };
}

/** Copies an old version forward as the newest; every version in between stays, so a restore is never a loss. */
export async function restoreLetterVersion(deps: AppDeps, user: UserRow, letterId: string, number: number) {
  await assertMayWriteLetterOf(deps.database.db, user, await getLetterForUser(deps.database.db, user, letterId));
  const old = await getLetterVersion(deps, user, letterId, number);
  return saveUserVersion(deps, user, old.letterId, null, () => ({
    document: ZLetter.parse(old.document),
    source: 'restored',
    note: `Restored version ${number}`,
  }));
}
