/**
 * A new embedded database, made once per server build, that `npm start` copies into a data folder which has none.
 *
 * Creating a PGlite database runs PostgreSQL's initdb inside WebAssembly: about three seconds on this machine,
 * most of a first start. The template is that same database made by the server's own code (openDatabase: create,
 * then every migration) and closed cleanly, so a copy of it is what the first start would have made. The server
 * then opens it as it opens any existing database, and finds no migration left to run. The server itself is
 * unchanged: started any other way, it creates the database as before. See docs/decisions/025-built-server-start.md.
 *
 * Bundled by scripts/build.mjs into apps/server/dist/database-template.js; the template is
 * apps/server/dist/database-template/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client';
import { readEnv } from '../apps/server/src/lib/env';

/** Where openDatabase keeps the embedded database inside a data folder (apps/server/src/db/client.ts). */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'db');

/** Creates and migrates an embedded database in the data folder `templateDataDir`, as the server's first start does. */
export async function makeDatabaseTemplate(templateDataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir: templateDataDir });
  await database.close();
}

/**
 * Copies the template into the configured data folder when the server will use the embedded database there and
 * none exists yet. Returns the folder it filled, or null when it left everything as it was. A bad setting is left
 * for the server to report in its own words.
 */
export function seedEmbeddedDatabase(templateDataDir: string, environment: Record<string, string | undefined> = process.env): string | null {
  let dataDir: string;
  try {
    const env = readEnv(environment);
    if (env.DATABASE_URL) return null;
    dataDir = env.DATA_DIR;
  } catch {
    return null;
  }
  const template = embeddedDatabaseDir(templateDataDir);
  const target = embeddedDatabaseDir(dataDir);
  if (fs.existsSync(target) || !fs.existsSync(template)) return null;
  // Copied aside and then renamed: a start cut short leaves no half database that the next start would trust.
  const staging = `${target}.copying-${process.pid}`;
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.cpSync(template, staging, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
    fs.renameSync(staging, target);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return target;
}
