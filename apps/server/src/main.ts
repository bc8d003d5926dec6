import { serve } from '@hono/node-server';
import { createApp } from './app';
import { besideTheAnswerSettled } from './lib/beside-the-answer';
import { openDatabaseOrExit } from './db/open-database-or-exit';
import { registerWorkers } from './jobs/register-workers';
import { createDeps } from './deps';
import { closeRenderThreads } from './services/render-threads/render-pool';
import { indexSiteContent } from './services/search/index-site-content';
import { checkDocumentsReadBeforeIdentityCheck } from './services/identity/check-case-identity';
import { createLogger } from './lib/logger';
import { readEnvOrExit } from './lib/read-env-or-exit';
import { logStartupWarnings } from './lib/startup-warnings';

const env = readEnvOrExit();
const logger = createLogger(env.LOG_LEVEL);
logStartupWarnings(env, logger);

const started = performance.now();
const database = await openDatabaseOrExit(env, logger);
const deps = createDeps(env, database, logger);
const casesChecked = await checkDocumentsReadBeforeIdentityCheck(database.db);
if (casesChecked > 0) logger.info({ cases: casesChecked }, 'documents read before the identity check were checked');
const indexed = await indexSiteContent(deps);
logger.info({ documents: indexed }, 'search index rebuilt from content/');
// The queue is started either way: the server sends jobs even when `npm run worker` processes run them.
await deps.jobs.start();
if (env.JOB_WORKERS_IN_SERVER) await registerWorkers(deps);
const app = createApp(deps);

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const where = env.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${env.DATA_DIR}`;
  logger.info({ port: info.port, database: database.engine, mailer: deps.mailer.kind }, 'server started');
  const url = env.APP_URL.includes(`:${env.PORT}`) && env.PORT === 0 ? `http://localhost:${info.port}` : env.APP_URL;
  console.log(`\nAcclaim is running at ${url}  (database: ${where}, ready in ${Math.round(performance.now() - started)} ms)\n`);
});

// Outlive the idle timeout of load balancers and HTTP clients (commonly 60 s) so a reused
// keep-alive connection is never closed under a request in flight.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  server.close();
  // An email a sign-up or reset was just promised is still on its way to the mail server.
  await besideTheAnswerSettled();
  await deps.jobs.stop();
  await closeRenderThreads();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
