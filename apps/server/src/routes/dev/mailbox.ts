import { createRoute } from '@hono/zod-openapi';
import { ZErrorResponse, ZMailboxResponse } from '@acclaim/contracts';
import type { Context } from 'hono';
import { findRecentMail } from '../../db/mail-outbox';
import { socketAddress } from '../../lib/client-info';
import type { AppBindings } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { FORWARDING_HEADERS, isLoopbackAddress } from '../../lib/loopback';
import { createRouter, jsonResponse } from '../../lib/openapi';

const routes = createRouter();

/**
 * The outbox holds every password-reset link and admin code, so it is shown only to someone at the server's own
 * machine: a loopback socket with no proxy in between (a proxy on the same machine connects from loopback too),
 * and in production only when the operator chose the outbox with ALLOW_OUTBOX_MAIL. Everyone else gets a 404.
 */
function mayReadOutbox(c: Context<AppBindings>): boolean {
  const { env, mailer } = c.var.deps;
  if (mailer.kind !== 'outbox') return false;
  if (env.NODE_ENV === 'production' && !env.ALLOW_OUTBOX_MAIL) return false;
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  return isLoopbackAddress(socketAddress(c));
}

/** The embedded outbox, so sign-up and reset emails can be read without a mail server, from the server's machine. */
routes.openapi(
  createRoute({
    method: 'get',
    path: '/mailbox',
    tags: ['dev'],
    summary: 'Mail kept by the embedded mailer (loopback callers only)',
    responses: { 200: jsonResponse(ZMailboxResponse, 'Latest 50 messages'), 404: jsonResponse(ZErrorResponse, 'Not a loopback caller, or production') },
  }),
  async (c) => {
    if (!mayReadOutbox(c)) throw new AppError('NOT_FOUND', { message: 'Not found.' });
    const rows = await findRecentMail(c.var.deps.database.db);
    const messages = rows.map((row) => ({
      id: row.id,
      from: row.fromAddress,
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      html: row.html,
      createdAt: row.createdAt.toISOString(),
    }));
    return c.json({ success: true as const, messages }, 200);
  },
);

export { routes as devRoutes };
