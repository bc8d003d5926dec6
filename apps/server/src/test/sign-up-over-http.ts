/**
 * Signs a person up over HTTP as they would (decision 021): the form, the emailed link read from the embedded
 * outbox at /api/dev/mailbox, the link opened. For a server on this machine whose mail stays in the outbox (the
 * mailbox answers loopback callers only): server-process tests, the e2e set-up, the load and bench scripts.
 */

export interface SignUpPerson {
  name: string;
  email: string;
  password: string;
}

/** What POST /api/auth/signup/confirm answers (ZAuthResponse), as far as callers read it. */
export interface SignedUp {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  tokens: { accessToken: string };
  isNewUser: boolean;
}

const SIGN_UP_LINK = /https?:\/\/\S+\/auth\/callback\?type=signup&token=([\w-]+)/;

/** The token of the sign-up link in an email's text, if it has one. */
export function signUpTokenIn(text: string): string | undefined {
  return SIGN_UP_LINK.exec(text)?.[1];
}

async function postJson(baseUrl: string, origin: string, path: string, body: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, text: await response.text() };
}

/**
 * Waits for the newest sign-up link to `email` in the mailbox (it leaves beside the sign-up's answer) that is not
 * one of `seen`, and returns its token.
 */
export async function signUpLinkFromMailbox(baseUrl: string, email: string, options: { seen?: string[]; timeoutMs?: number } = {}): Promise<string> {
  const address = email.trim().toLowerCase();
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const response = await fetch(`${baseUrl}/api/dev/mailbox`);
    if (!response.ok) throw new Error(`the mailbox answered ${response.status}: it serves loopback callers of a server whose mail stays in the outbox`);
    const { messages } = (await response.json()) as { messages: { to: string; text: string }[] };
    const token = messages
      .filter((message) => message.to === address)
      .map((message) => signUpTokenIn(message.text))
      .find((found) => found !== undefined && !options.seen?.includes(found));
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no sign-up link reached ${address} in the mailbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The whole sign-up; fails loudly with the server's words if a step does not answer as expected. */
export async function signUpOverHttp(baseUrl: string, person: SignUpPerson, origin = new URL(baseUrl).origin): Promise<SignedUp> {
  const started = await postJson(baseUrl, origin, '/api/auth/signup', person);
  if (started.status !== 202) throw new Error(`POST /api/auth/signup: expected 202, got ${started.status}: ${started.text.slice(0, 300)}`);
  const token = await signUpLinkFromMailbox(baseUrl, person.email);
  const confirmed = await postJson(baseUrl, origin, '/api/auth/signup/confirm', { token });
  if (confirmed.status !== 200) throw new Error(`POST /api/auth/signup/confirm: expected 200, got ${confirmed.status}: ${confirmed.text.slice(0, 300)}`);
  return JSON.parse(confirmed.text) as SignedUp;
}
