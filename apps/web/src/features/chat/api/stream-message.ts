import { ZChatStreamEvent, type TChatStreamEvent } from '@acclaim/contracts';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { storage } from '@/lib/storage';

export type ChatDoneEvent = Extract<TChatStreamEvent, { type: 'done' }>;

const UNREADABLE = 'The answer could not be read. Please ask again.';

/**
 * Reads a streamed answer (application/x-ndjson): one event per line, handed over as soon as its line is complete,
 * however the network cuts the bytes (a line or a multi-byte character may arrive in pieces). A line that is not an
 * event of the contract stops the reading: what follows it cannot be trusted.
 */
export async function readChatStream(body: ReadableStream<Uint8Array>, onEvent: (event: TChatStreamEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';

  const emit = (line: string) => {
    if (!line.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw new ApiError(UNREADABLE, { status: 200, code: 'BAD_STREAM' });
    }
    const parsed = ZChatStreamEvent.safeParse(json);
    if (!parsed.success) throw new ApiError(UNREADABLE, { status: 200, code: 'BAD_STREAM' });
    onEvent(parsed.data);
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline !== -1) {
        emit(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
      }
    }
    emit(buffer + decoder.decode());
  } catch (error) {
    // Stop the download too: nothing more of this answer will be read.
    void reader.cancel().catch(() => undefined);
    throw error;
  }
}

/**
 * Asks a question in a conversation and follows the answer as it is written: `onEvent` sees `start` (the question
 * saved) and each `delta`; the promise gives the `done` event. A refusal before the answer starts (plan,
 * rate limit, validation) comes as a normal JSON error and is thrown as an ApiError with the server's message,
 * as the api client does; so are an `error` event and an answer that ends before `done`.
 */
export async function streamMessage(
  conversationId: string,
  content: string,
  { onEvent, signal }: { onEvent: (event: TChatStreamEvent) => void; signal?: AbortSignal },
): Promise<ChatDoneEvent> {
  // The api client's request, by hand: the same base URL, credentials and token, but the body is read as it arrives.
  const headers: Record<string, string> = { accept: 'application/x-ndjson, application/json', 'content-type': 'application/json' };
  const token = storage.getToken();
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers,
      credentials: 'include',
      body: JSON.stringify({ content }),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Could not reach the server. Check your connection and try again.', { status: 0 });
  }

  if (!response.ok) {
    const data = (await response.json().catch(() => undefined)) as
      { message?: string; error?: { code?: string; fields?: Record<string, string[]> } } | undefined;
    throw new ApiError(data?.message ?? `Your question could not be sent (${response.status}).`, {
      status: response.status,
      code: data?.error?.code,
      fields: data?.error?.fields,
    });
  }
  if (!response.body) throw new ApiError(UNREADABLE, { status: response.status, code: 'BAD_STREAM' });

  const outcome: { done?: ChatDoneEvent; error?: string } = {};
  await readChatStream(response.body, (event) => {
    if (outcome.done || outcome.error !== undefined) return;
    if (event.type === 'error') outcome.error = event.message;
    else if (event.type === 'done') outcome.done = event;
    else onEvent(event);
  });
  if (outcome.error !== undefined) throw new ApiError(outcome.error, { status: response.status, code: 'ANSWER_FAILED' });
  if (!outcome.done) throw new ApiError('The answer stopped before it was complete. Please ask again.', { status: response.status, code: 'ANSWER_CUT_OFF' });
  return outcome.done;
}
