import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { eq, desc } from 'drizzle-orm';
import { createApp } from '../app';
import { registerWorkers } from '../jobs/register-workers';
import { mailOutbox } from '../db/schema/index';
import { createDeps } from '../lib/deps';
import { indexSiteContent } from '../services/search/index-site-content';
import { readEnv } from '../lib/env';
import { createLogger } from '../lib/logger';
import { buildSignup } from './factories';
import { readAnswer } from './read-answer';
import { createTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * The real app on a database of this file's own, called in-process, wired as in production by
 * `createDeps`: mail stays in the embedded outbox unless `env` names an `SMTP_URL`.
 * `env` overrides the configuration (e.g. tighter rate limits, a local OpenID issuer or SMTP server).
 */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const config = readEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_LOGIN: '1000/60',
    RATE_LIMIT_SIGNUP: '1000/60',
    RATE_LIMIT_PASSWORD_RESET: '1000/60',
    RATE_LIMIT_CODE_CHECK: '1000/60',
    RATE_LIMIT_CONTACT: '1000/60',
    WEB_DIST: '/nonexistent-web-dist',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'acclaim-test-data-')),
    ...env,
  });
  const logger = createLogger(config.LOG_LEVEL);
  // The production wiring: the embedded outbox unless `SMTP_URL` names a server, Google from the env.
  const deps = createDeps(config, database, logger, { jobPollingSeconds: 0.5 });
  await indexSiteContent(deps);
  const app = createApp(deps);
  afterAll(async () => {
    if (jobsStarted) await deps.jobs.stop();
    await database.close();
    fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
  });
  let jobsStarted = false;

  /** Starts the job queue and the workers (extraction, verification, assessment), for tests that run jobs. */
  async function startWorker() {
    if (jobsStarted) return;
    jobsStarted = true;
    await deps.jobs.start();
    await registerWorkers(deps);
  }

  async function call(method: string, path: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    return readAnswer(await app.request(path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) }));
  }

  /** Signs a new person up and returns their token and sign-up data. */
  async function signUp(overrides: Parameters<typeof buildSignup>[0] = {}) {
    const input = buildSignup(overrides);
    const response = await call('POST', '/api/auth/signup', { body: input });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.text}`);
    return { ...input, token: response.json.tokens.accessToken as string, user: response.json.user };
  }

  async function mailTo(address: string) {
    return database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(desc(mailOutbox.createdAt));
  }

  /** The token inside the newest emailed /auth/callback link of the given type. */
  async function emailedToken(address: string, type: 'recovery' | 'email_confirmation') {
    for (const message of await mailTo(address)) {
      const match = message.text.match(/https?:\/\/\S+\/auth\/callback\?\S+/);
      if (!match) continue;
      const url = new URL(match[0]);
      if (url.searchParams.get('type') === type) return url.searchParams.get('token')!;
    }
    throw new Error(`no ${type} email to ${address}`);
  }

  return { app, deps, database, call, signUp, mailTo, emailedToken, startWorker };
}
