import { ZChatStreamEvent, type TChatStreamEvent } from '@acclaim/contracts';
import { TEST_ORIGIN, type createTestApp } from './test-app';

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

/** Posts a question and reads the NDJSON stream to its end. */
export async function ask(app: App, token: string, conversationId: string, content: string) {
  const res = await app.request(`/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    body: JSON.stringify({ content }),
    headers: { authorization: `Bearer ${token}`, origin: TEST_ORIGIN, 'content-type': 'application/json' },
  });
  if (!res.headers.get('content-type')?.startsWith('application/x-ndjson'))
    return { status: res.status, events: [] as TChatStreamEvent[], error: (await res.json()) as { message: string } };
  const text = await res.text();
  const events = text
    .trim()
    .split('\n')
    .map((line) => ZChatStreamEvent.parse(JSON.parse(line)));
  return { status: res.status, events, error: null };
}
