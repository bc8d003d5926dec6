import type { Database } from './client';

/** How long a successful check answers for: load balancers and monitors ask many times a second. */
const FRESH_FOR_MS = 500;

interface CheckState {
  checkedAt: number;
  running: Promise<void> | null;
}

const states = new WeakMap<Pick<Database, 'execute'>, CheckState>();

function stateOf(database: Pick<Database, 'execute'>): CheckState {
  let state = states.get(database);
  if (!state) states.set(database, (state = { checkedAt: -Infinity, running: null }));
  return state;
}

/**
 * Resolves when the database answers `select 1`, for the health check. Callers that arrive together wait on one
 * query, and a success answers for the next half second: asking the embedded database once per request cost nine
 * tenths of the health check's time (docs/decisions/031). A failure is never kept, so the next caller asks again.
 */
export async function checkDatabase(database: Pick<Database, 'execute'>): Promise<void> {
  const state = stateOf(database);
  if (performance.now() - state.checkedAt < FRESH_FOR_MS) return;
  state.running ??= database.execute('select 1').then(
    () => {
      state.checkedAt = performance.now();
      state.running = null;
    },
    (error: unknown) => {
      state.running = null;
      throw error;
    },
  );
  await state.running;
}

/** A request found the database away: the next health check asks it rather than trusting an earlier success. */
export function forgetDatabaseCheck(database: Pick<Database, 'execute'>): void {
  stateOf(database).checkedAt = -Infinity;
}
