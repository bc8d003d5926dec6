import { vi } from 'vitest';
import type { createTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A mail server that hangs until released: an answer that waits for it never comes, which is how tests show an
 * answer leaves before (and so cannot depend on) sending. `send` records what was handed over; `release` lets the
 * held messages out and restores the real mailer.
 */
export function holdOutgoingMail(t: TestApp) {
  let open!: () => void;
  const held = new Promise<void>((resolve) => (open = resolve));
  const realSend = t.deps.mailer.send.bind(t.deps.mailer);
  const send = vi.spyOn(t.deps.mailer, 'send').mockImplementation(async (message) => {
    await held;
    await realSend(message);
  });
  return {
    send,
    release: () => {
      open();
      send.mockRestore();
    },
  };
}
