import type { Env } from '../lib/env';
import type { Logger } from '../lib/logger';
import { openDatabase, type Database } from './client';
import { redactDatabaseUrl, rootMessage } from './database-errors';

/** Opens and migrates the configured database, or ends the process with one line an operator can act on. */
export async function openDatabaseOrExit(env: Env, logger: Logger): Promise<Database> {
  return openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, logger }).catch((error: unknown) => {
    // Which database, and what it answered: not a driver's stack trace, and never the password.
    const where = env.DATABASE_URL ? `the database at ${redactDatabaseUrl(env.DATABASE_URL)}` : `the embedded database in ${env.DATA_DIR}`;
    const hint = env.DATABASE_URL ? ' Check DATABASE_URL and that PostgreSQL is running and accepts connections.' : '';
    console.error(`Acclaim could not start: cannot open ${where} (${rootMessage(error)}).${hint}`);
    process.exit(1);
  });
}
