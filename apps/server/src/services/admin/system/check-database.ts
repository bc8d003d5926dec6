import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TDatabaseCheck } from '@acclaim/contracts';
import { MIGRATIONS_FOLDER, type Database } from '../../../db/client';
import { elapsedMs, guardCheck, optional } from './guard-check';

const ENGINE_NAMES = { pglite: 'Embedded PGlite', postgres: 'PostgreSQL' } as const;

/** The migrations this build ships with, from Drizzle's journal beside them. */
async function countKnownMigrations(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries?: unknown[] };
  return journal.entries?.length ?? 0;
}

async function readOne(database: Database, text: string, column: string): Promise<unknown> {
  const { rows } = await database.execute(text);
  return rows[0]?.[column];
}

/** A real query on the app's database, then its version, applied migrations and size. */
export async function checkDatabase(database: Database): Promise<TDatabaseCheck> {
  const engine = database.engine;
  const migrationsKnown = (await optional(countKnownMigrations)) ?? 0;
  return guardCheck<TDatabaseCheck>(
    async () => {
      const started = performance.now();
      await database.execute('select 1');
      const latencyMs = elapsedMs(started);
      // One after another: PGlite answers one query at a time anyway.
      const serverVersion = await optional(async () => String(await readOne(database, 'show server_version', 'server_version')));
      const applied = await optional(async () => Number(await readOne(database, 'select count(*)::int as "count" from drizzle.__drizzle_migrations', 'count')));
      const size = await optional(async () => Number(await readOne(database, 'select pg_database_size(current_database())::float8 as "size"', 'size')));
      const pending = applied === null ? 0 : migrationsKnown - applied;
      const migrations = applied === null ? 'migrations could not be read' : `${applied} of ${migrationsKnown} migrations applied`;
      return {
        status: pending > 0 ? ('degraded' as const) : ('ok' as const),
        detail: `${ENGINE_NAMES[engine]} answered in ${latencyMs} ms; ${migrations}${pending > 0 ? ' (restart the server to apply the rest)' : ''}`,
        latencyMs,
        engine,
        serverVersion,
        migrationsApplied: applied,
        migrationsKnown,
        sizeBytes: size !== null && Number.isFinite(size) ? size : null,
      };
    },
    (failure, latencyMs) => ({
      status: 'down',
      detail: `${ENGINE_NAMES[engine]}: ${failure}`,
      latencyMs,
      engine,
      serverVersion: null,
      migrationsApplied: null,
      migrationsKnown,
      sizeBytes: null,
    }),
  );
}
