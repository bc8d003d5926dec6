/**
 * `npm run worker`: runs the background jobs without serving HTTP, so that heavy work (OCR, letters, filing
 * packages) scales on machines of its own. Any number of these share the jobs through PostgreSQL; the server then
 * runs with JOB_WORKERS_IN_SERVER=false, or keeps working jobs too.
 */
import { openDatabaseOrExit } from './db/open-database-or-exit';
import { registerWorkers } from './jobs/register-workers';
import { besideTheAnswerSettled } from './lib/beside-the-answer';
import { createDeps } from './deps';
import { createLogger } from './lib/logger';
import { readEnvOrExit } from './lib/read-env-or-exit';
import { logStartupWarnings } from './lib/startup-warnings';

const env = readEnvOrExit('Acclaim worker');
if (!env.DATABASE_URL) {
  console.error(
    'Acclaim worker could not start: it needs DATABASE_URL (PostgreSQL). The embedded database belongs to the server process, which runs the jobs itself.',
  );
  process.exit(1);
}
const logger = createLogger(env.LOG_LEVEL);
logStartupWarnings(env, logger);
const database = await openDatabaseOrExit(env, logger);
const deps = createDeps(env, database, logger);

async function shutdown(signal: string) {
  logger.info({ signal }, 'worker shutting down');
  // Waits (up to 10 s) for the jobs in hand; one cut off is retried by another worker after its expiry.
  await deps.jobs.stop().catch((error: unknown) => logger.warn({ err: error }, 'the job queue did not stop cleanly'));
  // Emails the finished jobs owe (a letter or a package ready) are still on their way to the mail server.
  await besideTheAnswerSettled();
  await database.close();
  process.exit(0);
}
// Before the queue starts: a stop asked for while the workers register still lets the jobs in hand finish.
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await deps.jobs.start();
await registerWorkers(deps);
logger.info({ database: database.engine }, 'worker started');
console.log('Acclaim worker is running: background jobs from PostgreSQL');
