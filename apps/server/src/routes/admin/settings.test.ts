import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { CHAT_TURNED_OFF_MESSAGE, DEFAULT_MAINTENANCE_MESSAGE, SIGNUPS_CLOSED_MESSAGE, type TSavedMarketingStat } from '@acclaim/contracts';
import { SITE } from '@acclaim/content';
import { adminAuditLog, siteSettings, users } from '../../db/schema/index';
import { getSiteSettings, invalidateSiteSettings, SETTINGS_TTL_MS } from '../../services/settings/site-settings-cache';
import { SOURCE_REQUIRED } from '../../services/settings/marketing-stats';
import { NOTHING_CHANGED } from '../../services/settings/update-site-settings';
import { signUpAdmin } from '../../test/admin-helpers';
import { signUpWithCase, subscribe } from '../../test/case-helpers';
import { buildSignup } from '../../test/factories';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app';

// A local OpenID provider, so a first Google sign-in can be refused while sign-ups are closed.
const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
await provider.start(0, '127.0.0.1');
afterAll(() => provider.stop());
let googleIdentity: { sub: string; email: string; email_verified: boolean; name: string } | undefined;
provider.service.on('beforeTokenSigning', (token) => {
  if (googleIdentity) Object.assign(token.payload, googleIdentity);
});

const t = await createTestApp({ GOOGLE_ISSUER: provider.issuer.url!, GOOGLE_CLIENT_ID: 'acclaim-test', GOOGLE_CLIENT_SECRET: 'secret' });
const superAdmin = await signUpAdmin(t, 'SUPER_ADMIN');
const admin = await signUpAdmin(t, 'ADMIN');

const get = (token = superAdmin.token) => t.call('GET', '/api/admin/settings', { token });
const put = (section: string, body: unknown, token = superAdmin.token) => t.call('PUT', `/api/admin/settings/${section}`, { token, body });
const status = async () => {
  const res = await t.call('GET', '/api/site/status');
  expect(res.status, res.text).toBe(200);
  return res.json.status;
};
const settingsAudit = (section: string) =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, 'settings.update'), eq(adminAuditLog.targetId, section)))
    .orderBy(desc(adminAuditLog.createdAt));

const fileStats: TSavedMarketingStat[] = SITE.stats.map((stat) => ({ ...stat, source: null }));
const DEFAULT_FLAGS = { signupsOpen: true, chatEnabled: true };

// Each test leaves the site as it found it, so the others run against the defaults.
afterEach(async () => {
  await t.database.db.delete(siteSettings);
  invalidateSiteSettings(t.deps);
});

describe('who may read and change the settings', () => {
  it('is SUPER_ADMIN only, after two-factor', async () => {
    const customer = await t.signUp();
    const unverified = await signUpAdmin(t, 'SUPER_ADMIN', { verified: false });
    expect((await t.call('GET', '/api/admin/settings')).status).toBe(401);
    expect((await get(customer.token)).status).toBe(403);
    expect((await get(unverified.token)).status).toBe(403);
    const tooLow = await get(admin.token);
    expect(tooLow.status).toBe(403);
    expect(tooLow.json.message).toBe('This needs the SUPER_ADMIN role or higher; your role is ADMIN.');

    for (const token of [customer.token, admin.token]) {
      expect((await put('maintenance', { isOn: true, message: 'Down for a moment.' }, token)).status).toBe(403);
      expect((await put('feature-flags', { signupsOpen: false, chatEnabled: true }, token)).status).toBe(403);
    }
    expect((await t.call('PUT', '/api/admin/settings/announcement', { body: { isOn: true, text: 'Hello' } })).status).toBe(401);
    expect(await t.database.db.$count(siteSettings)).toBe(0);
    expect((await status()).maintenance.isOn).toBe(false);
  });

  it('shows the defaults until something is saved', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.json.settings).toEqual({
      marketingStats: { stats: fileStats, fileStats, isOverridden: false, changed: null },
      announcement: { isOn: false, text: '', changed: null },
      featureFlags: { ...DEFAULT_FLAGS, changed: null },
      maintenance: { isOn: false, message: DEFAULT_MAINTENANCE_MESSAGE, changed: null },
      operatorEmail: { email: null, configuredEmail: t.deps.env.OPERATOR_EMAIL, changed: null },
    });
    expect(await status()).toEqual({
      maintenance: { isOn: false, message: null },
      announcement: null,
      signupsOpen: true,
      chatEnabled: true,
      stats: SITE.stats.filter((stat) => stat.substantiated).map(({ value, label }) => ({ value, label })),
    });
  });
});

describe('site content', () => {
  it('lays the saved figures over content/site.json; a figure turned on needs a source note', async () => {
    const approvalRate = fileStats.findIndex((stat) => stat.value === '95%+');
    const edited = fileStats.map((stat, index) => (index === approvalRate ? { ...stat, substantiated: true } : stat));
    // The first figure loses its place on the landing page; a new one is added, hidden.
    edited[0] = { ...edited[0]!, substantiated: false };
    edited.push({ value: '1,000', label: 'documents read', substantiated: false, source: null });

    const refused = await put('marketing-stats', { stats: edited });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('VALIDATION_FAILED');
    expect(refused.json.error.fields).toEqual({ [`stats.${approvalRate}.source`]: [SOURCE_REQUIRED] });
    expect(await t.database.db.$count(siteSettings)).toBe(0);
    expect(await settingsAudit('marketing_stats')).toHaveLength(0);
    expect((await status()).stats.map((stat: { value: string }) => stat.value)).not.toContain('95%+');

    // Rewording a figure the file shows is a new claim too.
    const reworded = fileStats.map((stat, index) => (index === 0 ? { ...stat, value: '4 of 10' } : stat));
    expect((await put('marketing-stats', { stats: reworded })).json.error.fields).toEqual({ 'stats.0.source': [SOURCE_REQUIRED] });

    edited[approvalRate] = { ...edited[approvalRate]!, source: 'The approval log kept for this test' };
    const saved = await put('marketing-stats', { stats: edited });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.message).toBe(`Figures saved. The landing page shows ${edited.filter((s) => s.substantiated).length} of ${edited.length}.`);
    expect(saved.json.settings.marketingStats).toMatchObject({ isOverridden: true, stats: edited, fileStats, changed: { by: superAdmin.email } });

    const shown = (await status()).stats;
    expect(shown).toContainEqual({ value: '95%+', label: 'approval rate' });
    expect(shown).not.toContainEqual({ value: fileStats[0]!.value, label: fileStats[0]!.label });
    expect(shown.map((stat: { value: string }) => stat.value)).not.toContain('1,000');
    // The source note is internal: never in the public status.
    expect(JSON.stringify(shown)).not.toContain('approval log');

    const [entry] = await settingsAudit('marketing_stats');
    expect(entry).toMatchObject({ actorId: superAdmin.user.id, actorEmail: superAdmin.email, targetType: 'setting', before: { stats: null } });
    expect(entry!.after).toEqual({ stats: edited });

    const reset = await put('marketing-stats', { stats: null });
    expect(reset.json.message).toBe('The landing page shows the figures in content/site.json again.');
    expect(reset.json.settings.marketingStats.isOverridden).toBe(false);
    expect((await status()).stats.map((stat: { value: string }) => stat.value)).not.toContain('95%+');
    expect((await settingsAudit('marketing_stats'))[0]!.after).toEqual({ stats: null });
  });

  it('refuses a list that is empty, too long or has blank figures, saving nothing', async () => {
    expect((await put('marketing-stats', { stats: [] })).status).toBe(400);
    expect((await put('marketing-stats', { stats: Array.from({ length: 13 }, () => fileStats[0]) })).status).toBe(400);
    const blank = await put('marketing-stats', { stats: [{ value: ' ', label: '', substantiated: false }] });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.json.error.fields).sort()).toEqual(['stats.0.label', 'stats.0.value']);
    expect((await put('marketing-stats', { figures: [] })).status).toBe(400);
    expect(await t.database.db.$count(siteSettings)).toBe(0);
  });

  it('shows the announcement banner on every page once it is on', async () => {
    const noText = await put('announcement', { isOn: true, text: '   ' });
    expect(noText.status).toBe(400);
    expect(noText.json.error.fields).toEqual({ text: ['Write the announcement before turning the banner on.'] });
    expect((await put('announcement', { isOn: true, text: 'x'.repeat(281) })).status).toBe(400);
    expect(await t.database.db.$count(siteSettings)).toBe(0);

    const on = await put('announcement', { isOn: true, text: '  New: the Complete plan now includes the I-140 guide.  ' });
    expect(on.status).toBe(200);
    expect(on.json.message).toBe('The announcement banner is on every page.');
    expect((await status()).announcement).toBe('New: the Complete plan now includes the I-140 guide.');
    const [entry] = await settingsAudit('announcement');
    expect(entry).toMatchObject({ before: { isOn: false, text: '' }, after: { isOn: true, text: 'New: the Complete plan now includes the I-140 guide.' } });

    // Saving what is in force changes nothing and records nothing.
    const again = await put('announcement', { isOn: true, text: 'New: the Complete plan now includes the I-140 guide.' });
    expect(again.json.message).toBe(NOTHING_CHANGED);
    expect(await settingsAudit('announcement')).toHaveLength(1);

    await put('announcement', { isOn: false, text: 'New: the Complete plan now includes the I-140 guide.' });
    expect((await status()).announcement).toBeNull();
  });
});

describe('feature flags', () => {
  it('closed sign-ups refuse sign-up, its emailed links and a first Google sign-in, not existing accounts', async () => {
    const existing = await t.signUp();
    // A sign-up started before the closing: its emailed link waits until sign-ups open again.
    const early = buildSignup();
    expect((await t.call('POST', '/api/auth/signup', { body: early })).status).toBe(202);
    const earlyLink = await t.emailedToken(early.email, 'signup');
    const closed = await put('feature-flags', { signupsOpen: false, chatEnabled: true });
    expect(closed.status).toBe(200);
    expect(closed.json.message).toBe('New sign-ups are closed; the chat assistant is on.');
    expect((await status()).signupsOpen).toBe(false);
    expect((await settingsAudit('feature_flags'))[0]).toMatchObject({ before: DEFAULT_FLAGS, after: { signupsOpen: false, chatEnabled: true } });

    const person = buildSignup();
    const refused = await t.call('POST', '/api/auth/signup', { body: person });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(SIGNUPS_CLOSED_MESSAGE);
    expect(await t.database.db.$count(users, eq(users.email, person.email))).toBe(0);
    const waiting = await t.call('POST', '/api/auth/signup/confirm', { body: { token: earlyLink } });
    expect(waiting.status).toBe(403);
    expect(waiting.json.message).toBe(SIGNUPS_CLOSED_MESSAGE);
    expect(await t.database.db.$count(users, eq(users.email, early.email))).toBe(0);
    expect((await t.call('POST', '/api/auth/login', { body: { email: existing.email, password: existing.password } })).status).toBe(200);

    const newcomer = {
      sub: `google-${randomBytes(4).toString('hex')}`,
      email: `g-${randomBytes(4).toString('hex')}@gmail.test`,
      email_verified: true,
      name: 'Grace Google',
    };
    const google = await signInWithGoogle(newcomer);
    expect(google.status).toBe(403);
    expect(google.json.message).toBe(SIGNUPS_CLOSED_MESSAGE);
    expect(await t.database.db.$count(users, eq(users.email, newcomer.email))).toBe(0);
    // Someone who already has an account may still link Google to it and sign in.
    const linked = await signInWithGoogle({ ...newcomer, sub: `google-${randomBytes(4).toString('hex')}`, email: existing.email });
    expect(linked.status, linked.text).toBe(200);

    await put('feature-flags', DEFAULT_FLAGS);
    expect((await t.call('POST', '/api/auth/signup', { body: buildSignup() })).status).toBe(202);
    expect((await t.call('POST', '/api/auth/signup/confirm', { body: { token: earlyLink } })).status).toBe(200);
    expect((await signInWithGoogle(newcomer)).status).toBe(200);
  });

  it('chat turned off refuses new conversations and questions; past conversations stay readable', async () => {
    const customer = await t.signUp();
    await subscribe(t, customer.token, 'ANALYSIS');
    const caseId = (await t.call('GET', '/api/cases/active', { token: customer.token })).json.case.id;
    const started = await t.call('POST', `/api/cases/${caseId}/conversations`, { token: customer.token, body: { title: 'Before' } });
    expect(started.status, started.text).toBe(201);
    const conversationId = started.json.conversation.id;

    expect((await put('feature-flags', { signupsOpen: true, chatEnabled: false })).json.message).toBe('New sign-ups are open; the chat assistant is off.');
    expect((await status()).chatEnabled).toBe(false);
    const refused = await t.call('POST', `/api/cases/${caseId}/conversations`, { token: customer.token, body: { title: 'During' } });
    expect(refused.status).toBe(503);
    expect(refused.json.message).toBe(CHAT_TURNED_OFF_MESSAGE);
    const asked = await t.call('POST', `/api/conversations/${conversationId}/messages`, {
      token: customer.token,
      body: { content: 'Which criterion is my weakest?' },
    });
    expect(asked.status).toBe(503);
    expect(asked.json.message).toBe(CHAT_TURNED_OFF_MESSAGE);
    expect((await t.call('GET', `/api/conversations/${conversationId}`, { token: customer.token })).status).toBe(200);
    expect((await t.call('GET', `/api/cases/${caseId}/conversations`, { token: customer.token })).json.conversations).toHaveLength(1);

    await put('feature-flags', DEFAULT_FLAGS);
    expect((await t.call('POST', `/api/cases/${caseId}/conversations`, { token: customer.token, body: { title: 'After' } })).status).toBe(201);
  });

  it('refuses flags that are not booleans', async () => {
    const bad = await put('feature-flags', { signupsOpen: 'no', chatEnabled: true });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toHaveProperty('signupsOpen');
    expect(await t.database.db.$count(siteSettings)).toBe(0);
  });
});

describe('maintenance mode', () => {
  it("refuses customers' changes with the message while reads, sign-in, health and the admin API keep working", async () => {
    const { caseId, ...customer } = await signUpWithCase(t);
    const message = 'We are moving to a bigger database. Back by 14:00 UTC.';
    const on = await put('maintenance', { isOn: true, message });
    expect(on.status).toBe(200);
    expect(on.json.message).toBe('Maintenance mode is on: customers can read but their changes are refused with your message.');
    expect(await status()).toMatchObject({ maintenance: { isOn: true, message } });
    expect((await settingsAudit('maintenance'))[0]).toMatchObject({
      before: { isOn: false, message: DEFAULT_MAINTENANCE_MESSAGE },
      after: { isOn: true, message },
    });

    const write = await t.call('PATCH', `/api/cases/${caseId}`, { token: customer.token, body: { title: 'Renamed during maintenance' } });
    expect(write.status).toBe(503);
    expect(write.json).toMatchObject({ success: false, message, error: { code: 'UNAVAILABLE', message } });
    expect(write.headers.get('retry-after')).toBe('300');
    const contact = await t.call('POST', '/api/contact', {
      body: { name: 'Visitor', email: 'visitor@example.com', topic: 'general', message: 'A question about plans and prices.' },
    });
    expect(contact.status).toBe(503);

    // Reads, signing in and out, health and the whole admin API go on.
    expect((await t.call('GET', '/api/cases/active', { token: customer.token })).status).toBe(200);
    expect((await t.call('POST', '/api/auth/login', { body: { email: customer.email, password: customer.password } })).status).toBe(200);
    expect((await t.call('GET', '/api/health')).status).toBe(200);
    expect((await put('announcement', { isOn: true, text: 'Maintenance until 14:00 UTC.' })).status).toBe(200);
    expect((await t.call('GET', '/api/admin/overview', { token: admin.token })).status).toBe(200);
    // Staff are not customers: their own changes pass.
    const adminCase = (await t.call('GET', '/api/cases/active', { token: admin.token })).json.case.id;
    expect((await t.call('PATCH', `/api/cases/${adminCase}`, { token: admin.token, body: { title: 'Staff test case' } })).status).toBe(200);

    const off = await put('maintenance', { isOn: false, message });
    expect(off.json.message).toBe('Maintenance mode is off: customers can make changes again.');
    expect((await status()).maintenance).toEqual({ isOn: false, message: null });
    expect((await t.call('PATCH', `/api/cases/${caseId}`, { token: customer.token, body: { title: 'Renamed after maintenance' } })).status).toBe(200);
  });

  it('needs a message', async () => {
    const bad = await put('maintenance', { isOn: true, message: '  ' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toEqual({ message: ['Write the message customers will see.'] });
    expect(await t.database.db.$count(siteSettings)).toBe(0);
    expect((await status()).maintenance.isOn).toBe(false);
  });
});

describe('operator email', () => {
  it('sends the money-back and contact mails to the saved address instead of OPERATOR_EMAIL', async () => {
    const invalid = await put('operator-email', { email: 'not-an-email' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error.fields).toEqual({ email: ['Enter a valid email address.'] });
    expect(await t.database.db.$count(siteSettings)).toBe(0);

    const address = `Ops-${randomBytes(3).toString('hex')}@Example.com`;
    const saved = await put('operator-email', { email: address });
    expect(saved.status).toBe(200);
    expect(saved.json.settings.operatorEmail).toMatchObject({ email: address.toLowerCase(), configuredEmail: t.deps.env.OPERATOR_EMAIL });
    expect((await settingsAudit('operator_email'))[0]).toMatchObject({ before: { email: null }, after: { email: address.toLowerCase() } });

    const customer = await t.signUp();
    await subscribe(t, customer.token, 'ANALYSIS');
    const refund = await t.call('POST', '/api/billing/refund-request', { token: customer.token, body: { reason: 'My attorney will file after all.' } });
    expect(refund.status, refund.text).toBe(201);
    const [refundMail] = await t.mailTo(address.toLowerCase());
    expect(refundMail!.subject).toBe(`Money-back request: $100.00 from ${customer.email}`);
    expect((await t.mailTo(t.deps.env.OPERATOR_EMAIL)).some((mail) => mail.text.includes(customer.email))).toBe(false);

    const contact = await t.call('POST', '/api/contact', {
      body: { name: 'Visitor', email: 'visitor@example.com', topic: 'general', message: 'Where do I send my question?' },
    });
    expect(contact.status, contact.text).toBe(200);
    expect((await t.mailTo(address.toLowerCase())).some((mail) => mail.subject.startsWith('[Contact]'))).toBe(true);

    // Empty again: the configuration applies.
    const cleared = await put('operator-email', { email: null });
    expect(cleared.json.message).toBe(`Refund requests and contact messages go to ${t.deps.env.OPERATOR_EMAIL} from the server's configuration again.`);
    await t.call('POST', '/api/contact', {
      body: { name: 'Second Visitor', email: 'second@example.com', topic: 'general', message: 'And where does this one go?' },
    });
    expect((await t.mailTo(t.deps.env.OPERATOR_EMAIL)).some((mail) => mail.text.includes('second@example.com'))).toBe(true);
  });
});

describe('the cached copy', () => {
  it('serves from memory until it is older than the TTL, so another process converges', async () => {
    const start = Date.now();
    expect((await getSiteSettings(t.deps, start)).maintenance.isOn).toBe(false);
    // Another server process saves: this one's copy is not told.
    await t.database.db.insert(siteSettings).values({ key: 'maintenance', value: { isOn: true, message: 'Elsewhere.' }, updatedByEmail: 'other@example.com' });
    expect((await getSiteSettings(t.deps, start + 1)).maintenance.isOn).toBe(false);
    expect((await getSiteSettings(t.deps, start + SETTINGS_TTL_MS)).maintenance).toEqual({ isOn: true, message: 'Elsewhere.' });
  });

  it('falls back to the default for a stored value that no longer fits', async () => {
    await t.database.db.insert(siteSettings).values({ key: 'feature_flags', value: { signupsOpen: 'maybe' }, updatedByEmail: 'hand@example.com' });
    invalidateSiteSettings(t.deps);
    expect(await status()).toMatchObject({ signupsOpen: true, chatEnabled: true });
    expect((await get()).json.settings.featureFlags).toEqual({ ...DEFAULT_FLAGS, changed: null });
  });
});

// ---- Google round trip (as in routes/auth/google.test.ts) ------------------------------------------------------

async function signInWithGoogle(person: NonNullable<typeof googleIdentity>) {
  googleIdentity = person;
  const start = await t.call('GET', '/api/auth/google');
  expect(start.status, start.text).toBe(200);
  const cookies = Object.fromEntries(start.headers.getSetCookie().map((line) => line.split(';')[0]!.split('=') as [string, string]));
  const authorized = await fetch(start.json.authUrl as string, { redirect: 'manual' });
  const location = new URL(authorized.headers.get('location')!);
  const body = { code: location.searchParams.get('code')!, state: location.searchParams.get('state')! };
  const cookie = `gc_oauth_state=${cookies.gc_oauth_state}; gc_oauth_verifier=${cookies.gc_oauth_verifier}`;
  return t.call('POST', '/api/auth/google/callback', { body, headers: { origin: TEST_ORIGIN, cookie } });
}
