import { randomUUID, createHash } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, isNull, max, or, sql } from 'drizzle-orm';
import { DOCUMENT_CATEGORIES, UPLOAD_MAX_BYTES, type DocumentCategory, type Plan } from '@acclaim/domain';
import { ZUpdateDocumentRequest, type TUpdateDocumentRequest } from '@acclaim/contracts';
import { cases, documents, evidenceItems, type CaseRow, type DocumentRow, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { getUserPlan, planForOwnPetition, upgradeMessage } from '../billing-plan';
import { findFirmOfCase, getFirmPlan } from '../firms/firm-access';
import { lockPlanHolder } from '../plan-holder-lock';
import { getCaseForUser, getInsideCaseForUser } from '../cases/case-access';
import { detectUploadType } from '../extraction/text/index';
import { sendExtractionJob } from '../extraction/extract-document-job';
import { assertWithinPageCap } from '../extraction/page-cap';

/** Exhibit letters by category, so a package groups like evidence together; numbers follow upload order. */
const EXHIBIT_LETTER: Record<DocumentCategory, string> = {
  cv: 'A',
  publication: 'B',
  award: 'C',
  membership: 'D',
  media: 'E',
  judging: 'F',
  letter: 'G',
  salary: 'H',
  contract: 'I',
  degree: 'J',
  other: 'K',
  identity: 'L',
  status: 'M',
  translation: 'N',
};

/** A first guess at the category from the file name; the user can change it. */
export function guessCategory(fileName: string): DocumentCategory {
  // Separators become spaces so word boundaries work in names like "jane_doe-cv.pdf".
  const name = fileName.toLowerCase().replace(/[_\-.]+/g, ' ');
  const rules: [RegExp, DocumentCategory][] = [
    // First: "translation of award letter" is a translation, not an award.
    [/translat/, 'translation'],
    [/passport|birth cert|national id|id card/, 'identity'],
    [/\bi ?94\b|\bvisa\b|i ?797|approval notice|\bead\b|\bstatus\b/, 'status'],
    [/\b(cv|resume|résumé|vita|biosketch)\b/, 'cv'],
    [/award|prize|honou?r|medal/, 'award'],
    [/member|fellow(ship)?\b|society/, 'membership'],
    [/press|news|article|interview|media|mirror|times|post\b/, 'media'],
    [/review(er)?|judg|editor|committee|panel|service/, 'judging'],
    [/letter|recommend|reference|support/, 'letter'],
    [/salary|pay|w-?2|compensation|offer/, 'salary'],
    [/contract|agreement/, 'contract'],
    [/degree|diploma|transcript|phd|master/, 'degree'],
    [/paper|publication|journal|proceedings|preprint/, 'publication'],
  ];
  return rules.find(([pattern]) => pattern.test(name))?.[1] ?? 'other';
}

export async function findDocuments(deps: AppDeps, caseId: string) {
  let statement = documentLists.get(deps.database.db);
  if (!statement) documentLists.set(deps.database.db, (statement = prepareDocumentList(deps.database.db)));
  const rows = await statement.execute({ caseId });
  return rows.map(({ evidenceCount, ...row }) => ({ row, evidenceCount }));
}

/**
 * The list without each document's extracted text (`pages`, often hundreds of kilobytes a case), each with the count
 * of its evidence items, in one statement built once per database: the documents page and the dashboard read it on
 * every visit.
 */
function prepareDocumentList(db: Db) {
  const { pages: _pages, ...listed } = getTableColumns(documents);
  return db
    .select({ ...listed, evidenceCount: db.$count(evidenceItems, eq(evidenceItems.documentId, documents.id)) })
    .from(documents)
    .where(eq(documents.caseId, sql.placeholder('caseId')))
    .orderBy(desc(documents.createdAt))
    .prepare('case_document_list');
}

const documentLists = new WeakMap<Db, ReturnType<typeof prepareDocumentList>>();

/** How many evidence items a document has suggested or supports. */
export async function countDocumentEvidence(deps: AppDeps, documentId: string): Promise<number> {
  return deps.database.db.$count(evidenceItems, eq(evidenceItems.documentId, documentId));
}

/** A value that changes whenever any document of the case changes, for the event stream. */
export async function getDocumentsStamp(deps: AppDeps, caseId: string): Promise<string> {
  const [latest] = await deps.database.db
    .select({ at: max(documents.updatedAt) })
    .from(documents)
    .where(eq(documents.caseId, caseId));
  return String(latest?.at?.getTime() ?? 0);
}

/** The document if `user` may see it, else NOT_FOUND (same answer for someone else's and a missing one). */
export async function getDocumentForUser(deps: AppDeps, user: UserRow, documentId: string): Promise<DocumentRow> {
  return getInsideCaseForUser(deps.database.db, documents, user, documentId, 'Document not found.');
}

/**
 * Stores an upload and queues its extraction. The type is read from the bytes; the plan's upload limit is
 * checked on the server; a failure after the file is stored removes it again, so nothing is half-written.
 */
export async function uploadDocument(deps: AppDeps, user: UserRow, caseId: string, file: { name: string; bytes: Uint8Array; category?: string }) {
  const { db } = deps.database;
  const row = await getCaseForUser(db, user, caseId);
  const name = cleanDocumentName(file.name);
  if (file.bytes.byteLength > UPLOAD_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', { message: `“${name}” is larger than 25 MB. Split it or compress it and try again.` });
  }
  const detected = await detectUploadType(file.bytes, name);
  if ('error' in detected) throw new AppError('BAD_REQUEST', { message: `“${name}”: ${detected.error}` });
  await assertWithinPageCap({ name, bytes: file.bytes }, detected.mimeType);

  // A firm's case uploads under the firm's plan, counted across the firm's cases; anyone else under their own.
  const firm = await findFirmOfCase(db, row);
  const holderId = firm?.ownerId ?? user.id;
  // An account's own petition under the attorney plan uploads under the Free Trial (planForOwnPetition).
  const planOfCase = (plan: Plan) => (firm ? plan : planForOwnPetition(plan));
  // A first look before any bytes are stored, so an account at its limit is refused at once; the count that
  // decides is the one taken under the lock below.
  await assertUploadAllowed(db, planOfCase(firm ? await getFirmPlan(db, firm) : getUserPlan(user)), row, user);

  const category = (DOCUMENT_CATEGORIES as readonly string[]).includes(file.category ?? '') ? (file.category as DocumentCategory) : guessCategory(name);
  const key = `cases/${row.id}/${randomUUID()}`;
  await deps.storage.put(key, file.bytes, detected.mimeType);
  let created: DocumentRow | undefined;
  try {
    created = await db.transaction(async (tx) => {
      // Uploads sent at once take turns here, so none slips past the limit (see lockPlanHolder).
      await assertUploadAllowed(tx, planOfCase(await lockPlanHolder(tx, holderId)), row, user);
      const sameLetter = await tx.$count(documents, and(eq(documents.caseId, row.id), eq(documents.category, category)));
      const [inserted] = await tx
        .insert(documents)
        .values({
          caseId: row.id,
          name,
          originalName: name,
          category,
          exhibitLabel: `${EXHIBIT_LETTER[category]}-${sameLetter + 1}`,
          mimeType: detected.mimeType,
          sizeBytes: file.bytes.byteLength,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          storageKey: key,
        })
        .returning();
      return inserted!;
    });
    // Without its extraction queued the document would stay "uploaded" for ever.
    await queueExtraction(deps, created);
    return created;
  } catch (error) {
    // The row goes first, then its file; a row that cannot go (the database is away) keeps its file. A refusal by
    // the plan limit wrote no row, so its file goes too.
    const isRowGone =
      !created ||
      (await db
        .delete(documents)
        .where(eq(documents.id, created.id))
        .then(
          () => true,
          () => false,
        ));
    if (isRowGone) await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/**
 * A document name as the product stores and shows it, on upload and on rename alike. Control characters and path
 * separators never reach a stored name or a download header; nor do bidi overrides and isolates, which can make
 * "\u202Efdp.exe" display as "exe.pdf".
 */
export function cleanDocumentName(raw: string): string {
  return (
    raw
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f/\\\u202a-\u202e\u2066-\u2069]/g, '')
      .trim()
      .slice(0, 200) || 'document'
  );
}

/** Refuses an upload past the plan's allowance: the firm's documents for a firm's case, else the account's. */
async function assertUploadAllowed(db: Db, plan: Plan, caseRow: CaseRow, user: UserRow) {
  const allowed = plan.limits.documentUploads;
  if (allowed === null) return;
  const used = caseRow.firmId ? await countFirmDocuments(db, caseRow.firmId) : await countDocumentsOwned(db, user.id);
  if (used >= allowed) {
    throw new AppError('FORBIDDEN', { message: upgradeMessage(`You have uploaded ${allowed} documents.`, plan) });
  }
}

export async function queueExtraction(deps: AppDeps, row: DocumentRow) {
  await deps.database.db.update(documents).set({ status: 'uploaded', failureReason: null, updatedAt: new Date() }).where(eq(documents.id, row.id));
  // One queued extraction per document at a time; a second request while one waits is folded into it.
  await sendExtractionJob(deps, row);
}

/** A translation links to another document of the same case that is not itself a translation. */
async function assertTranslationTarget(db: Db, row: DocumentRow, targetId: string) {
  if (targetId === row.id) throw new AppError('BAD_REQUEST', { message: 'A document cannot be the translation of itself.' });
  const [target] = await db.select({ caseId: documents.caseId, category: documents.category }).from(documents).where(eq(documents.id, targetId));
  if (!target || target.caseId !== row.caseId) throw new AppError('BAD_REQUEST', { message: 'Choose a document of this case as the original.' });
  if (target.category === 'translation') throw new AppError('BAD_REQUEST', { message: 'Choose the original document, not another translation.' });
}

/**
 * Saves a rename, a new category, a new label or the original a translation belongs to. A label the product
 * assigned follows a category change (C-2 → E-1); a label the user wrote stays as written. A document that
 * stops being a translation loses its link.
 */
export async function updateDocument(deps: AppDeps, row: DocumentRow, request: TUpdateDocumentRequest) {
  const input = ZUpdateDocumentRequest.parse(request);
  if (input.translationOfId) {
    if ((input.category ?? row.category) !== 'translation')
      throw new AppError('BAD_REQUEST', { message: 'Only a document in the category “Translation” can be linked to an original.' });
    await assertTranslationTarget(deps.database.db, row, input.translationOfId);
  }
  return deps.database.db.transaction(async (tx) => {
    const changes: Partial<DocumentRow> = { ...input, updatedAt: new Date() };
    // A rename is cleaned as an upload's name is, so no name reaches storage or a download header unclean.
    if (input.name !== undefined) changes.name = cleanDocumentName(input.name);
    if (input.category && input.category !== 'translation') changes.translationOfId = null;
    const isAssignedLabel = row.exhibitLabel !== null && new RegExp(`^${EXHIBIT_LETTER[row.category]}-\\d+$`).test(row.exhibitLabel);
    if (input.category && input.category !== row.category && input.exhibitLabel === undefined && isAssignedLabel) {
      const sameLetter = await tx.$count(documents, and(eq(documents.caseId, row.caseId), eq(documents.category, input.category)));
      changes.exhibitLabel = `${EXHIBIT_LETTER[input.category]}-${sameLetter + 1}`;
    }
    const [updated] = await tx.update(documents).set(changes).where(eq(documents.id, row.id)).returning();
    return updated!;
  });
}

/**
 * Deletes a document and the evidence that only it suggested; evidence the user accepted or edited
 * stays, without its link to the file. The stored file goes last.
 */
export async function deleteDocument(deps: AppDeps, row: DocumentRow) {
  await deps.database.db.transaction(async (tx) => {
    await tx
      .delete(evidenceItems)
      .where(
        and(
          eq(evidenceItems.documentId, row.id),
          eq(evidenceItems.isEdited, false),
          or(eq(evidenceItems.status, 'suggested'), eq(evidenceItems.status, 'rejected')),
        ),
      );
    await tx.delete(documents).where(eq(documents.id, row.id));
  });
  await deps.storage.delete(row.storageKey).catch((error: unknown) => deps.logger.warn({ err: error, key: row.storageKey }, 'could not delete a stored file'));
}

/** Documents across a firm's client cases, as the firm's upload allowance counts them. */
export async function countFirmDocuments(db: Db, firmId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(documents).innerJoin(cases, eq(cases.id, documents.caseId)).where(eq(cases.firmId, firmId));
  return row?.total ?? 0;
}

/**
 * Documents the account holds across its own petitions, as its upload allowance counts them. A firm's case is under
 * the firm's plan (countFirmDocuments), joined or still waiting for the client (decision 022), so what is uploaded
 * there never uses the client's own allowance.
 */
export async function countDocumentsOwned(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(documents)
    .innerJoin(cases, eq(cases.id, documents.caseId))
    .where(and(eq(cases.ownerId, userId), isNull(cases.firmId)));
  return row?.total ?? 0;
}
