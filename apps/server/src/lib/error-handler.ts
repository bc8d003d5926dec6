import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import type { AppBindings } from './context';
import { databaseAnswers, isDatabaseUnavailable, rootMessage } from '../db/database-errors';
import { forgetDatabaseCheck } from '../db/database-check';
import { AppError } from './errors';
import { validationError } from './openapi';

function answer(c: Context<AppBindings>, error: AppError) {
  if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json(
    {
      success: false as const,
      message: error.message,
      error: { code: error.code, message: error.message, requestId: c.get('requestId'), ...(error.fields ? { fields: error.fields } : {}) },
    },
    error.status,
  );
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable: its database cannot be reached. Please try again in a moment.';

/** Known failures answer with their own message; anything else is logged and answered generically. */
export async function handleError(error: Error, c: Context<AppBindings>) {
  if (error instanceof AppError) {
    if (error.status >= 500) (c.get('log') ?? c.get('deps').logger).error({ err: error.cause ?? error }, error.message);
    return answer(c, error);
  }
  if (error instanceof z.ZodError) return answer(c, validationError(error));
  if (error instanceof HTTPException) {
    if (error.status === 413) return answer(c, new AppError('PAYLOAD_TOO_LARGE', { message: 'The request is too large.' }));
    if (error.status === 403) return answer(c, new AppError('FORBIDDEN', { message: 'This request came from another site and was refused.' }));
    if (error.status < 500) return answer(c, new AppError('BAD_REQUEST', { message: error.message || 'The request is not valid.' }));
  }
  // A lost connection may be another service's (S3, SMTP): it is the database's only if the database does not answer either.
  if (isDatabaseUnavailable(error) && c.get('deps') && !(await databaseAnswers(c.get('deps').database))) {
    // Not a bug of ours: the database is away (restarting, cut off). The client may retry; the pool reconnects.
    forgetDatabaseCheck(c.get('deps').database);
    // The driver's words only: the wrapped error repeats the query and its parameters (session tokens among them).
    (c.get('log') ?? c.get('deps').logger).warn({ reason: rootMessage(error) }, 'database unavailable');
    return answer(c, new AppError('UNAVAILABLE', { message: DATABASE_UNAVAILABLE_MESSAGE, retryAfterSeconds: 5 }));
  }
  (c.get('log') ?? c.get('deps').logger).error({ err: error }, 'unhandled error');
  return answer(c, new AppError('INTERNAL', { message: 'Something went wrong on our side. Please try again.' }));
}
