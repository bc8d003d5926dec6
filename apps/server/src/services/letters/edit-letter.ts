import { eq } from 'drizzle-orm';
import { lintCitations } from '@acclaim/domain/authorities';
import { AUTHORITIES, isLibraryPin } from '@acclaim/domain/authorities';
import { letterSentences, reconcileBlocks, ZLetter, type Letter, type Section } from '@acclaim/domain/letter';
import type { z } from 'zod';
import type { ZUpdateLetterRequest } from '@acclaim/contracts';
import { letters, letterVersions, type LetterRow, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { getLetterForUser, letterAccess } from './letter-access';
import { letterWordCount } from './letter-words';
import { assertMayWriteLetterOf } from './letter-write-access';
import { planHolderForLetter } from '../firms/firm-access';

const LIBRARY = new Map(AUTHORITIES.map((a) => [a.id, a]));

/**
 * The citation lint on edited text (issue 6: it rejects any citation not in the library). A citation typed as
 * words that the library does not hold, or a citation run with an unknown id, refuses the save with a message
 * that names it; the editor keeps the text so nothing the user wrote is lost.
 */
function assertLibraryCitations(sections: readonly Section[], title: string) {
  const texts = [title, ...sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (b.type === 'heading' ? [b.text] : []))])];
  for (const { sentence } of letterSentences({ petitionType: 'EB1A', title, sections: [...sections] })) {
    const unknownRun = sentence.runs.find((r) => r.type === 'citation' && !LIBRARY.has(r.authorityId));
    if (unknownRun?.type === 'citation') {
      throw new AppError('BAD_REQUEST', {
        message: `The citation "${unknownRun.authorityId}" is not in the authority library. Choose a library authority or remove it.`,
      });
    }
    // A pinpoint is printed only where the library gives it for that authority.
    const badPin = sentence.runs.find((r) => r.type === 'citation' && r.pin !== undefined && !isLibraryPin(LIBRARY.get(r.authorityId)!, r.pin));
    if (badPin?.type === 'citation') {
      throw new AppError('BAD_REQUEST', {
        message: `The pinpoint "${badPin.pin}" is not one the authority library gives for ${LIBRARY.get(badPin.authorityId)!.shortName}. Remove it.`,
      });
    }
    texts.push(sentence.runs.map((r) => (r.type === 'text' ? r.text : ' | ')).join(''));
  }
  for (const text of texts) {
    const [unknown] = lintCitations(text).unknown;
    if (unknown) {
      throw new AppError('BAD_REQUEST', {
        message: `"${unknown.text}" is not in Acclaim's library of verified authorities, so the letter cannot cite it. Use "Cite" to insert a library authority, or remove it.`,
      });
    }
  }
}

/** Reads the current letter for a change, refusing while a job writes it or when the editor's copy is stale. */
/** `baseVersion` null skips the staleness check (a restore names the version it copies, not the one it replaces). */
export function assertEditable(row: LetterRow, baseVersion: number | null): Letter {
  if (row.status === 'queued' || row.status === 'running') {
    throw new AppError('CONFLICT', { message: 'The letter is being written right now. Your changes can be saved when it is done.' });
  }
  if (!row.document || row.version === 0) throw new AppError('CONFLICT', { message: 'This letter has no draft to change.' });
  if (baseVersion !== null && row.version !== baseVersion) {
    throw new AppError('CONFLICT', {
      message: `The letter changed since you opened it (now version ${row.version}). Copy your text, reload, and apply it again.`,
    });
  }
  return ZLetter.parse(row.document);
}

/** Saves a new version made by the user or by a restore, with the row locked so two saves take turns. */
export async function saveUserVersion(
  deps: AppDeps,
  user: UserRow,
  letterId: string,
  baseVersion: number | null,
  change: (current: Letter) => { document: Letter; source: 'edited' | 'restored'; note: string },
): Promise<LetterRow> {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(letters).where(eq(letters.id, letterId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', { message: 'Letter not found.' });
    const { document, source, note } = change(assertEditable(row, baseVersion));
    const number = row.version + 1;
    const wordCount = letterWordCount(document);
    await tx.insert(letterVersions).values({ letterId: row.id, number, source, note, generator: null, document, wordCount, createdBy: user.id });
    const [updated] = await tx
      .update(letters)
      .set({ document, version: number, wordCount, error: null, updatedAt: new Date() })
      .where(eq(letters.id, row.id))
      .returning();
    return updated!;
  });
}

/**
 * Applies the user's edit of whole sections. Only sections the plan shows whole can be changed (a section
 * past the cut is never overwritten unseen); sentences and their provenance are re-derived (reconcileBlocks).
 */
export async function editLetter(deps: AppDeps, user: UserRow, letterId: string, request: z.output<typeof ZUpdateLetterRequest>) {
  const row = await getLetterForUser(deps.database.db, user, letterId);
  await assertMayWriteLetterOf(deps.database.db, user, row);
  const planHolder = await planHolderForLetter(deps.database.db, user, row);
  const baseVersion = request.baseVersion;
  return saveUserVersion(deps, user, row.id, baseVersion, (current) => {
    const { cut } = letterAccess(planHolder, current);
    const edits = new Map(request.sections.map((s) => [s.id, s]));
    for (const id of edits.keys()) {
      if (!current.sections.some((s) => s.id === id)) throw new AppError('NOT_FOUND', { message: 'That section is not in this letter.' });
      if (!cut.wholeSectionIds.includes(id)) {
        throw new AppError('FORBIDDEN', { message: 'This section is beyond the pages your plan shows. Upgrade to Complete on the Billing page to edit it.' });
      }
    }
    const sections = current.sections.map((section) => {
      const edit = edits.get(section.id);
      return edit ? { ...section, heading: edit.heading ?? section.heading, blocks: reconcileBlocks(edit.blocks, section) } : section;
    });
    const title = request.title ?? current.title;
    const changed = sections.filter((s, i) => s !== current.sections[i]);
    assertLibraryCitations(changed, title === current.title ? '' : title);
    const document = ZLetter.parse({ ...current, title, sections });
    const names = changed.map((s) => `“${s.heading}”`);
    const note = names.length === 0 ? 'Edited the title' : names.length <= 2 ? `Edited ${names.join(' and ')}` : `Edited ${names.length} sections`;
    return { document, source: 'edited', note };
  });
}
