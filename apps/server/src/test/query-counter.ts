import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, Db } from '../db/client';
import * as schema from '../db/schema/index';

/**
 * The same database seen through a Drizzle instance that counts (and keeps) the statements it sends, for tests and
 * benchmarks that check how many queries an operation issues.
 */
export function countingDatabase(database: Database): { database: Database; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db = (database.engine === 'pglite'
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePg(client as pg.Pool, { schema, logger })) as unknown as Db;
  return { database: { ...database, db }, statements };
}
