import { createMiddleware } from 'hono/factory';
import type { AppBindings } from '../context';
import { AppError } from '../errors';

/**
 * The API routes anyone may call without a session, each with the reason. Every other /api route refuses an
 * anonymous caller before anything else runs (validation included), so a new route is private unless it is
 * listed here on purpose. Paths use `:name` for a parameter.
 */
export const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': 'liveness for load balancers and the status page',
  'GET /api/openapi.json': 'the API description',
  'GET /api/site/status': 'banners and whether sign-ups are open, on public pages',
  'GET /api/search': 'the public site search',
  'POST /api/contact': 'the contact form',
  'GET /api/billing/plans': 'the pricing page',
  'POST /api/billing/webhook': 'the payment provider; checked by its signature',
  'GET /api/samples/download/assessment': 'sample downloads for visitors',
  'GET /api/samples/download/cover-letter': 'sample downloads for visitors',
  'GET /api/samples/download/test-documents': 'sample downloads for visitors',
  'POST /api/auth/signup': 'starting a sign-up; it only sends an email',
  'POST /api/auth/signup/confirm': 'the emailed sign-up link is the credential',
  'POST /api/auth/login': 'signing in',
  'POST /api/auth/logout': 'logging out answers with or without a session',
  'POST /api/auth/forgot-password': 'asking for a reset link',
  'POST /api/auth/reset-password/check': 'the emailed link is the credential',
  'POST /api/auth/reset-password': 'the emailed link is the credential',
  'POST /api/auth/confirm-email': 'the emailed link is the credential',
  'GET /api/auth/google': 'starting Google sign-in',
  'POST /api/auth/google/callback': 'finishing Google sign-in; checked by state and PKCE',
  'GET /api/firms/:firmId/logo': 'a firm’s logo, shown on its portal before sign-in',
  'GET /api/invitations/:token': 'the emailed invitation is the credential',
  'POST /api/invitations/:token/accept': 'the emailed invitation is the credential',
  'GET /api/dev/mailbox': 'the embedded outbox; it answers only a caller on this machine (loopback, no proxy headers) and only when mail stays in the outbox',
};

const matchers = Object.keys(PUBLIC_ROUTES).map((route) => {
  const [method, path] = route.split(' ') as [string, string];
  const pattern = path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+');
  return { method, regex: new RegExp(`^${pattern}$`) };
});

export function isPublicRoute(method: string, path: string): boolean {
  const asked = method === 'HEAD' ? 'GET' : method;
  return matchers.some((matcher) => matcher.method === asked && matcher.regex.test(path));
}

/** Default deny: after the session is loaded, an anonymous request to a route not listed public stops here with 401. */
export const requireSessionUnlessPublic = createMiddleware<AppBindings>(async (c, next) => {
  if (!c.get('auth') && c.req.method !== 'OPTIONS' && !isPublicRoute(c.req.method, c.req.path)) {
    throw new AppError('UNAUTHORIZED', { message: 'Please sign in to continue.' });
  }
  await next();
});
