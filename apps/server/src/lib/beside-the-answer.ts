import type { Logger } from './logger';

/**
 * Work a handler starts beside its answer rather than in it (decision 021: an answer that waited for the mail server
 * would tell by its timing whether an address has an account). It is kept here until it ends so that shutting down
 * waits for an email already promised, and tests can wait for it before counting rows.
 */
const inFlight = new Set<Promise<void>>();

/** Runs `work` without holding up the answer; a failure is logged with `failureMessage`, never thrown. */
export function runBesideTheAnswer(work: () => Promise<void>, log: Logger, failureMessage: string): void {
  const running = work()
    .catch((error: unknown) => log.error({ err: error }, failureMessage))
    .finally(() => inFlight.delete(running));
  inFlight.add(running);
}

/** Resolves once every piece of work started beside an answer so far has ended. */
export async function besideTheAnswerSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}
