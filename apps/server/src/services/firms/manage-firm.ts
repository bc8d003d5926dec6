import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { ZCreateFirmRequest, ZUpdateFirmRequest, type TCreateFirmRequest, type TUpdateFirmRequest } from '@acclaim/contracts';
import { PLANS } from '@acclaim/domain';
import { cases, firmMembers, firms, users, type FirmRow, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { assertFirmAction, findMembership, getFirmPlan, requireMembership, type Membership } from './firm-access';

export const LOGO_MAX_BYTES = 1024 * 1024;

const whiteLabelPlans = () =>
  Object.values(PLANS)
    .filter((plan) => plan.limits.whiteLabel)
    .map((plan) => plan.name)
    .join(' and ');

/** Creates a firm with the user as its owner. An account works for one firm at most. */
export async function createFirm(deps: AppDeps, user: UserRow, request: TCreateFirmRequest): Promise<Membership> {
  const input = ZCreateFirmRequest.parse(request);
  const current = await findMembership(deps.database.db, user.id);
  if (current) throw new AppError('CONFLICT', { message: `You are already part of ${current.firm.name}. An account can be part of one firm.` });
  if (input.hideAcclaimBranding && !PLANS[user.planId].limits.whiteLabel) {
    throw new AppError('FORBIDDEN', { message: `White label comes with the ${whiteLabelPlans()} plan. Upgrade on the Billing page to hide Acclaim's name.` });
  }
  return deps.database.db.transaction(async (tx) => {
    const [firm] = await tx
      .insert(firms)
      .values({ ...input, ownerId: user.id })
      .returning();
    const [member] = await tx.insert(firmMembers).values({ firmId: firm!.id, userId: user.id, role: 'OWNER' }).returning();
    // The owner runs clients' cases; a self-petitioner's setup questions would only stand in the way.
    await tx.update(users).set({ onboardingCompleted: true, updatedAt: new Date() }).where(eq(users.id, user.id));
    return { firm: firm!, member: member! };
  });
}

export async function updateFirm(deps: AppDeps, user: UserRow, request: TUpdateFirmRequest): Promise<Membership> {
  const input = ZUpdateFirmRequest.parse(request);
  const membership = await requireMembership(deps.database.db, user);
  assertFirmAction(membership, 'manage-firm', 'change the firm’s profile and branding');
  if (input.hideAcclaimBranding && !(await getFirmPlan(deps.database.db, membership.firm)).limits.whiteLabel) {
    throw new AppError('FORBIDDEN', { message: `White label comes with the ${whiteLabelPlans()} plan. Upgrade on the Billing page to hide Acclaim's name.` });
  }
  const [firm] = await deps.database.db
    .update(firms)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(firms.id, membership.firm.id))
    .returning();
  return { ...membership, firm: firm! };
}

/** PNG or JPEG by their first bytes: an SVG could carry script, and the logo is served to anyone. */
function logoType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Stores the new logo before pointing the firm at it, and removes the old one after: no moment without a logo. */
export async function setFirmLogo(deps: AppDeps, user: UserRow, bytes: Uint8Array): Promise<Membership> {
  const membership = await requireMembership(deps.database.db, user);
  assertFirmAction(membership, 'manage-firm', 'change the firm’s logo');
  if (bytes.byteLength === 0) throw new AppError('BAD_REQUEST', { message: 'Choose an image file for the logo.' });
  if (bytes.byteLength > LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', { message: 'The logo must be at most 1 MB.' });
  const mimeType = logoType(bytes);
  if (!mimeType) throw new AppError('BAD_REQUEST', { message: 'The logo must be a PNG or JPEG image.' });
  const key = `firms/${membership.firm.id}/logo-${randomUUID()}`;
  await deps.storage.put(key, bytes, mimeType);
  let firm: FirmRow;
  try {
    [firm] = (await deps.database.db
      .update(firms)
      .set({ logoKey: key, logoMimeType: mimeType, updatedAt: new Date() })
      .where(eq(firms.id, membership.firm.id))
      .returning()) as [FirmRow];
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
  await removeStoredLogo(deps, membership.firm.logoKey);
  return { ...membership, firm };
}

export async function removeFirmLogo(deps: AppDeps, user: UserRow): Promise<Membership> {
  const membership = await requireMembership(deps.database.db, user);
  assertFirmAction(membership, 'manage-firm', 'change the firm’s logo');
  const [firm] = await deps.database.db
    .update(firms)
    .set({ logoKey: null, logoMimeType: null, updatedAt: new Date() })
    .where(eq(firms.id, membership.firm.id))
    .returning();
  await removeStoredLogo(deps, membership.firm.logoKey);
  return { ...membership, firm: firm! };
}

async function removeStoredLogo(deps: AppDeps, key: string | null) {
  if (key) await deps.storage.delete(key).catch((error: unknown) => deps.logger.warn({ err: error, key }, 'could not delete an old logo'));
}

/** A firm's logo, for anyone: it is shown on the public invitation page and in emails. */
export async function readFirmLogo(deps: AppDeps, firmId: string): Promise<{ bytes: Uint8Array; mimeType: string }> {
  if (!/^[0-9a-f-]{36}$/i.test(firmId)) throw new AppError('NOT_FOUND', { message: 'No logo.' });
  const [firm] = await deps.database.db
    .select({ key: firms.logoKey, mimeType: firms.logoMimeType })
    .from(firms)
    .where(and(eq(firms.id, firmId), isNotNull(firms.logoKey)));
  if (!firm?.key || !firm.mimeType) throw new AppError('NOT_FOUND', { message: 'No logo.' });
  return { bytes: await deps.storage.get(firm.key), mimeType: firm.mimeType };
}

export async function countClientCases(deps: AppDeps, firmId: string): Promise<number> {
  return deps.database.db.$count(cases, eq(cases.firmId, firmId));
}
