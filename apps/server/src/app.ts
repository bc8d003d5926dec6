import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { UPLOAD_MAX_BYTES } from '@acclaim/domain';
import { corsForAppOrigin, varyByEncoding } from './lib/answer-headers';
import { adminAreaGate } from './lib/auth/admin-guard';
import { requireSessionUnlessPublic } from './lib/auth/public-routes';
import { loadSession } from './lib/auth/guards';
import type { AppBindings, AppDeps } from './lib/context';
import { handleError } from './lib/error-handler';
import { AppError } from './lib/errors';
import { refuseUnstorableInput } from './lib/refuse-unstorable-input';
import { requestLogging } from './lib/request-logging';
import { securityHeaders } from './lib/security-headers';
import { createWebRoutes } from './lib/static-web';
import { getSiteStatus } from './services/settings/get-site-status';
import { authRoutes } from './routes/auth/index';
import { twoFactorRoutes } from './routes/auth/two-factor';
import { adminRoutes } from './routes/admin/index';
import { devRoutes } from './routes/dev/mailbox';
import { healthRoutes } from './routes/health';
import { publicSiteRoutes } from './routes/public/index';
import { casesRoutes } from './routes/cases/index';
import { documentsRoutes } from './routes/documents/index';
import { evidenceRoutes } from './routes/evidence/index';
import { identityRoutes } from './routes/identity/index';
import { verificationRoutes } from './routes/verification/index';
import { assessmentsRoutes } from './routes/assessments/index';
import { samplesRoutes } from './routes/samples/index';
import { lettersRoutes } from './routes/letters/index';
import { billingRoutes } from './routes/billing/index';
import { formsRoutes } from './routes/forms/index';
import { recommendationsRoutes } from './routes/recommendations/index';
import { filingRoutes } from './routes/filing/index';
import { chatRoutes } from './routes/chat/index';
import { siteStatusRoutes } from './routes/public/site-status';
import { maintenanceGate } from './routes/maintenance-gate';
import { accountRoutes } from './routes/account/index';
import { firmRoutes } from './routes/firm/index';
import { compressJson } from './lib/compress-json';
import { csrfForCookies } from './lib/cookie-csrf';
import { noStoreWhenSignedIn } from './lib/no-store-when-signed-in';
import { LOGO_MAX_BYTES } from './services/firms/manage-firm';

/** Builds the whole HTTP application; tests call it through `app.request()`, main.ts serves it. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppBindings>();

  app.use('*', (c, next) => {
    c.set('deps', deps);
    return next();
  });
  app.use('*', requestId());
  app.use('*', requestLogging);
  app.use('*', securityHeaders(deps.env.APP_URL));
  // Text answers (HTML, scripts, JSON) travel compressed; the client's Accept-Encoding decides.
  app.use('*', varyByEncoding);
  app.use('*', compressForClientsThatAccept(compress()));
  app.use('*', compressJson);
  app.onError(handleError);

  app.route('/api', createApi(new URL(deps.env.APP_URL).origin));
  app.route(
    '/',
    createWebRoutes(deps, () => getSiteStatus(deps)),
  );
  return app;
}

/**
 * Runs hono's `compress` only for a client that accepts gzip or deflate. For any other it would only add the Vary
 * header (varyByEncoding has), yet reading the answer's headers turns the Node adapter's light answer into a whole
 * web Response: health checks and API clients that ask for no encoding were served about a tenth fewer requests a
 * second.
 */
function compressForClientsThatAccept(compressStreams: MiddlewareHandler<AppBindings>): MiddlewareHandler<AppBindings> {
  return (c, next) => (/\b(?:gzip|deflate)\b/i.test(c.req.header('Accept-Encoding') ?? '') ? compressStreams(c, next) : next());
}

/** JSON bodies stay small; only document uploads may carry a file (25 MB plus the form's own bytes). */
function requestBodyLimits(): MiddlewareHandler<AppBindings> {
  const jsonLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', { message: 'The request is too large (1 MB at most).' });
    },
  });
  const uploadLimit = bodyLimit({
    maxSize: UPLOAD_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', { message: 'The file is larger than 25 MB. Split it or compress it and try again.' });
    },
  });
  // A firm's logo (1 MB at most) comes with its multipart wrapping.
  const logoLimit = bodyLimit({
    maxSize: LOGO_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', { message: 'The logo must be at most 1 MB.' });
    },
  });
  return (c, next) => {
    // No route reads a body on these, and asking a request for its body makes the Node adapter build a whole
    // web Request: reads served about a quarter more requests a second without it (docs/decisions/017).
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    if (c.req.method === 'POST' && /^\/api\/cases\/[^/]+\/documents$/.test(c.req.path)) return uploadLimit(c, next);
    if (c.req.method === 'PUT' && c.req.path === '/api/firm/logo') return logoLimit(c, next);
    return jsonLimit(c, next);
  };
}

/** Everything under /api: the request guards in order, then every area's routes and the OpenAPI document. */
function createApi(appOrigin: string) {
  const api = new OpenAPIHono<AppBindings>();
  api.use('*', corsForAppOrigin(appOrigin));
  // Cookie-authenticated form posts from other sites are refused; JSON needs CORS, which only allows our origin.
  // API clients signing with a bearer token and no cookie need no Origin (cookie-csrf.ts says why).
  api.use('*', csrfForCookies(appOrigin));
  api.use('*', requestBodyLimits());
  api.use('*', refuseUnstorableInput);
  api.use('*', loadSession);
  // Signed-in JSON answers are personal: Cache-Control no-store unless the route chose otherwise.
  api.use('*', noStoreWhenSignedIn);
  // Default deny: only the routes listed in public-routes.ts answer without a session.
  api.use('*', requireSessionUnlessPublic);
  api.use('/admin/*', adminAreaGate);
  // Maintenance mode (/admin/settings) refuses customers' changes; it needs the session to let staff through.
  api.use('*', maintenanceGate);
  api.route('/', healthRoutes);
  api.route('/auth', authRoutes);
  api.route('/auth/2fa', twoFactorRoutes);
  api.route('/dev', devRoutes);
  api.route('/', publicSiteRoutes);
  api.route('/', siteStatusRoutes);
  api.route('/', casesRoutes);
  api.route('/', documentsRoutes);
  api.route('/', evidenceRoutes);
  api.route('/', identityRoutes);
  api.route('/', verificationRoutes);
  api.route('/', assessmentsRoutes);
  api.route('/', lettersRoutes);
  api.route('/', samplesRoutes);
  api.route('/', billingRoutes);
  api.route('/', formsRoutes);
  api.route('/', recommendationsRoutes);
  api.route('/', filingRoutes);
  api.route('/', chatRoutes);
  api.route('/', accountRoutes);
  api.route('/', firmRoutes);
  api.route('/', adminRoutes);
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    servers: [{ url: '/api' }],
    info: { title: 'Acclaim API', version: '1.0.0', description: 'The API behind the Acclaim web app.' },
  });
  api.all('*', (c) => {
    throw new AppError('NOT_FOUND', { message: `No API route matches ${c.req.method} ${c.req.path}.` });
  });
  return api;
}

export type App = ReturnType<typeof createApp>;
