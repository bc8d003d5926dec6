import { and, desc, eq, getTableColumns, gt } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { ZLetter, type Letter } from '@acclaim/domain/letter';
import type { Db } from '../../db/client';
import { letters, type LetterRow } from '../../db/schema/index';
import { sectionContentHash } from './section-provenance';

/**
 * What the read-only summaries (progress, stage, approvals) derive from a letter's stored document. Loading and
 * parsing a 40-page letter and fingerprinting its sections takes tens of milliseconds, and the Clients page does it
 * for every client of the firm on every visit. A document changes only with the row's version, so the results are
 * kept per row, version and `updatedAt` (a changed row is a new key), and the document is read from the database
 * only on a miss. The letter is shared between readers: none may change it.
 */
interface LetterRead {
  letter: Letter;
  /** Section id → `sectionContentHash`, the fingerprint an approval is given on. */
  hashes: Map<string, string>;
}

/** A letter row without its document: what a summary selects, so the document is not read for every case. */
export type LetterMeta = Omit<LetterRow, 'document'>;

const reads = new LRUCache<string, LetterRead>({ max: 500 });

const { document: _document, ...metaColumns } = getTableColumns(letters);

/** The case's newest letter with a draft, without its document; null before the first draft. */
export async function findNewestDraftMeta(db: Db, caseId: string): Promise<LetterMeta | null> {
  const [row] = await db
    .select(metaColumns)
    .from(letters)
    .where(and(eq(letters.caseId, caseId), gt(letters.version, 0)))
    .orderBy(desc(letters.createdAt))
    .limit(1);
  return row ?? null;
}

/** The letter of a row with a draft (`version` > 0), parsed and fingerprinted once per version of the row. Read-only. */
export async function readLetter(db: Db, row: Pick<LetterRow, 'id' | 'version' | 'updatedAt'> & { document?: LetterRow['document'] }): Promise<LetterRead> {
  const key = `${row.id} ${row.version} ${row.updatedAt.getTime()}`;
  const cached = reads.get(key);
  if (cached) return cached;
  const document = row.document !== undefined ? row.document : (await db.select({ document: letters.document }).from(letters).where(eq(letters.id, row.id)))[0]?.document;
  const letter = ZLetter.parse(document);
  const read = { letter, hashes: new Map(letter.sections.map((section) => [section.id, sectionContentHash(section)])) };
  reads.set(key, read);
  return read;
}
