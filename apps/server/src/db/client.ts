import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from '../lib/logger';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The query surface shared by both engines; services only ever see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseEngine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: DatabaseEngine;
  /** Runs raw SQL; used by health checks and the job queue. */
  execute(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function wrapPglite(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    engine: 'pglite',
    async execute(text, values) {
      if (!values?.length) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
    },
    close: () => client.close(),
  };
}

export function wrapPostgres(pool: pg.Pool): Database {
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    engine: 'postgres',
    async execute(text, values) {
      return { rows: (await pool.query(text, values)).rows };
    },
    close: () => pool.end(),
  };
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite under `dataDir/db`, and migrates it. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; logger?: Pick<Logger, 'warn'> }): Promise<Database> {
  if (options.databaseUrl) {
    // A server that does not answer fails the request (503) after this long instead of holding it forever.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle connection that drops (PostgreSQL restarted, the network cut) is reported here and discarded;
    // the next query opens a new one. Without a listener Node treats the event as fatal and the server exits.
    // Only the driver's words: the error carries the client, whose connection parameters hold the password.
    pool.on('error', (error: Error & { code?: string }) =>
      options.logger?.warn({ code: error.code, reason: error.message }, 'an idle database connection was lost'),
    );
    const database = wrapPostgres(pool);
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER });
    return database;
  }
  const dir = path.join(options.dataDir, 'db');
  await fs.mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
  return wrapPglite(client);
}
