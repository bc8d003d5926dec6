import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MATCH_END, MATCH_START } from '@acclaim/contracts';
import { contactMessages } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp({ RATE_LIMIT_CONTACT: '3/3600', OPERATOR_EMAIL: 'team@acclaim.test' });
const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper',
  email: 'grace@example.com',
  topic: 'demo-call',
  company: 'Hopper Immigration LLP',
  message: 'We file about forty EB-1A cases a year and would like to see first drafts.',
  ...overrides,
});

describe('contact form', () => {
  it('stores the message and emails it to the operator', async () => {
    const res = await t.call('POST', '/api/contact', { body: message() });
    expect(res.status).toBe(200);
    expect(res.json.message).toMatch(/^Thank you\./);
    const [stored] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'grace@example.com'));
    expect(stored).toMatchObject({ name: 'Grace Hopper', topic: 'demo-call', company: 'Hopper Immigration LLP' });
    expect(stored!.emailedAt).toBeInstanceOf(Date);
    const [mail] = await t.mailTo('team@acclaim.test');
    expect(mail!.subject).toBe('[Contact] A 15-minute demo call (attorneys and agents) — Grace Hopper');
    expect(mail!.text).toContain('We file about forty EB-1A cases a year');
    expect(mail!.text).toContain('From: Grace Hopper <grace@example.com>');
  });

  it('links the message to the signed-in user', async () => {
    const person = await t.signUp();
    await t.call('POST', '/api/contact', { body: message({ email: person.email, topic: 'privacy' }), token: person.token });
    const [stored] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, person.email));
    expect(stored!.userId).toBe(person.user.id);
  });

  it('answers bad input field by field and stores nothing', async () => {
    const before = await t.database.db.$count(contactMessages);
    const res = await t.call('POST', '/api/contact', { body: { name: '', email: 'nope', topic: 'lunch', message: 'hi' } });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toMatchObject({
      name: ['Name is required.'],
      email: ['Enter a valid email address.'],
      topic: ['Choose a topic.'],
      message: ['Please write at least 10 characters so we can help.'],
    });
    expect(await t.database.db.$count(contactMessages)).toBe(before);
  });

  it('is rate limited per address: three messages an hour here, the fourth refused', async () => {
    expect((await t.call('POST', '/api/contact', { body: message() })).status).toBe(200);
    const res = await t.call('POST', '/api/contact', { body: message() });
    expect(res.status).toBe(429);
    expect(res.json.message).toMatch(/^Too many attempts/);
  });
});

describe('search', () => {
  it('finds posts, FAQ answers and pages with highlighted snippets, stemming included', async () => {
    const res = await t.call('GET', '/api/search?q=prong');
    expect(res.status).toBe(200);
    const urls = res.json.results.map((r: { url: string }) => r.url);
    expect(urls[0]).toBe('/blog/dhanasar-three-prongs');
    expect(res.json.results.some((r: { kind: string }) => r.kind === 'faq')).toBe(true);
    expect(res.json.results[0].snippet).toContain(`${MATCH_START}`);
    expect(res.json.results[0].snippet).toMatch(new RegExp(`${MATCH_START}prongs?${MATCH_END}`, 'i'));
  });

  it('finds the pricing page and the refund terms', async () => {
    const res = await t.call('GET', '/api/search?q=refund');
    const urls = res.json.results.map((r: { url: string }) => r.url);
    expect(urls).toEqual(expect.arrayContaining(['/pricing']));
    expect(urls.some((url: string) => url.startsWith('/faq#'))).toBe(true);
  });

  it('answers nothing found with an empty list and too short a query with 400', async () => {
    expect((await t.call('GET', '/api/search?q=xylophonequartz')).json.results).toEqual([]);
    const short = await t.call('GET', '/api/search?q=a');
    expect(short.status).toBe(400);
    expect(short.json.message).toBe('Type at least 2 characters to search.');
  });

  it('treats operators and quotes as text, never as SQL', async () => {
    const res = await t.call('GET', `/api/search?q=${encodeURIComponent(`"national interest" -eb1a OR '); drop table users; --`)}`);
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/api/health')).status).toBe(200);
  });
});
