import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { wrapPglite, wrapPostgres, type Database } from '../db/client';

/** A fresh, migrated database of its own for the calling test file. */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `acclaim_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: target.toString(), max: 5 });
    // The forced drop at teardown terminates connections still open (57P01); anything else is a real failure.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') throw error;
    });
    const database = wrapPostgres(pool);
    return {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const template = await fs.readFile(inject('pgliteTemplate'));
  return wrapPglite(await PGlite.create({ loadDataDir: new Blob([template]) }));
}
