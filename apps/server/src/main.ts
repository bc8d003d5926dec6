import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { redactDatabaseUrl, rootMessage } from './db/database-errors';
import { createDeps } from './lib/deps';
import { indexSiteContent } from './services/search/index-site-content';
import { registerExtractionWorker } from './services/extraction/extract-document-job';
import { registerVerificationWorker } from './services/verification/verify-publications-job';
import { registerAssessmentWorker } from './services/assessments/assess-case-job';
import { registerLetterWorker } from './services/letters/draft-letter-job';
import { registerPackageWorker } from './services/filing/assemble-package-job';
import { registerBillingWorker } from './services/billing/renew-test-subscriptions';
import { readEnv } from './lib/env';
import { createLogger } from './lib/logger';

const env = readEnv();
const logger = createLogger(env.LOG_LEVEL);

const started = performance.now();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, logger }).catch((error: unknown) => {
  // One line an operator can act on, not a driver's stack trace: which database, and what it answered.
  const where = env.DATABASE_URL ? `the database at ${redactDatabaseUrl(env.DATABASE_URL)}` : `the embedded database in ${env.DATA_DIR}`;
  const hint = env.DATABASE_URL ? ' Check DATABASE_URL and that PostgreSQL is running and accepts connections.' : '';
  console.error(`Acclaim could not start: cannot open ${where} (${rootMessage(error)}).${hint}`);
  process.exit(1);
});
const deps = createDeps(env, database, logger);
const indexed = await indexSiteContent(deps);
logger.info({ documents: indexed }, 'search index rebuilt from content/');
await deps.jobs.start();
await registerExtractionWorker(deps);
await registerVerificationWorker(deps);
await registerAssessmentWorker(deps);
await registerLetterWorker(deps);
await registerPackageWorker(deps);
await registerBillingWorker(deps);
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
  await deps.jobs.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
