import { describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { createFirmCase } from '../test/firm-helpers';
import { createTestApp } from '../test/test-app';
import { signUpWithCase } from '../test/case-helpers';

// One proxy in front, so the address each request sends in X-Forwarded-For is the client's.
const t = await createTestApp({ TRUST_PROXY: 'true' });

/** The request log lines written from now on, parsed. */
function captureRequestLog(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  t.deps.logger = pino(
    { level },
    {
      write: (line: string) => {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  );
  return { lines: () => lines.filter((line) => line.msg === 'request'), all: () => lines, raw: () => raw.join('') };
}

/** The token of the newest /invite/ link emailed to an address. */
async function invitationToken(address: string): Promise<string> {
  for (const message of await t.mailTo(address)) {
    const match = message.text.match(/https?:\/\/\S+\/invite\/([A-Za-z0-9_-]+)/);
    if (match) return match[1]!;
  }
  throw new Error(`no invitation email to ${address}`);
}

describe('the request log line', () => {
  it('never holds an invitation token, and says who asked and from where', async () => {
    const { attorney } = await createFirmCase(t, { clientName: 'Lena Park' });
    const invitee = await t.signUp();
    const invited = await t.call('POST', '/api/firm/invitations', { token: attorney.token, body: { email: invitee.email, role: 'PARALEGAL' } });
    expect(invited.status, invited.text).toBe(201);
    const token = await invitationToken(invitee.email);

    const log = captureRequestLog();
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    expect((await t.call('GET', `/api/invitations/${token}`, { token: invitee.token, headers })).status).toBe(200);
    // The page the email links to, a mistyped API path, and a token in a query string.
    await t.app.request(`/invite/${token}`, { headers });
    await t.call('GET', `/api/invitations/${token}/typo`, { headers });
    await t.call('GET', `/api/auth/me?token=${token}`, { token: invitee.token, headers });

    expect(log.raw()).not.toContain(token);
    const [invitation, page, typo, query] = log.lines();
    expect(invitation).toMatchObject({ method: 'GET', path: '/api/invitations/:token', status: 200, userId: invitee.user.id, ip: '203.0.113.9' });
    expect(page).toMatchObject({ path: '/invite/:redacted', userId: null, ip: '203.0.113.9' });
    expect(typo).toMatchObject({ path: '/api/invitations/:redacted/typo', status: 401 });
    expect(query).toMatchObject({ path: '/api/auth/me', status: 200, userId: invitee.user.id });
  });

  it('keeps ids and readable paths as they are', async () => {
    const { caseId, ...person } = await signUpWithCase(t);
    const log = captureRequestLog();
    await t.call('GET', `/api/cases/${caseId}/documents`, { token: person.token });
    await t.call('GET', '/api/public/blog/what-is-an-eb-1a-green-card-and-who-qualifies');
    const [documents, blog] = log.lines();
    expect(documents).toMatchObject({ path: `/api/cases/${caseId}/documents`, status: 200, userId: person.user.id });
    expect(blog).toMatchObject({ path: '/api/public/blog/what-is-an-eb-1a-green-card-and-who-qualifies', userId: null });
  });

  it('tags what a request logs with its request id, and writes no request line above the info level', async () => {
    const log = captureRequestLog('warn');
    // The database failing makes the health check answer 503, which the error handler logs through the request's logger.
    const execute = vi.spyOn(t.database, 'execute').mockRejectedValue(new Error('connection refused'));
    try {
      const res = await t.call('GET', '/api/health');
      expect(res.status).toBe(503);
      expect(log.lines()).toEqual([]);
      expect(log.all()).toEqual([expect.objectContaining({ level: 50, requestId: res.json.error.requestId, msg: 'The database is not reachable.' })]);
    } finally {
      execute.mockRestore();
    }
  });
});
