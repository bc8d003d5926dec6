import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll } from 'vitest';
import { closeRenderThreads } from '../services/render-threads/render-pool';
import { eq, desc } from 'drizzle-orm';
import type { MailMessage } from '../adapters/mail/mailer';
import { createApp } from '../app';
import { registerWorkers } from '../jobs/register-workers';
import { mailOutbox, users } from '../db/schema/index';
import { createDeps } from '../deps';
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
  // With SMTP_URL the mail leaves the process: a copy of each message lets signUp() still follow its emailed link,
  // and signUp() returns once the mail server has answered for it, as sign-up did when it sent inside the answer.
  const handedToSmtp: MailMessage[] = [];
  const smtpSends = new Set<Promise<void>>();
  if (deps.mailer.kind === 'smtp') {
    const sendOverSmtp = deps.mailer.send.bind(deps.mailer);
    deps.mailer.send = (message) => {
      handedToSmtp.push(message);
      const sending = sendOverSmtp(message);
      smtpSends.add(sending);
      sending.then(
        () => smtpSends.delete(sending),
        () => smtpSends.delete(sending),
      );
      return sending;
    };
  }
  await indexSiteContent(deps);
  const app = createApp(deps);
  afterAll(async () => {
    if (jobsStarted) await deps.jobs.stop();
    await closeRenderThreads();
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

  /**
   * Signs a new person up as a person does (decision 021): the form, the emailed link, the link opened. Returns
   * their token, the confirmed account and the sign-up data.
   */
  async function signUp(overrides: Parameters<typeof buildSignup>[0] = {}) {
    const input = buildSignup(overrides);
    const started = await call('POST', '/api/auth/signup', { body: input });
    if (started.status !== 202) throw new Error(`sign-up failed: ${started.text}`);
    const link = await emailedToken(input.email.trim().toLowerCase(), 'signup');
    const response = await call('POST', '/api/auth/signup/confirm', { body: { token: link } });
    if (response.status !== 200) throw new Error(`the sign-up link failed: ${response.text}`);
    await Promise.allSettled([...smtpSends]);
    return { ...input, token: response.json.tokens.accessToken as string, user: response.json.user };
  }

  /**
   * A signed-up account whose address is not confirmed, with a confirmation link in its mail: what sign-up made
   * before decision 021, and what such accounts still are. For the checks that a confirmed address unlocks.
   */
  async function signUpUnconfirmed(overrides: Parameters<typeof buildSignup>[0] = {}) {
    const person = await signUp(overrides);
    await database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, person.user.id));
    const resent = await call('POST', '/api/auth/resend-confirmation', { token: person.token });
    if (resent.status !== 200) throw new Error(`could not resend the confirmation: ${resent.text}`);
    return { ...person, user: { ...person.user, emailVerified: false } };
  }

  async function mailTo(address: string) {
    return database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(desc(mailOutbox.createdAt));
  }

  /** Mail the app handed to its mailer for `address`, newest first: the outbox, or the copies of what went over SMTP. */
  async function mailHandedOver(address: string): Promise<{ text: string }[]> {
    if (deps.mailer.kind === 'outbox') return mailTo(address);
    return handedToSmtp.filter((message) => message.to === address).reverse();
  }

  /**
   * The token inside the newest emailed /auth/callback link of the given type. Some emails leave beside the answer
   * (sign-up, password reset), so this waits a few seconds for one to arrive.
   */
  async function emailedToken(address: string, type: 'recovery' | 'email_confirmation' | 'signup') {
    const deadline = Date.now() + 5_000;
    for (;;) {
      for (const message of await mailHandedOver(address)) {
        const match = message.text.match(/https?:\/\/\S+\/auth\/callback\?\S+/);
        if (!match) continue;
        const url = new URL(match[0]);
        if (url.searchParams.get('type') === type) return url.searchParams.get('token')!;
      }
      if (Date.now() > deadline) throw new Error(`no ${type} email to ${address}`);
      await sleep(20);
    }
  }

  return { app, deps, database, call, signUp, signUpUnconfirmed, mailTo, emailedToken, startWorker };
}
