import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLANS } from '@acclaim/domain';
import { cases, documents, users } from '../db/schema/index';
import { createTestApp } from '../test/test-app';
import { postDocument, signUpWithCase } from '../test/case-helpers';

// Plan limits are counted and enforced by the server. Requests sent all at once must not slip past them: on
// PostgreSQL each request runs on its own connection, so a count taken before another request's insert commits
// would let both through. Run this file on PostgreSQL too (TEST_DATABASE_URL), where that race is real.
const t = await createTestApp();
// An upload queues its extraction.
await t.startWorker();

const FREE_UPLOADS = PLANS.FREE_TRIAL.limits.documentUploads!;

function upload(token: string, caseId: string, name: string) {
  const file = new File([`Award certificate ${name} for the beneficiary.`], name, { type: 'text/plain' });
  return postDocument(t, token, caseId, { file, category: 'award' });
}

/** The files stored under the case's folder, the same place the documents' rows point at. */
function storedFiles(caseId: string): string[] {
  const folder = path.join(t.deps.env.DATA_DIR, 'uploads', 'cases', caseId);
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

describe('plan limits under simultaneous requests', () => {
  it(`stores exactly ${FREE_UPLOADS} of 15 simultaneous uploads on the Free Trial, and no file of a refused one`, async () => {
    const { caseId, ...person } = await signUpWithCase(t);

    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => upload(person.token, caseId, `award-${i + 1}.txt`)));

    expect(answers.filter((a) => a.status === 201)).toHaveLength(FREE_UPLOADS);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(15 - FREE_UPLOADS);
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(answer.json.message).toContain(`You have uploaded ${FREE_UPLOADS} documents.`);
    }
    const rows = await t.database.db.select({ storageKey: documents.storageKey }).from(documents).where(eq(documents.caseId, caseId));
    expect(rows).toHaveLength(FREE_UPLOADS);
    expect(storedFiles(caseId)).toEqual(rows.map((row) => path.basename(row.storageKey)).sort());
  });

  it('opens exactly one petition of 6 asked for at once on the Free Trial', async () => {
    const person = await t.signUp();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.call('POST', '/api/cases', { token: person.token, body: { title: `Petition ${i}` } })),
    );

    expect(answers.filter((a) => a.status === 201)).toHaveLength(PLANS.FREE_TRIAL.limits.petitions!);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(403);
      expect(answer.json.message).toContain('You already have 1 petition.');
    }
    expect(await t.database.db.$count(cases, eq(cases.ownerId, person.user.id as string))).toBe(1);
  });

  it('adds exactly one client of 6 added at once to a firm on the Free Trial', async () => {
    const owner = await t.signUp();
    // Inviting people needs a confirmed address.
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, owner.user.id as string));
    expect((await t.call('POST', '/api/firm', { token: owner.token, body: { name: 'Parallel Law' } })).status).toBe(201);

    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.call('POST', '/api/firm/cases', {
          token: owner.token,
          body: { clientName: `Client ${i}`, clientEmail: `race-${i}-${crypto.randomUUID()}@example.com` },
        }),
      ),
    );

    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(403);
      expect(answer.json.message).toContain('Your firm has 1 client case.');
    }
    const firmCases = await t.call('GET', '/api/firm/cases', { token: owner.token });
    expect(firmCases.json.cases).toHaveLength(1);

    // Uploads to the firm's case count against the firm's plan, whoever sends them: the owner and the client at
    // once still make exactly the firm's allowance.
    const clientEmail = firmCases.json.cases[0].clientEmail as string;
    const caseId = firmCases.json.cases[0].id as string;
    const link = (await t.mailTo(clientEmail))[0]!.text.match(/\/invite\/([\w-]+)/)![1]!;
    const accepted = await t.call('POST', `/api/invitations/${link}/accept`, { body: { password: 'client-pass-1-long' } });
    expect(accepted.status, accepted.text).toBe(200);
    const clientToken = accepted.json.tokens.accessToken as string;
    const uploads = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(i % 2 ? clientToken : owner.token, caseId, `firm-${i}.txt`)));
    expect(uploads.filter((a) => a.status === 201)).toHaveLength(FREE_UPLOADS);
    expect(await t.database.db.$count(documents, eq(documents.caseId, caseId))).toBe(FREE_UPLOADS);
    expect(storedFiles(caseId)).toHaveLength(FREE_UPLOADS);
  });
});
