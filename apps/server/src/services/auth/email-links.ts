import type { Env } from '../../lib/env';

/** Email links land on the web app's /auth/callback, which finishes the flow (for sign-up, see decision 021). */
export function authCallbackLink(env: Env, type: 'email_confirmation' | 'recovery' | 'signup', token: string): string {
  const url = new URL('/auth/callback', env.APP_URL);
  url.searchParams.set('type', type);
  url.searchParams.set('token', token);
  return url.toString();
}

/** A page of the web app, e.g. '/login', as an absolute address for an email. */
export function webPageLink(env: Env, path: string): string {
  return new URL(path, env.APP_URL).toString();
}
