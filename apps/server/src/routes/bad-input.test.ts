import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signUpAdmin } from '../test/admin-helpers';
import { addEvidence, uploadText } from '../test/case-helpers';
import { createFirmCase } from '../test/firm-helpers';
import { invalidBody, malformedJsonText, oddButTypedBody, oddText, toJsonText, type JsonSchema } from '../test/json-schema-arbitraries';
import { readAnswer } from '../test/read-answer';
import { createTestApp, TEST_ORIGIN } from '../test/test-app';
import { besideTheAnswerSettled } from '../lib/beside-the-answer';

const GENEROUS = '100000/60';
/** The API's limit on a JSON body (app.ts). */
const JSON_LIMIT_BYTES = 1024 * 1024;
const byteLength = (body: string | Uint8Array) => (typeof body === 'string' ? new TextEncoder().encode(body).length : body.length);
const t = await createTestApp({
  RATE_LIMIT_LOGIN: GENEROUS,
  RATE_LIMIT_SIGNUP: GENEROUS,
  RATE_LIMIT_PASSWORD_RESET: GENEROUS,
  RATE_LIMIT_CODE_CHECK: GENEROUS,
  RATE_LIMIT_TWO_FACTOR_SEND: GENEROUS,
  RATE_LIMIT_CONTACT: GENEROUS,
  RATE_LIMIT_VERIFICATION: GENEROUS,
  RATE_LIMIT_ASSESSMENT: GENEROUS,
  RATE_LIMIT_LETTER: GENEROUS,
  RATE_LIMIT_BILLING: GENEROUS,
  RATE_LIMIT_CHAT: GENEROUS,
});
// Uploads and letters queue jobs.
await t.startWorker();

/** Runs per route and property: enough variety each run of the suite, bounded for two busy cores. */
const RUNS = 15;

type Response = Awaited<ReturnType<typeof send>>;
interface Operation {
  method: string;
  path: string;
  label: string;
  schema?: JsonSchema;
  query: string[];
  pathParams: string[];
}

// An attorney's firm runs a client's case with something behind each id a JSON route takes; a staff account
// with two-factor passed calls the /admin routes.
const { firm, attorney, client, caseId } = await createFirmCase(t, { clientName: 'Ines Duarte' });
const admin = await signUpAdmin(t, 'SUPER_ADMIN');
const token = attorney.token;
const ok = async (pending: Promise<Response>, status: number) => {
  const res = await pending;
  expect(res.status, res.text).toBe(status);
  return res.json;
};
const documentId = (await uploadText(t, token, caseId, 'award.txt', 'The Society awards Ines Duarte the 2022 Young Investigator Prize.', 'award')).id;
const evidenceId = await addEvidence(t, token, caseId, { type: 'award', title: 'Young Investigator Prize', documentId });
const letterId = (await ok(t.call('POST', `/api/cases/${caseId}/letters`, { token, body: {} }), 202)).letter.id as string;
const recommenderId = (
  await ok(
    t.call('POST', `/api/cases/${caseId}/recommenders`, {
      token,
      body: { name: 'Prof. Ana Lima', title: 'Professor', affiliation: 'University of Porto', relationship: 'independent' },
    }),
    201,
  )
).recommender.id as string;
await ok(
  t.call('POST', `/api/cases/${caseId}/recommenders`, {
    token,
    body: { name: 'Dr. Jonas Hartmann', title: 'Group Leader', affiliation: 'Nordlicht Energy Lab', relationship: 'employer' },
  }),
  201,
);
const recommendationLetterId = (await ok(t.call('POST', `/api/cases/${caseId}/recommendation-letters`, { token }), 201)).letters[0].id as string;
const conversationId = (await ok(t.call('POST', `/api/cases/${caseId}/conversations`, { token, body: {} }), 201)).conversation.id as string;
const memberId = (await ok(t.call('GET', '/api/firm/members', { token }), 200)).members[0].id as string;
const checkoutId = new URL((await ok(t.call('POST', '/api/billing/checkout', { token: client.token, body: { planId: 'COMPLETE' } }), 200)).url).pathname
  .split('/')
  .pop()!;

/** Waits until no job is queued or running and no email is still leaving, so no background work writes rows while a run counts them. */
async function jobsSettled() {
  await besideTheAnswerSettled();
  for (let attempt = 0; attempt < 600; attempt++) {
    const { rows } = await t.database.execute(
      `select count(*)::int as busy from pgboss.job where state in ('retry', 'active') or (state = 'created' and start_after <= now())`,
    );
    if (Number(rows[0]!.busy) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('background jobs did not finish');
}
await jobsSettled();

/** Ids by path parameter name; `{id}` is looked up by the collection before it. */
const PARAMS: Record<string, string> = {
  caseId,
  memberId,
  firmId: firm.id,
  userId: client.userId,
  itemId: 'fees',
  token: 'an-invitation-that-was-never-sent',
  sectionId: 'introduction',
  number: '1',
  packageId: randomUUID(),
};
const ID_BY_COLLECTION: Record<string, string> = {
  documents: documentId,
  evidence: evidenceId,
  letters: letterId,
  recommenders: recommenderId,
  'recommendation-letters': recommendationLetterId,
  conversations: conversationId,
  'test-checkout': checkoutId,
  'refund-requests': randomUUID(),
  assessments: randomUUID(),
  receipts: randomUUID(),
};

function fillPath(template: string, value?: (name: string) => string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string, offset: number) => {
    if (value) return value(name);
    const id = name === 'id' ? ID_BY_COLLECTION[template.slice(0, offset).split('/').filter(Boolean).pop()!] : PARAMS[name];
    if (!id) throw new Error(`no id for {${name}} in ${template}: add one to the fixtures`);
    return id;
  });
}

async function send(op: Operation, options: { body?: string | Uint8Array; contentType?: string; path?: string } = {}) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, authorization: `Bearer ${op.path.startsWith('/admin') ? admin.token : token}` };
  if (options.contentType) headers['content-type'] = options.contentType;
  const body = typeof options.body === 'string' ? new TextEncoder().encode(options.body) : options.body;
  return readAnswer(await t.app.request(`/api${options.path ?? fillPath(op.path)}`, { method: op.method, headers, body }));
}

/** What a person would not understand: stack frames, a parser's own words, the generic answer to a crash. */
const TECHNICAL = /Error:|\bat \S+ \(|\[object |Unexpected token|Something went wrong/;

function expectClearRefusal(res: Response, statuses: number[]) {
  const shown = `${res.status} ${res.text.slice(0, 300)}`;
  expect(statuses, shown).toContain(res.status);
  expect(res.json, shown).toMatchObject({ success: false, error: { code: expect.any(String) } });
  expect(res.json.message, shown).toMatch(/\S/);
  expect(res.json.message.length, shown).toBeLessThan(400);
  expect(res.json.message, shown).not.toMatch(TECHNICAL);
}

async function expectServerUp() {
  expect((await t.call('GET', '/api/health')).status).toBe(200);
}

const tables = (await t.database.execute(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)).rows
  .map((row) => String(row.table_name))
  // Refusals may count toward a rate limit; that is their purpose.
  .filter((name) => name !== 'rate_limits' && !name.startsWith('__'))
  .sort();

async function rowCounts(): Promise<Record<string, number>> {
  const { rows } = await t.database.execute(tables.map((name) => `select '${name}' as name, count(*)::int as total from "${name}"`).join(' union all '));
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.total)]));
}

const uploadsDir = path.join(t.deps.env.DATA_DIR, 'uploads');
const storedFiles = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir, { recursive: true }).map(String).sort() : []);
const snapshot = async () => ({ rows: await rowCounts(), files: storedFiles() });

const doc = (await t.call('GET', '/api/openapi.json')).json as {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> }; parameters?: { in: string; name: string }[] }>>;
};
const operations: Operation[] = Object.entries(doc.paths).flatMap(([template, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path: template,
    label: `${method.toUpperCase()} ${template}`,
    schema: op.requestBody?.content['application/json']?.schema,
    query: (op.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
    pathParams: (op.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
  })),
);
const jsonOperations = operations.filter((op) => op.schema);

/**
 * Valid bodies here would change what later runs rely on: switch the site to maintenance or close sign-ups,
 * delete or demote the fixture attorney, pay a checkout, use up an invitation.
 */
const CHANGES_FIXTURES = new Set([
  'PUT /admin/settings/maintenance',
  'PUT /admin/settings/feature-flags',
  'DELETE /account',
  'PATCH /firm/members/{memberId}',
  'POST /billing/test-checkout/{id}/pay',
  'POST /invitations/{token}/accept',
]);
/**
 * Nothing odd to send: a new letter's body is one optional enum (and each would start a letter job); Google
 * sign-in is not configured here, so any well-formed callback is answered 503 NOT_CONFIGURED by design.
 */
const NOTHING_ODD_TO_SEND = new Set(['POST /cases/{caseId}/letters', 'POST /auth/google/callback']);

describe('bad JSON bodies', () => {
  it('covers every route that takes a JSON body', () => {
    expect(jsonOperations.length).toBeGreaterThanOrEqual(45);
    for (const op of jsonOperations) expect(() => fillPath(op.path)).not.toThrow();
  });

  it.each(jsonOperations)('$label refuses bodies its schema does not allow, with a clear 400 or 413', { timeout: 120_000 }, async (op) => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(invalidBody(op.schema!), async (body) => {
        expectClearRefusal(await send(op, { body: toJsonText(body), contentType: 'application/json' }), [400, 413]);
        await expectServerUp();
      }),
      { numRuns: RUNS },
    );
    expect(await snapshot()).toEqual(before);
  });

  it.each(jsonOperations)('$label refuses text that is not JSON, or not sent as JSON', { timeout: 120_000 }, async (op) => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(malformedJsonText, async (text) => {
        const res = await send(op, { body: text, contentType: 'application/json' });
        // The size limit is checked before the body is read, so broken text over 1 MB is refused as too large.
        if (byteLength(text) > JSON_LIMIT_BYTES) {
          expectClearRefusal(res, [413]);
        } else {
          expectClearRefusal(res, [400]);
          expect(res.json.message).toBe('Malformed JSON in request body');
        }
        await expectServerUp();
      }),
      { numRuns: RUNS },
    );
    const wrongType = fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'text/json',
      'application/jsonx',
      '',
    );
    await fc.assert(
      fc.asyncProperty(wrongType, async (contentType) => {
        const res = await send(op, { body: '{"name":"x"}', contentType: contentType || undefined });
        expectClearRefusal(res, [400, 415]);
        await expectServerUp();
      }),
      { numRuns: 7 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a JSON body over 1 MB as too large', async () => {
    const op = jsonOperations.find((candidate) => candidate.label === 'PATCH /cases/{caseId}')!;
    const res = await send(op, { body: JSON.stringify({ title: 'x'.repeat(1024 * 1024) }), contentType: 'application/json' });
    expectClearRefusal(res, [413]);
    expect(res.json.message).toBe('The request is too large (1 MB at most).');
    await expectServerUp();
  });

  it.each(jsonOperations.filter((op) => !CHANGES_FIXTURES.has(op.label) && !NOTHING_ODD_TO_SEND.has(op.label)))(
    '$label stores or refuses odd text and edge numbers of the right types, never failing',
    { timeout: 120_000 },
    async (op) => {
      await fc.assert(
        fc.asyncProperty(oddButTypedBody(op.schema!), async (body) => {
          const before = await snapshot();
          const res = await send(op, { body: toJsonText(body), contentType: 'application/json' });
          expect(res.status, `${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
          if (res.status >= 400) {
            expectClearRefusal(res, [res.status]);
            expect(await snapshot()).toEqual(before);
          } else await jobsSettled();
          await expectServerUp();
        }),
        { numRuns: RUNS },
      );
    },
  );

  // The values the properties above first found failing with a 500, kept as fixed examples.
  it('refuses NUL characters, broken surrogates and runaway nesting with their own messages', async () => {
    const op = jsonOperations.find((candidate) => candidate.label === 'POST /cases/{caseId}/evidence')!;
    const before = await snapshot();
    const refusals: [string, string][] = [
      [
        JSON.stringify({ type: 'award', title: 'Prize\u0000' }),
        'The request contains a NUL character (\\u0000), which text cannot hold. Remove it and try again.',
      ],
      [
        JSON.stringify({ type: 'award', title: 'Prize', details: { '\uDBFF': 0 } }),
        'The request contains a broken character (half of an emoji, for example). Retype the text and try again.',
      ],
      [`{"type":"award","title":"Prize","details":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`, 'The request nests data more than 64 levels deep.'],
    ];
    for (const [body, message] of refusals) {
      const res = await send(op, { body, contentType: 'application/json' });
      expectClearRefusal(res, [400]);
      expect(res.json.message).toBe(message);
    }
    const search = await t.call('GET', '/api/search?q=award%00winner');
    expectClearRefusal(search, [400]);
    expect(search.json.message).toBe(refusals[0]![1]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses dates that do not exist and page numbers no document has', async () => {
    const before = await snapshot();
    const impossibleDay = await t.call('PATCH', `/api/cases/${caseId}`, { token, body: { intendedFilingDate: '2027-02-30' } });
    expectClearRefusal(impossibleDay, [400]);
    expect(impossibleDay.json.message).toBe('This date does not exist. Use a date like 2027-03-01.');
    const yearZero = await t.call('POST', '/api/firm/cases', {
      token,
      body: { clientName: 'Year Zero', clientEmail: `zero-${randomUUID()}@example.com`, intendedFilingDate: '0000-01-01' },
    });
    expectClearRefusal(yearZero, [400]);
    const page = await t.call('POST', `/api/cases/${caseId}/evidence`, { token, body: { type: 'award', title: 'Prize', sourcePages: [2 ** 31] } });
    expectClearRefusal(page, [400]);
    expect(page.json.message).toBe('Page numbers go up to 100,000.');
    expect(await snapshot()).toEqual(before);
  });

  it('stores a confidence too small for its column as zero', async () => {
    const res = await t.call('POST', `/api/cases/${caseId}/evidence`, { token, body: { type: 'award', title: 'Barely sure', confidence: 5e-324 } });
    expect(res.status, res.text).toBe(201);
    expect(res.json.evidence.confidence).toBe(0);
  });
});

/** Percent-encoded values: NUL, a lone surrogate and invalid UTF-8, a bidi override, broken escapes, traversal, injection. */
const percentEncode = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const oddUrlValue = fc.oneof(
  fc.constantFrom(
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%E2%80%AE',
    '%FF%FE',
    '%',
    '%zz',
    '%25',
    '..%2F..%2Fetc%2Fpasswd',
    '%27%20OR%201%3D1--',
    '%0D%0ASet-Cookie%3A%20x%3D1',
    'a'.repeat(5000),
  ),
  oddText(1, 30).map(percentEncode),
);

function expectNoFailure(res: Response) {
  expect(res.status, `${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) expectClearRefusal(res, [res.status]);
}

describe('bad path ids and query values', () => {
  const reads = operations.filter((op) => op.method === 'GET');

  it.each(reads.filter((op) => op.pathParams.length))('$label answers odd path ids with 4xx', async (op) => {
    await fc.assert(
      fc.asyncProperty(oddUrlValue, async (value) => {
        const res = await send(op, { path: fillPath(op.path, () => value) });
        expectNoFailure(res);
        expect(res.status).toBeGreaterThanOrEqual(400);
        await expectServerUp();
      }),
      { numRuns: RUNS },
    );
  });

  it.each(reads.filter((op) => op.query.length))('$label answers odd query values without failing', async (op) => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...op.query), { minLength: 1 }),
        fc.array(oddUrlValue, { minLength: op.query.length, maxLength: op.query.length }),
        async (names, values) => {
          const query = names.map((name, index) => `${name}=${values[index]}`).join('&');
          expectNoFailure(await send(op, { path: `${fillPath(op.path)}?${query}` }));
          await expectServerUp();
        },
      ),
      { numRuns: RUNS },
    );
  });
});
