import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { startScholarlyReplayServer } from '../apps/server/src/test/scholarly-replay-server';
import { freePort } from '../apps/server/src/test/free-port';

export const GOOGLE_PERSON = { sub: 'google-e2e-person', email: 'grace.hopper@example.com', name: 'Grace Hopper' };
/** The first super admin, made with `npm run admin:create` before the app starts, as an operator would. */
export const E2E_ADMIN = { email: 'ada.admin@example.com', password: 'admin-e2e-password', name: 'Ada Admin' };
/**
 * One more super admin for each admin spec file. Spec files run in parallel and the two-factor codes of one
 * address all land in one mailbox, so each file signs in with its own address and reads only its own codes.
 */
export const E2E_ADMIN_AREAS = ['subscriptions', 'analytics', 'settings', 'system'] as const;
export const e2eAdmin = (area: (typeof E2E_ADMIN_AREAS)[number]) => ({
  email: `${area}.admin@example.com`,
  password: 'admin-e2e-password',
  name: `${area[0]!.toUpperCase()}${area.slice(1)} Admin`,
});

async function waitForHealth(url: string, child: ReturnType<typeof spawn>, log: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not become healthy:\n${log()}`);
}

/**
 * Runs the built app as a user would, on an empty data folder, with a real local OpenID provider
 * standing in for Google. Environment set here reaches every test worker.
 */
export default async function globalSetup() {
  if (!fs.existsSync('/usr/bin/chromium')) {
    const { default: chromium } = await import('@sparticuz/chromium');
    await chromium.executablePath(); // unpacks the browser to /tmp/chromium and its libraries beside it
  }

  const oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  oidc.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { ...GOOGLE_PERSON, email_verified: true });
  });

  // Publication verification runs live against the recorded Crossref, OpenAlex, ORCID and Semantic Scholar
  // answers, replayed on loopback, so nothing leaves the machine.
  const scholarly = await startScholarlyReplayServer(path.resolve(import.meta.dirname, '../../shared/fixtures/scholarly'));

  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acclaim-e2e-'));
  const appEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  for (const admin of [E2E_ADMIN, ...E2E_ADMIN_AREAS.map(e2eAdmin)]) {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin-create.ts', '--email', admin.email, '--role', 'SUPER_ADMIN', '--name', admin.name, '--password', admin.password],
      { env: appEnv, stdio: 'pipe' },
    );
  }
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      GOOGLE_ISSUER: oidc.issuer.url!,
      GOOGLE_CLIENT_ID: 'acclaim-e2e',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      RATE_LIMIT_LOGIN: '1000/60',
      RATE_LIMIT_SIGNUP: '1000/60',
      RATE_LIMIT_PASSWORD_RESET: '1000/60',
      RATE_LIMIT_CODE_CHECK: '1000/60',
      SCHOLARLY_MODE: 'live',
      SCHOLARLY_MAILTO: 'e2e@acclaim.test',
      CROSSREF_URL: scholarly.urls.crossref,
      OPENALEX_URL: scholarly.urls.openalex,
      ORCID_URL: scholarly.urls.orcid,
      SEMANTIC_SCHOLAR_URL: scholarly.urls.semanticScholar,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await waitForHealth(baseURL, child, () => output);
  process.env.E2E_BASE_URL = baseURL;

  return async () => {
    child.kill('SIGTERM');
    await oidc.stop();
    await scholarly.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
