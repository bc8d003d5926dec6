import { and, eq, gt, isNull, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { daysAfter } from '@acclaim/domain';
import type { Db } from '../../db/client';
import { sessions, users, type SessionRow, type UserRow } from '../../db/schema/index';
import { AppError } from '../errors';
import { generateToken, hashToken } from './secrets';

export const ACCOUNT_SUSPENDED = 'This account has been suspended. Contact support if you think this is a mistake.';

/**
 * How long a session may go unused before it is refused like an expired one (SESSION_IDLE_HOURS). Three days lets
 * someone come back to a petition after a weekend without signing in again, while a laptop left signed in at a
 * library or a former employer's desk stops working soon after, well before the 30-day session would end.
 */
export const DEFAULT_SESSION_IDLE_HOURS = 72;

/** The moment before which a session's last use makes it idle. */
export const idleCutoff = (idleHours: number) => new Date(Date.now() - idleHours * 3_600_000);

/**
 * The one rule for a session that still lets its holder in: not signed out, not expired, used since `idle`. Every
 * reader of sessions (each request, a long event stream, the device list on /account) asks it, with values or with
 * a prepared statement's placeholders.
 */
export function liveSessionConditions(now: Date | SQLWrapper, idle: Date | SQLWrapper): SQL[] {
  return [isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastUsedAt, idle)];
}

export interface AuthContext {
  user: UserRow;
  session: SessionRow;
}

export async function createSession(
  db: Db,
  input: { userId: string; ttlDays: number; userAgent?: string | null; ipAddress?: string | null },
): Promise<{ token: string; session: SessionRow }> {
  // Every way in (password, Google, a reset link) ends here, so a suspended account is stopped in one place.
  const [owner] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, input.userId)).limit(1);
  if (owner?.suspendedAt) throw new AppError('FORBIDDEN', { message: ACCOUNT_SUSPENDED });
  const token = generateToken();
  const [session] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: hashToken(token),
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      ipAddress: input.ipAddress ?? null,
      expiresAt: daysAfter(new Date(), input.ttlDays),
    })
    .returning();
  return { token, session: session! };
}

function prepareSessionLookup(db: Db) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        ...liveSessionConditions(sql.placeholder('now'), sql.placeholder('idleCutoff')),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1)
    .prepare('find_session_by_token');
}

/**
 * Every API request asks this, so the query is built once per database and, on PostgreSQL, parsed and planned once
 * per connection: building queries anew was 7–14 % of the server's CPU under load (docs/decisions/017).
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

/**
 * The live session and its user for a bearer token, or null when unknown, expired, revoked, unused for
 * `idleHours`, or the account is suspended.
 */
export async function findSessionByToken(db: Db, token: string, idleHours = DEFAULT_SESSION_IDLE_HOURS): Promise<AuthContext | null> {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  const [row] = await lookup.execute({
    tokenHash: hashToken(token),
    now: new Date().toISOString(),
    idleCutoff: idleCutoff(idleHours).toISOString(),
  });
  if (!row) return null;
  // Touch at most once a minute: enough for "last active" without a write per request.
  if (Date.now() - row.session.lastUsedAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, row.session.id));
  }
  return row;
}

/**
 * Whether a session found earlier is still live by the same rules as `findSessionByToken`, for work that outlasts
 * its request (an event stream): a sign-out, a revocation, expiry, idleness or a suspension ends it.
 */
export async function isSessionLive(db: Db, sessionId: string, idleHours = DEFAULT_SESSION_IDLE_HOURS): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), ...liveSessionConditions(new Date(), idleCutoff(idleHours)), isNull(users.suspendedAt)))
    .limit(1);
  return row !== undefined;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Revokes every session of a user that has not ended on its own, except `keepSessionId` when given; returns how
 * many. Idle ones go too, so a longer idle limit set later cannot bring them back.
 */
export async function revokeUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<number> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return revoked.length;
}
