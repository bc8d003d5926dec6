import { and, eq, sql } from 'drizzle-orm';
import type { TChatQuota } from '@acclaim/contracts';
import type { Db } from '../../db/client';
import { chatUsage, type UserRow } from '../../db/schema/index';
import { getUserPlan } from '../billing-plan';

/**
 * The plan's daily allowance of AI-written answers (`aiChatAnswersPerDay` in packages/domain/src/plans.ts, e.g. 30 a
 * day on Complete). Questions have no daily cap: every plan with chat has the assistant, which answers from the
 * legal library and the case. The allowance only decides, per question, whether the AI model writes the answer.
 */

const dayOf = (now: Date) => now.toISOString().slice(0, 10);
const nextMidnightUtc = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();
const usageOf = (userId: string, day: string) => and(eq(chatUsage.userId, userId), eq(chatUsage.day, day));

function quotaOf(user: Pick<UserRow, 'planId'>, aiAnswersUsed: number, hasLanguageModel: boolean, now: Date): TChatQuota {
  const aiAnswersPerDay = getUserPlan(user).limits.aiChatAnswersPerDay;
  return { hasLanguageModel, aiAnswersPerDay, aiAnswersUsed, aiAnswersLeft: Math.max(0, aiAnswersPerDay - aiAnswersUsed), resetsAt: nextMidnightUtc(now) };
}

export async function getChatQuota(db: Db, user: Pick<UserRow, 'id' | 'planId'>, hasLanguageModel: boolean, now = new Date()): Promise<TChatQuota> {
  const [row] = await db
    .select({ aiAnswers: chatUsage.aiAnswers })
    .from(chatUsage)
    .where(usageOf(user.id, dayOf(now)));
  return quotaOf(user, row?.aiAnswers ?? 0, hasLanguageModel, now);
}

/** A question let in: the quota after it, and whether an AI answer was reserved for it (else the assistant answers). */
export interface AdmittedQuestion {
  quota: TChatQuota;
  isAiAnswerReserved: boolean;
  /** When it was counted: what is given back is given back on that day. */
  admittedAt: Date;
}

/**
 * Counts a question and, when the plan has an AI answer left today and a model is set up, reserves one for it. The
 * day's row is locked, so two questions sent at once cannot both take the last AI answer. Never refuses: a question
 * past the allowance goes to the assistant.
 */
export async function admitChatQuestion(db: Db, user: Pick<UserRow, 'id' | 'planId'>, hasLanguageModel: boolean, now = new Date()): Promise<AdmittedQuestion> {
  return db.transaction(async (tx) => {
    const day = dayOf(now);
    await tx.insert(chatUsage).values({ userId: user.id, day }).onConflictDoNothing();
    const [row] = await tx.select({ aiAnswers: chatUsage.aiAnswers }).from(chatUsage).where(usageOf(user.id, day)).for('update');
    const before = quotaOf(user, row?.aiAnswers ?? 0, hasLanguageModel, now);
    const isAiAnswerReserved = hasLanguageModel && before.aiAnswersLeft > 0;
    await tx
      .update(chatUsage)
      .set({ queries: sql`${chatUsage.queries} + 1`, ...(isAiAnswerReserved ? { aiAnswers: sql`${chatUsage.aiAnswers} + 1` } : {}) })
      .where(usageOf(user.id, day));
    return { quota: isAiAnswerReserved ? quotaOf(user, before.aiAnswersUsed + 1, hasLanguageModel, now) : before, isAiAnswerReserved, admittedAt: now };
  });
}

/**
 * Gives back what was counted for a question on the day it was admitted: its AI answer when the model did not write
 * the answer (it failed, or its answer was set aside for the assistant's), and the question itself when no answer
 * could be given at all, so the usage figures count only questions answered.
 */
export async function giveBack(
  db: Db,
  user: Pick<UserRow, 'id' | 'planId'>,
  admitted: Pick<AdmittedQuestion, 'admittedAt' | 'quota'>,
  { aiAnswer, question }: { aiAnswer: boolean; question: boolean },
): Promise<TChatQuota> {
  const { admittedAt, quota } = admitted;
  if (aiAnswer || question) {
    await db
      .update(chatUsage)
      .set({
        ...(aiAnswer ? { aiAnswers: sql`greatest(${chatUsage.aiAnswers} - 1, 0)` } : {}),
        ...(question ? { queries: sql`greatest(${chatUsage.queries} - 1, 0)` } : {}),
      })
      .where(usageOf(user.id, dayOf(admittedAt)));
  }
  return getChatQuota(db, user, quota.hasLanguageModel, admittedAt);
}
