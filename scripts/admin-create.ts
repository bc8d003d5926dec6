/**
 * Creates the first admin, or gives an existing account an admin role, on the app's own database (the same
 * DATA_DIR or DATABASE_URL as `npm start`):
 *
 *   npm run admin:create -- --email you@example.com --role SUPER_ADMIN [--name "Your Name"] [--password …]
 *
 * An existing account keeps its password and only gets the role. A new account takes its password from
 * --password or, in a terminal, from a hidden prompt; otherwise the command refuses. Every change is written to
 * the admin audit log with the actor "cli". With the embedded database, stop the server first: PGlite serves
 * one process at a time.
 */
import { parseArgs } from 'node:util';
import { ADMIN_ROLES } from '@acclaim/domain';
import { ZodError } from 'zod';
import { openDatabase } from '../apps/server/src/db/client';
import { readEnv } from '../apps/server/src/lib/env';
import { createOrPromoteAdmin } from '../apps/server/src/services/admin/create-admin-account';

const USAGE = `Usage: npm run admin:create -- --email <email> --role <${ADMIN_ROLES.join('|')}> [--name <name>] [--password <password>]`;

/** Reads a line from the terminal without echoing it. */
function readHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new Error('Cancelled.'));
          return;
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    process.stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function askPassword(given: string | undefined, email: string): Promise<string> {
  if (given !== undefined) return given;
  if (!process.stdin.isTTY) {
    throw new Error(`No account exists for ${email}, so it needs a password: pass --password, or run the command in a terminal to be asked.`);
  }
  const first = await readHidden(`Password for the new account ${email}: `);
  const second = await readHidden('Repeat the password: ');
  if (first !== second) throw new Error('The passwords do not match. Nothing was changed.');
  return first;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.email || !values.role) {
    console.error(`--email and --role are required.\n${USAGE}`);
    return 2;
  }
  const env = readEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const email = values.email;
    const result = await createOrPromoteAdmin(database.db, { email, role: values.role, name: values.name }, () => askPassword(values.password, email));
    const { user } = result;
    if (result.outcome === 'created') {
      console.log(`Created the account ${user.email} (${user.name}) with the role ${user.adminRole}.`);
    } else if (result.outcome === 'promoted') {
      console.log(`${user.email} now has the role ${user.adminRole} (before: ${result.previousRole ?? 'no admin role'}).`);
      if (values.password !== undefined) console.log('The account already existed, so its password was left unchanged.');
    } else {
      console.log(`${user.email} already has the role ${user.adminRole}; nothing changed.`);
    }
    if (result.outcome !== 'unchanged') {
      console.log(`Sign in at ${env.APP_URL}/login, open ${env.APP_URL}/admin and enter the 6-digit code emailed to ${user.email}.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof ZodError ? error.issues.map((issue) => issue.message).join(' ') : error instanceof Error ? error.message : String(error);
    console.error(`admin:create failed: ${message}`);
    process.exit(1);
  },
);
