import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TChatStreamEvent } from '@acclaim/contracts';
import { ApiError } from '@/lib/api-client';
import { errorBody, stubApi } from '@/test/test-api';
import { buildAnswer, buildConversation, buildQuota, buildUserMessage, ndjson } from '../test-builders';
import { readChatStream, streamMessage } from './stream-message';

const SEND = 'POST /api/conversations/conv-1/messages';

/** A body that arrives in the given pieces of bytes, as a network may cut it. */
function streamOf(chunks: Uint8Array[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

const start: TChatStreamEvent = { type: 'start', userMessage: buildUserMessage(), quota: buildQuota({ aiAnswersUsed: 4, aiAnswersLeft: 26 }) };
const done: TChatStreamEvent = {
  type: 'done',
  message: buildAnswer(),
  quota: buildQuota({ aiAnswersUsed: 4, aiAnswersLeft: 26 }),
  conversation: buildConversation({ messageCount: 2 }),
};

afterEach(() => void vi.unstubAllGlobals());

describe('readChatStream', () => {
  it('hands over each event once its line is complete, whatever the byte boundaries, multi-byte characters included', async () => {
    const bytes = new TextEncoder().encode(ndjson([start, { type: 'delta', text: 'Prong 2 — “well positioned”' }, { type: 'delta', text: ' to advance.' }]));
    // Cut every 7 bytes: lines and the dash and quotes (3 bytes each in UTF-8) are split between pieces.
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.slice(i * 7, i * 7 + 7));
    const events: TChatStreamEvent[] = [];
    await readChatStream(streamOf(chunks), (event) => events.push(event));
    expect(events.map((e) => e.type)).toEqual(['start', 'delta', 'delta']);
    expect(events[1]).toEqual({ type: 'delta', text: 'Prong 2 — “well positioned”' });
  });

  it('reads a last line without a newline and skips blank lines', async () => {
    const text = `\n${JSON.stringify({ type: 'delta', text: 'a' })}\n\n${JSON.stringify({ type: 'delta', text: 'b' })}`;
    const events: TChatStreamEvent[] = [];
    await readChatStream(streamOf([new TextEncoder().encode(text)]), (event) => events.push(event));
    expect(events).toEqual([
      { type: 'delta', text: 'a' },
      { type: 'delta', text: 'b' },
    ]);
  });

  it('stops at a line that is not an event of the contract', async () => {
    const events: TChatStreamEvent[] = [];
    const body = streamOf([
      new TextEncoder().encode(`${JSON.stringify({ type: 'delta', text: 'a' })}\n{"type":"delta"}\n${JSON.stringify({ type: 'delta', text: 'c' })}\n`),
    ]);
    await expect(readChatStream(body, (event) => events.push(event))).rejects.toThrow('The answer could not be read. Please ask again.');
    expect(events).toEqual([{ type: 'delta', text: 'a' }]);
    await expect(readChatStream(streamOf([new TextEncoder().encode('not json\n')]), () => undefined)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('streamMessage', () => {
  it('posts the question with the session and gives start and deltas as they come, then the done event', async () => {
    localStorage.setItem('gc_token', 'token-1');
    const api = stubApi({
      [SEND]: {
        body: ndjson([start, { type: 'delta', text: 'Your weakest ' }, { type: 'delta', text: 'criterion…' }, done]),
        contentType: 'application/x-ndjson',
      },
    });
    const seen: TChatStreamEvent[] = [];
    const result = await streamMessage('conv-1', 'Which criterion is my weakest?', { onEvent: (event) => seen.push(event) });

    expect(api.bodiesOf(SEND)).toEqual([{ content: 'Which criterion is my weakest?' }]);
    const init = vi.mocked(fetch).mock.calls[0]![1]!;
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    expect(seen.map((e) => e.type)).toEqual(['start', 'delta', 'delta']);
    expect(result).toEqual(done);
  });

  it('throws the server’s message for a refusal before the answer starts', async () => {
    stubApi({ [SEND]: { status: 403, body: errorBody('The chat assistant is not included in your plan.', 'FORBIDDEN') } });
    const error = await streamMessage('conv-1', 'Hi', { onEvent: () => undefined }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'The chat assistant is not included in your plan.', status: 403, code: 'FORBIDDEN' });
  });

  it('throws the message of an error event, and says so when the answer ends before done', async () => {
    stubApi({
      [SEND]: [
        {
          body: ndjson([start, { type: 'delta', text: 'Your' }, { type: 'error', message: 'The assistant could not finish this answer.' }]),
          contentType: 'application/x-ndjson',
        },
        { body: ndjson([start, { type: 'delta', text: 'Your' }]), contentType: 'application/x-ndjson' },
      ],
    });
    const seen: string[] = [];
    await expect(streamMessage('conv-1', 'Hi', { onEvent: (e) => seen.push(e.type) })).rejects.toThrow('The assistant could not finish this answer.');
    expect(seen).toEqual(['start', 'delta']);
    await expect(streamMessage('conv-1', 'Hi', { onEvent: () => undefined })).rejects.toThrow('The answer stopped before it was complete. Please ask again.');
  });
});
