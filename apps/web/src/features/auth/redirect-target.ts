import { paths } from '@/config/paths';

type FromState = { from?: string | { pathname?: string; search?: string; hash?: string } } | null | undefined;

const GOOGLE_FROM_KEY = 'gc_oauth_from';

/** Where to go after signing in: the protected page that sent the user to /login, else the dashboard. */
export function redirectTarget(state: unknown): string {
  const from = (state as FromState)?.from;
  const target = typeof from === 'string' ? from : from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '';
  // Only paths inside this app; never an outside address, never back to /login.
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith(paths.login)) return paths.dashboard;
  return target;
}

/** The Google round trip leaves the app, so the target waits in session storage. */
export const googleRedirect = {
  remember(state: unknown) {
    sessionStorage.setItem(GOOGLE_FROM_KEY, redirectTarget(state));
  },
  take(): string {
    const target = sessionStorage.getItem(GOOGLE_FROM_KEY);
    sessionStorage.removeItem(GOOGLE_FROM_KEY);
    return redirectTarget({ from: target ?? undefined });
  },
};
