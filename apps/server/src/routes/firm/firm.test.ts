import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cases, firmInvitations, users } from '../../db/schema/index';
import { uploadText } from '../../test/case-helpers';
import { ask } from '../../test/ask-chat';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app';
import { firmSteps } from './firm-test-helpers';

const t = await createTestApp();
// The client's upload queues its extraction.
await t.startWorker();

const { invitationToken, confirmEmail, newFirm, addClient, addColleague, subscribeFirm } = firmSteps(t);

describe('firms', () => {
  it('creates a firm once per account, with its owner as the only member', async () => {
    const owner = await newFirm();
    const again = await t.call('POST', '/api/firm', { token: owner.token, body: { name: 'Second Firm' } });
    expect(again.status).toBe(409);
    expect(again.json.message).toContain('already part of Reyes Immigration Law');
    const members = await t.call('GET', '/api/firm/members', { token: owner.token });
    expect(members.json.members).toHaveLength(1);
    expect(members.json.members[0]).toMatchObject({ email: owner.email, role: 'OWNER' });
    const context = await t.call('GET', '/api/firm/context', { token: owner.token });
    expect(context.json.context.membership).toMatchObject({ firmName: 'Reyes Immigration Law', role: 'OWNER' });
    expect(context.json.context.portal).toBeNull();

    const outsider = await t.signUp();
    expect((await t.call('GET', '/api/firm', { token: outsider.token })).status).toBe(404);
    expect((await t.call('GET', '/api/firm/context', { token: outsider.token })).json.context).toEqual({ membership: null, portal: null, brand: null });
    expect((await t.call('GET', '/api/firm/context')).status).toBe(401);
  });

  it('brands the firm: a readable colour, a PNG or JPEG logo served publicly, white label only on a plan with it', async () => {
    const owner = await newFirm();
    const pale = await t.call('PATCH', '/api/firm', { token: owner.token, body: { primaryColor: '#fde68a' } });
    expect(pale.status).toBe(400);
    expect(pale.json.error.fields.primaryColor[0]).toContain('hard to read');
    const saved = await t.call('PATCH', '/api/firm', { token: owner.token, body: { primaryColor: '#0F5132', city: 'Austin', state: 'TX' } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.firm).toMatchObject({ primaryColor: '#0f5132', city: 'Austin', whiteLabel: false, planName: 'Free Trial' });

    const hidden = await t.call('PATCH', '/api/firm', { token: owner.token, body: { hideAcclaimBranding: true } });
    expect(hidden.status).toBe(403);
    expect(hidden.json.message).toContain('Attorneys & Agents');
    await subscribeFirm(owner);
    const whiteLabel = await t.call('PATCH', '/api/firm', { token: owner.token, body: { hideAcclaimBranding: true } });
    expect(whiteLabel.status, whiteLabel.text).toBe(200);
    expect(whiteLabel.json.firm).toMatchObject({ hideAcclaimBranding: true, whiteLabel: true, clientCaseLimit: null });

    const upload = (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.set('file', new File([bytes], name));
      return t.app.request('/api/firm/logo', { method: 'PUT', body: form, headers: { authorization: `Bearer ${owner.token}`, origin: TEST_ORIGIN } });
    };
    const svg = await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg');
    expect(svg.status).toBe(400);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const stored = await upload(png, 'logo.png');
    expect(stored.status).toBe(200);
    const logoUrl = ((await stored.json()) as { firm: { logoUrl: string } }).firm.logoUrl;
    const served = await t.app.request(logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    const tooBig = await upload(new Uint8Array(1024 * 1024 + 10).fill(0xff), 'big.jpg');
    expect(tooBig.status).toBe(413);
  });

  it('invites a client, who sets a password from the email and sees only their case, under the firm’s brand', async () => {
    const owner = await newFirm();
    const clientEmail = `client-${crypto.randomUUID()}@example.com`;
    const created = await addClient(owner, clientEmail, { intendedFilingDate: '2027-03-01' });
    expect(created).toMatchObject({ stage: 'invited', clientJoined: false });

    const [mail] = await t.mailTo(clientEmail);
    expect(mail!.subject).toBe('Your attorney invited you to Acclaim');
    expect(mail!.fromAddress).toBe(t.deps.env.MAIL_FROM);
    expect(mail!.text).toContain('Firm: "Reyes Immigration Law"');
    const token = await invitationToken(clientEmail);
    const preview = await t.call('GET', `/api/invitations/${token}`);
    expect(preview.json.invitation).toMatchObject({
      kind: 'client',
      email: clientEmail,
      firmName: 'Reyes Immigration Law',
      accept: 'set-password',
      needsName: false,
    });

    const noPassword = await t.call('POST', `/api/invitations/${token}/accept`, { body: {} });
    expect(noPassword.status).toBe(400);
    const accepted = await t.call('POST', `/api/invitations/${token}/accept`, { body: { password: 'client-pass-1' } });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json.redirectTo).toBe('/onboarding');
    const clientToken = accepted.json.tokens.accessToken as string;
    expect((await t.call('POST', `/api/invitations/${token}/accept`, { body: { password: 'client-pass-2' } })).status).toBe(410);

    const own = await t.call('GET', '/api/cases', { token: clientToken });
    expect(own.json.cases.map((c: { id: string }) => c.id)).toEqual([created.id]);
    const context = await t.call('GET', '/api/firm/context', { token: clientToken });
    expect(context.json.context).toMatchObject({
      membership: null,
      portal: { firmName: 'Reyes Immigration Law', caseId: created.id },
      brand: { firmName: 'Reyes Immigration Law' },
    });
    // The client uploads in the portal; the firm sees it.
    await uploadText(t, clientToken, created.id, 'cv.txt', 'Mei Chen — curriculum vitae', 'cv');
    const list = await t.call('GET', '/api/firm/cases', { token: owner.token });
    expect(list.json.cases[0]).toMatchObject({ id: created.id, clientJoined: true, stage: 'collecting', documentCount: 1, intendedFilingDate: '2027-03-01' });
    // The client's own allowance is untouched by the firm's case: they may still open a case of their own.
    expect((await t.call('POST', '/api/cases', { token: clientToken, body: { title: 'Mine' } })).status).toBe(201);
    // But the client cannot close the firm's case.
    const close = await t.call('DELETE', `/api/cases/${created.id}`, { token: clientToken });
    expect(close.status).toBe(403);
  });

  it('lets members work on every client case of their firm and nobody else', async () => {
    const owner = await newFirm();
    await subscribeFirm(owner);
    const attorney = await addColleague(owner, 'ATTORNEY');
    const paralegal = await addColleague(owner, 'PARALEGAL');
    const clientCase = await addClient(owner, `c-${crypto.randomUUID()}@example.com`, { attorneyOfRecordId: attorney.userId });
    const otherFirm = await newFirm('Other Firm LLP');

    for (const token of [owner.token, attorney.token, paralegal.token]) {
      expect((await t.call('GET', `/api/cases/${clientCase.id}`, { token })).status).toBe(200);
      expect((await t.call('GET', '/api/firm/cases', { token })).json.cases).toHaveLength(1);
    }
    expect((await t.call('GET', `/api/cases/${clientCase.id}`, { token: otherFirm.token })).status).toBe(404);
    expect((await t.call('GET', '/api/firm/cases', { token: otherFirm.token })).json.cases).toHaveLength(0);
    expect((await t.call('GET', `/api/cases/${clientCase.id}/documents`, { token: otherFirm.token })).status).toBe(404);

    // One click switches clients: activating the case makes it the workspace's.
    const activated = await t.call('POST', `/api/cases/${clientCase.id}/activate`, { token: paralegal.token });
    expect(activated.status).toBe(200);
    expect((await t.call('GET', '/api/cases/active', { token: paralegal.token })).json.case.id).toBe(clientCase.id);

    // Roles: paralegals add clients but do not manage the firm, its members or delete cases.
    expect((await t.call('PATCH', '/api/firm', { token: paralegal.token, body: { name: 'X' } })).status).toBe(403);
    expect((await t.call('POST', '/api/firm/invitations', { token: attorney.token, body: { email: 'x@example.com', role: 'ATTORNEY' } })).json.message).toBe(
      'Only the firm’s owner can invite members.',
    );
    expect((await t.call('DELETE', `/api/cases/${clientCase.id}`, { token: attorney.token })).status).toBe(403);
    const para = await addClient({ ...owner, token: paralegal.token }, `p-${crypto.randomUUID()}@example.com`);
    expect(para.stage).toBe('invited');

    // A paralegal cannot be the attorney of record.
    const wrongAttorney = await t.call('POST', '/api/firm/cases', {
      token: owner.token,
      body: { clientName: 'Z', clientEmail: `z-${crypto.randomUUID()}@example.com`, attorneyOfRecordId: paralegal.userId },
    });
    expect(wrongAttorney.status).toBe(400);

    // Removing a member ends their access at once.
    const members = await t.call('GET', '/api/firm/members', { token: owner.token });
    const paralegalMember = members.json.members.find((m: { userId: string }) => m.userId === paralegal.userId);
    expect((await t.call('DELETE', `/api/firm/members/${paralegalMember.id}`, { token: owner.token })).status).toBe(200);
    expect((await t.call('GET', `/api/cases/${clientCase.id}`, { token: paralegal.token })).status).toBe(404);

    // The owner closes a client's case.
    expect((await t.call('DELETE', `/api/cases/${clientCase.id}`, { token: owner.token })).status).toBe(200);
    expect(await t.database.db.select().from(cases).where(eq(cases.id, clientCase.id))).toHaveLength(0);
  });

  it('keeps bar details per member, editable by the member and the owner only', async () => {
    const owner = await newFirm();
    const attorney = await addColleague(owner, 'ATTORNEY');
    const paralegal = await addColleague(owner, 'PARALEGAL');
    const { members } = (await t.call('GET', '/api/firm/members', { token: owner.token })).json;
    const attorneyMember = members.find((m: { userId: string }) => m.userId === attorney.userId);
    const own = await t.call('PATCH', `/api/firm/members/${attorneyMember.id}`, {
      token: attorney.token,
      body: { barNumber: '24012345', licensingAuthority: 'State Bar of Texas', uscisOnlineAccountNumber: '0123-4567-8901' },
    });
    expect(own.status, own.text).toBe(200);
    expect(own.json.member).toMatchObject({ barNumber: '24012345', uscisOnlineAccountNumber: '012345678901' });
    expect((await t.call('PATCH', `/api/firm/members/${attorneyMember.id}`, { token: attorney.token, body: { role: 'PARALEGAL' } })).status).toBe(403);
    expect((await t.call('PATCH', `/api/firm/members/${attorneyMember.id}`, { token: paralegal.token, body: { barNumber: '1' } })).status).toBe(403);
    const ownerMember = members.find((m: { role: string }) => m.role === 'OWNER');
    expect((await t.call('PATCH', `/api/firm/members/${ownerMember.id}`, { token: owner.token, body: { role: 'PARALEGAL' } })).status).toBe(400);
    expect((await t.call('DELETE', `/api/firm/members/${ownerMember.id}`, { token: owner.token })).status).toBe(400);
  });

  it('makes each invitation link single-use, replaced by a resend, and refuses a forwarded link for an existing account', async () => {
    const owner = await newFirm();
    await subscribeFirm(owner);
    const email = `c-${crypto.randomUUID()}@example.com`;
    const created = await addClient(owner, email);
    const first = await invitationToken(email);
    const resent = await t.call('POST', `/api/firm/cases/${created.id}/invitation`, { token: owner.token });
    expect(resent.status, resent.text).toBe(200);
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    expect((await t.call('GET', `/api/invitations/${first}`)).status).toBe(410);
    expect((await t.call('GET', '/api/invitations/not-a-real-token')).status).toBe(400);

    // A colleague with an account must be signed in as that account to join.
    const colleague = await t.signUp();
    await t.call('POST', '/api/firm/invitations', { token: owner.token, body: { email: colleague.email, role: 'ATTORNEY' } });
    const link = await invitationToken(colleague.email);
    expect((await t.call('GET', `/api/invitations/${link}`)).json.invitation.accept).toBe('sign-in');
    const stranger = await t.signUp();
    const wrong = await t.call('POST', `/api/invitations/${link}/accept`, { token: stranger.token, body: {} });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe(`Sign in as ${colleague.email} to accept this invitation.`);
    const right = await t.call('POST', `/api/invitations/${link}/accept`, { token: colleague.token, body: {} });
    expect(right.status, right.text).toBe(200);
    expect(right.json).toMatchObject({ tokens: null, redirectTo: '/firm' });

    // An expired link says so.
    const email2 = `c-${crypto.randomUUID()}@example.com`;
    await addClient(owner, email2);
    const expiring = await invitationToken(email2);
    await t.database.db
      .update(firmInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(firmInvitations.email, email2));
    const expired = await t.call('GET', `/api/invitations/${expiring}`);
    expect(expired.status).toBe(410);
    expect(expired.json.message).toContain('expired');
  });

  it('applies the firm’s plan to its cases: the Free Trial allows one client; Attorneys & Agents has no limit', async () => {
    const owner = await newFirm();
    await addClient(owner, `a-${crypto.randomUUID()}@example.com`);
    const second = await t.call('POST', '/api/firm/cases', {
      token: owner.token,
      body: { clientName: 'B', clientEmail: `b-${crypto.randomUUID()}@example.com` },
    });
    expect(second.status).toBe(403);
    expect(second.json.message).toContain('Your firm has 1 client case.');
    await subscribeFirm(owner);
    for (let i = 0; i < 3; i += 1) await addClient(owner, `n${i}-${crypto.randomUUID()}@example.com`);
    const firm = await t.call('GET', '/api/firm', { token: owner.token });
    expect(firm.json.firm).toMatchObject({ clientCaseCount: 4, clientCaseLimit: null, planName: 'Attorneys & Agents' });
  });

  it('searches and filters the case list', async () => {
    const owner = await newFirm();
    await subscribeFirm(owner);
    await t.call('POST', '/api/firm/cases', {
      token: owner.token,
      body: { clientName: 'Ana Ruiz', clientEmail: `ana-${crypto.randomUUID()}@example.com`, intendedFilingDate: '2030-01-01' },
    });
    await t.call('POST', '/api/firm/cases', {
      token: owner.token,
      body: { clientName: 'Bo Li', clientEmail: `bo-${crypto.randomUUID()}@example.com`, intendedFilingDate: '2029-01-01' },
    });
    const all = await t.call('GET', '/api/firm/cases', { token: owner.token });
    expect(all.json.cases.map((c: { clientName: string }) => c.clientName)).toEqual(['Bo Li', 'Ana Ruiz']);
    const found = await t.call('GET', '/api/firm/cases?q=ruiz', { token: owner.token });
    expect(found.json.cases.map((c: { clientName: string }) => c.clientName)).toEqual(['Ana Ruiz']);
    expect((await t.call('GET', '/api/firm/cases?stage=ready', { token: owner.token })).json.cases).toHaveLength(0);
    expect((await t.call('GET', '/api/firm/cases?stage=invited', { token: owner.token })).json.cases).toHaveLength(2);
    expect((await t.call('GET', '/api/firm/cases?stage=nonsense', { token: owner.token })).status).toBe(400);
    const [client] = await t.database.db.select().from(users).where(eq(users.name, 'Ana Ruiz'));
    expect(client!.passwordHash).toBeNull();
  });
});

describe('the firm’s plan on its cases', () => {
  it('lets a client and a paralegal on their own Free Trial work under the firm’s Attorneys & Agents plan', async () => {
    const owner = await newFirm();
    await subscribeFirm(owner);
    const paralegal = await addColleague(owner, 'PARALEGAL');
    const email = `c-${crypto.randomUUID()}@example.com`;
    const created = await addClient(owner, email);
    const accepted = await t.call('POST', `/api/invitations/${await invitationToken(email)}/accept`, { body: { password: 'client-pass-1' } });
    const clientToken = accepted.json.tokens.accessToken as string;

    // The Free Trial stops at 5 uploads; the firm's plan has no limit.
    for (let i = 1; i <= 6; i += 1) await uploadText(t, clientToken, created.id, `award-${i}.txt`, `Award number ${i} for Mei Chen.`, 'award');

    // The paralegal writes the letter; everyone sees it whole, as the firm's plan shows it.
    const started = await t.call('POST', `/api/cases/${created.id}/letters`, { token: paralegal.token, body: {} });
    expect(started.status, started.text).toBe(202);
    const letterId = started.json.letter.id as string;
    await expect
      .poll(async () => (await t.call('GET', `/api/letters/${letterId}`, { token: paralegal.token })).json.letter.status, { timeout: 30_000, interval: 250 })
      .toBe('completed');
    for (const token of [paralegal.token, clientToken]) {
      const letter = await t.call('GET', `/api/letters/${letterId}`, { token });
      expect(letter.json.letter.access).toMatchObject({ planName: 'Attorneys & Agents', pageLimit: null, isTruncated: false });
    }
    const pkg = await t.call('GET', `/api/cases/${created.id}/filing/package`, { token: paralegal.token });
    expect(pkg.json.access.canAssemble).toBe(true);
    const forms = await t.call('GET', `/api/cases/${created.id}/forms`, { token: clientToken });
    expect(forms.status, forms.text).toBe(200);

    // The portal's chat runs on the firm's plan too; the client has no Billing page to upgrade from.
    const chat = await t.call('GET', `/api/cases/${created.id}/conversations`, { token: clientToken });
    expect(chat.json.access).toEqual({ canChat: true, upgradeNote: null });
    const conversation = await t.call('POST', `/api/cases/${created.id}/conversations`, { token: clientToken, body: {} });
    expect(conversation.status, conversation.text).toBe(201);
    const answered = await ask(t.app, clientToken, conversation.json.conversation.id, 'What should I upload next?');
    expect(answered.status, JSON.stringify(answered.error)).toBe(200);
    expect(answered.events.at(-1)!.type).toBe('done');
  });
});

describe('invitations a firm sends', () => {
  const CONFIRM_FIRST =
    'Confirm your email address before inviting people. Open the link we emailed you, or ask for a new one from the notice at the top of the page.';

  it('need the inviter’s confirmed address: before that nobody is invited and no email leaves', async () => {
    const owner = await newFirm('Reyes Immigration Law', { confirmed: false });
    const colleague = `colleague-${crypto.randomUUID()}@example.com`;
    const client = `client-${crypto.randomUUID()}@example.com`;
    const member = await t.call('POST', '/api/firm/invitations', { token: owner.token, body: { email: colleague, role: 'ATTORNEY' } });
    expect(member.status).toBe(403);
    expect(member.json.message).toBe(CONFIRM_FIRST);
    const added = await t.call('POST', '/api/firm/cases', { token: owner.token, body: { clientName: 'Mei Chen', clientEmail: client } });
    expect(added.status).toBe(403);
    expect(added.json.message).toBe(CONFIRM_FIRST);
    expect(await t.mailTo(colleague)).toHaveLength(0);
    expect(await t.mailTo(client)).toHaveLength(0);
    expect((await t.call('GET', '/api/firm/cases', { token: owner.token })).json.cases).toHaveLength(0);

    await confirmEmail(owner);
    const created = await addClient(owner, client);
    // A resend needs it too (an address confirmed once stays so; here it is taken back to show the check).
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.email, owner.email));
    const resent = await t.call('POST', `/api/firm/cases/${created.id}/invitation`, { token: owner.token });
    expect(resent.status).toBe(403);
    expect(resent.json.message).toBe(CONFIRM_FIRST);
    expect(await t.mailTo(client)).toHaveLength(1);
  });

  it('are limited to 3 a day per address, resends and other firms included, and 20 a day per account', async () => {
    const owner = await newFirm();
    await subscribeFirm(owner);
    const email = `c-${crypto.randomUUID()}@example.com`;
    const created = await addClient(owner, email);
    for (let i = 0; i < 2; i += 1) expect((await t.call('POST', `/api/firm/cases/${created.id}/invitation`, { token: owner.token })).status).toBe(200);
    const fourth = await t.call('POST', `/api/firm/cases/${created.id}/invitation`, { token: owner.token });
    expect(fourth.status).toBe(429);
    expect(fourth.json.message).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
    const otherFirm = await newFirm('Other Firm LLP');
    expect((await t.call('POST', '/api/firm/invitations', { token: otherFirm.token, body: { email, role: 'PARALEGAL' } })).status).toBe(429);
    expect(await t.mailTo(email)).toHaveLength(3);

    const busy = await newFirm('Busy Firm LLP');
    for (let i = 0; i < 20; i += 1) {
      const res = await t.call('POST', '/api/firm/invitations', {
        token: busy.token,
        body: { email: `m${i}-${crypto.randomUUID()}@example.com`, role: 'PARALEGAL' },
      });
      expect(res.status, res.text).toBe(201);
    }
    const twentyFirst = `m21-${crypto.randomUUID()}@example.com`;
    expect((await t.call('POST', '/api/firm/invitations', { token: busy.token, body: { email: twentyFirst, role: 'PARALEGAL' } })).status).toBe(429);
    expect(await t.mailTo(twentyFirst)).toHaveLength(0);
  });

  it('keep what the firm wrote out of the sender and subject, quoted in the body without a link', async () => {
    const phishy = 'Acclaim Security Team – verify at https://acclaim-verify.example/login';
    const owner = await newFirm(phishy);
    const email = `m-${crypto.randomUUID()}@example.com`;
    expect((await t.call('POST', '/api/firm/invitations', { token: owner.token, body: { email, role: 'ATTORNEY' } })).status).toBe(201);
    const [mail] = await t.mailTo(email);
    expect(mail!.subject).toBe('You are invited to join a law firm on Acclaim');
    expect(mail!.fromAddress).toBe(t.deps.env.MAIL_FROM);
    expect(mail!.text).toContain('As the firm entered them:\n  Firm: "Acclaim Security Team – verify at https[:]//acclaim-verify[.]example/login"');
    for (const body of [mail!.text, mail!.html!]) expect(body).not.toContain('acclaim-verify.example');
    // The one link is the invitation's own button.
    const links = [...mail!.html!.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(links).toEqual([expect.stringMatching(/^http:\/\/localhost:3000\/invite\/[\w-]+$/)]);

    // Under white label the subject names neither Acclaim nor the firm.
    await subscribeFirm(owner);
    expect((await t.call('PATCH', '/api/firm', { token: owner.token, body: { hideAcclaimBranding: true } })).status).toBe(200);
    const client = `c-${crypto.randomUUID()}@example.com`;
    await addClient(owner, client);
    const [portal] = await t.mailTo(client);
    expect(portal!.subject).toBe('Your attorney invited you to your case portal');
    expect(portal!.fromAddress).toBe(t.deps.env.MAIL_FROM);
    expect(portal!.text).not.toContain('Acclaim is not a law firm');
    expect(portal!.text).toContain('Your name: "Mei Chen"');
  });

  it('answer alike for a new address, an account, and an account in another firm; the person decides on accepting', async () => {
    const owner = await newFirm();
    const someone = await t.signUp();
    const otherOwner = await newFirm('Other Firm LLP');
    const answers: unknown[] = [];
    for (const email of [`new-${crypto.randomUUID()}@example.com`, someone.email, otherOwner.email]) {
      const res = await t.call('POST', '/api/firm/invitations', { token: owner.token, body: { email, role: 'ATTORNEY' } });
      const { id, email: invited, createdAt, expiresAt, ...rest } = res.json.invitation ?? {};
      expect([id, invited, createdAt, expiresAt].every(Boolean), res.text).toBe(true);
      answers.push({ status: res.status, keys: Object.keys(res.json).sort(), invitation: rest });
      expect((await t.mailTo(email)).some((mail) => mail.subject === 'You are invited to join a law firm on Acclaim')).toBe(true);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    // The owner of another firm learns it only themselves, on accepting while signed in.
    const refused = await t.call('POST', `/api/invitations/${await invitationToken(otherOwner.email)}/accept`, { token: otherOwner.token, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('already belongs to Other Firm LLP');
    const joined = await t.call('POST', `/api/invitations/${await invitationToken(someone.email)}/accept`, { token: someone.token, body: {} });
    expect(joined.status, joined.text).toBe(200);
    expect(joined.json.redirectTo).toBe('/firm');
  });
});
