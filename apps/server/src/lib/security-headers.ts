import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppBindings } from './context';

/** The security headers of each answer: the app's pages, an uploaded file, or a file's inline preview. */
export function securityHeaders(appUrl: string): MiddlewareHandler<AppBindings> {
  const strictTransportSecurity = appUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false;
  const pageHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and the toast library position elements with inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: true,
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity,
  });
  // An uploaded file is never part of the app: sandboxed, no scripts, framable only by the app's preview.
  const fileHeaders = secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], imgSrc: ["'self'"], styleSrc: ["'unsafe-inline'"], sandbox: [], frameAncestors: ["'self'"] },
    xFrameOptions: 'SAMEORIGIN',
    xContentTypeOptions: true,
    referrerPolicy: 'no-referrer',
    strictTransportSecurity,
  });
  // Chrome's PDF viewer does not run in a sandboxed document, so an inline preview drops only that directive.
  const previewHeaders = secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], imgSrc: ["'self'"], styleSrc: ["'unsafe-inline'"], frameAncestors: ["'self'"] },
    xFrameOptions: 'SAMEORIGIN',
    xContentTypeOptions: true,
    referrerPolicy: 'no-referrer',
  });
  // A JSON answer is never a document: no policy for scripts, styles or frames applies to it, so it carries the
  // strictest policy in a few bytes and none of the headers only documents read. Every byte of header costs on each
  // answer, and most answers are JSON (docs/decisions/031).
  const jsonHeaders = secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xXssProtection: false,
    xFrameOptions: 'DENY',
    xContentTypeOptions: true,
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity,
  });
  const answered = async () => undefined;
  return async (c, next) => {
    if (/^\/api\/documents\/[^/]+\/file$/.test(c.req.path)) return c.req.query('inline') === '1' ? previewHeaders(c, next) : fileHeaders(c, next);
    if (!c.req.path.startsWith('/api/')) return pageHeaders(c, next);
    // An API answer may be JSON or a file (a PDF, a package): which headers it takes is known once it exists.
    await next();
    const isJson = c.res.headers.get('Content-Type')?.startsWith('application/json') ?? false;
    await (isJson ? jsonHeaders : pageHeaders)(c, answered);
  };
}
