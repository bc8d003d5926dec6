import type { UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/auth/secrets';

export const WRONG_PASSWORD = 'That is not your current password.';

/**
 * Checks the current password before a change that a borrowed, still signed-in browser must not make alone.
 * A wrong password is a 400 on the field, not a 401: the session itself is fine and must stay signed in.
 */
export async function assertCurrentPassword(user: UserRow, password: string | undefined, field: string): Promise<void> {
  if (!user.passwordHash) {
    throw new AppError('BAD_REQUEST', { message: 'This account has no password; it signs in with Google.' });
  }
  if (!password) throw new AppError('VALIDATION_FAILED', { message: 'Enter your current password.', fields: { [field]: ['Enter your current password.'] } });
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('VALIDATION_FAILED', { message: WRONG_PASSWORD, fields: { [field]: [WRONG_PASSWORD] } });
  }
}
