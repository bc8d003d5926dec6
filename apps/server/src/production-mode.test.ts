/**
 * NODE_ENV=production as an operator runs it, in real processes: a configuration that would mail nobody, give paid
 * plans away or send sessions over plain http stops the start with one line naming the variable; a complete one
 * serves; the embedded stand-ins run only by an explicit opt-in, which the log then shouts.
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';
import { readAnswer } from './test/read-answer';
import { makeTempDir, spawnServer, type ServerProcess } from './test/server-process';

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every setting these tests decide on, blank unless a test sets it: nothing leaks in from the shell running them. */
const BLANK = Object.fromEntries(
  [
    'APP_URL',
    'SMTP_URL',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_PRICE_ANALYSIS',
    'STRIPE_PRICE_COMPLETE',
    'STRIPE_PRICE_ATTORNEY',
    'STRIPE_API_URL',
    'GOOGLE_CLIENT_ID',
    'GOOGLE_CLIENT_SECRET',
    'LLM_PROVIDER',
    'LLM_API_KEY',
    'LLM_BASE_URL',
    'S3_BUCKET',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'ALLOW_TEST_PAYMENTS',
    'ALLOW_OUTBOX_MAIL',
    'ALLOW_INSECURE_HTTP',
    'TRUST_PROXY',
  ].map((name) => [name, '']),
);

/** Addresses nothing listens on: the mailer and Stripe's client only connect when used, never at start. */
async function completeProduction(): Promise<Record<string, string>> {
  return {
    NODE_ENV: 'production',
    APP_URL: 'https://acclaim.example',
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    MAIL_FROM: 'Acclaim <no-reply@acclaim.example>',
    STRIPE_SECRET_KEY: 'sk_test_production_mode',
    STRIPE_WEBHOOK_SECRET: 'whsec_production_mode',
    STRIPE_PRICE_ANALYSIS: 'price_analysis',
    STRIPE_PRICE_COMPLETE: 'price_complete',
    STRIPE_PRICE_ATTORNEY: 'price_attorney',
    STRIPE_API_URL: `http://127.0.0.1:${await freePort()}`,
  };
}

function spawn(env: Record<string, string>, entry: 'main' | 'worker' = 'main'): ServerProcess {
  const dataDir = makeTempDir('acclaim-production-');
  dataDirs.push(dataDir);
  return spawnServer({ ...BLANK, DATA_DIR: dataDir, ...env }, entry);
}

async function exitOf(process: ServerProcess) {
  const timer = setTimeout(() => void process.crash(), 150_000);
  const exit = await process.exited;
  clearTimeout(timer);
  return exit;
}

/** Waits for /api/health on loopback; fails with the server's output if it exits first. */
async function waitForHealth(process: ServerProcess, url: string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (process.child.exitCode !== null) throw new Error(`the server exited early:\n${process.output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not become healthy in time:\n${process.output()}`);
}

// The file drives processes of its own on the embedded database, so the PostgreSQL run of the suite need not repeat it.
describe.skipIf(process.env.TEST_DB === 'postgres')('production mode', () => {
  it('refuses each unsafe configuration with one line naming it, and exit code 1', async () => {
    const complete = await completeProduction();
    // Few processes (each start loads the whole server); env.test.ts checks every problem one at a time.
    const cases: { what: string; env: Record<string, string>; entry?: 'worker'; line: RegExp }[] = [
      {
        what: 'nothing configured: outbox mail, test-mode payments, no APP_URL',
        env: { NODE_ENV: 'production' },
        line: /^Acclaim could not start: APP_URL: production needs the public https:\/\/ address[^;]*; SMTP_URL: production needs a mail server: [^;]*ALLOW_OUTBOX_MAIL=true accepts it\); STRIPE_SECRET_KEY: production needs Stripe: [^;]*ALLOW_TEST_PAYMENTS=true accepts it\)\.$/,
      },
      {
        what: 'plain http and missing secrets',
        env: { ...complete, APP_URL: 'http://acclaim.example', GOOGLE_CLIENT_ID: 'client-id', LLM_PROVIDER: 'anthropic' },
        line: /^Acclaim could not start: APP_URL: production needs an https:\/\/ address: [^;]*ALLOW_INSECURE_HTTP=true accepts it, e\.g\. on a private network\); GOOGLE_CLIENT_SECRET: required in production when GOOGLE_CLIENT_ID is set; LLM_API_KEY: required in production when LLM_PROVIDER is anthropic\.$/,
      },
      {
        what: 'the worker, without a mail server',
        entry: 'worker',
        env: { ...complete, SMTP_URL: '', DATABASE_URL: 'postgres://127.0.0.1:1/none' },
        line: /^Acclaim worker could not start: SMTP_URL: production needs a mail server: [^;]*\.$/,
      },
    ];
    // They stop before opening anything, so they may run side by side.
    const runs = cases.map((test) => ({ test, process: spawn(test.env, test.entry) }));
    for (const { test, process } of runs) {
      expect((await exitOf(process)).code, `${test.what}: ${process.output()}`).toBe(1);
      const lines = process.output().trim().split('\n');
      expect(lines, test.what).toHaveLength(1);
      expect(lines[0], test.what).toMatch(test.line);
    }
  }, 300_000);

  it('serves with mail, payments and https configured, and never shows the mailbox, even to loopback', async () => {
    const port = await freePort();
    const server = spawn({ ...(await completeProduction()), PORT: String(port) });
    try {
      const url = `http://127.0.0.1:${port}`;
      await waitForHealth(server, url);
      expect((await readAnswer(await fetch(`${url}/api/health`))).json.status).toBe('ok');
      expect((await fetch(`${url}/api/dev/mailbox`)).status).toBe(404);
      expect(server.output()).not.toMatch(/TEST MODE|NO EMAIL LEAVES|PLAIN HTTP/);
    } finally {
      await server.stop();
    }
  }, 300_000);

  it('runs the embedded stand-ins by explicit opt-in only, and says so loudly at start', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = spawn({
      NODE_ENV: 'production',
      PORT: String(port),
      APP_URL: url,
      ALLOW_TEST_PAYMENTS: 'true',
      ALLOW_OUTBOX_MAIL: 'true',
      ALLOW_INSECURE_HTTP: 'true',
    });
    try {
      await waitForHealth(server, url);
      const warnings = server
        .output()
        .split('\n')
        .filter((line) => line.includes('"level":40'))
        .map((line) => JSON.parse(line).msg as string);
      expect(warnings).toEqual([
        expect.stringMatching(/^PAYMENTS ARE IN TEST MODE IN PRODUCTION \(ALLOW_TEST_PAYMENTS=true\)/),
        expect.stringMatching(/^NO EMAIL LEAVES THIS SERVER \(ALLOW_OUTBOX_MAIL=true\)/),
        expect.stringMatching(/^APP_URL IS PLAIN HTTP IN PRODUCTION \(ALLOW_INSECURE_HTTP=true\)/),
      ]);
      // The operator chose the outbox, so this machine may read it; through a proxy it stays hidden.
      expect((await fetch(`${url}/api/dev/mailbox`)).status).toBe(200);
      expect((await fetch(`${url}/api/dev/mailbox`, { headers: { 'x-forwarded-for': '198.51.100.4' } })).status).toBe(404);
    } finally {
      await server.stop();
    }
  }, 300_000);
});
