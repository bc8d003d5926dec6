/**
 * Runs one load scenario with autocannon: every connection plays one prepared user, repeating that user's
 * sequence of steps, and each answer is also recorded per route, so a slow or failing route shows by name.
 */
import autocannon from 'autocannon';
import { onCleanup } from './app-server';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** Autocannon's per-connection scratch space; it is emptied each time the sequence starts over. */
export type StepContext = Record<string, unknown>;

export interface LoadStep {
  /** How the route is reported, with ids as placeholders, e.g. "GET /api/cases/{id}/progress". */
  route: string;
  method: Method;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /**
   * Changes the request just before it is sent (a token or an id from an earlier answer). Null skips the step, and
   * autocannon then starts the sequence over: skip only as the last step, or when the sequence cannot go on.
   */
  prepare?: (context: StepContext) => { path?: string; headers?: Record<string, string>; body?: string | Buffer } | null;
  /** Reads the answer: keeps what later steps need, and names a failure that a 2xx status would hide. */
  check?: (status: number, body: string, context: StepContext) => string | void;
}

export interface ScenarioRun {
  connections: number;
  durationSeconds: number;
  /** One sequence per connection: connection i plays user i (modulo the number of users). */
  sequenceFor: (connection: number) => LoadStep[];
}

interface RouteTally {
  latencies: number[];
  /** The slowest answers, with when they started (seconds into the run): a cold start shows as early ones. */
  slowest: { startedAtSeconds: number; ms: number }[];
  statusCodes: Record<string, number>;
  non2xx: number;
  timeouts: number;
  connectionErrors: number;
  failures: Record<string, number>;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function keepSlowest(slowest: RouteTally['slowest'], entry: RouteTally['slowest'][number], count = 3) {
  if (slowest.length >= count && entry.ms <= slowest.at(-1)!.ms) return;
  slowest.push(entry);
  slowest.sort((a, b) => b.ms - a.ms);
  slowest.length = Math.min(slowest.length, count);
}

function summarizeRoute(route: string, tally: RouteTally) {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const failed = Object.values(tally.failures).reduce((sum, count) => sum + count, 0);
  return {
    route,
    responses: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
    slowest: tally.slowest.map((entry) => ({ startedAtSeconds: round(entry.startedAtSeconds), ms: round(entry.ms) })),
    statusCodes: tally.statusCodes,
    non2xx: tally.non2xx,
    timeouts: tally.timeouts,
    connectionErrors: tally.connectionErrors,
    ...(failed ? { failedBodies: failed, failures: tally.failures } : {}),
  };
}

interface ConnectionRecord {
  waitingSince: number | null;
  answers: number;
}

/** What the run records beside autocannon's own figures. */
interface RunRecord {
  readonly startedAt: number;
  readonly tallies: Map<string, RouteTally>;
  // A connection's first answer also waits for the server to accept the connection, which a saturated Node
  // process does one connection per turn of its event loop; the later answers are the steady state.
  readonly firstAnswers: number[];
  readonly laterAnswers: number[];
  // Autocannon forgets the requests still waiting when the run ends; a connection never answered would vanish.
  readonly connections: ConnectionRecord[];
}

function tallyFor(record: RunRecord, route: string): RouteTally {
  let entry = record.tallies.get(route);
  if (!entry) record.tallies.set(route, (entry = { latencies: [], slowest: [], statusCodes: {}, non2xx: 0, timeouts: 0, connectionErrors: 0, failures: {} }));
  return entry;
}

/** Runs autocannon for the scenario and reports its figures, overall (autocannon's own) and per route. */
export async function runScenario(targetUrl: string, scenario: ScenarioRun) {
  const record: RunRecord = { startedAt: performance.now(), tallies: new Map(), firstAnswers: [], laterAnswers: [], connections: [] };
  let nextConnection = 0;
  const setupClient = (client: autocannon.Client) => playSequence(client, scenario.sequenceFor(nextConnection++), record);
  const { result, endedAt } = await runAutocannon(new URL(targetUrl), scenario, setupClient);
  return summarizeRun(scenario, result, record, endedAt);
}

/** Gives one connection its user's sequence of steps and records every answer it gets. */
function playSequence(client: autocannon.Client, steps: LoadStep[], record: RunRecord) {
  // Pipelining is 1, so one request is in flight per connection: the step sent last is the one answered next.
  const state = { sent: steps[0]!.route, answered: steps[0]!.route, isFirstAnswer: true };
  const connection: ConnectionRecord = { waitingSince: performance.now(), answers: 0 };
  record.connections.push(connection);
  client.setRequests(
    steps.map((step): autocannon.Request => ({
      method: step.method,
      path: step.path,
      headers: step.headers,
      body: step.body,
      setupRequest: (request, context) => {
        state.sent = step.route;
        connection.waitingSince = performance.now();
        if (!step.prepare) return request;
        const changes = step.prepare(context as StepContext);
        if (!changes) return null as unknown as autocannon.Request; // autocannon's documented "skip": start over
        return { ...request, ...changes, headers: { ...request.headers, ...changes.headers } };
      },
      onResponse: (status, body, context) => {
        state.answered = step.route;
        const failure = step.check?.(status, body, context as StepContext);
        if (failure) {
          const failures = tallyFor(record, step.route).failures;
          failures[failure] = (failures[failure] ?? 0) + 1;
        }
      },
    })),
  );
  client.on('response', (status: number, _bytes: number, ms: number) => {
    const entry = tallyFor(record, state.answered);
    entry.latencies.push(ms);
    (state.isFirstAnswer ? record.firstAnswers : record.laterAnswers).push(ms);
    state.isFirstAnswer = false;
    connection.answers++;
    connection.waitingSince = null;
    keepSlowest(entry.slowest, { startedAtSeconds: (performance.now() - ms - record.startedAt) / 1000, ms });
    entry.statusCodes[status] = (entry.statusCodes[status] ?? 0) + 1;
    if (status < 200 || status > 299) entry.non2xx++;
  });
  // Events the client emits that its type declarations leave out.
  const events = client as NodeJS.EventEmitter;
  events.on('timeout', () => tallyFor(record, state.sent).timeouts++);
  events.on('connError', () => tallyFor(record, state.sent).connectionErrors++);
}

/** Runs autocannon to the end of the scenario; `endedAt` is when it finished. */
function runAutocannon(url: URL, scenario: ScenarioRun, setupClient: (client: autocannon.Client) => void) {
  return new Promise<{ result: autocannon.Result; endedAt: number }>((resolve, reject) => {
    const instance = autocannon(
      {
        url: url.origin,
        connections: scenario.connections,
        duration: scenario.durationSeconds,
        // Answers that take longer than this count as timeouts (errors), not as latencies.
        timeout: 30,
        // Placeholder: setupClient gives each connection its own user's sequence.
        requests: [{ method: 'GET', path: '/api/health' }],
        setupClient,
      },
      (error, done) => {
        const endedAt = performance.now();
        if (error) reject(error);
        else resolve({ result: done, endedAt });
      },
    );
    onCleanup(() => instance.stop());
  });
}

function summarizeRun(scenario: ScenarioRun, result: autocannon.Result, record: RunRecord, endedAt: number) {
  const { firstAnswers, laterAnswers, connections } = record;
  const routes = [...record.tallies].map(([route, entry]) => summarizeRoute(route, entry)).sort((a, b) => b.p99Ms - a.p99Ms);
  const failedBodies = routes.reduce((sum, route) => sum + (route.failedBodies ?? 0), 0);
  const waitingAges = connections.flatMap((entry) => (entry.waitingSince === null ? [] : [endedAt - entry.waitingSince]));
  firstAnswers.sort((a, b) => a - b);
  laterAnswers.sort((a, b) => a - b);
  return {
    connections: scenario.connections,
    durationSeconds: round(result.duration, 1),
    requests: result.requests.total,
    throughputRps: round(result.requests.average),
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    /** Latency without each connection's first answer (see firstAnswers). */
    steadyState: { p50Ms: round(percentile(laterAnswers, 50)), p99Ms: round(percentile(laterAnswers, 99)) },
    /** The first answer on each new connection: it includes the wait for the server to accept the connection. */
    firstAnswers: { count: firstAnswers.length, p50Ms: round(percentile(firstAnswers, 50)), maxMs: round(firstAnswers.at(-1) ?? 0) },
    /** Requests still unanswered when the run ended (in no figure above), and connections that never got an answer. */
    unansweredAtEnd: {
      requests: waitingAges.length,
      oldestMs: round(Math.max(0, ...waitingAges)),
      connectionsNeverAnswered: connections.filter((entry) => entry.answers === 0).length,
    },
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0])),
    non2xx: result.non2xx,
    /** Connection errors and timeouts, as autocannon counts them. */
    errors: result.errors,
    timeouts: result.timeouts,
    /** 2xx answers whose body said something went wrong (e.g. an `error` event in a streamed chat answer). */
    failedBodies,
    routes,
  };
}

export type ScenarioResult = Awaited<ReturnType<typeof runScenario>>;
