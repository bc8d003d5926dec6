/**
 * The database template that `npm start` copies into an empty data folder (scripts/database-template.ts): the copy
 * must be a database the server opens as its own, with every migration applied, and never replace one that exists.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabaseDir, makeDatabaseTemplate, seedEmbeddedDatabase } from '../../../../scripts/database-template';
import { MIGRATIONS_FOLDER, openDatabase } from './client';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'acclaim-db-template-'));
const templateDataDir = path.join(scratch, 'template');
const migrationCount = (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

beforeAll(() => makeDatabaseTemplate(templateDataDir));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** What the server sees when it opens the data folder: which cluster it is (initdb gives each its own id) and the migrations applied. */
const inspect = async (dataDir: string) => {
  const database = await openDatabase({ dataDir });
  try {
    const cluster = await database.execute('select system_identifier::text as id from pg_control_system()');
    const migrations = await database.execute('select count(*)::int as count from drizzle.__drizzle_migrations');
    return { clusterId: cluster.rows[0]!.id, migrations: migrations.rows[0]!.count };
  } finally {
    await database.close();
  }
};

describe('seedEmbeddedDatabase', () => {
  it('fills an empty data folder with a database the server opens with every migration applied', async () => {
    const dataDir = path.join(scratch, 'empty');
    fs.mkdirSync(dataDir);

    expect(seedEmbeddedDatabase(templateDataDir, { DATA_DIR: dataDir })).toBe(embeddedDatabaseDir(dataDir));
    expect(fs.readdirSync(dataDir)).toEqual(['db']);
    const seeded = await inspect(dataDir);
    expect(seeded.migrations).toBe(migrationCount);
    // The template itself, not a database made anew on opening.
    expect(seeded.clusterId).toBe((await inspect(templateDataDir)).clusterId);
  });

  it('creates the data folder when it does not exist yet', () => {
    const dataDir = path.join(scratch, 'not-there-yet', 'data');
    expect(seedEmbeddedDatabase(templateDataDir, { DATA_DIR: dataDir })).toBe(embeddedDatabaseDir(dataDir));
    expect(fs.existsSync(path.join(embeddedDatabaseDir(dataDir), 'PG_VERSION'))).toBe(true);
  });

  it('leaves an existing database alone', async () => {
    const dataDir = path.join(scratch, 'in-use');
    const database = await openDatabase({ dataDir: dataDir });
    await database.execute('create table kept (note text)');
    await database.execute("insert into kept values ('still here')");
    await database.close();

    expect(seedEmbeddedDatabase(templateDataDir, { DATA_DIR: dataDir })).toBeNull();
    const reopened = await openDatabase({ dataDir });
    try {
      expect((await reopened.execute('select note from kept')).rows).toEqual([{ note: 'still here' }]);
    } finally {
      await reopened.close();
    }
  });

  it('does nothing when the server will use PostgreSQL, or when its settings are invalid', () => {
    const dataDir = path.join(scratch, 'unused');
    expect(seedEmbeddedDatabase(templateDataDir, { DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.invalid/acclaim' })).toBeNull();
    expect(seedEmbeddedDatabase(templateDataDir, { DATA_DIR: dataDir, PORT: 'not a port' })).toBeNull();
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('does nothing when no template was built', () => {
    const dataDir = path.join(scratch, 'no-template');
    expect(seedEmbeddedDatabase(path.join(scratch, 'missing-template'), { DATA_DIR: dataDir })).toBeNull();
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
