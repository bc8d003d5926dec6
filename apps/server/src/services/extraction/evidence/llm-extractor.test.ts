import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZEvidenceDraft } from '@acclaim/contracts';
import { createEvidenceExtractor } from './create-evidence-extractor';
import { chunkPages, createLlmExtractor } from './llm-extractor';

/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1: it records what the AI SDK sends to
 * POST /v1/chat/completions and answers with whatever the test queued (the structured output goes in
 * choices[0].message.content as a JSON string, as OpenAI does for response_format json_schema).
 */
interface Recorded {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string | { type: string; text: string }[] }[];
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
    temperature?: number;
  };
}

let server: http.Server;
let baseURL: string;
const requests: Recorded[] = [];
let answers: ((req: Recorded) => string)[] = [];

function completion(content: string) {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  });
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const recorded: Recorded = { url: req.url, headers: req.headers, body: JSON.parse(data) as Recorded['body'] };
      requests.push(recorded);
      const answer = answers.shift() ?? (() => JSON.stringify({ items: [] }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(completion(answer(recorded)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests.length = 0;
  answers = [];
});

const messageText = (req: Recorded) =>
  req.body.messages.map((m) => (typeof m.content === 'string' ? m.content : m.content.map((p) => p.text).join(''))).join('\n');

const CV_PAGES = [
  [
    'Jane Q. Smith',
    'Publications',
    '1. Smith, J. Q., Doe, A. (2020). Catalysis at interfaces. Journal of Chemistry 12, 3-9. doi:10.1021/jacs.0c01234',
    '2. Lee, B., Smith, J. Q. (2019). A second paper. Nature Chemistry 11, 55-60. https://doi.org/10.1038/s41557-019-0234-5',
  ].join('\n'),
  ['Awards', '2021 Best Paper Award, ACM CHI Conference', 'Service', 'Associate Editor, Journal of Physical Chemistry A (2020-present)'].join('\n'),
];

const item = (overrides: Record<string, unknown>) => ({
  type: 'publication',
  title: 'Catalysis at interfaces',
  description: 'Smith, J. Q., Doe, A. (2020). Catalysis at interfaces.',
  date: '2020',
  details: {
    doi: null,
    venue: null,
    year: null,
    authors: null,
    authorPosition: null,
    issuer: null,
    organization: null,
    role: null,
    outlet: null,
    amount: null,
    url: null,
  },
  sourcePages: [1],
  confidence: 0.9,
  quote: 'Catalysis at interfaces',
  ...overrides,
});

describe('createLlmExtractor (openai-compatible, real HTTP)', () => {
  it('sends the document to /v1/chat/completions with a JSON schema and keeps only supported, valid items', async () => {
    answers.push(() =>
      JSON.stringify({
        items: [
          // Valid, DOI printed in the text.
          item({
            details: {
              ...item({}).details,
              doi: '10.1021/JACS.0C01234',
              venue: 'Journal of Chemistry',
              year: 2020,
              authors: ['Smith, J. Q.', 'Doe, A.'],
              authorPosition: 1,
            },
          }),
          // Invented DOI: not in the text → dropped.
          item({ title: 'A second paper', quote: 'A second paper', date: '2019', details: { ...item({}).details, doi: '10.9999/made-up.2019' } }),
          // Invalid type → dropped.
          item({ type: 'banana', title: 'Best Paper Award' }),
          // Empty title → dropped.
          item({ type: 'award', title: '   ', quote: 'Best Paper Award' }),
          // Not in the text at all → dropped.
          item({ type: 'award', title: 'Nobel Prize in Chemistry', quote: 'Nobel Prize in Chemistry 2023', date: '2023', sourcePages: [2] }),
          // Valid award; confidence out of range is clamped; a free-form date is normalised.
          item({
            type: 'award',
            title: 'Best Paper Award, ACM CHI Conference',
            quote: '2021 Best Paper Award, ACM CHI Conference',
            date: 'May 2021',
            sourcePages: [2],
            confidence: 1.7,
          }),
          // Valid judging item with its page taken from where the quote is, not from the model's claim.
          item({
            type: 'judging',
            title: 'Associate Editor, Journal of Physical Chemistry A',
            quote: 'Associate Editor, Journal of Physical Chemistry A',
            date: '2020',
            sourcePages: [7],
          }),
        ],
      }),
    );
    const extractor = createLlmExtractor({ provider: 'openai-compatible', baseURL, apiKey: 'test-key', model: 'test-model', supplementDois: false });
    expect(extractor.kind).toBe('llm');
    const drafts = await extractor.extract({ pages: CV_PAGES, category: 'cv', fileName: 'smith-cv.pdf', applicantName: 'Jane Q. Smith' });

    // The request.
    expect(requests).toHaveLength(1);
    const req = requests[0]!;
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer test-key');
    expect(req.body.model).toBe('test-model');
    expect(req.body.temperature).toBe(0);
    expect(req.body.response_format?.type).toBe('json_schema');
    const schema = req.body.response_format?.json_schema?.schema as { properties?: Record<string, unknown> };
    expect(Object.keys(schema.properties ?? {})).toEqual(['items']);
    const sent = messageText(req);
    expect(sent).toContain('[Page 1]');
    expect(sent).toContain('[Page 2]');
    expect(sent).toContain('Catalysis at interfaces. Journal of Chemistry');
    expect(sent).toContain('Associate Editor, Journal of Physical Chemistry A');
    expect(sent).toContain('smith-cv.pdf');
    expect(sent).toContain('Jane Q. Smith');

    // The answer, filtered.
    for (const d of drafts) expect(ZEvidenceDraft.safeParse(d).success).toBe(true);
    expect(drafts.map((d) => d.type).sort()).toEqual(['award', 'judging', 'publication']);
    const publication = drafts.find((d) => d.type === 'publication')!;
    expect(publication.details).toMatchObject({ doi: '10.1021/jacs.0c01234', year: 2020, authorPosition: 1 });
    expect(publication.details).not.toHaveProperty('issuer'); // nulls are removed
    expect(drafts.some((d) => d.details.doi === '10.9999/made-up.2019')).toBe(false);
    expect(drafts.some((d) => /nobel/i.test(d.title))).toBe(false);
    const award = drafts.find((d) => d.type === 'award')!;
    expect(award.confidence).toBeLessThanOrEqual(0.95);
    expect(award.date).toBe('2021-05');
    expect(drafts.find((d) => d.type === 'judging')!.sourcePages).toEqual([2]);
  });

  it('adds DOIs the model overlooked from the deterministic finder (never others)', async () => {
    answers.push(() => JSON.stringify({ items: [] }));
    const extractor = createLlmExtractor({ provider: 'openai-compatible', baseURL, model: 'test-model' });
    const drafts = await extractor.extract({ pages: CV_PAGES, category: 'cv', fileName: 'smith-cv.pdf' });
    expect(
      drafts
        .filter((d) => d.type === 'publication')
        .map((d) => d.details.doi)
        .sort(),
    ).toEqual(['10.1021/jacs.0c01234', '10.1038/s41557-019-0234-5']);
    // No key configured: the openai-compatible provider still sends a placeholder bearer token.
    expect(requests[0]!.headers.authorization).toBe('Bearer not-needed');
  });

  it('still reads items from an answer that is not clean JSON', async () => {
    answers.push(
      () =>
        `Here you go:\n\`\`\`json\n${JSON.stringify({ items: [item({ type: 'award', title: 'Best Paper Award, ACM CHI Conference', quote: 'Best Paper Award', sourcePages: [2] })] })}\n\`\`\``,
    );
    const extractor = createLlmExtractor({ provider: 'openai-compatible', baseURL, model: 'test-model', supplementDois: false, maxRetries: 0 });
    const drafts = await extractor.extract({ pages: CV_PAGES, category: 'cv', fileName: 'smith-cv.pdf' });
    expect(drafts.map((d) => d.title)).toEqual(['Best Paper Award, ACM CHI Conference']);
  });

  it('splits long documents into chunks of pages, one call each, and merges duplicates', async () => {
    const filler = (n: number) => Array.from({ length: 120 }, (_, i) => `Line ${n}.${i} of a long curriculum vitae with some words.`).join('\n');
    const pages = [`${filler(1)}\nAwards\n2021 Best Paper Award, ACM CHI Conference`, filler(2), `${filler(3)}\n2021 Best Paper Award, ACM CHI Conference`];
    const award = (page: number) =>
      item({
        type: 'award',
        title: 'Best Paper Award, ACM CHI Conference',
        quote: '2021 Best Paper Award, ACM CHI Conference',
        date: '2021',
        sourcePages: [page],
      });
    // Whatever chunk arrives, the fake model reports the award on the pages it was sent.
    const answer = (req: Recorded) => JSON.stringify({ items: [1, 3].filter((p) => messageText(req).includes(`[Page ${p}]`)).map(award) });
    answers.push(answer, answer, answer, answer);
    const extractor = createLlmExtractor({
      provider: 'openai-compatible',
      baseURL,
      model: 'test-model',
      maxChunkChars: 12_000,
      concurrency: 1,
      supplementDois: false,
    });
    const drafts = await extractor.extract({ pages, category: 'cv', fileName: 'long.pdf' });
    expect(requests.length).toBeGreaterThanOrEqual(2);
    for (const req of requests) expect(messageText(req).length).toBeLessThan(13_500);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.sourcePages).toEqual([1, 3]);
  });

  it('uses /v1/chat/completions for the openai provider too', async () => {
    answers.push(() => JSON.stringify({ items: [] }));
    const extractor = createEvidenceExtractor({ LLM_PROVIDER: 'openai', LLM_API_KEY: 'sk-test', LLM_BASE_URL: baseURL });
    await extractor.extract({ pages: ['Awards\n2021 Best Paper Award'], category: 'cv', fileName: 'a.txt' });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/v1/chat/completions');
    expect(requests[0]!.body.model).toBe('gpt-4o-mini');
  });
});

describe('chunkPages', () => {
  it('keeps page markers and never exceeds the limit, splitting an oversized page by lines', () => {
    const big = Array.from({ length: 400 }, (_, i) => `line ${i} ${'x'.repeat(40)}`).join('\n');
    const chunks = chunkPages(['short page', big, 'last page'], 5000);
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(5000);
    expect(chunks[0]!.text.startsWith('[Page 1]\nshort page')).toBe(true);
    expect(chunks.at(-1)!.pages).toContain(3);
  });
});

describe('createEvidenceExtractor', () => {
  it('is offline without LLM_PROVIDER', () => {
    expect(createEvidenceExtractor({}).kind).toBe('offline');
    expect(createEvidenceExtractor({ LLM_PROVIDER: '' }).kind).toBe('offline');
  });

  it('builds the LLM extractor for each provider', () => {
    expect(createEvidenceExtractor({ LLM_PROVIDER: 'openai', LLM_API_KEY: 'k' }).kind).toBe('llm');
    expect(createEvidenceExtractor({ LLM_PROVIDER: 'anthropic', LLM_API_KEY: 'k' }).kind).toBe('llm');
    expect(createEvidenceExtractor({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_MODEL: 'llama3' }).kind).toBe('llm');
  });

  it('requires a model and a base URL for openai-compatible, and a known provider', () => {
    expect(() => createEvidenceExtractor({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: 'http://127.0.0.1:1/v1' })).toThrow(/LLM_MODEL/);
    expect(() => createEvidenceExtractor({ LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'llama3' })).toThrow(/LLM_BASE_URL/);
    expect(() => createEvidenceExtractor({ LLM_PROVIDER: 'mistral' })).toThrow(/LLM_PROVIDER/);
  });
});
