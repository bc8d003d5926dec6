import http from 'node:http';
import { afterAll } from 'vitest';
import type { SectionMarkup } from '../services/letters/generators/section-markup';
import { listenOnLoopback } from './loopback-server';

/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1 standing in for a model that drafts letter sections: it
 * reads the section the drafter sends and answers with `transform` of its markup, so each test decides what
 * the "model" writes. Closed after the test file.
 */
export async function startFakeSectionModel() {
  const state = {
    transform: (draft: SectionMarkup): SectionMarkup => draft,
    failWith: null as number | null,
    requests: [] as { model: string; messages: { role: string; content: string }[] }[],
  };
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(data) as (typeof state.requests)[number];
      state.requests.push(body);
      if (state.failWith) {
        res.writeHead(state.failWith, { 'content-type': 'application/json' }).end('{"error":{"message":"model overloaded"}}');
        return;
      }
      const prompt = body.messages.find((m) => m.role === 'user')?.content ?? '';
      if (!prompt.startsWith('Rewrite this section.')) {
        // Another feature's call (evidence extraction of an upload): this model only drafts sections.
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"this test model only drafts letter sections"}}');
        return;
      }
      const payload = JSON.parse(prompt.slice(prompt.indexOf('{'))) as { draft: SectionMarkup };
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 1_700_000_000,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(state.transform(payload.draft)) }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
        }),
      );
    });
  });
  const { url, close } = await listenOnLoopback(server);
  afterAll(close);
  return Object.assign(state, { baseURL: `${url}/v1` });
}

/** A "model" that opens every paragraph with a word of its own and keeps every token. */
export const openEachParagraph = (draft: SectionMarkup): SectionMarkup => ({
  heading: draft.heading,
  blocks: draft.blocks.map((b) => (b.type === 'paragraph' ? { ...b, text: `Notably, ${b.text}` } : b)),
});
