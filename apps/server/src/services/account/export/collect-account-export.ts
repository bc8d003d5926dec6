import { asc, eq, inArray, and } from 'drizzle-orm';
import {
  assessments,
  billingCustomers,
  billingEvents,
  caseMetrics,
  cases,
  chatMessages,
  chatUsage,
  checkoutSessions,
  contactMessages,
  conversations,
  documents,
  evidenceItems,
  filingPackages,
  formWorksheets,
  letterSectionApprovals,
  letterVersions,
  letters,
  oauthAccounts,
  recommendationLetterVersions,
  recommendationLetters,
  recommenders,
  refundRequests,
  sessions,
  subscriptions,
  type CaseRow,
  type UserRow,
} from '../../../db/schema/index';
import type { Db } from '../../../db/client';
import type { AuthContext } from '../../../lib/auth/sessions';
import type { AppDeps } from '../../../lib/context';
import { getFilingChecklist } from '../../filing/filing-checklist';
import { caseFolderName, createEntryAllocator, zipEntryName } from './export-names';
import { findMembership } from '../../firms/firm-access';
import { caseOpenToOwner } from '../../cases/case-access';

/** An uploaded original to copy into the archive from storage. */
export interface ExportFile {
  documentId: string;
  path: string;
  storageKey: string;
  sizeBytes: number;
  modifiedAt: Date;
}

export interface CaseExport {
  jsonPath: string;
  /** Filled in before the files are copied; each document's `fileMissing` is set once its copy was tried. */
  data: { documents: Record<string, unknown>[] } & Record<string, unknown>;
  files: ExportFile[];
}

export interface AccountExport {
  exportedAt: Date;
  account: Record<string, unknown>;
  billing: Record<string, unknown>;
  cases: CaseExport[];
}

/** The row without the named columns: secrets and internal storage keys never leave in an export. */
function omit<T extends Record<string, unknown>, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

const byParent = <T, K extends keyof T>(rows: T[], key: K) => {
  const map = new Map<T[K], T[]>();
  for (const row of rows) map.set(row[key], [...(map.get(row[key]) ?? []), row]);
  return map;
};

/** The case's own rows, each table in the order the screens list it. */
async function readCaseRows(db: Db, caseId: string, userId: string) {
  const [docs, evidence, caseAssessments, metrics, caseLetters, worksheet, caseRecommenders, recLetters, packages, chats] = await Promise.all([
    db.select().from(documents).where(eq(documents.caseId, caseId)).orderBy(asc(documents.createdAt)),
    db.select().from(evidenceItems).where(eq(evidenceItems.caseId, caseId)).orderBy(asc(evidenceItems.createdAt)),
    db.select().from(assessments).where(eq(assessments.caseId, caseId)).orderBy(asc(assessments.createdAt)),
    db.select().from(caseMetrics).where(eq(caseMetrics.caseId, caseId)),
    db.select().from(letters).where(eq(letters.caseId, caseId)).orderBy(asc(letters.createdAt)),
    db.select().from(formWorksheets).where(eq(formWorksheets.caseId, caseId)),
    db.select().from(recommenders).where(eq(recommenders.caseId, caseId)).orderBy(asc(recommenders.createdAt)),
    db.select().from(recommendationLetters).where(eq(recommendationLetters.caseId, caseId)).orderBy(asc(recommendationLetters.createdAt)),
    db.select().from(filingPackages).where(eq(filingPackages.caseId, caseId)).orderBy(asc(filingPackages.createdAt)),
    // Only this account's own conversations: a conversation is private to the account that started it.
    db
      .select()
      .from(conversations)
      .where(and(eq(conversations.caseId, caseId), eq(conversations.userId, userId)))
      .orderBy(asc(conversations.createdAt)),
  ]);
  return { docs, evidence, caseAssessments, metrics, caseLetters, worksheet, caseRecommenders, recLetters, packages, chats };
}

/** What hangs under the case's letters and conversations: versions, approvals and messages. */
async function readCaseHistory(
  db: Db,
  { caseLetters, recLetters, chats }: { caseLetters: { id: string }[]; recLetters: { id: string }[]; chats: { id: string }[] },
) {
  const letterIds = caseLetters.map((l) => l.id);
  const recommendationLetterIds = recLetters.map((l) => l.id);
  const conversationIds = chats.map((c) => c.id);
  const [letterHistory, approvals, recommendationHistory, messages] = await Promise.all([
    letterIds.length ? db.select().from(letterVersions).where(inArray(letterVersions.letterId, letterIds)).orderBy(asc(letterVersions.number)) : [],
    letterIds.length
      ? db.select().from(letterSectionApprovals).where(inArray(letterSectionApprovals.letterId, letterIds)).orderBy(asc(letterSectionApprovals.approvedAt))
      : [],
    recommendationLetterIds.length
      ? db
          .select()
          .from(recommendationLetterVersions)
          .where(inArray(recommendationLetterVersions.letterId, recommendationLetterIds))
          .orderBy(asc(recommendationLetterVersions.number))
      : [],
    conversationIds.length
      ? db.select().from(chatMessages).where(inArray(chatMessages.conversationId, conversationIds)).orderBy(asc(chatMessages.createdAt))
      : [],
  ]);
  return { letterHistory, approvals, recommendationHistory, messages };
}

async function collectCase(deps: AppDeps, user: UserRow, caseRow: CaseRow, folder: string): Promise<CaseExport> {
  const { db } = deps.database;
  const rows = await readCaseRows(db, caseRow.id, user.id);
  const { docs, evidence, caseAssessments, metrics, caseLetters, worksheet, caseRecommenders, recLetters, packages, chats } = rows;
  const { letterHistory, approvals, recommendationHistory, messages } = await readCaseHistory(db, rows);
  const versionsOf = byParent(letterHistory, 'letterId');
  const approvalsOf = byParent(approvals, 'letterId');
  const recommendationVersionsOf = byParent(recommendationHistory, 'letterId');
  const messagesOf = byParent(messages, 'conversationId');

  const allocate = createEntryAllocator();
  const files: ExportFile[] = docs.map((doc) => ({
    documentId: doc.id,
    path: allocate(`documents/${folder}`, zipEntryName(doc.originalName)),
    storageKey: doc.storageKey,
    sizeBytes: doc.sizeBytes,
    modifiedAt: doc.createdAt,
  }));
  const fileOf = new Map(files.map((file) => [file.documentId, file.path]));

  return {
    jsonPath: `cases/${folder}.json`,
    files,
    data: {
      case: caseRow,
      documents: docs.map((doc) => ({ ...omit(doc, 'storageKey'), fileInExport: fileOf.get(doc.id) ?? null })),
      evidence,
      assessments: caseAssessments,
      citationMetrics: metrics[0] ?? null,
      petitionLetters: caseLetters.map((letter) => ({ ...letter, versions: versionsOf.get(letter.id) ?? [], approvals: approvalsOf.get(letter.id) ?? [] })),
      recommenders: caseRecommenders,
      recommendationLetters: recLetters.map((letter) => ({ ...letter, versions: recommendationVersionsOf.get(letter.id) ?? [] })),
      formsWorksheet: worksheet[0] ?? null,
      filingChecklist: {
        tickedByYou: worksheet[0]?.checklistDone ?? [],
        asOfExport: await currentChecklist(deps, user, caseRow),
      },
      filingPackages: packages.map((pkg) => omit(pkg, 'pdfKey', 'zipKey')),
      chat: chats.map((conversation) => ({ ...conversation, messages: messagesOf.get(conversation.id) ?? [] })),
    },
  };
}

/** The checklist as the Finalize screen shows it; the ticks alone are still exported if it cannot be worked out. */
async function currentChecklist(deps: AppDeps, user: UserRow, caseRow: CaseRow): Promise<unknown> {
  try {
    return await getFilingChecklist(deps.database.db, user, caseRow);
  } catch (error) {
    deps.logger.warn({ err: error, caseId: caseRow.id }, 'account export: the filing checklist could not be worked out');
    return null;
  }
}

async function collectAccount(db: Db, auth: AuthContext, exportedAt: Date) {
  const { user } = auth;
  const [linked, sessionRows, usage, contact, membership] = await Promise.all([
    db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id)).orderBy(asc(oauthAccounts.createdAt)),
    db.select().from(sessions).where(eq(sessions.userId, user.id)).orderBy(asc(sessions.createdAt)),
    db.select().from(chatUsage).where(eq(chatUsage.userId, user.id)).orderBy(asc(chatUsage.day)),
    db.select().from(contactMessages).where(eq(contactMessages.userId, user.id)).orderBy(asc(contactMessages.createdAt)),
    findMembership(db, user.id),
  ]);
  return {
    exportedAt,
    profile: { ...omit(user, 'passwordHash'), hasPassword: user.passwordHash !== null },
    linkedSignIns: linked,
    sessions: sessionRows.map((row) => ({ ...omit(row, 'tokenHash'), isThisSession: row.id === auth.session.id })),
    chatQuestionsPerDay: usage,
    contactMessages: contact,
    // The firm the account works for: its profile (the logo is the firm's, not exported) and the account's membership.
    firm: membership ? { profile: omit(membership.firm, 'logoKey'), membership: membership.member } : null,
  };
}

async function collectBilling(db: Db, userId: string) {
  const [customers, subs, checkouts, ledger, refunds] = await Promise.all([
    db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.createdAt)),
    db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId)).orderBy(asc(checkoutSessions.createdAt)),
    db.select().from(billingEvents).where(eq(billingEvents.userId, userId)).orderBy(asc(billingEvents.occurredAt)),
    db.select().from(refundRequests).where(eq(refundRequests.userId, userId)).orderBy(asc(refundRequests.createdAt)),
  ]);
  return { customers, subscriptions: subs, checkouts, ledger, refundRequests: refunds };
}

/** Reads everything the account holds into memory, except the stored files, which are copied while streaming. */
export async function collectAccountExport(deps: AppDeps, auth: AuthContext, exportedAt = new Date()): Promise<AccountExport> {
  const { db } = deps.database;
  // A firm's case waiting for the account to accept it is the firm's work until then (decision 022).
  const owned = await db
    .select()
    .from(cases)
    .where(and(eq(cases.ownerId, auth.user.id), caseOpenToOwner()))
    .orderBy(asc(cases.createdAt));
  const [account, billing] = await Promise.all([collectAccount(db, auth, exportedAt), collectBilling(db, auth.user.id)]);
  const caseExports: CaseExport[] = [];
  // One case at a time: each reads several tables and works out its checklist.
  for (const [index, caseRow] of owned.entries()) caseExports.push(await collectCase(deps, auth.user, caseRow, caseFolderName(index, caseRow.title)));
  return { exportedAt, account, billing, cases: caseExports };
}
