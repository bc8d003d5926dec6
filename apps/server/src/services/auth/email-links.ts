import type { Env } from '../../lib/env';

/** Email links land on the web app's /auth/callback, which finishes the flow (spec §2). */
export function authCallbackLink(env: Env, type: 'email_confirmation' | 'recovery', token: string): string {
  const url = new URL('/auth/callback', env.APP_URL);
  url.searchParams.set('type', type);
  url.searchParams.set('token', token);
  return url.toString();
}
