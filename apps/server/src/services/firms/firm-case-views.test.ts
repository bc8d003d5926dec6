import { and, desc, eq, gt, isNull, max } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysUntil, firmCaseStage } from '@acclaim/domain';
import { assessCase, buildBenchProfile, DEMO_PROFILE } from '@acclaim/domain/assessment';
import { composeLetter } from '@acclaim/domain/letter';
import { withExhibits } from '@acclaim/domain/test/exhibits';
import { assessments, cases, documents, filingPackages, firmInvitations, users, type CaseRow } from '../../db/schema/index';
import { MIGRATIONS_FOLDER, type Db } from '../../db/client';
import type { AppDeps } from '../../lib/context';
import { presentFirmCase } from '../../presenters/firm';
import { firmSteps } from '../../routes/firm/firm-test-helpers';
import { countingDatabase } from '../../test/query-counter';
import { seedFirmClients } from '../../test/seed-firm-clients';
import { createTestApp } from '../../test/test-app';
import { eligibilityOf, latestEligibilityQuery, standingLevelsOf } from '../assessments/find-assessments';
import { getCaseProgress } from '../cases/get-progress';
import { newestDraftMetaQuery } from '../letters/letter-read-cache';
import { findLetterApprovalStatus } from '../letters/section-approvals';
import { findCaseApplicant } from './case-applicant';
import { findFirmCases } from './client-cases';
import type { FirmCaseView } from './firm-case-views';

const t = await createTestApp();
const migration = fs.readFileSync(path.join(MIGRATIONS_FOLDER, '0021_assessment_standing.sql'), 'utf8');
const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE'))!;
const input = withExhibits(buildBenchProfile(30, 10));
const letter = composeLetter(input, assessCase(input), { petitionType: 'EB1A' });
const assessment = assessCase(DEMO_PROFILE);

/** The Clients list's summary of one case as it was worked out before issue 28: one case at a time, about twenty queries each. */
async function viewOneByOne(deps: AppDeps, caseRow: CaseRow): Promise<FirmCaseView> {
  const { db } = deps.database;
  const client = (await findCaseApplicant(db, caseRow.id))!;
  const [pending] = await db
    .select({ expiresAt: firmInvitations.expiresAt })
    .from(firmInvitations)
    .where(
      and(
        eq(firmInvitations.caseId, caseRow.id),
        isNull(firmInvitations.acceptedAt),
        isNull(firmInvitations.revokedAt),
        gt(firmInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(firmInvitations.createdAt))
    .limit(1);
  const attorneyId = caseRow.attorneyOfRecordId;
  const [attorney] = attorneyId ? await db.select({ userId: users.id, name: users.name }).from(users).where(eq(users.id, attorneyId)) : [];
  const { progress, documentCount } = await getCaseProgress(deps, caseRow);
  const hasAssessment = (await db.$count(assessments, and(eq(assessments.caseId, caseRow.id), eq(assessments.status, 'completed')))) > 0;
  const [draft = null] = await newestDraftMetaQuery(db, caseRow.id);
  const approval = await findLetterApprovalStatus(db, caseRow, draft);
  const totalSections = approval?.total ?? 0;
  const approvedSections = approval?.approved ?? 0;
  const hasAssembledPackage = (await db.$count(filingPackages, and(eq(filingPackages.caseId, caseRow.id), eq(filingPackages.status, 'completed')))) > 0;
  const [latestDocument] = await db
    .select({ at: max(documents.updatedAt) })
    .from(documents)
    .where(eq(documents.caseId, caseRow.id));
  const clientJoined = client.openToOwner;
  const activity = [caseRow.updatedAt, latestDocument?.at ?? null, draft?.updatedAt ?? null].filter((d): d is Date => d instanceof Date);
  return {
    caseRow,
    client: { id: caseRow.ownerId, name: client.name, email: client.email },
    clientJoined,
    invitationExpiresAt: clientJoined ? null : (pending?.expiresAt ?? null),
    attorneyOfRecord: attorney ?? null,
    stage: firmCaseStage({ clientJoined, documentCount, hasAssessment, hasLetterDraft: draft !== null, approvedSections, totalSections, hasAssembledPackage }),
    progress,
    documentCount,
    approvedSections,
    totalSections,
    daysToFiling: daysUntil(caseRow.intendedFilingDate, new Date()),
    lastActivityAt: new Date(Math.max(...activity.map((d) => d.getTime()))),
  };
}

async function casesOf(db: Db, firmId: string) {
  return db.select().from(cases).where(eq(cases.firmId, firmId));
}

describe('the Clients list (issue 28)', () => {
  let small: Awaited<ReturnType<typeof seedFirmClients>>;
  let large: Awaited<ReturnType<typeof seedFirmClients>>;
  beforeAll(async () => {
    small = await seedFirmClients(t.database.db, { clients: 5, letter, assessment, tag: 'small' });
    large = await seedFirmClients(t.database.db, { clients: 50, letter, assessment, tag: 'large' });
  });

  it('issues the same number of queries for 50 clients as for 5, cold and warm', async () => {
    const counted = countingDatabase(t.database);
    const deps = { ...t.deps, database: counted.database };
    const queriesFor = async (owner: typeof small.owner) => {
      counted.statements.length = 0;
      const { views } = await findFirmCases(deps, owner, {});
      return { count: counted.statements.length, views: views.length };
    };
    const coldSmall = await queriesFor(small.owner);
    const coldLarge = await queriesFor(large.owner);
    expect(coldSmall.views).toBe(5);
    expect(coldLarge.views).toBe(50);
    expect(coldLarge.count).toBe(coldSmall.count);
    expect(coldLarge.count).toBeLessThanOrEqual(20);
    // Warm: the letters are parsed already, so their documents are not read again.
    const warmLarge = await queriesFor(large.owner);
    expect(warmLarge.count).toBe((await queriesFor(small.owner)).count);
    expect(warmLarge.count).toBeLessThan(coldLarge.count);
  });

  it('reads one case’s progress in one statement until a letter is drafted or a form part confirmed', async () => {
    // The dashboard asks for progress on every visit; documents, eligibility, draft and worksheet come in one read.
    const counted = countingDatabase(t.database);
    const deps = { ...t.deps, database: counted.database };
    const counts = [];
    for (const row of await casesOf(t.database.db, large.firmId)) {
      counted.statements.length = 0;
      const { progress, documentCount } = await getCaseProgress(deps, row);
      counts.push({ progress, documentCount, statements: counted.statements.length });
    }
    const early = counts.filter(({ progress }) => progress.petition === 0 && progress.forms === 0);
    expect(early.some(({ documentCount, progress }) => documentCount > 0 && progress.eligibility > 0)).toBe(true);
    for (const { statements } of early) expect(statements).toBe(1);
  });

  it('gives every client the stage, progress, approvals, documents and activity the one-case computation gives', async () => {
    const { views } = await findFirmCases(t.deps, large.owner, {});
    const rows = await casesOf(t.database.db, large.firmId);
    const expected = await Promise.all(rows.map((row) => viewOneByOne(t.deps, row)));
    const byId = new Map(expected.map((view) => [view.caseRow.id, presentFirmCase(view)]));
    for (const view of views) expect(presentFirmCase(view), view.client.name).toEqual(byId.get(view.caseRow.id));
    // The seed varies what matters, so the comparison covers more than one shape of case.
    const shown = views.map(presentFirmCase);
    expect(new Set(shown.map((view) => view.stage)).size).toBeGreaterThanOrEqual(4);
    expect(shown.some((view) => view.totalSections > 0 && view.approvedSections === view.totalSections)).toBe(true);
    expect(shown.some((view) => view.approvedSections > 0 && view.approvedSections < view.totalSections)).toBe(true);
    expect(shown.some((view) => view.progress.forms > 0)).toBe(true);
    expect(shown.some((view) => view.progress.eligibility > 0)).toBe(true);
    expect(shown.some((view) => view.progress.petition > 0)).toBe(true);
    expect(shown.some((view) => view.documentCount > 0)).toBe(true);
    expect(shown.some((view) => view.invitationExpiresAt !== null)).toBe(true);
    expect(shown.some((view) => view.attorneyOfRecord !== null)).toBe(true);
  });

  it('pages the sorted list with limit and offset, and counts every match in total', async () => {
    const whole = await findFirmCases(t.deps, large.owner, {});
    expect(whole.total).toBe(50);
    const page = await findFirmCases(t.deps, large.owner, { limit: '7', offset: '14' });
    expect(page.total).toBe(50);
    expect(page.views.map(presentFirmCase)).toEqual(whole.views.slice(14, 21).map(presentFirmCase));
    const stage = whole.views[0]!.stage;
    const staged = whole.views.filter((view) => view.stage === stage);
    const stagedPage = await findFirmCases(t.deps, large.owner, { stage, limit: 2, offset: 1 });
    expect(stagedPage.total).toBe(staged.length);
    expect(stagedPage.views.map((view) => view.caseRow.id)).toEqual(staged.slice(1, 3).map((view) => view.caseRow.id));
  });

  it('answers pages over HTTP and keeps the whole list when no page is asked for', async () => {
    const steps = firmSteps(t);
    const owner = await steps.newFirm('Paged Law');
    await steps.subscribeFirm(owner);
    for (const name of ['Ana Ruiz', 'Bo Li', 'Cy Park']) {
      const added = await t.call('POST', '/api/firm/cases', {
        token: owner.token,
        body: { clientName: name, clientEmail: `${crypto.randomUUID()}@example.com` },
      });
      expect(added.status, added.text).toBe(201);
    }
    const all = await t.call('GET', '/api/firm/cases', { token: owner.token });
    expect(all.json.cases.map((c: { clientName: string }) => c.clientName)).toEqual(['Ana Ruiz', 'Bo Li', 'Cy Park']);
    expect(all.json.total).toBe(3);
    const page = await t.call('GET', '/api/firm/cases?limit=1&offset=1', { token: owner.token });
    expect(page.json.cases.map((c: { clientName: string }) => c.clientName)).toEqual(['Bo Li']);
    expect(page.json.total).toBe(3);
    expect((await t.call('GET', '/api/firm/cases?limit=0', { token: owner.token })).status).toBe(400);
    expect((await t.call('GET', '/api/firm/cases?limit=201', { token: owner.token })).status).toBe(400);
  });

  it('reads the same levels from a stored standing as from the result of an assessment completed before it', async () => {
    const [row] = await casesOf(t.database.db, small.firmId);
    const eb1aOnly = assessCase({ ...DEMO_PROFILE, profile: { ...DEMO_PROFILE.profile, petitionType: 'EB1A' } });
    for (const result of [assessment, eb1aOnly]) {
      await t.database.db.delete(assessments).where(eq(assessments.caseId, row!.id));
      await t.database.db
        .insert(assessments)
        .values({ caseId: row!.id, requestedBy: small.owner.id, status: 'completed', result, eligibilityProgress: 55, completedAt: new Date() });
      const fromResult = eligibilityOf((await latestEligibilityQuery(t.database.db, row!.id))[0]);
      await t.database.db
        .update(assessments)
        .set({ standing: standingLevelsOf(result) })
        .where(eq(assessments.caseId, row!.id));
      const fromStanding = eligibilityOf((await latestEligibilityQuery(t.database.db, row!.id))[0]);
      expect(fromResult.standing).not.toBeNull();
      expect(fromStanding).toEqual(fromResult);
      // Migration 0021 fills the column of rows completed before it with the same figures.
      await t.database.db.update(assessments).set({ standing: null }).where(eq(assessments.caseId, row!.id));
      await t.database.execute(backfill);
      const [stored] = await t.database.db.select({ standing: assessments.standing }).from(assessments).where(eq(assessments.caseId, row!.id));
      expect(stored!.standing).toEqual(standingLevelsOf(result));
    }
  });
});
