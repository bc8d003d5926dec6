import { expect } from 'vitest';
import { ZFilingPackageResponse, type TDocument, type TFilingPackage, type TLetterDetail } from '@acclaim/contracts';
import { readAnswer } from './read-answer';
import { TEST_ORIGIN, type createTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Signs a new person up as a person does and opens their active case (every account starts with one). */
export async function signUpWithCase(t: TestApp, overrides: Parameters<TestApp['signUp']>[0] = {}) {
  const person = await t.signUp(overrides);
  const active = await t.call('GET', '/api/cases/active', { token: person.token });
  expect(active.status, active.text).toBe(200);
  return { ...person, caseId: active.json.case.id as string };
}

/** What a download answered: its status and headers, the Content-Disposition (or ''), and the body's bytes. */
export interface Downloaded {
  status: number;
  headers: Headers;
  disposition: string;
  bytes: Uint8Array;
}

/**
 * GETs a file as the app's download buttons do: with the bearer token (none for a visitor) and the app's origin.
 * With `expectStatus`, fails the test with the server's words if the answer has another status.
 */
export async function download(t: TestApp, token: string | null, path: string, { expectStatus }: { expectStatus?: number } = {}): Promise<Downloaded> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.request(path, { headers });
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (expectStatus !== undefined) expect(res.status, res.status === expectStatus ? '' : new TextDecoder().decode(bytes)).toBe(expectStatus);
  return { status: res.status, headers: res.headers, disposition: res.headers.get('content-disposition') ?? '', bytes };
}

/**
 * POSTs `fields` (a `file`, a `category`, or whatever a test sends) to the case's documents as a user's browser does:
 * multipart, with the bearer token and the app's origin. Returns the answer, whatever its status (always JSON).
 */
export async function postDocument(t: TestApp, token: string, caseId: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const answer = await readAnswer(
    await t.app.request(`/api/cases/${caseId}/documents`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, origin: TEST_ORIGIN } }),
  );
  // Every answer of the route, a refusal included, is JSON.
  expect(answer.json, answer.text).toBeDefined();
  return answer;
}

/** Uploads a file to the case (with its `category`, if any), failing the test with the server's words unless it is stored. */
export async function uploadDocument(t: TestApp, token: string, caseId: string, file: File, category?: string) {
  const res = await postDocument(t, token, caseId, category ? { file, category } : { file });
  expect(res.status, res.text).toBe(201);
  return res.json.document as { id: string; exhibitLabel: string };
}

/** Uploads a small text document to the case, as a user's browser does, and returns it with its exhibit label. */
export function uploadText(t: TestApp, token: string, caseId: string, name: string, text: string, category: string) {
  return uploadDocument(t, token, caseId, new File([text], name, { type: 'text/plain' }), category);
}

/** Adds an evidence item by hand (accepted), failing the test with the server's message if it is refused. */
export async function addEvidence(t: TestApp, token: string, caseId: string, body: Record<string, unknown>): Promise<string> {
  const res = await t.call('POST', `/api/cases/${caseId}/evidence`, { token, body: { confidence: 1, ...body } });
  expect(res.status, res.text).toBe(201);
  return res.json.item?.id ?? res.json.evidence?.id;
}

/**
 * Polls the case's documents until every one has been read (extracted or failed), and returns them. Reading a
 * long document can take a while on a busy machine: `timeoutMs` gives such callers longer than the default minute.
 */
export async function waitForExtraction(t: TestApp, token: string, caseId: string, { timeoutMs = 60_000 } = {}): Promise<TDocument[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const documents = (await t.call('GET', `/api/cases/${caseId}/documents`, { token })).json.documents as TDocument[];
    if (documents.every((d) => d.status === 'extracted' || d.status === 'failed')) return documents;
    if (Date.now() > deadline) throw new Error('extraction did not finish');
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Polls a letter until its job has finished (completed or failed). */
export async function waitForLetter(t: TestApp, token: string, id: string): Promise<TLetterDetail> {
  for (let i = 0; i < 200; i++) {
    const res = await t.call('GET', `/api/letters/${id}`, { token });
    if (res.json.letter.status === 'completed' || res.json.letter.status === 'failed') return res.json.letter as TLetterDetail;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('the letter did not finish');
}

/** Polls the case's filing package until its job has finished (completed or failed). */
export async function waitForPackage(t: TestApp, token: string, caseId: string): Promise<TFilingPackage> {
  for (let i = 0; i < 400; i++) {
    const body = ZFilingPackageResponse.parse((await t.call('GET', `/api/cases/${caseId}/filing/package`, { token })).json);
    if (body.package && (body.package.status === 'completed' || body.package.status === 'failed')) return body.package;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the package did not finish');
}

/** Puts the account on a paid plan through the test-mode checkout with the paying card, as the browser does. */
export async function subscribe(t: TestApp, token: string, planId: string) {
  const checkout = await t.call('POST', '/api/billing/checkout', { token, body: { planId } });
  expect(checkout.status, checkout.text).toBe(200);
  const id = new URL(checkout.json.url).pathname.split('/').pop()!;
  const paid = await t.call('POST', `/api/billing/test-checkout/${id}/pay`, { token, body: { card: 'success' } });
  expect(paid.status, paid.text).toBe(200);
  return { checkoutId: id, successUrl: paid.json.url as string };
}
