import { isSessionLive, type AuthContext } from '../../lib/auth/sessions';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { getCaseForUser } from './case-access';

/**
 * For a stream that outlives its request: whether the session is still live (not signed out, revoked, expired, idle,
 * or its account suspended) and its user may still work on the case (still its owner or in the firm that runs it),
 * by the same rules a new request would meet.
 */
export async function canStillWatchCase(deps: AppDeps, auth: AuthContext, caseId: string): Promise<boolean> {
  const { db } = deps.database;
  if (!(await isSessionLive(db, auth.session.id, deps.env.SESSION_IDLE_HOURS))) return false;
  try {
    await getCaseForUser(db, auth.user, caseId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
    throw error;
  }
}
