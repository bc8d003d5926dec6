import { describe, expect, it } from 'vitest';
import { and, eq, getTableName, inArray, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import { ACCOUNT_EXPORT_SIZE_HEADER } from '@acclaim/contracts';
import * as schema from '../../db/schema/index';
import {
  assessments,
  billingEvents,
  caseMetrics,
  cases,
  chatMessages,
  chatUsage,
  contactMessages,
  conversations,
  documents,
  evidenceItems,
  filingPackages,
  firmMembers,
  firms,
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
  users,
} from '../../db/schema/index';
import { hashToken } from '../../lib/auth/secrets';
import { createSession } from '../../lib/auth/sessions';
import { LAST_SUPER_ADMIN_DELETE } from '../../services/account/delete-account';
import { EXPORTED_TABLES, TABLES_NOT_EXPORTED, type ExportedTable } from '../../services/account/export/export-coverage';
import { logInAgain, signUpAdmin } from '../../test/admin-helpers';
import { subscribe, uploadText } from '../../test/case-helpers';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app';

const t = await createTestApp();
// Uploads queue their extraction.
await t.startWorker();

type Person = Awaited<ReturnType<typeof t.signUp>>;
type Zip = Record<string, Uint8Array>;

async function activeCaseId(token: string): Promise<string> {
  const res = await t.call('GET', '/api/cases/active', { token });
  expect(res.status, res.text).toBe(200);
  return res.json.case.id as string;
}

async function exportZip(token: string) {
  const res = await t.app.request('/api/account/export', { headers: { authorization: `Bearer ${token}`, origin: TEST_ORIGIN } });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, zip: unzipSync(bytes) as Zip };
}

const readJson = (zip: Zip, path: string) => JSON.parse(strFromU8(zip[path]!));
const caseJsonPaths = (zip: Zip) =>
  Object.keys(zip)
    .filter((path) => /^cases\/[^/]+\.json$/.test(path))
    .sort();
/** Every file of the archive as text, to look for things that must not be in it. */
const allText = (zip: Zip) =>
  Object.values(zip)
    .map((bytes) => strFromU8(bytes))
    .join('\n');

/** Puts a row of the account's own in every table the export covers, through the API where there is one. */
async function seedEverything(person: Person) {
  const { db } = t.database;
  const userId = person.user.id as string;
  const marker = person.email.split('@')[0]!;
  const caseId = await activeCaseId(person.token);
  const saved = await t.call('PATCH', `/api/cases/${caseId}`, { token: person.token, body: { fieldOfEndeavor: `Field of ${marker}` } });
  expect(saved.status, saved.text).toBe(200);
  const document = await uploadText(t, person.token, caseId, `CV of ${marker}.txt`, `Curriculum vitae of ${marker}.`, 'cv');
  await subscribe(t, person.token, 'ANALYSIS');
  const refund = await t.call('POST', '/api/billing/refund-request', { token: person.token, body: { reason: `Refund reason of ${marker}.` } });
  expect(refund.status, refund.text).toBe(201);

  await db.insert(oauthAccounts).values({ provider: 'google', subject: `sub-${marker}`, userId, email: person.email });
  const [evidence] = await db
    .insert(evidenceItems)
    .values({ caseId, type: 'award', title: `Award of ${marker}`, status: 'accepted' })
    .returning();
  const [assessment] = await db
    .insert(assessments)
    .values({ caseId, requestedBy: userId, status: 'failed', error: `Assessment of ${marker}` })
    .returning();
  await db.insert(caseMetrics).values({ caseId, metrics: { note: `Metrics of ${marker}` } as never });
  const [letter] = await db
    .insert(letters)
    .values({ caseId, requestedBy: userId, petitionType: 'EB1A', status: 'failed', error: `Letter of ${marker}` })
    .returning();
  const [letterVersion] = await db
    .insert(letterVersions)
    .values({
      letterId: letter!.id,
      number: 1,
      source: 'edited',
      note: `Version of ${marker}`,
      document: { title: `Letter text of ${marker}` } as never,
      wordCount: 4,
      createdBy: userId,
    })
    .returning();
  await db.insert(formWorksheets).values({ caseId, answers: { beneficiaryName: `Answer of ${marker}` }, checklistDone: ['fees'] });
  const [recommender] = await db
    .insert(recommenders)
    .values({ caseId, candidateKey: `user:${marker}`, name: `Recommender of ${marker}`, relationship: 'mentor' })
    .returning();
  const [recommendation] = await db
    .insert(recommendationLetters)
    .values({
      caseId,
      recommenderId: recommender!.id,
      focusId: 'eb1a-i' as never,
      styleIndex: 0,
      angle: 'mentor' as never,
      document: { title: `Recommendation of ${marker}` } as never,
    })
    .returning();
  const [recommendationVersion] = await db
    .insert(recommendationLetterVersions)
    .values({
      letterId: recommendation!.id,
      number: 1,
      source: 'generated',
      note: `First draft of ${marker}`,
      document: { title: 'v1' } as never,
      createdBy: userId,
    })
    .returning();
  const [pkg] = await db
    .insert(filingPackages)
    .values({ caseId, requestedBy: userId, status: 'failed', error: `Package of ${marker}` })
    .returning();
  const [conversation] = await db
    .insert(conversations)
    .values({ caseId, userId, title: `Conversation of ${marker}` })
    .returning();
  const [message] = await db
    .insert(chatMessages)
    .values({ conversationId: conversation!.id, role: 'user', content: `Question of ${marker}` })
    .returning();
  await db.insert(chatUsage).values({ userId, day: '2026-01-15', queries: 3 });
  const [contact] = await db
    .insert(contactMessages)
    .values({ name: person.name, email: person.email, topic: 'privacy', message: `Contact message of ${marker}`, userId })
    .returning();
  const ledger = await db.select().from(billingEvents).where(eq(billingEvents.userId, userId));
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const [stored] = await db.select().from(documents).where(eq(documents.id, document.id));
  const [firm] = await db
    .insert(firms)
    .values({ name: `Firm of ${marker}`, ownerId: userId })
    .returning();
  const [membership] = await db
    .insert(firmMembers)
    .values({ firmId: firm!.id, userId, role: 'OWNER', barNumber: `Bar of ${marker}` })
    .returning();
  const [approval] = await db
    .insert(letterSectionApprovals)
    .values({
      letterId: letter!.id,
      sectionId: 'introduction',
      contentHash: 'h',
      letterVersion: 1,
      approvedBy: userId,
      approverName: person.name,
      draftedBy: 'composer',
    })
    .returning();
  return {
    firm: firm!,
    membership: membership!,
    approval: approval!,
    marker,
    caseId,
    document: stored!,
    evidence: evidence!,
    assessment: assessment!,
    letter: letter!,
    letterVersion: letterVersion!,
    recommender: recommender!,
    recommendation: recommendation!,
    recommendationVersion: recommendationVersion!,
    pkg: pkg!,
    conversation: conversation!,
    message: message!,
    contact: contact!,
    ledger,
    subscription: subscription!,
  };
}

/**
 * Tables that hold an account's data: those with a user or case column, and every table whose foreign key leads
 * to `users` or `cases`, directly or through another such table.
 */
function userDataTables(): string[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const owned = new Set<string>(['users']);
  for (const table of tables) {
    if (getTableConfig(table).columns.some((column) => ['user_id', 'case_id', 'owner_id'].includes(column.name))) owned.add(getTableName(table));
  }
  for (let grew = true; grew;) {
    grew = false;
    for (const table of tables) {
      const name = getTableName(table);
      if (owned.has(name)) continue;
      const targets = getTableConfig(table).foreignKeys.map((key) => getTableName(key.reference().foreignTable));
      if (targets.some((target) => owned.has(target))) {
        owned.add(name);
        grew = true;
      }
    }
  }
  return [...owned].sort();
}

describe('export coverage', () => {
  it('names every table holding an account’s data as exported or excluded with a reason', () => {
    const classified = new Set([...Object.keys(EXPORTED_TABLES), ...Object.keys(TABLES_NOT_EXPORTED)]);
    const forgotten = userDataTables().filter((table) => !classified.has(table));
    expect(forgotten, 'add these tables to the export (services/account/export) or to TABLES_NOT_EXPORTED with a reason').toEqual([]);
    expect(Object.keys(EXPORTED_TABLES).filter((table) => table in TABLES_NOT_EXPORTED)).toEqual([]);
    for (const reason of Object.values(TABLES_NOT_EXPORTED)) expect(reason.length).toBeGreaterThan(20);
    // The registry names real tables only.
    expect([...classified].filter((table) => !userDataTables().includes(table))).toEqual([]);
  });
});

describe('GET /api/account/export', () => {
  it('holds the account, its billing, every case as JSON and every uploaded file, and nothing secret', async () => {
    const person = await t.signUp();
    const seeded = await seedEverything(person);
    const { res, zip } = await exportZip(person.token);

    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="acclaim-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Number(res.headers.get(ACCOUNT_EXPORT_SIZE_HEADER))).toBeGreaterThan(seeded.document.sizeBytes);

    expect(strFromU8(zip['README.txt']!)).toContain('account.json');
    const account = readJson(zip, 'account.json');
    const billing = readJson(zip, 'billing.json');
    const [casePath] = caseJsonPaths(zip);
    expect(casePath).toBe('cases/01-my-petition.json');
    const data = readJson(zip, casePath!);
    const filePath = `documents/01-my-petition/CV of ${seeded.marker}.txt`;
    expect(strFromU8(zip[filePath]!)).toBe(`Curriculum vitae of ${seeded.marker}.`);

    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    const found: Record<ExportedTable, boolean> = {
      users: account.profile.id === person.user.id && account.profile.email === person.email && account.profile.hasPassword === true,
      sessions: account.sessions.length === 1 && account.sessions[0].isThisSession === true,
      oauth_accounts: account.linkedSignIns[0]?.subject === `sub-${seeded.marker}`,
      chat_usage: account.chatQuestionsPerDay[0]?.queries === 3,
      contact_messages: ids(account.contactMessages).includes(seeded.contact.id),
      billing_customers: billing.customers.length === 1,
      subscriptions: billing.subscriptions[0]?.planId === 'ANALYSIS',
      checkout_sessions: billing.checkouts[0]?.status === 'complete',
      billing_events:
        seeded.ledger.every((row) => ids(billing.ledger).includes(row.id)) && billing.ledger.some((row: { kind: string }) => row.kind === 'payment'),
      refund_requests: billing.refundRequests[0]?.reason === `Refund reason of ${seeded.marker}.`,
      cases: data.case.id === seeded.caseId && data.case.fieldOfEndeavor === `Field of ${seeded.marker}`,
      documents: data.documents[0]?.id === seeded.document.id && data.documents[0]?.fileInExport === filePath,
      evidence_items: ids(data.evidence).includes(seeded.evidence.id),
      assessments: ids(data.assessments).includes(seeded.assessment.id),
      case_metrics: data.citationMetrics?.metrics.note === `Metrics of ${seeded.marker}`,
      letters: data.petitionLetters[0]?.id === seeded.letter.id,
      letter_versions: data.petitionLetters[0]?.versions[0]?.id === seeded.letterVersion.id,
      form_worksheets: data.formsWorksheet?.answers.beneficiaryName === `Answer of ${seeded.marker}` && data.filingChecklist.tickedByYou[0] === 'fees',
      recommenders: data.recommenders[0]?.id === seeded.recommender.id,
      recommendation_letters: data.recommendationLetters[0]?.id === seeded.recommendation.id,
      recommendation_letter_versions: data.recommendationLetters[0]?.versions[0]?.id === seeded.recommendationVersion.id,
      filing_packages: data.filingPackages[0]?.id === seeded.pkg.id,
      conversations: data.chat[0]?.id === seeded.conversation.id,
      chat_messages: data.chat[0]?.messages[0]?.id === seeded.message.id,
      letter_section_approvals: data.petitionLetters[0]?.approvals[0]?.id === seeded.approval.id,
      firms: account.firm?.profile.name === `Firm of ${seeded.marker}`,
      firm_members: account.firm?.membership.barNumber === `Bar of ${seeded.marker}`,
    };
    expect(
      Object.entries(found)
        .filter(([, isThere]) => !isThere)
        .map(([table]) => table),
    ).toEqual([]);

    // No secret leaves: no password hash, no session token or its hash, no storage key.
    const text = allText(zip);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.user.id));
    expect(text).not.toContain(row!.passwordHash!);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(person.token);
    expect(text).not.toContain(hashToken(person.token));
    expect(text).not.toContain(seeded.document.storageKey);
    expect(text).not.toMatch(/"(passwordHash|tokenHash|storageKey|pdfKey|zipKey)"/);
  });

  it('leaves out everyone else’s data, and works out the filing checklist of each case', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const ownerCase = await activeCaseId(owner.token);
    const otherCase = await activeCaseId(other.token);
    await uploadText(t, owner.token, ownerCase, 'résumé.txt', 'The owner’s own résumé.', 'cv');
    await uploadText(t, other.token, otherCase, 'secret-plans.txt', 'Someone else’s confidential plans.', 'other');
    await t.database.db
      .insert(contactMessages)
      .values({ name: other.name, email: other.email, topic: 'general', message: 'Another person’s message.', userId: other.user.id });

    const { zip } = await exportZip(owner.token);
    expect(Object.keys(zip).sort()).toEqual(['README.txt', 'account.json', 'billing.json', 'cases/01-my-petition.json', 'documents/01-my-petition/résumé.txt']);
    const text = allText(zip);
    for (const foreign of [other.email, other.user.id, otherCase, 'secret-plans', 'confidential plans', 'Another person’s message'])
      expect(text).not.toContain(foreign);
    const data = readJson(zip, 'cases/01-my-petition.json');
    expect(data.filingChecklist.asOfExport).not.toBeNull();
    expect(data.chat).toEqual([]);
  });

  it('names two files of the same name apart and marks a file storage cannot give as missing', async () => {
    const person = await t.signUp();
    const caseId = await activeCaseId(person.token);
    const first = await uploadText(t, person.token, caseId, 'award.txt', 'First award letter.', 'award');
    const second = await uploadText(t, person.token, caseId, 'award.txt', 'Second award letter.', 'award');
    const lost = await uploadText(t, person.token, caseId, 'lost.txt', 'This file will be lost.', 'other');
    const [lostRow] = await t.database.db.select().from(documents).where(eq(documents.id, lost.id));
    await t.deps.storage.delete(lostRow!.storageKey);

    const { zip } = await exportZip(person.token);
    const files = Object.keys(zip)
      .filter((path) => path.startsWith('documents/'))
      .sort();
    expect(files).toEqual(['documents/01-my-petition/award (2).txt', 'documents/01-my-petition/award.txt']);
    const data = readJson(zip, 'cases/01-my-petition.json');
    const byId = new Map(data.documents.map((doc: { id: string }) => [doc.id, doc]));
    const contentOf = (id: string) => strFromU8(zip[(byId.get(id) as { fileInExport: string }).fileInExport]!);
    expect([contentOf(first.id), contentOf(second.id)].sort()).toEqual(['First award letter.', 'Second award letter.']);
    expect(byId.get(lost.id)).toMatchObject({ fileInExport: null, fileMissing: true });
  });

  it('allows five exports an hour per account', async () => {
    const person = await t.signUp();
    for (let i = 0; i < 5; i++) await exportZip(person.token);
    const refused = await t.call('GET', '/api/account/export', { token: person.token });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^Too many attempts/);
    // Someone else is not held back by it.
    await exportZip((await t.signUp()).token);
  });
});

describe('DELETE /api/account', () => {
  it('refuses a wrong password and deletes nothing', async () => {
    const person = await t.signUp();
    const res = await t.call('DELETE', '/api/account', { token: person.token, body: { password: 'not-my-password' } });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ password: ['That is not your current password.'] });
    expect((await t.call('DELETE', '/api/account', { token: person.token, body: {} })).status).toBe(400);
    expect((await t.call('GET', '/api/auth/me', { token: person.token })).status).toBe(200);
  });

  it('cancels the plan, deletes every row and file of the account, keeps the ledger unlinked and signs out', async () => {
    const person = await t.signUp();
    const bystander = await t.signUp();
    const bystanderCase = await activeCaseId(bystander.token);
    const kept = await uploadText(t, bystander.token, bystanderCase, 'kept.txt', 'A bystander’s file.', 'other');
    const seeded = await seedEverything(person);
    const otherSession = await logInAgain(t, person);
    const userId = person.user.id as string;
    const { db } = t.database;

    const res = await t.call('DELETE', '/api/account', { token: person.token, body: { password: person.password } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe('Your account and everything in it were deleted.');
    expect(res.headers.get('set-cookie')).toMatch(/gc_session=;/);

    // Signed out everywhere, and the password no longer signs in.
    expect((await t.call('GET', '/api/auth/me', { token: person.token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: otherSession })).status).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { body: { email: person.email, password: person.password } })).status).toBe(401);

    expect(await db.$count(users, eq(users.id, userId))).toBe(0);
    expect(await db.$count(sessions, eq(sessions.userId, userId))).toBe(0);
    expect(await db.$count(cases, eq(cases.id, seeded.caseId))).toBe(0);
    for (const [table, id] of [
      [documents, seeded.document.id],
      [evidenceItems, seeded.evidence.id],
      [assessments, seeded.assessment.id],
      [letters, seeded.letter.id],
      [letterVersions, seeded.letterVersion.id],
      [recommenders, seeded.recommender.id],
      [recommendationLetters, seeded.recommendation.id],
      [recommendationLetterVersions, seeded.recommendationVersion.id],
      [filingPackages, seeded.pkg.id],
      [conversations, seeded.conversation.id],
      [chatMessages, seeded.message.id],
    ] as const) {
      expect(await db.$count(table, eq(table.id, id)), getTableName(table)).toBe(0);
    }
    expect(await db.$count(formWorksheets, eq(formWorksheets.caseId, seeded.caseId))).toBe(0);
    expect(await db.$count(subscriptions, eq(subscriptions.userId, userId))).toBe(0);
    expect(await db.$count(refundRequests, eq(refundRequests.userId, userId))).toBe(0);
    expect(await db.$count(oauthAccounts, eq(oauthAccounts.userId, userId))).toBe(0);
    expect(await db.$count(chatUsage, eq(chatUsage.userId, userId))).toBe(0);
    expect(await t.deps.storage.exists(seeded.document.storageKey)).toBe(false);

    // The ledger keeps every row, without the account, and records that the plan ended at once with it.
    const ledger = await db
      .select()
      .from(billingEvents)
      .where(
        inArray(
          billingEvents.id,
          seeded.ledger.map((row) => row.id),
        ),
      );
    expect(ledger).toHaveLength(seeded.ledger.length);
    expect(ledger.every((row) => row.userId === null)).toBe(true);
    const ended = await db
      .select()
      .from(billingEvents)
      .where(and(eq(billingEvents.kind, 'subscription_ended'), sql`${billingEvents.details}->>'subscription' = ${seeded.subscription.providerSubscriptionId}`));
    expect(ended).toHaveLength(1);
    expect(ended[0]!.userId).toBeNull();
    // A message to support stays with support, no longer linked to the account.
    const [contact] = await db.select().from(contactMessages).where(eq(contactMessages.id, seeded.contact.id));
    expect(contact!.userId).toBeNull();

    // Someone else's case and file are untouched.
    expect(await db.$count(documents, eq(documents.id, kept.id))).toBe(1);
    const [keptRow] = await db.select().from(documents).where(eq(documents.id, kept.id));
    expect(await t.deps.storage.exists(keptRow!.storageKey)).toBe(true);
    expect((await t.call('GET', '/api/auth/me', { token: bystander.token })).status).toBe(200);
  });

  it('confirms an account without a password by its email typed out', async () => {
    const email = `google-only-${Date.now()}@example.com`;
    const [user] = await t.database.db.insert(users).values({ email, name: 'Google Only', emailVerifiedAt: new Date() }).returning();
    await t.database.db.insert(oauthAccounts).values({ provider: 'google', subject: `g-${user!.id}`, userId: user!.id, email });
    const { token } = await createSession(t.database.db, { userId: user!.id, ttlDays: 1 });

    const overview = await t.call('GET', '/api/account', { token });
    expect(overview.json.account).toMatchObject({ hasPassword: false, signInMethods: ['google'] });
    const wrong = await t.call('DELETE', '/api/account', { token, body: { email: 'someone-else@example.com' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields.email).toEqual(['Type the email address of this account exactly to confirm.']);
    const res = await t.call('DELETE', '/api/account', { token, body: { email: `  ${email.toUpperCase()} ` } });
    expect(res.status, res.text).toBe(200);
    expect(await t.database.db.$count(users, eq(users.id, user!.id))).toBe(0);
  });

  it('refuses the last super admin with a clear message, and allows it once another one exists', async () => {
    const first = await signUpAdmin(t, 'SUPER_ADMIN', { verified: false });
    expect((await t.call('GET', '/api/account', { token: first.token })).json.account.isLastSuperAdmin).toBe(true);
    const refused = await t.call('DELETE', '/api/account', { token: first.token, body: { password: first.password } });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(LAST_SUPER_ADMIN_DELETE);
    expect((await t.call('GET', '/api/auth/me', { token: first.token })).status).toBe(200);

    const second = await signUpAdmin(t, 'SUPER_ADMIN', { verified: false });
    expect((await t.call('GET', '/api/account', { token: first.token })).json.account.isLastSuperAdmin).toBe(false);
    expect((await t.call('DELETE', '/api/account', { token: first.token, body: { password: first.password } })).status).toBe(200);
    expect((await t.call('GET', '/api/account', { token: second.token })).json.account.isLastSuperAdmin).toBe(true);
  });
});

describe('profile and password', () => {
  it('shows the profile with what deleting would remove', async () => {
    const person = await t.signUp();
    const caseId = await activeCaseId(person.token);
    await uploadText(t, person.token, caseId, 'cv.txt', 'A CV.', 'cv');
    const res = await t.call('GET', '/api/account', { token: person.token });
    expect(res.status).toBe(200);
    expect(res.json.account).toMatchObject({
      name: person.name,
      email: person.email,
      emailVerified: true,
      hasPassword: true,
      signInMethods: ['password'],
      adminRole: null,
      isLastSuperAdmin: false,
      plan: { id: 'FREE_TRIAL', name: 'Free Trial' },
      hasLiveSubscription: false,
      counts: { cases: 1, documents: 1, conversations: 0 },
    });
  });

  it('renames the account and refuses an empty name', async () => {
    const person = await t.signUp();
    const res = await t.call('PATCH', '/api/account/profile', { token: person.token, body: { name: '  Grace Hopper ' } });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ name: 'Grace Hopper', email: person.email });
    expect((await t.call('GET', '/api/auth/me', { token: person.token })).json.user.name).toBe('Grace Hopper');
    const empty = await t.call('PATCH', '/api/account/profile', { token: person.token, body: { name: ' ' } });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields.name).toEqual(['Full Name is required.']);
  });

  it('changes the password after checking the current one and signs out the other sessions', async () => {
    const person = await t.signUp();
    const elsewhere = await logInAgain(t, person);
    const wrong = await t.call('POST', '/api/account/password', {
      token: person.token,
      body: { currentPassword: 'wrong-password', newPassword: 'a-new-password-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields.currentPassword).toEqual(['That is not your current password.']);
    const short = await t.call('POST', '/api/account/password', { token: person.token, body: { currentPassword: person.password, newPassword: 'short' } });
    expect(short.status).toBe(400);
    expect(short.json.error.fields.newPassword).toEqual(['Choose a password of at least 10 characters.']);
    expect((await t.call('GET', '/api/auth/me', { token: elsewhere })).status).toBe(200);

    const res = await t.call('POST', '/api/account/password', {
      token: person.token,
      body: { currentPassword: person.password, newPassword: 'a-new-password-1' },
    });
    expect(res.status, res.text).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: person.token })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: elsewhere })).status).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { body: { email: person.email, password: person.password } })).status).toBe(401);
    expect((await t.call('POST', '/api/auth/login', { body: { email: person.email, password: 'a-new-password-1' } })).status).toBe(200);
  });
});

describe('authorization', () => {
  it('answers 401 to a visitor who is not signed in, on every account route', async () => {
    const calls = [
      t.call('GET', '/api/account'),
      t.call('PATCH', '/api/account/profile', { body: { name: 'Nobody' } }),
      t.call('POST', '/api/account/password', { body: { currentPassword: 'x', newPassword: 'long-enough-1' } }),
      t.call('GET', '/api/account/export'),
      t.call('DELETE', '/api/account', { body: { password: 'x' } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.json.message).toBe('Please sign in to continue.');
    }
  });
});
