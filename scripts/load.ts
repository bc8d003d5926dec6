/**
 * `npm run load`: drives realistic traffic at the real server and prints one JSON object on stdout (progress goes
 * to stderr). Exits 1 when the read target is missed, 2 when the load test itself fails.
 *
 *   npm run -s load       (only the JSON on stdout, without npm's banner)
 *
 * The server (apps/server/src/main.ts, NODE_ENV=production, embedded PGlite or PostgreSQL) starts on loopback with a fresh
 * DATA_DIR and rate limits too generous to trip, so a refusal is a real failure. N users are made over HTTP
 * (sign-up, the Analysis plan, a case, three text documents, three evidence items, one assessment); then each
 * scenario runs autocannon with one connection per user, each with its own token (lib/load-scenarios.ts):
 * dashboard reads, sign-in, chat (streamed NDJSON answers), uploads, assessments, and a mixed session.
 * Between scenarios the script waits a while for the background jobs they queued (extraction, assessments) and
 * reports what it saw drain and what was left.
 *
 * Each scenario reports throughput (req/s), p50/p90/p99 latency, status codes, non-2xx, errors (connection errors
 * and timeouts) and 2xx answers whose body failed its check, overall and per route (with the slowest answers and
 * when they started). The first answer on each connection also waits for the server to accept the connection, which
 * Node (libuv 1.45+) does one connection per turn of a busy event loop, so it is reported apart, with a steady-state
 * p50/p99 of the other answers. After the dashboard reads, each read runs alone on one connection: the server's own
 * cost per route, without queueing. Target: the dashboard reads at 100 connections answer with 0 errors (non-2xx,
 * errors, failed bodies) and p99 (autocannon's, all answers) under 200 ms on PostgreSQL, the production set-up, and
 * under 1 s on the embedded PGlite, which runs inside the server's one process (issue 28).
 *
 * Options (environment):
 *   LOAD_CONNECTIONS       concurrent connections per scenario (default 100)
 *   LOAD_USERS             users to prepare (default LOAD_CONNECTIONS; connection i plays user i modulo this)
 *   LOAD_DURATION_SECONDS  length of each scenario (default 20)
 *   LOAD_SCENARIOS         comma-separated names to run (default all, in the order of lib/load-scenarios.ts)
 *   LOAD_ROUTE_SECONDS     after the dashboard reads, each read alone on one connection for this long (default 3)
 *   LOAD_SETTLE_SECONDS    longest wait for background jobs after preparation and scenarios that queue them
 *                          (default 60; what is left is reported)
 *   LOAD_DATABASE_URL     a PostgreSQL server (URL of any of its databases, e.g. postgres://postgres@127.0.0.1:5432/postgres):
 *                          the server runs on a new database there, dropped at the end, instead of the embedded PGlite.
 *                          The 200 ms read target is set for this production set-up (docs/decisions/017).
 *   LOAD_CPU_PROFILE=dir   the server writes a V8 CPU profile there (open it in Chrome DevTools); the report
 *                          lists the functions with the most self time
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgresDatabase, repoRoot, runScript, startServer, type RunningServer } from './lib/app-server';
import { topFunctions } from './lib/cpu-profile';
import { runScenario, type ScenarioResult } from './lib/load-runner';
import { SCENARIOS, type ScenarioDefinition } from './lib/load-scenarios';
import { prepareUsers, waitForBackgroundWork, type LoadUser } from './lib/load-users';

const CONNECTIONS = positive('LOAD_CONNECTIONS', 100);
const USERS = positive('LOAD_USERS', CONNECTIONS);
const DURATION_SECONDS = positive('LOAD_DURATION_SECONDS', 20);
const SETTLE_SECONDS = positive('LOAD_SETTLE_SECONDS', 60);
const ROUTE_SECONDS = positive('LOAD_ROUTE_SECONDS', 3);
const POSTGRES_SERVER_URL = process.env.LOAD_DATABASE_URL;
const READ_TARGET = { connections: 100, p99Ms: POSTGRES_SERVER_URL ? 200 : 1000 };
const CPU_PROFILE_DIR = process.env.LOAD_CPU_PROFILE ? path.resolve(process.env.LOAD_CPU_PROFILE) : undefined;
/** Kept so that a failure can show what the server said. */
let server: RunningServer | undefined;

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

function chosenScenarios() {
  const names = process.env.LOAD_SCENARIOS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names?.length) return SCENARIOS;
  const unknown = names.filter((name) => !SCENARIOS.some((scenario) => scenario.name === name));
  if (unknown.length) throw new Error(`unknown scenario(s) ${unknown.join(', ')}; choose from ${SCENARIOS.map((s) => s.name).join(', ')}`);
  return SCENARIOS.filter((scenario) => names.includes(scenario.name));
}

/** Generous enough never to trip: every rule of apps/server/src/lib/env.ts that a load user could reach. */
const RATE_LIMITS = Object.fromEntries(
  ['LOGIN', 'SIGNUP', 'PASSWORD_RESET', 'CODE_CHECK', 'TWO_FACTOR_SEND', 'CONTACT', 'VERIFICATION', 'ASSESSMENT', 'LETTER', 'BILLING', 'CHAT'].map((rule) => [
    `RATE_LIMIT_${rule}`,
    '100000000/60',
  ]),
);

function readTarget(results: { isReadTarget?: boolean; result: ScenarioResult; routesAlone?: { route: string; p50Ms: number }[] }[]) {
  const entry = results.find((candidate) => candidate.isReadTarget);
  const engine = POSTGRES_SERVER_URL ? 'PostgreSQL' : 'the embedded PGlite';
  const target = `0 errors and p99 under ${READ_TARGET.p99Ms} ms for reads at ${READ_TARGET.connections} concurrent connections on ${engine}`;
  if (!entry) return { target, pass: null, note: `${SCENARIOS.find((s) => s.isReadTarget)?.name} was not run` };
  const reads = entry.result;
  const failures: string[] = [];
  const errors = reads.non2xx + reads.errors + reads.failedBodies;
  if (errors > 0)
    failures.push(`${errors} errors (non-2xx ${reads.non2xx}, connection errors and timeouts ${reads.errors}, failed bodies ${reads.failedBodies})`);
  const { connectionsNeverAnswered } = reads.unansweredAtEnd;
  if (connectionsNeverAnswered > 0) failures.push(`${connectionsNeverAnswered} connections never got an answer`);
  if (reads.p99Ms >= READ_TARGET.p99Ms) {
    failures.push(`p99 ${reads.p99Ms} ms >= ${READ_TARGET.p99Ms} ms (without each connection's first answer: p99 ${reads.steadyState.p99Ms} ms)`);
  }
  const costliest = entry.routesAlone?.[0];
  return {
    target,
    pass: failures.length === 0,
    failures,
    measured: {
      connections: reads.connections,
      throughputRps: reads.throughputRps,
      p50Ms: reads.p50Ms,
      p99Ms: reads.p99Ms,
      steadyStateP99Ms: reads.steadyState.p99Ms,
      errors,
      ...(costliest ? { costliestRouteAlone: costliest } : {}),
    },
    ...(reads.connections !== READ_TARGET.connections ? { note: `measured at ${reads.connections} connections, not ${READ_TARGET.connections}` } : {}),
  };
}

/**
 * Each step of the scenario on its own, one connection for ROUTE_SECONDS: the time the server needs for that route
 * without queueing behind others, which names the expensive routes when the loaded figures are all alike.
 */
async function measureRoutesAlone(target: string, scenario: ScenarioDefinition, users: LoadUser[], origin: string) {
  const steps = scenario.sequence(users[0]!, origin);
  const routes = [];
  for (const [i, step] of steps.entries()) {
    console.error(`  alone: ${step.route}, 1 connection for ${ROUTE_SECONDS} s…`);
    const result = await runScenario(target, { connections: 1, durationSeconds: ROUTE_SECONDS, sequenceFor: () => [scenario.sequence(users[0]!, origin)[i]!] });
    routes.push({
      route: step.route,
      throughputRps: result.throughputRps,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
  return routes.sort((a, b) => b.p50Ms - a.p50Ms);
}

async function main() {
  const scenarios = chosenScenarios();
  const hasWebBuild = fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'));
  if (CPU_PROFILE_DIR) fs.mkdirSync(CPU_PROFILE_DIR, { recursive: true });
  const loadAverageAtStart = os.loadavg()[0]!;
  const postgres = POSTGRES_SERVER_URL ? await freshPostgresDatabase(POSTGRES_SERVER_URL) : undefined;
  console.error(`Starting the server on ${postgres?.label ?? 'the embedded PGlite'}…`);
  server = await startServer(
    { NODE_ENV: 'production', ...RATE_LIMITS, ...(hasWebBuild ? {} : { WEB_DIST: '/nonexistent' }), ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
    { nodeArgs: CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [] },
  );
  const origin = new URL(server.url).origin;
  // Loopback by address: the server listens on 127.0.0.1 only, and "localhost" may resolve to ::1 first.
  const target = server.url.replace('localhost', '127.0.0.1');

  console.error(`Preparing ${USERS} users…`);
  const started = performance.now();
  const users = await prepareUsers(target, origin, USERS);
  const preparation = {
    users: users.length,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    backgroundWork: await waitForBackgroundWork(target, users, SETTLE_SECONDS),
  };

  const results: Parameters<typeof readTarget>[0] = [];
  const reported = [];
  for (const scenario of scenarios) {
    console.error(`Scenario ${scenario.name}: ${CONNECTIONS} connections for ${DURATION_SECONDS} s…`);
    const result = await runScenario(target, {
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      sequenceFor: (connection) => scenario.sequence(users[connection % users.length]!, origin),
    });
    console.error(
      `  ${result.throughputRps} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms (steady ${result.steadyState.p99Ms} ms), non-2xx ${result.non2xx}, ` +
        `errors ${result.errors}, failed bodies ${result.failedBodies}, connections never answered ${result.unansweredAtEnd.connectionsNeverAnswered}`,
    );
    const backgroundWork = scenario.queuesJobs ? await waitForBackgroundWork(target, users, SETTLE_SECONDS) : undefined;
    const routesAlone = scenario.isReadTarget ? await measureRoutesAlone(target, scenario, users, origin) : undefined;
    results.push({ isReadTarget: scenario.isReadTarget, result, routesAlone });
    reported.push({
      name: scenario.name,
      description: scenario.description,
      ...result,
      ...(backgroundWork ? { backgroundWork } : {}),
      ...(routesAlone ? { routesAlone } : {}),
    });
  }

  // Warnings and errors the server logged (LOG_LEVEL=warn) belong in the report: a load test must not hide them.
  const serverLog = server
    .log()
    .split('\n')
    .filter((line) => line.trim() && !line.includes('Acclaim is running at'));
  await server.stop();
  const summary = readTarget(results);
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    machine: { cpus: os.cpus().length, loadAverageAtStart: Math.round(loadAverageAtStart * 100) / 100 },
    server: { nodeEnv: 'production', database: postgres?.label ?? 'embedded PGlite (fresh DATA_DIR)', logLevel: 'warn', webBuild: hasWebBuild },
    options: { connections: CONNECTIONS, users: USERS, durationSeconds: DURATION_SECONDS, routeSeconds: ROUTE_SECONDS, settleSeconds: SETTLE_SECONDS },
    preparation,
    scenarios: reported,
    serverLog: { lines: serverLog.length, first: serverLog.slice(0, 20) },
    ...(CPU_PROFILE_DIR ? { cpuProfile: { dir: CPU_PROFILE_DIR, topSelfTime: topFunctions(CPU_PROFILE_DIR) } } : {}),
    summary,
  };
  console.log(JSON.stringify(report, null, 2));
  return summary.pass === false ? 1 : 0;
}

runScript(async () => {
  try {
    return await main();
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    if (server) console.error(`The server's output (last 4000 characters):\n${server.log().slice(-4000)}`);
    return 2;
  }
});
