import { createRoute } from '@hono/zod-openapi';
import { ZErrorResponse, ZMailboxResponse } from '@acclaim/contracts';
import { findRecentMail } from '../../db/mail-outbox';
import { AppError } from '../../lib/errors';
import { createRouter, jsonResponse } from '../../lib/openapi';

const dev = createRouter();

/** The embedded outbox, so sign-up and reset emails can be read without a mail server. Never in production. */
dev.openapi(
  createRoute({
    method: 'get', path: '/mailbox', tags: ['dev'], summary: 'Mail kept by the embedded mailer (not in production)',
    responses: { 200: jsonResponse(ZMailboxResponse, 'Latest 50 messages'), 404: jsonResponse(ZErrorResponse, 'Production') },
  }),
  async (c) => {
    const { env, database } = c.var.deps;
    if (env.NODE_ENV === 'production') throw new AppError('NOT_FOUND', { message: 'Not found.' });
    const rows = await findRecentMail(database.db);
    const messages = rows.map((row) => ({
      id: row.id, from: row.fromAddress, to: row.toAddress, subject: row.subject, text: row.text, html: row.html,
      createdAt: row.createdAt.toISOString(),
    }));
    return c.json({ success: true as const, messages }, 200);
  },
);

export const devRoutes = dev;
