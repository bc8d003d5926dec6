import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cases, firmInvitations, firms, users } from './schema/index';
import { MIGRATIONS_FOLDER } from './client';
import { hashPassword } from '../lib/auth/secrets';
import { createTestApp } from '../test/test-app';

const t = await createTestApp();
const { db } = t.database;
const backfill = await readFile(path.join(MIGRATIONS_FOLDER, '0015_accepted_firm_clients.sql'), 'utf8');

/** A firm case as the rows stood before decision 022: the client's account, the case, no accepted invitation. */
async function legacyFirmCase(firmId: string, client: { email: string; name: string; passwordHash: string | null }) {
  const [owner] = await db.insert(users).values(client).returning();
  const [caseRow] = await db.insert(cases).values({ ownerId: owner!.id, firmId, title: client.name, petitionType: 'EB1A' }).returning();
  return caseRow!.id;
}

const acceptedFor = (caseId: string) =>
  db.$count(firmInvitations, and(eq(firmInvitations.caseId, caseId), eq(firmInvitations.kind, 'client'), isNotNull(firmInvitations.acceptedAt)));

describe('migration 0015: clients who joined before decision 022 keep their case', () => {
  it('gives a firm case whose client had set a password an accepted invitation, and nothing to the others', async () => {
    const attorney = await t.signUp({ name: 'Dana Whitfield' });
    const [firm] = await db
      .insert(firms)
      .values({ name: 'Harbor Immigration LLP', ownerId: attorney.user.id as string })
      .returning();
    const password = 'harbor tide 2026 client';
    const joined = await legacyFirmCase(firm!.id, { email: 'joined@client.example', name: 'Joined Client', passwordHash: await hashPassword(password) });
    const waiting = await legacyFirmCase(firm!.id, { email: 'waiting@client.example', name: 'Waiting Client', passwordHash: null });

    const signIn = await t.call('POST', '/api/auth/login', { body: { email: 'joined@client.example', password } });
    const token = signIn.json.tokens.accessToken as string;
    expect((await t.call('GET', `/api/cases/${joined}`, { token })).status).toBe(404); // what the new rule alone would do

    await db.execute(sql.raw(backfill));
    expect(await acceptedFor(joined)).toBe(1);
    expect(await acceptedFor(waiting)).toBe(0);
    expect((await t.call('GET', `/api/cases/${joined}`, { token })).status).toBe(200);

    // Run twice (a re-run of the statement): still one accepted invitation per case.
    await db.execute(sql.raw(backfill));
    expect(await acceptedFor(joined)).toBe(1);
  });
});
