import type { TAccountSession } from '@acclaim/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { sessions } from '../../db/schema/index';
import { idleCutoff, liveSessionConditions, revokeUserSessions, type AuthContext } from '../../lib/auth/sessions';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { describeDevice } from './describe-device';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SESSION_NOT_FOUND = 'This device is not signed in to your account (it may have signed out already).';

/** The user's sessions that would still be let in: not signed out, not expired, not idle. */
function liveSessionsOf(deps: AppDeps, userId: string): SQL {
  return and(eq(sessions.userId, userId), ...liveSessionConditions(new Date(), idleCutoff(deps.env.SESSION_IDLE_HOURS)))!;
}

/** Every device signed in to the account: this one first, then the most recently used. */
export async function findAccountSessions(deps: AppDeps, auth: AuthContext): Promise<TAccountSession[]> {
  const rows = await deps.database.db
    .select()
    .from(sessions)
    .where(liveSessionsOf(deps, auth.user.id))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  const listed = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    device: describeDevice(row.userAgent),
    ipAddress: row.ipAddress,
    current: row.id === auth.session.id,
  }));
  return [...listed.filter((session) => session.current), ...listed.filter((session) => !session.current)];
}

/**
 * Signs one of the user's own devices out. Another account's session, a signed-out one or a made-up id all answer
 * NOT_FOUND, so session ids cannot be probed. Returns whether it was this very session.
 */
export async function revokeAccountSession(deps: AppDeps, auth: AuthContext, sessionId: string): Promise<{ wasCurrent: boolean }> {
  if (!UUID.test(sessionId)) throw new AppError('NOT_FOUND', { message: SESSION_NOT_FOUND });
  const [revoked] = await deps.database.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), liveSessionsOf(deps, auth.user.id)))
    .returning({ id: sessions.id });
  if (!revoked) throw new AppError('NOT_FOUND', { message: SESSION_NOT_FOUND });
  return { wasCurrent: revoked.id === auth.session.id };
}

/** Signs out every device of the user but this one (`keepCurrent`), or all of them; returns how many. */
export async function revokeAccountSessions(deps: AppDeps, auth: AuthContext, options: { keepCurrent: boolean }): Promise<number> {
  return revokeUserSessions(deps.database.db, auth.user.id, options.keepCurrent ? auth.session.id : undefined);
}
