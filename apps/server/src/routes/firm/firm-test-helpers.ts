import { expect } from 'vitest';
import { subscribe } from '../../test/case-helpers';
import type { createTestApp } from '../../test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Person = Awaited<ReturnType<TestApp['signUp']>>;

/** The firm screens' steps as a person takes them through the API, for the firm's route tests. */
export function firmSteps(t: TestApp) {
  /** The token of the newest /invite/ link emailed to an address. */
  async function invitationToken(address: string): Promise<string> {
    for (const message of await t.mailTo(address)) {
      const match = message.text.match(/https?:\/\/\S+\/invite\/([A-Za-z0-9_-]+)/);
      if (match) return match[1]!;
    }
    throw new Error(`no invitation email to ${address}`);
  }

  /** Confirms the person's address through the emailed link, as inviting people needs. */
  async function confirmEmail(person: Person) {
    const res = await t.call('POST', '/api/auth/confirm-email', { body: { token: await t.emailedToken(person.email, 'email_confirmation') } });
    expect(res.status, res.text).toBe(200);
  }

  async function newFirm(name = 'Reyes Immigration Law', { confirmed = true } = {}): Promise<Person> {
    // Sign-up confirms the address (decision 021); an unconfirmed owner is an account from before it.
    const owner = confirmed ? await t.signUp() : await t.signUpUnconfirmed();
    const res = await t.call('POST', '/api/firm', { token: owner.token, body: { name } });
    expect(res.status, res.text).toBe(201);
    return owner;
  }

  async function addClient(owner: Person, clientEmail: string, extra: Record<string, unknown> = {}) {
    const res = await t.call('POST', '/api/firm/cases', { token: owner.token, body: { clientName: 'Mei Chen', clientEmail, petitionType: 'EB1A', ...extra } });
    expect(res.status, res.text).toBe(201);
    return res.json.case as { id: string; stage: string; clientJoined: boolean; clientName: string };
  }

  /** A colleague joins through the emailed link, as a new account. */
  async function addColleague(owner: Person, role: 'ATTORNEY' | 'PARALEGAL') {
    const email = `${role.toLowerCase()}-${crypto.randomUUID()}@example.com`;
    const invited = await t.call('POST', '/api/firm/invitations', { token: owner.token, body: { email, role } });
    expect(invited.status, invited.text).toBe(201);
    const accepted = await t.call('POST', `/api/invitations/${await invitationToken(email)}/accept`, {
      body: { name: `A ${role}`, password: 'colleague-pass-1' },
    });
    expect(accepted.status, accepted.text).toBe(200);
    return { email, token: accepted.json.tokens.accessToken as string, userId: accepted.json.user.id as string };
  }

  /** The owner enters their bar admission details on the Members page and buys the Attorneys & Agents plan. */
  async function subscribeFirm(owner: Person) {
    const members = await t.call('GET', '/api/firm/members', { token: owner.token });
    const self = (members.json.members as { id: string; email: string }[]).find((member) => member.email === owner.email)!;
    const bar = { barNumber: 'TX-24088117', licensingAuthority: 'State Bar of Texas' };
    const saved = await t.call('PATCH', `/api/firm/members/${self.id}`, { token: owner.token, body: bar });
    expect(saved.status, saved.text).toBe(200);
    return subscribe(t, owner.token, 'ATTORNEY');
  }

  return { invitationToken, confirmEmail, newFirm, addClient, addColleague, subscribeFirm };
}
