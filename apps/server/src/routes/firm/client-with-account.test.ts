import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cases, firmInvitations, users } from '../../db/schema/index';
import { signUpWithCase, uploadText } from '../../test/case-helpers';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app';
import { firmSteps, type Person } from './firm-test-helpers';

/*
 * Add client with an address that already has an account (decision 022): the firm gets the answer a new address
 * gets, and the case waits, unseen by the account and named as the firm typed it, until its person accepts the
 * invitation signed in as that account.
 */

const t = await createTestApp();
// The firm's upload queues its extraction.
await t.startWorker();
const { invitationToken, newFirm, addClient } = firmSteps(t);

/** The name the account gave itself: nothing the firm reads may carry it before the person accepts. */
const OWN_NAME = 'Jana Own-Name';
const TYPED = 'Typed By The Firm';
const FIRM = 'Reyes Immigration Law';

/** A firm on the Attorneys & Agents plan (no client limit), as billing sets it once paid. */
async function paidFirm(name = FIRM): Promise<Person> {
  const owner = await newFirm(name);
  await t.database.db.update(users).set({ planId: 'ATTORNEY' }).where(eq(users.email, owner.email));
  return owner;
}

/** An account that existed before any firm added it, with its own petition open. */
async function existingAccount() {
  const { caseId: ownCaseId, ...person } = await signUpWithCase(t, { name: OWN_NAME });
  return { ...person, userId: person.user.id as string, ownCaseId };
}
type Account = Awaited<ReturnType<typeof existingAccount>>;

/** What the account's own screens show of its cases: the list, the active case, the portal, the counts and usage. */
async function whatTheAccountSees(account: Account) {
  const { token } = account;
  const usage = (await t.call('GET', '/api/billing/subscription', { token })).json.usage as { key: string; used: number }[];
  return {
    caseIds: ((await t.call('GET', '/api/cases', { token })).json.cases as { id: string }[]).map((c) => c.id),
    activeCaseId: (await t.call('GET', '/api/cases/active', { token })).json.case.id as string,
    portal: (await t.call('GET', '/api/firm/context', { token })).json.context.portal as unknown,
    counts: (await t.call('GET', '/api/account', { token })).json.account.counts as unknown,
    used: Object.fromEntries(usage.map((row) => [row.key, row.used])),
  };
}

/** Opens the case's event stream as `token`; the status, and the stream closed again. */
async function eventsStatus(token: string, caseId: string): Promise<number> {
  const response = await t.app.request(`/api/cases/${caseId}/events`, { headers: { origin: TEST_ORIGIN, authorization: `Bearer ${token}` } });
  await response.body?.cancel();
  return response.status;
}

/** Every way the account could reach the case by its id: read it, switch to it, stream it, list inside it. */
async function statusesFor(token: string, caseId: string) {
  return {
    read: (await t.call('GET', `/api/cases/${caseId}`, { token })).status,
    activate: (await t.call('POST', `/api/cases/${caseId}/activate`, { token })).status,
    events: await eventsStatus(token, caseId),
    documents: (await t.call('GET', `/api/cases/${caseId}/documents`, { token })).status,
  };
}
const REFUSED = { read: 404, activate: 404, events: 404, documents: 404 };

describe('Add client with an address that has an account', () => {
  it('answers exactly as for a new address, and shows the firm only what it typed', async () => {
    const owner = await paidFirm();
    const someone = await existingAccount();
    const otherOwner = await newFirm('Other Firm LLP');
    const addresses = [`new-${crypto.randomUUID()}@example.com`, someone.email, otherOwner.email];
    const answers: unknown[] = [];
    for (const email of addresses) {
      const res = await t.call('POST', '/api/firm/cases', { token: owner.token, body: { clientName: TYPED, clientEmail: email, petitionType: 'EB1A' } });
      expect(res.text).not.toContain(OWN_NAME);
      const { id, clientEmail, createdAt, lastActivityAt, invitationExpiresAt, ...rest } = res.json.case ?? {};
      expect([id, createdAt, lastActivityAt, invitationExpiresAt].every(Boolean), res.text).toBe(true);
      expect(clientEmail).toBe(email);
      answers.push({ status: res.status, keys: Object.keys(res.json).sort(), caseKeys: Object.keys(res.json.case).sort(), case: rest });
    }
    expect(answers[0]).toMatchObject({ status: 201, keys: ['case', 'success'], case: { clientName: TYPED, clientJoined: false, stage: 'invited' } });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    // The client list, and a search of it by the account's own name, show nothing of the account.
    const list = await t.call('GET', '/api/firm/cases', { token: owner.token });
    expect(list.json.cases.map((c: { clientName: string; clientJoined: boolean }) => [c.clientName, c.clientJoined])).toEqual([
      [TYPED, false],
      [TYPED, false],
      [TYPED, false],
    ]);
    expect(list.text).not.toContain(OWN_NAME);
    expect((await t.call('GET', '/api/firm/cases?q=own-name', { token: owner.token })).json.cases).toHaveLength(0);

    // Every address got the invitation under the same fixed subject; the account's own says to sign in and accept.
    for (const email of addresses) expect((await t.mailTo(email))[0]!.subject).toBe('Your attorney invited you to Acclaim');
    const [invitation] = await t.mailTo(someone.email);
    expect(invitation!.text).toContain('This address already has an account: sign in with it and accept the invitation');
    expect(invitation!.text).toContain(`Your name: "${TYPED}"`);
    expect((await t.mailTo(addresses[0]!))[0]!.text).toContain('You will choose a password the first time.');
  });

  it('keeps the case from the account until its person accepts signed in as it; then the case is theirs', { timeout: 30_000 }, async () => {
    const owner = await paidFirm();
    const someone = await existingAccount();
    const before = await whatTheAccountSees(someone);
    const created = await addClient(owner, someone.email, { clientName: TYPED });

    // The firm works on the case; its forms name the client as the firm typed it.
    expect((await t.call('GET', `/api/cases/${created.id}`, { token: owner.token })).status).toBe(200);
    await uploadText(t, owner.token, created.id, 'cv.txt', 'Curriculum vitae', 'cv');
    const forms = await t.call('GET', `/api/cases/${created.id}/forms`, { token: owner.token });
    expect(forms.status, forms.text).toBe(200);
    expect(forms.text).toContain(TYPED);
    expect(forms.text).not.toContain(OWN_NAME);

    // The account sees nothing of it, by list, by id, as its active case or in its counts and plan usage.
    expect(await whatTheAccountSees(someone)).toEqual(before);
    expect(await statusesFor(someone.token, created.id)).toEqual(REFUSED);
    const [row] = await t.database.db.select({ activeCaseId: users.activeCaseId }).from(users).where(eq(users.id, someone.userId));
    expect(row!.activeCaseId).toBe(someone.ownCaseId);

    // The link, opened signed out or as someone else, is refused.
    const link = await invitationToken(someone.email);
    expect((await t.call('GET', `/api/invitations/${link}`)).json.invitation).toMatchObject({ kind: 'client', accept: 'sign-in' });
    const signedOut = await t.call('POST', `/api/invitations/${link}/accept`, { body: {} });
    expect(signedOut.status).toBe(401);
    expect(signedOut.json.message).toBe(`Sign in as ${someone.email} to accept this invitation.`);
    const stranger = await t.signUp();
    expect((await t.call('POST', `/api/invitations/${link}/accept`, { token: stranger.token, body: {} })).status).toBe(401);
    expect(await statusesFor(someone.token, created.id)).toEqual(REFUSED);

    // Accepted signed in as the account: the case shows among its cases, becomes the active one, under the brand.
    const accepted = await t.call('POST', `/api/invitations/${link}/accept`, { token: someone.token, body: {} });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toMatchObject({ tokens: null, message: `Welcome to your case portal with ${FIRM}.`, user: { activeCaseId: created.id } });
    const after = await whatTheAccountSees(someone);
    expect(after).toMatchObject({ caseIds: [someone.ownCaseId, created.id], activeCaseId: created.id, portal: { firmName: FIRM, caseId: created.id } });
    expect(await statusesFor(someone.token, created.id)).toEqual({ read: 200, activate: 200, events: 200, documents: 200 });
    // The firm's case, and the firm's upload in it, are under the firm's plan: the account's own usage is as it was.
    expect(after.used).toEqual(before.used);

    // Joined: from now on the firm sees the client as they name themselves.
    const [view] = (await t.call('GET', '/api/firm/cases', { token: owner.token })).json.cases;
    expect(view).toMatchObject({ id: created.id, clientName: OWN_NAME, clientJoined: true, invitationExpiresAt: null });
    expect(view.stage).not.toBe('invited');
  });

  it('sends a new link to an account that has not joined, and stops once it has', async () => {
    const owner = await paidFirm();
    const someone = await existingAccount();
    const created = await addClient(owner, someone.email, { clientName: TYPED });
    const first = await invitationToken(someone.email);
    const resent = await t.call('POST', `/api/firm/cases/${created.id}/invitation`, { token: owner.token });
    expect(resent.status, resent.text).toBe(200);
    expect(resent.json.message).toBe(`A new invitation is on its way to ${someone.email}.`);
    const second = await invitationToken(someone.email);
    expect(second).not.toBe(first);
    expect((await t.call('GET', `/api/invitations/${first}`)).status).toBe(410);
    const [mail] = await t.mailTo(someone.email);
    expect(mail!.text).toContain(`Your name: "${TYPED}"`);
    expect(mail!.text).toContain('sign in with it and accept');

    expect((await t.call('POST', `/api/invitations/${second}/accept`, { token: someone.token, body: {} })).status).toBe(200);
    const again = await t.call('POST', `/api/firm/cases/${created.id}/invitation`, { token: owner.token });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(`${OWN_NAME} has already joined the portal.`);
  });

  it('leaves nothing on the account when the firm closes the case first; an expired link leaves the case with the firm', async () => {
    const owner = await paidFirm();
    const someone = await existingAccount();
    const before = await whatTheAccountSees(someone);

    const closed = await addClient(owner, someone.email, { clientName: TYPED });
    const closedLink = await invitationToken(someone.email);
    expect((await t.call('DELETE', `/api/cases/${closed.id}`, { token: owner.token })).status).toBe(200);
    expect(await whatTheAccountSees(someone)).toEqual(before);
    expect((await t.call('POST', `/api/invitations/${closedLink}/accept`, { token: someone.token, body: {} })).status).toBe(400);

    const waiting = await addClient(owner, someone.email, { clientName: TYPED });
    const expiring = await invitationToken(someone.email);
    await t.database.db
      .update(firmInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(firmInvitations.caseId, waiting.id));
    expect((await t.call('POST', `/api/invitations/${expiring}/accept`, { token: someone.token, body: {} })).status).toBe(410);
    const [view] = (await t.call('GET', '/api/firm/cases', { token: owner.token })).json.cases;
    expect(view).toMatchObject({ id: waiting.id, clientName: TYPED, clientJoined: false, invitationExpiresAt: null, stage: 'invited' });
    expect(await whatTheAccountSees(someone)).toEqual(before);
    expect(await statusesFor(someone.token, waiting.id)).toEqual(REFUSED);

    // A new link from the firm still lets the person accept.
    expect((await t.call('POST', `/api/firm/cases/${waiting.id}/invitation`, { token: owner.token })).status).toBe(200);
    expect((await t.call('POST', `/api/invitations/${await invitationToken(someone.email)}/accept`, { token: someone.token, body: {} })).status).toBe(200);
    expect((await whatTheAccountSees(someone)).caseIds).toEqual([someone.ownCaseId, waiting.id]);
  });

  it('takes a waiting case away with the firm when its owner deletes their account; a joined client keeps theirs', async () => {
    const owner = await paidFirm();
    const someone = await existingAccount();
    const before = await whatTheAccountSees(someone);
    const waiting = await addClient(owner, someone.email, { clientName: TYPED });
    const joinedEmail = `joined-${crypto.randomUUID()}@example.com`;
    const joined = await addClient(owner, joinedEmail);
    const accepted = await t.call('POST', `/api/invitations/${await invitationToken(joinedEmail)}/accept`, { body: { password: 'client-pass-1-long' } });
    expect(accepted.status, accepted.text).toBe(200);

    const deleted = await t.call('DELETE', '/api/account', { token: owner.token, body: { password: owner.password } });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await t.database.db.$count(cases, eq(cases.id, waiting.id))).toBe(0);
    expect(await whatTheAccountSees(someone)).toEqual(before);
    const clientToken = accepted.json.tokens.accessToken as string;
    const kept = await t.call('GET', `/api/cases/${joined.id}`, { token: clientToken });
    expect(kept.status, kept.text).toBe(200);
  });
});
