import http from 'node:http';
import { afterAll } from 'vitest';
import { listenOnLoopback } from './loopback-server';

interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: unknown; tool_calls?: unknown[] }[];
  tools?: { function: { name: string } }[];
}

const chunk = (model: string, delta: Record<string, unknown>, finishReason: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1_700_000_000, model, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;

/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1 standing in for a chat model with tools. The first call of
 * a question asks for both tools (readCase, groundedAnswer); the call with their results streams `reply(tools)`
 * in a few pieces, so each test decides what the "model" writes from what the tools gave it. Other features'
 * calls (evidence extraction) are refused. Closed after the test file.
 */
export async function startFakeChatModel() {
  const state = {
    reply: (_toolResults: string[]): string => 'No answer configured.',
    requests: [] as ChatRequest[],
  };
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (piece: Buffer) => (data += piece.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(data) as ChatRequest;
      if (!body.tools?.some((t) => t.function.name === 'readCase') || !body.stream) {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"this test model only answers chat questions"}}');
        return;
      }
      state.requests.push(body);
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const toolResults = body.messages.filter((m) => m.role === 'tool').map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)));
      if (!toolResults.length) {
        res.write(
          chunk(body.model, {
            role: 'assistant',
            content: null,
            tool_calls: [{ index: 0, id: 'call_case', type: 'function', function: { name: 'readCase', arguments: '{}' } }],
          }),
        );
        res.write(
          chunk(body.model, { tool_calls: [{ index: 1, id: 'call_grounded', type: 'function', function: { name: 'groundedAnswer', arguments: '{}' } }] }),
        );
        res.write(chunk(body.model, {}, 'tool_calls'));
      } else {
        const text = state.reply(toolResults);
        const pieces = text.match(/[\s\S]{1,40}/g) ?? [];
        res.write(chunk(body.model, { role: 'assistant', content: '' }));
        for (const piece of pieces) res.write(chunk(body.model, { content: piece }));
        res.write(chunk(body.model, {}, 'stop'));
      }
      res.end('data: [DONE]\n\n');
    });
  });
  const { url, close } = await listenOnLoopback(server);
  afterAll(close);
  return Object.assign(state, { baseURL: `${url}/v1` });
}
