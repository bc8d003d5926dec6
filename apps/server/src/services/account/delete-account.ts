import { and, eq, inArray, isNull, ne, not } from 'drizzle-orm';
import { ZDeleteAccountRequest, type TDeleteAccountRequest } from '@acclaim/contracts';
import { cases, firms, subscriptions, users, type SubscriptionRow, type UserRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { applyBillingEvent } from '../billing/apply-billing-event';
import { findLiveSubscription, toCurrentSubscription } from '../billing/find-subscription';
import { providerChanged } from '../billing/start-checkout';
import { clientAcceptedCase } from '../cases/case-access';
import { storedFilesOfCases } from '../cases/stored-files-of-cases';
import { assertCurrentPassword } from './confirm-identity';

export const LAST_SUPER_ADMIN_DELETE =
  'You are the only super admin. Give the SUPER_ADMIN role to someone else before deleting your account, so the admin area is never left without one.';
const EMAIL_MISMATCH = 'Type the email address of this account exactly to confirm.';

/** The password for an account that has one; otherwise (Google only) the account's email typed out. */
async function assertConfirmed(user: UserRow, request: TDeleteAccountRequest): Promise<void> {
  const input = ZDeleteAccountRequest.parse(request);
  if (user.passwordHash) return assertCurrentPassword(user, input.password, 'password');
  if ((input.email ?? '').toLowerCase() !== user.email) {
    throw new AppError('VALIDATION_FAILED', { message: EMAIL_MISMATCH, fields: { email: [EMAIL_MISMATCH] } });
  }
}

/** Locks every active SUPER_ADMIN row, so two last super admins deleting themselves at once cannot both succeed. */
async function assertNotLastSuperAdmin(db: Db, user: UserRow): Promise<void> {
  if (user.adminRole !== 'SUPER_ADMIN') return;
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.adminRole, 'SUPER_ADMIN'), isNull(users.suspendedAt), ne(users.id, user.id)))
    .for('update');
  if (others.length === 0) throw new AppError('CONFLICT', { message: LAST_SUPER_ADMIN_DELETE });
}

/**
 * Ends the paid plan at the provider at once, before anything is deleted, so no account disappears while it can
 * still be charged: if the provider refuses or cannot be reached, nothing is deleted. The ended state goes through
 * the usual billing events, so the ledger records the end like any other. The period already paid is not refunded.
 */
async function endSubscription(deps: AppDeps, live: SubscriptionRow, now: Date): Promise<void> {
  if (live.provider !== deps.payments.kind) throw providerChanged();
  const events = await deps.payments.endNow(toCurrentSubscription(live), now);
  for (const event of events) await applyBillingEvent(deps.database.db, event, deps.logger);
}

/**
 * Deletes the account and everything in it: cases with their documents, evidence, assessments, letters, forms,
 * recommendations, packages and chats; billing records of the account; sessions, sign-in links and linked
 * Google sign-in. The ledger (`billing_events`) keeps its rows with the account link set to null, for the books.
 * Rows go in one transaction; stored files are removed after it commits (a file left behind by a failure is
 * unreachable and only logged; a row pointing at a deleted file would not be harmless).
 */
export async function deleteAccount(
  deps: AppDeps,
  user: UserRow,
  request: TDeleteAccountRequest,
  now = new Date(),
): Promise<{ filesRemoved: number; filesFailed: number }> {
  const { db } = deps.database;
  await assertConfirmed(user, request);
  // Asked early too, so a refused deletion leaves the subscription as it was.
  await db.transaction((tx) => assertNotLastSuperAdmin(tx, user));

  const live = await findLiveSubscription(db, user.id);
  if (live) await endSubscription(deps, live, now);

  const storageKeys = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!locked) throw new AppError('NOT_FOUND', { message: 'This account no longer exists.' });
    await assertNotLastSuperAdmin(tx, locked);
    // A checkout finished in the meantime would leave a plan charging an account that no longer exists.
    if (await tx.$count(subscriptions, and(eq(subscriptions.userId, user.id), ne(subscriptions.status, 'canceled')))) {
      throw new AppError('CONFLICT', { message: 'A payment was completed a moment ago. Nothing was deleted; please try again.' });
    }
    const owned = await tx.select({ id: cases.id }).from(cases).where(eq(cases.ownerId, user.id));
    // A firm the account owns goes with it (members and pending invitations by cascade); its clients keep their
    // cases, which become their own (cases.firm_id is set null), and its logo file is removed with the rest. A case
    // whose client never accepted the invitation was never theirs (decision 022): it goes with the firm.
    const ownedFirms = await tx.select({ id: firms.id, logoKey: firms.logoKey }).from(firms).where(eq(firms.ownerId, user.id));
    const unaccepted = ownedFirms.length
      ? await tx
          .select({ id: cases.id })
          .from(cases)
          .where(
            and(
              inArray(
                cases.firmId,
                ownedFirms.map((firm) => firm.id),
              ),
              not(clientAcceptedCase()),
            ),
          )
      : [];
    const caseIds = [...new Set([...owned, ...unaccepted].map((row) => row.id))];
    const keys = await storedFilesOfCases(tx, caseIds);
    for (const firm of ownedFirms) if (firm.logoKey) keys.push(firm.logoKey);
    if (ownedFirms.length > 0) await tx.delete(firms).where(eq(firms.ownerId, user.id));
    // Cases first, so their rows go by their own cascades before the account's set-null links are applied.
    await tx.update(users).set({ activeCaseId: null }).where(eq(users.id, user.id));
    if (caseIds.length > 0) await tx.delete(cases).where(inArray(cases.id, caseIds));
    await tx.delete(users).where(eq(users.id, user.id));
    return keys;
  });

  let filesFailed = 0;
  for (const key of storageKeys) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      filesFailed += 1;
      deps.logger.warn({ err: error, key }, 'account deletion: could not delete a stored file');
    }
  }
  deps.logger.info({ userId: user.id, files: storageKeys.length, filesFailed, hadSubscription: live !== null }, 'account deleted');
  return { filesRemoved: storageKeys.length - filesFailed, filesFailed };
}
