import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { assessCase, DEMO_PROFILE } from '@acclaim/domain/assessment';
import { ZAssessment, type Assessment } from '@acclaim/domain';
import { createTestApp } from '../../../test/test-app';
import { signUpWithCase } from '../../../test/case-helpers';
import { runAssessment } from '../assess-case-job';
import { assessments } from '../../../db/schema/index';
import { collectExplanationTexts } from './explanation-texts';
import { createAssessmentRewriter, createLlmAssessmentRewriter } from './reword-assessment';

/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1 (as in the extractor's tests): it records what the AI SDK
 * sends to POST /v1/chat/completions and answers through `rewrite`, which sees each { id, text } the model was
 * asked to reword.
 */
type Rewrite = (entry: { id: string; text: string }) => string | null;
interface Recorded {
  body: { model: string; temperature?: number; messages: { role: string; content: string }[]; response_format?: { type: string } };
}

const requests: Recorded[] = [];
let rewrite: Rewrite = (entry) => entry.text;
let failWith: number | null = null;

const server = http.createServer((req, res) => {
  let data = '';
  req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
  req.on('end', () => {
    const recorded = { body: JSON.parse(data) as Recorded['body'] };
    requests.push(recorded);
    if (failWith) {
      res.writeHead(failWith, { 'content-type': 'application/json' }).end('{"error":{"message":"model overloaded"}}');
      return;
    }
    const prompt = recorded.body.messages.find((m) => m.role === 'user')!.content;
    const payload = JSON.parse(prompt.slice(prompt.indexOf('{'))) as { texts: { id: string; text: string }[] };
    const texts = payload.texts.flatMap((entry) => {
      const text = rewrite(entry);
      return text === null ? [] : [{ id: entry.id, text }];
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: 'test-model',
        choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify({ texts }) }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
      }),
    );
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests.length = 0;
  rewrite = (entry) => entry.text;
  failWith = null;
});

const engineResult = (): Assessment => assessCase(DEMO_PROFILE);
const rewriter = () => createLlmAssessmentRewriter({ provider: 'openai-compatible', baseURL, model: 'test-model', maxRetries: 0 });

/** Everything but the prose, to show the model changed nothing else. */
function withoutProse(result: Assessment): unknown {
  const copy = structuredClone(result);
  for (const entry of collectExplanationTexts(copy)) entry.set('');
  copy.isReworded = false;
  return copy;
}

describe('LLM rewording of assessment explanations (openai-compatible, real HTTP)', () => {
  it('rewords summaries and reasons, keeping scores, levels, ids, evidence and authorities', async () => {
    rewrite = (entry) => `In plain words: ${entry.text}`;
    const original = engineResult();
    const outcome = await rewriter().reword(original);

    expect(ZAssessment.safeParse(outcome.result).success).toBe(true);
    expect(outcome.result.isReworded).toBe(true);
    expect(outcome.kept).toEqual([]);
    const texts = collectExplanationTexts(outcome.result);
    expect(outcome.reworded).toBe(texts.length);
    expect(texts.every((entry) => entry.text.startsWith('In plain words: '))).toBe(true);
    expect(outcome.result.eb1a!.criteria[0]!.summary).toBe(`In plain words: ${original.eb1a!.criteria[0]!.summary}`);
    expect(withoutProse(outcome.result)).toEqual(withoutProse(original));
    expect(original.isReworded).toBe(false); // the engine's result is not touched

    // What the model was sent: prose only, in batches, deterministic settings and a JSON schema.
    expect(requests.length).toBe(Math.ceil(texts.length / 30));
    for (const req of requests) {
      expect(req.body).toMatchObject({ model: 'test-model', temperature: 0, response_format: { type: 'json_schema' } });
      const sent = req.body.messages.map((m) => m.content).join('\n');
      expect(sent).not.toMatch(/"(score|level|evidenceIds|authorityIds)"/);
      expect(sent).toMatch(/Never add a citation/);
    }
  });

  it('keeps the engine text where the model invents a citation, changes a number or speaks of chances', async () => {
    const original = engineResult();
    const before = new Map(collectExplanationTexts(original).map((entry) => [entry.key, entry.text]));
    const invented = before.get('eb1a.eb1a-i.summary')!;
    const added = before.get('eb1a.eb1a-i.strengths.0')!;
    const chances = before.get('eb1a.verdict.summary')!;
    const numbered = [...before.values()].find((text) => /\d/.test(text) && ![invented, added, chances].includes(text))!;
    rewrite = (entry) => {
      if (entry.text === invented) return `${entry.text} See Matter of Imaginary Decision.`;
      if (entry.text === added) return `${entry.text} Kazarian v. USCIS agrees.`;
      if (entry.text === numbered) return entry.text.replace(/\d+/, (n) => String(Number(n) + 1));
      if (entry.text === chances) return `${entry.text} Your chances are good.`;
      return `Simply put: ${entry.text}`;
    };
    const outcome = await rewriter().reword(original);
    const after = new Map(collectExplanationTexts(outcome.result).map((entry) => [entry.key, entry.text]));
    for (const [key, text] of before) {
      if ([invented, added, numbered, chances].includes(text)) expect(after.get(key), key).toBe(text);
      else expect(after.get(key), key).toBe(`Simply put: ${text}`);
    }
    expect(outcome.kept.map((entry) => entry.reason).sort()).toEqual(
      ['citation not in the library: Matter of Imaginary Decision', 'legal citations changed', 'numbers changed', 'speaks of an outcome'].sort(),
    );
    expect(outcome.result.isReworded).toBe(true);
  });

  it('keeps every engine sentence when the model fails or leaves texts out', async () => {
    failWith = 500;
    const original = engineResult();
    const failed = await rewriter().reword(original);
    expect(failed.result).toEqual(original);
    expect(failed.result.isReworded).toBe(false);
    expect(failed.kept[0]!.reason).toMatch(/^model call failed/);

    failWith = null;
    rewrite = () => null; // an answer with no texts
    const silent = await rewriter().reword(original);
    expect(silent.result.isReworded).toBe(false);
    expect(silent.reworded).toBe(0);
  });

  it('is off unless LLM_PROVIDER is configured', () => {
    expect(createAssessmentRewriter({})).toBeNull();
    expect(createAssessmentRewriter({ LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'm' })).toBeNull(); // no base URL
    expect(createAssessmentRewriter({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: baseURL, LLM_MODEL: 'm' })).not.toBeNull();
  });
});

describe('the assessment job with an LLM configured', () => {
  it('stores the reworded result, with scores from the engine', async () => {
    const t = await createTestApp({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: baseURL, LLM_MODEL: 'test-model' });
    rewrite = (entry) => `Put simply, ${entry.text}`;
    const { caseId, ...person } = await signUpWithCase(t);
    await t.call('POST', `/api/cases/${caseId}/evidence`, {
      token: person.token,
      body: { type: 'award', title: 'Best Paper Award, ACM CHI 2021', date: '2021', details: { scope: 'international' } },
    });
    const [row] = await t.database.db.insert(assessments).values({ caseId, requestedBy: person.user.id }).returning();
    await runAssessment(t.deps, row!.id, { isLast: true });

    const detail = (await t.call('GET', `/api/assessments/${row!.id}`, { token: person.token })).json.assessment;
    expect(detail.status).toBe('completed');
    expect(detail.result.isReworded).toBe(true);
    expect(detail.result.eb1a.criteria[0].summary).toMatch(/^Put simply, /);
    const [stored] = await t.database.db.select().from(assessments).where(eq(assessments.id, row!.id));
    const engine = assessCase(stored!.input!);
    expect(detail.result.eb1a.criteria.map((c: { score: number }) => c.score)).toEqual(engine.eb1a!.criteria.map((c) => c.score));
    expect(detail.result.eligibilityProgress).toBe(engine.eligibilityProgress);
  });
});
