import type { TLoginRequest } from '@acclaim/contracts';
import { ZLoginRequest } from '@acclaim/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { burnPasswordCheck, verifyPassword } from '../../lib/auth/secrets';
import { createSession } from '../../lib/auth/sessions';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

export async function logIn(deps: AppDeps, request: TLoginRequest, meta: { ipAddress: string; userAgent: string | null }) {
  const input = ZLoginRequest.parse(request);
  const { db } = deps.database;
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (!user?.passwordHash) {
    await burnPasswordCheck(input.password);
    throw new AppError('UNAUTHORIZED', { message: INVALID_CREDENTIALS });
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('UNAUTHORIZED', { message: INVALID_CREDENTIALS });
  }
  const { token } = await createSession(db, { userId: user.id, ttlDays: deps.env.SESSION_TTL_DAYS, ...meta });
  return { user, token };
}
