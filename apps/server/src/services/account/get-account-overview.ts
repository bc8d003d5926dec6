import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { TAccountOverview } from '@acclaim/contracts';
import { cases, conversations, documents, oauthAccounts, users, type UserRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/context';
import { getUserPlan } from '../billing-plan';
import { findLiveSubscription } from '../billing/find-subscription';
import { caseOpenToOwner } from '../cases/case-access';

/** True when `userId` holds SUPER_ADMIN and no other active account does. */
export async function isLastSuperAdmin(db: Db, user: Pick<UserRow, 'id' | 'adminRole'>): Promise<boolean> {
  if (user.adminRole !== 'SUPER_ADMIN') return false;
  const others = await db.$count(users, and(eq(users.adminRole, 'SUPER_ADMIN'), isNull(users.suspendedAt), ne(users.id, user.id)));
  return others === 0;
}

/** What /account shows: the profile, how the account signs in, and what deleting it would remove. */
export async function getAccountOverview(deps: AppDeps, user: UserRow): Promise<TAccountOverview> {
  const { db } = deps.database;
  const [linked, caseCount, [documentCount], conversationCount, live, isLast] = await Promise.all([
    db.select({ provider: oauthAccounts.provider }).from(oauthAccounts).where(eq(oauthAccounts.userId, user.id)),
    // A firm's case waiting for this account to accept it is not the account's yet (decision 022).
    db.$count(cases, and(eq(cases.ownerId, user.id), caseOpenToOwner())),
    db
      .select({ total: count() })
      .from(documents)
      .innerJoin(cases, eq(cases.id, documents.caseId))
      .where(and(eq(cases.ownerId, user.id), caseOpenToOwner())),
    db.$count(conversations, eq(conversations.userId, user.id)),
    findLiveSubscription(db, user.id),
    isLastSuperAdmin(db, user),
  ]);
  const plan = getUserPlan(user);
  const signInMethods: TAccountOverview['signInMethods'] = [];
  if (user.passwordHash) signInMethods.push('password');
  if (linked.some((row) => row.provider === 'google')) signInMethods.push('google');
  return {
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    hasPassword: user.passwordHash !== null,
    signInMethods,
    adminRole: user.adminRole,
    isLastSuperAdmin: isLast,
    createdAt: user.createdAt.toISOString(),
    plan: { id: plan.id, name: plan.name },
    hasLiveSubscription: live !== null,
    counts: { cases: caseCount, documents: documentCount?.total ?? 0, conversations: conversationCount },
  };
}
