import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkoutSessions, firmMembers, users } from '../../db/schema/index';
import { subscribe } from '../../test/case-helpers';
import { makeFirmOwner } from '../../test/firm-helpers';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp({ RATE_LIMIT_BILLING: '1000/60' });

type Person = Awaited<ReturnType<typeof t.signUp>>;

const idOf = (person: Person) => person.user.id as string;

async function planOf(person: Person) {
  const [row] = await t.database.db
    .select({ planId: users.planId })
    .from(users)
    .where(eq(users.id, idOf(person)));
  return row!.planId;
}

async function checkoutsOf(person: Person) {
  return t.database.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.userId, idOf(person)));
}

const buyAttorneyPlan = (person: Person) => t.call('POST', '/api/billing/checkout', { token: person.token, body: { planId: 'ATTORNEY' } });

async function attorneyOffer(person: Person) {
  const res = await t.call('GET', '/api/billing/subscription', { token: person.token });
  expect(res.status, res.text).toBe(200);
  return res.json.attorneyPlan as { isOffered: boolean; refusal: string | null };
}

describe('the attorney plan is for law firms', () => {
  it('refuses a self-petitioner at checkout, says how to set up a firm, and does not offer it on their Billing page', async () => {
    const person = await t.signUp();
    const refused = await buyAttorneyPlan(person);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toContain('The Attorneys & Agents plan is for law firms');
    expect(refused.json.message).toContain('set up your firm on the Firm page');
    expect(refused.json.message).toContain('For your own petition, choose Analysis or Complete');
    expect(await checkoutsOf(person)).toEqual([]);
    expect(await planOf(person)).toBe('FREE_TRIAL');
    expect((await attorneyOffer(person)).isOffered).toBe(false);
  });

  it('refuses to switch a self-petitioner on Complete to it, and leaves Complete in place', async () => {
    const person = await t.signUp();
    await subscribe(t, person.token, 'COMPLETE');
    const refused = await buyAttorneyPlan(person);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toContain('is for law firms');
    expect(await planOf(person)).toBe('COMPLETE');
    const overview = await t.call('GET', '/api/billing/subscription', { token: person.token });
    expect(overview.json.subscription.planId).toBe('COMPLETE');
    expect(overview.json.attorneyPlan.isOffered).toBe(false);
  });

  it('refuses a firm’s staff: the owner buys it for the firm', async () => {
    const owner = await t.signUp();
    const { firm } = await makeFirmOwner(t, idOf(owner));
    const paralegal = await t.signUp();
    await t.database.db.insert(firmMembers).values({ firmId: firm.id, userId: idOf(paralegal), role: 'PARALEGAL' });
    const refused = await buyAttorneyPlan(paralegal);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toContain("bought by your firm's owner");
    expect((await attorneyOffer(paralegal)).isOffered).toBe(false);
  });

  it('refuses a firm’s owner without bar details, offers the plan with the reason, and sells it once they are entered', async () => {
    const owner = await t.signUp();
    const { member } = await makeFirmOwner(t, idOf(owner), { withBarDetails: false });
    const refused = await buyAttorneyPlan(owner);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('Add your bar number and licensing authority on your firm');
    expect(await checkoutsOf(owner)).toEqual([]);
    const offer = await attorneyOffer(owner);
    expect(offer).toEqual({ isOffered: true, refusal: refused.json.message });

    // A bar number alone is not an admission: the licensing authority says where.
    const onlyNumber = await t.call('PATCH', `/api/firm/members/${member.id}`, { token: owner.token, body: { barNumber: 'MA-684201' } });
    expect(onlyNumber.status, onlyNumber.text).toBe(200);
    expect((await buyAttorneyPlan(owner)).status).toBe(409);

    const saved = await t.call('PATCH', `/api/firm/members/${member.id}`, {
      token: owner.token,
      body: { licensingAuthority: 'Supreme Judicial Court of Massachusetts' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(await attorneyOffer(owner)).toEqual({ isOffered: true, refusal: null });
    await subscribe(t, owner.token, 'ATTORNEY');
    expect(await planOf(owner)).toBe('ATTORNEY');
  });

  it('lets a firm’s owner with bar details switch to it from another plan', async () => {
    const owner = await t.signUp();
    await makeFirmOwner(t, idOf(owner));
    await subscribe(t, owner.token, 'ANALYSIS');
    const changed = await buyAttorneyPlan(owner);
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.url).toContain('/billing/success?change=ATTORNEY');
    expect(await planOf(owner)).toBe('ATTORNEY');
  });

  it('checks again when the checkout is paid: bar details cleared in between leave the checkout unpaid', async () => {
    const owner = await t.signUp();
    const { member } = await makeFirmOwner(t, idOf(owner));
    const checkout = await buyAttorneyPlan(owner);
    expect(checkout.status, checkout.text).toBe(200);
    await t.database.db.update(firmMembers).set({ barNumber: null }).where(eq(firmMembers.id, member.id));
    const id = new URL(checkout.json.url).pathname.split('/').pop()!;
    const paid = await t.call('POST', `/api/billing/test-checkout/${id}/pay`, { token: owner.token, body: { card: 'success' } });
    expect(paid.status).toBe(409);
    expect(paid.json.message).toContain('Add your bar number and licensing authority');
    expect((await checkoutsOf(owner))[0]!.status).toBe('open');
    expect(await planOf(owner)).toBe('FREE_TRIAL');
  });

  it('leaves the self-petitioner plans open to a firm’s owner without bar details (their own petition)', async () => {
    const owner = await t.signUp();
    await makeFirmOwner(t, idOf(owner), { withBarDetails: false });
    await subscribe(t, owner.token, 'COMPLETE');
    expect(await planOf(owner)).toBe('COMPLETE');
  });
});
