import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { cases, firmInvitations, firmMembers, firms, users, type FirmRow } from '../db/schema/index';
import { buildSamplePng } from '../services/package/synthetic-files';
import { subscribe } from './case-helpers';
import type { createTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const FIRM = {
  name: 'Harbor Immigration LLP',
  addressLine1: '120 Main Street',
  addressLine2: 'Suite 400',
  city: 'Boston',
  state: 'MA',
  postalCode: '02110',
  country: 'United States',
  phone: '+1 617 555 0100',
  email: 'office@harbor-law.example',
  website: 'https://harbor-law.example',
  primaryColor: '#0f766e',
} as const;

/** The address line the letterhead prints. */
export const FIRM_ADDRESS_LINE = '120 Main Street, Suite 400, Boston, MA 02110, United States';

export interface FirmCaseOptions {
  clientName: string;
  attorneyName?: string;
  /** White label on the firm (the Attorneys & Agents plan includes it). */
  hideAcclaimBranding?: boolean;
  barNumber?: string | null;
  licensingAuthority?: string | null;
  /** Stores a PNG logo of this many pixels (width × height). */
  logo?: [number, number];
  firm?: Partial<Pick<FirmRow, 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode' | 'country' | 'phone' | 'email' | 'website'>>;
}

/**
 * The accepted client invitation a joined client leaves behind: what opens a firm's case to its owner (decision 022).
 * For tests that make a firm's case from rows rather than through Add client and the emailed link.
 */
export async function acceptedClientInvitation(t: TestApp, input: { firmId: string; caseId: string; email: string }) {
  await t.database.db.insert(firmInvitations).values({
    ...input,
    kind: 'client',
    tokenHash: `used-${randomUUID()}`,
    expiresAt: new Date(Date.now() + 86_400_000),
    acceptedAt: new Date(),
  });
}

/**
 * Makes the account the owner of a new firm, as creating one on the Firm page does, with bar admission details on
 * the owner's membership unless `withBarDetails` is false: what the attorney plan asks of whoever buys it.
 */
export async function makeFirmOwner(t: TestApp, userId: string, { withBarDetails = true } = {}) {
  const [firm] = await t.database.db.insert(firms).values({ name: FIRM.name, ownerId: userId }).returning();
  const bar = withBarDetails ? { barNumber: 'MA-684201', licensingAuthority: 'Supreme Judicial Court of Massachusetts' } : {};
  const [member] = await t.database.db
    .insert(firmMembers)
    .values({ firmId: firm!.id, userId, role: 'OWNER', ...bar })
    .returning();
  return { firm: firm!, member: member! };
}

/**
 * A firm whose owner is an attorney on the Attorneys & Agents plan, and a client (a new account) whose case the
 * firm runs and who accepted its invitation: rows written with the schema as the firm screens would write them, the
 * plan bought through the test-mode checkout.
 */
export async function createFirmCase(t: TestApp, options: FirmCaseOptions) {
  const { db } = t.database;
  const attorney = await t.signUp({ name: options.attorneyName ?? 'Dana Whitfield' });
  // A firm's owner has confirmed their address (inviting people needs it).
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.id, attorney.user.id as string));
  const [firm] = await db
    .insert(firms)
    .values({ ...FIRM, ...options.firm, ownerId: attorney.user.id, hideAcclaimBranding: options.hideAcclaimBranding ?? false })
    .returning();
  if (options.logo) {
    const key = `firms/${firm!.id}/logo`;
    await t.deps.storage.put(key, buildSamplePng(...options.logo), 'image/png');
    await db.update(firms).set({ logoKey: key, logoMimeType: 'image/png' }).where(eq(firms.id, firm!.id));
  }
  // The attorney plan is sold only to a firm's owner with bar details: bought with them, then set as the test asks.
  const [owner] = await db
    .insert(firmMembers)
    .values({
      firmId: firm!.id,
      userId: attorney.user.id,
      role: 'OWNER',
      barNumber: 'MA-684201',
      licensingAuthority: 'Supreme Judicial Court of Massachusetts',
    })
    .returning();
  await subscribe(t, attorney.token, 'ATTORNEY');
  if (options.barNumber !== undefined || options.licensingAuthority !== undefined) {
    await db
      .update(firmMembers)
      .set({
        ...(options.barNumber !== undefined && { barNumber: options.barNumber }),
        ...(options.licensingAuthority !== undefined && { licensingAuthority: options.licensingAuthority }),
      })
      .where(eq(firmMembers.id, owner!.id));
  }
  const client = await t.signUp({ name: options.clientName });
  const caseId = (await t.call('GET', '/api/cases/active', { token: client.token })).json.case.id as string;
  await db.update(cases).set({ firmId: firm!.id }).where(eq(cases.id, caseId));
  await acceptedClientInvitation(t, { firmId: firm!.id, caseId, email: client.email });
  return { firm: firm!, attorney: { ...attorney, userId: attorney.user.id as string }, client: { ...client, userId: client.user.id as string }, caseId };
}
