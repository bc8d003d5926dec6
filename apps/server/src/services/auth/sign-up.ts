import type { TSignupRequest } from '@acclaim/contracts';
import { ZSignupRequest } from '@acclaim/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { assertPasswordNotCommon } from '../../lib/auth/password-policy';
import { hashPassword } from '../../lib/auth/secrets';
import { assertSignupsOpen } from '../settings/setting-gates';
import { createSession } from '../../lib/auth/sessions';
import { sendEmailConfirmation } from './send-email-confirmation';

const EMAIL_TAKEN = 'An account with this email already exists. Log in instead, or reset your password.';

/** Creates the account and signs it in at once; the confirmation email never blocks sign-up. */
export async function signUp(
  deps: AppDeps,
  request: TSignupRequest,
  meta: { ipAddress: string; userAgent: string | null },
) {
  const input = ZSignupRequest.parse(request);
  // A SUPER_ADMIN may close sign-ups on /admin/settings.
  await assertSignupsOpen(deps);
  assertPasswordNotCommon(input.password);
  // Hashed before the address is looked up, so a taken address is refused no faster than a free one is signed up.
  const passwordHash = await hashPassword(input.password);
  const { db } = deps.database;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (existing) throw new AppError('CONFLICT', { message: EMAIL_TAKEN });

  const { user, token } = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email: input.email, name: input.name, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!created) throw new AppError('CONFLICT', { message: EMAIL_TAKEN }); // lost a race with the same email
    const session = await createSession(tx, { userId: created.id, ttlDays: deps.env.SESSION_TTL_DAYS, ...meta });
    return { user: created, token: session.token };
  });

  try {
    await sendEmailConfirmation(deps, user);
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, 'could not send the confirmation email');
  }
  return { user, token };
}
