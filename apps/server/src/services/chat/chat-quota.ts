import { and, eq, sql } from 'drizzle-orm';
import type { TChatQuota } from '@acclaim/contracts';
import type { Db } from '../../db/client';
import { chatUsage, type UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { getUserPlan } from '../billing-plan';

const dayOf = (now: Date) => now.toISOString().slice(0, 10);
const nextMidnightUtc = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();

function quotaOf(user: Pick<UserRow, 'planId'>, used: number, now: Date): TChatQuota {
  const limit = getUserPlan(user).limits.chatQueriesPerDay;
  return { limit, used, remaining: limit === null ? null : Math.max(0, limit - used), resetsAt: nextMidnightUtc(now) };
}

export async function getChatQuota(db: Db, user: Pick<UserRow, 'id' | 'planId'>, now = new Date()): Promise<TChatQuota> {
  const [row] = await db.select({ queries: chatUsage.queries }).from(chatUsage).where(and(eq(chatUsage.userId, user.id), eq(chatUsage.day, dayOf(now))));
  return quotaOf(user, row?.queries ?? 0, now);
}

/**
 * Counts one question against today's allowance, or refuses it when none is left. The row is locked, so two
 * questions sent at once cannot both take the last one.
 */
export async function reserveChatQuery(db: Db, user: Pick<UserRow, 'id' | 'planId'>, now = new Date()): Promise<TChatQuota> {
  return db.transaction(async (tx) => {
    const day = dayOf(now);
    await tx.insert(chatUsage).values({ userId: user.id, day }).onConflictDoNothing();
    const [row] = await tx.select({ queries: chatUsage.queries }).from(chatUsage).where(and(eq(chatUsage.userId, user.id), eq(chatUsage.day, day))).for('update');
    const quota = quotaOf(user, row?.queries ?? 0, now);
    if (quota.remaining === 0) {
      throw new AppError('FORBIDDEN', { message: `You have asked all ${quota.limit} questions your plan allows today. You can ask again after midnight UTC.` });
    }
    await tx.update(chatUsage).set({ queries: sql`${chatUsage.queries} + 1` }).where(and(eq(chatUsage.userId, user.id), eq(chatUsage.day, day)));
    return quotaOf(user, quota.used + 1, now);
  });
}

/** Gives a question back when no answer could be given for it. */
export async function releaseChatQuery(db: Db, user: Pick<UserRow, 'id' | 'planId'>, now = new Date()): Promise<TChatQuota> {
  const day = dayOf(now);
  await db
    .update(chatUsage)
    .set({ queries: sql`greatest(${chatUsage.queries} - 1, 0)` })
    .where(and(eq(chatUsage.userId, user.id), eq(chatUsage.day, day)));
  return getChatQuota(db, user, now);
}
