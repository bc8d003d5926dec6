import { and, desc, eq, getTableColumns, gt, inArray, type Placeholder } from 'drizzle-orm';
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

/** The case's newest letter with a draft, without its document (no row before the first draft), not yet sent. */
export function newestDraftMetaQuery(db: Db, caseId: string | Placeholder) {
  return db
    .select(metaColumns)
    .from(letters)
    .where(and(eq(letters.caseId, caseId), gt(letters.version, 0)))
    .orderBy(desc(letters.createdAt))
    .limit(1);
}

/** The newest draft of many cases in one query: case id → its newest letter with a draft (absent before the first). */
export async function findNewestDraftMetas(db: Db, caseIds: readonly string[]): Promise<Map<string, LetterMeta>> {
  if (caseIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([letters.caseId], metaColumns)
    .from(letters)
    .where(and(inArray(letters.caseId, [...caseIds]), gt(letters.version, 0)))
    .orderBy(letters.caseId, desc(letters.createdAt));
  return new Map(rows.map((row) => [row.caseId, row]));
}

/** The id of each case's newest letter, drafted or still being written, in one query. */
export async function findNewestLetterIds(db: Db, caseIds: readonly string[]): Promise<Map<string, string>> {
  if (caseIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([letters.caseId], { caseId: letters.caseId, id: letters.id })
    .from(letters)
    .where(inArray(letters.caseId, [...caseIds]))
    .orderBy(letters.caseId, desc(letters.createdAt));
  return new Map(rows.map((row) => [row.caseId, row.id]));
}

const keyOf = (row: Pick<LetterRow, 'id' | 'version' | 'updatedAt'>) => `${row.id} ${row.version} ${row.updatedAt.getTime()}`;

function parse(document: LetterRow['document'] | undefined): LetterRead {
  const letter = ZLetter.parse(document);
  return { letter, hashes: new Map(letter.sections.map((section) => [section.id, sectionContentHash(section)])) };
}

/** `readLetter` of many rows: the documents not already parsed are read in one query. Letter id → its read. */
export async function readLetters(db: Db, rows: readonly Pick<LetterRow, 'id' | 'version' | 'updatedAt'>[]): Promise<Map<string, LetterRead>> {
  const out = new Map<string, LetterRead>();
  const missing: (typeof rows)[number][] = [];
  for (const row of rows) {
    const cached = reads.get(keyOf(row));
    if (cached) out.set(row.id, cached);
    else missing.push(row);
  }
  if (missing.length === 0) return out;
  const documents = await db
    .select({ id: letters.id, document: letters.document })
    .from(letters)
    .where(
      inArray(
        letters.id,
        missing.map((row) => row.id),
      ),
    );
  const documentOf = new Map(documents.map((row) => [row.id, row.document]));
  for (const row of missing) {
    const read = parse(documentOf.get(row.id));
    reads.set(keyOf(row), read);
    out.set(row.id, read);
  }
  return out;
}

/** The letter of a row with a draft (`version` > 0), parsed and fingerprinted once per version of the row. Read-only. */
export async function readLetter(db: Db, row: Pick<LetterRow, 'id' | 'version' | 'updatedAt'> & { document?: LetterRow['document'] }): Promise<LetterRead> {
  const key = keyOf(row);
  const cached = reads.get(key);
  if (cached) return cached;
  const document =
    row.document !== undefined ? row.document : (await db.select({ document: letters.document }).from(letters).where(eq(letters.id, row.id)))[0]?.document;
  const read = parse(document);
  reads.set(key, read);
  return read;
}
