import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { firmMembers, users } from '../../db/schema/index';
import { logInAgain } from '../../test/admin-helpers';
import { createFirmCase } from '../../test/firm-helpers';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app';
import { signUpWithCase } from '../../test/case-helpers';

const t = await createTestApp();

/** How long a test waits for a stream to end; the stream checks about every 1.5 s, so this is only a ceiling. */
const ENDS_WITHIN_MS = 10_000;

/** Opens the case's event stream as `token` and reads it as the browser would. */
async function openEvents(token: string, caseId: string) {
  const response = await t.app.request(`/api/cases/${caseId}/events`, { headers: { origin: TEST_ORIGIN, authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  let isDone = false;
  let pending: Promise<void> | undefined;
  /** Reads one more chunk, or nothing when `withinMs` passes first (the read goes on in the background). */
  const readOnce = async (withinMs: number) => {
    pending ??= reader.read().then(({ done, value }) => {
      pending = undefined;
      if (done) isDone = true;
      else received += decoder.decode(value, { stream: true });
    });
    await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, withinMs))]);
  };
  return {
    get received() {
      return received;
    },
    /** Reads until the text arrives. */
    async waitFor(text: string) {
      const deadline = Date.now() + ENDS_WITHIN_MS;
      while (!received.includes(text) && !isDone && Date.now() < deadline) await readOnce(deadline - Date.now());
      expect(received).toContain(text);
    },
    /** Reads until the server closes the stream or `withinMs` passes; says whether it closed. */
    async closesWithin(withinMs: number) {
      const deadline = Date.now() + withinMs;
      while (!isDone && Date.now() < deadline) await readOnce(deadline - Date.now());
      return isDone;
    },
    close: () => reader.cancel(),
  };
}

describe('a case’s event stream ends when its session or its access to the case ends', () => {
  it('ends after sign-out; another signed-in device of the same person keeps its stream', { timeout: 30_000 }, async () => {
    const { caseId, ...person } = await signUpWithCase(t);
    const otherDevice = await logInAgain(t, person);
    const stream = await openEvents(person.token, caseId);
    const otherStream = await openEvents(otherDevice, caseId);
    await stream.waitFor('event: processing');
    await otherStream.waitFor('event: processing');

    expect((await t.call('POST', '/api/auth/logout', { token: person.token })).status).toBe(200);
    expect(await stream.closesWithin(ENDS_WITHIN_MS)).toBe(true);
    expect(stream.received).toContain('event: end');
    // Two more checks' worth of time, and the other device's stream is still open.
    expect(await otherStream.closesWithin(3_500)).toBe(false);
    await otherStream.close();
  });

  it('ends when the account is suspended', { timeout: 30_000 }, async () => {
    const { caseId, ...person } = await signUpWithCase(t);
    const stream = await openEvents(person.token, caseId);
    await stream.waitFor('event: processing');
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, person.user.id));
    expect(await stream.closesWithin(ENDS_WITHIN_MS)).toBe(true);
    expect(stream.received).toContain('event: end');
  });

  it('ends for a firm member removed from the firm, while the client’s own stream goes on', { timeout: 30_000 }, async () => {
    const { firm, attorney, client, caseId } = await createFirmCase(t, { clientName: 'Ines Duarte' });
    const paralegal = await t.signUp({ name: 'Pat Paralegal' });
    const [member] = await t.database.db.insert(firmMembers).values({ firmId: firm.id, userId: paralegal.user.id, role: 'PARALEGAL' }).returning();
    const stream = await openEvents(paralegal.token, caseId);
    const clientStream = await openEvents(client.token, caseId);
    await stream.waitFor('event: processing');
    await clientStream.waitFor('event: processing');

    expect((await t.call('DELETE', `/api/firm/members/${member!.id}`, { token: attorney.token })).status).toBe(200);
    expect(await stream.closesWithin(ENDS_WITHIN_MS)).toBe(true);
    expect(stream.received).toContain('event: end');
    expect(await clientStream.closesWithin(3_500)).toBe(false);
    await clientStream.close();
  });
});
