/**
 * The load test's users, made over HTTP as a person would make them: sign-up (the form, then the emailed link read
 * from the server's local mailbox), the Analysis plan through the
 * test-mode checkout (uploads and chat without the free trial's limits), a case with its onboarding answers,
 * a few text documents, a few evidence items and one assessment. Also waits for the background jobs that
 * this work queues, so one scenario's backlog does not slow the next one down.
 */
import { signUpOverHttp } from '../../apps/server/src/test/sign-up-over-http';
import { multipartUpload, sampleDocument } from './load-documents';

export interface LoadUser {
  index: number;
  name: string;
  email: string;
  password: string;
  token: string;
  caseId: string;
}

export const DOCUMENTS_PER_USER = 3;

const EVIDENCE = [
  {
    type: 'award',
    title: 'Young Investigator Award',
    description: 'Chosen from 240 nominations from 31 countries.',
    date: '2021-05-14',
    details: { issuer: 'International Society' },
  },
  {
    type: 'membership',
    title: 'Fellow of the Royal Academy',
    description: 'Election by existing Fellows; at most 5% of candidates are elected.',
    date: '2020-01-20',
    details: {},
  },
  {
    type: 'publication',
    title: 'Scalable inference for computational biology',
    description: 'Nature Methods.',
    date: '2022',
    details: { venue: 'Nature Methods', year: 2022, authors: ['A. Chen'], authorPosition: 1 },
  },
];

interface CallOptions {
  token?: string;
  json?: unknown;
  multipart?: { contentType: string; body: Buffer };
}

/** Calls the API like the web client (bearer token, the app's Origin on writes) and fails loudly on an unexpected status. */
export function apiClient(baseUrl: string, origin = new URL(baseUrl).origin) {
  return async function call<T = Record<string, unknown>>(method: string, path: string, expected: number, options: CallOptions = {}): Promise<T> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (method !== 'GET') headers.origin = origin;
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.multipart) {
      headers['content-type'] = options.multipart.contentType;
      body = new Uint8Array(options.multipart.body);
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body }).catch((error: Error) => {
      throw new Error(`${method} ${path}: ${error.message} (${String((error.cause as Error | undefined)?.message ?? error.cause)})`);
    });
    const text = await response.text();
    if (response.status !== expected) throw new Error(`${method} ${path}: expected ${expected}, got ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };
}

/** Runs `task` for 0..count-1 with at most `parallel` at a time. */
export async function inPool<T>(count: number, parallel: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

async function prepareUser(baseUrl: string, origin: string, runId: string, index: number): Promise<LoadUser> {
  const call = apiClient(baseUrl, origin);
  const name = `Load User ${index + 1}`;
  const email = `load-${runId}-${index + 1}@example.com`;
  const password = `load-password-${runId}`;
  const token = (await signUpOverHttp(baseUrl, { name, email, password }, origin)).tokens.accessToken;

  const checkout = await call<{ url: string }>('POST', '/api/billing/checkout', 200, { token, json: { planId: 'ANALYSIS' } });
  const checkoutId = new URL(checkout.url).pathname.split('/').pop()!;
  await call('POST', `/api/billing/test-checkout/${checkoutId}/pay`, 200, { token, json: { card: 'success' } });

  const active = await call<{ case: { id: string } }>('GET', '/api/cases/active', 200, { token });
  const caseId = active.case.id;
  await call('PATCH', `/api/cases/${caseId}`, 200, {
    token,
    json: { petitionType: 'EB1A', fieldOfEndeavor: 'Computational biology', currentRole: 'Senior Scientist', yearsOfExperience: 9, completeOnboarding: true },
  });
  for (let n = 0; n < DOCUMENTS_PER_USER; n++) {
    await call('POST', `/api/cases/${caseId}/documents`, 201, { token, multipart: multipartUpload(sampleDocument(name, n)) });
  }
  for (const item of EVIDENCE) await call('POST', `/api/cases/${caseId}/evidence`, 201, { token, json: item });
  await call('POST', `/api/cases/${caseId}/assessments`, 202, { token });
  return { index, name, email, password, token, caseId };
}

/** Makes `count` users, a few at a time (sign-up hashes a password, which is meant to be slow). */
export async function prepareUsers(baseUrl: string, origin: string, count: number): Promise<LoadUser[]> {
  const runId = Date.now().toString(36);
  return inPool(count, 6, (index) => prepareUser(baseUrl, origin, runId, index));
}

async function countPendingWork(call: ReturnType<typeof apiClient>, users: LoadUser[]) {
  const pending = await inPool(users.length, 4, async (index) => {
    const { token, caseId } = users[index]!;
    const documents = await call<{ documents: { status: string }[] }>('GET', `/api/cases/${caseId}/documents`, 200, { token });
    const assessments = await call<{ assessments: { status: string }[] }>('GET', `/api/cases/${caseId}/assessments`, 200, { token });
    return {
      documents: documents.documents.filter((row) => row.status === 'uploaded' || row.status === 'extracting').length,
      assessments: assessments.assessments.filter((row) => row.status === 'queued' || row.status === 'running').length,
    };
  });
  return {
    documents: pending.reduce((sum, row) => sum + row.documents, 0),
    assessments: pending.reduce((sum, row) => sum + row.assessments, 0),
  };
}

/**
 * Waits until no user has a document waiting for extraction or an assessment queued or running, polling every
 * two seconds, for at most `timeoutSeconds`. Reports what was pending, how fast it drained, and what was left.
 */
export async function waitForBackgroundWork(baseUrl: string, users: LoadUser[], timeoutSeconds: number) {
  const call = apiClient(baseUrl);
  const started = performance.now();
  const deadline = Date.now() + timeoutSeconds * 1000;
  const atStart = await countPendingWork(call, users);
  let pending = atStart;
  let rounds = 0;
  for (;;) {
    const seconds = (performance.now() - started) / 1000;
    const done = atStart.documents - pending.documents + atStart.assessments - pending.assessments;
    const report = {
      drained: pending.documents + pending.assessments === 0,
      seconds: Math.round(seconds * 10) / 10,
      pendingAtStart: atStart,
      ...(seconds > 0 ? { finishedPerSecond: Math.round((done / seconds) * 100) / 100 } : {}),
      pendingAtEnd: pending,
    };
    if (report.drained || Date.now() > deadline) return report;
    if (++rounds % 5 === 0)
      console.error(`  waiting for background jobs: ${pending.documents} documents, ${pending.assessments} assessments (${report.seconds} s)`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    pending = await countPendingWork(call, users);
  }
}
