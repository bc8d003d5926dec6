import type { TBrand, TFirm, TFirmCase, TFirmContext, TFirmInvitation, TFirmMember, TFirmResponse, TInvitationPreview } from '@acclaim/contracts';
import type { FirmRole } from '@acclaim/domain';

/** The signed-in user, shared with the other features' tests. */
export { buildUser } from '@/test/builders';

export const FIRM_ID = '6f1c2a40-0000-4000-8000-000000000001';
export const OWNER_ID = '6f1c2a40-0000-4000-8000-0000000000a1';

export function buildFirm(overrides: Partial<TFirm> = {}): TFirm {
  return {
    id: FIRM_ID,
    name: 'Reyes Immigration Law',
    primaryColor: '#1d4ed8',
    logoUrl: null,
    hideAcclaimBranding: false,
    addressLine1: '100 Main Street',
    addressLine2: null,
    city: 'Boston',
    state: 'MA',
    postalCode: '02110',
    country: 'United States',
    phone: '+1 617 555 0100',
    email: 'office@reyes-law.example',
    website: 'https://reyes-law.example',
    planName: 'Attorney',
    whiteLabel: true,
    clientCaseLimit: null,
    clientCaseCount: 3,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function buildFirmResponse(role: FirmRole = 'OWNER', firm: Partial<TFirm> = {}): TFirmResponse {
  const built = buildFirm(firm);
  return { success: true, firm: built, membership: { firmId: built.id, firmName: built.name, role } };
}

export function buildMember(overrides: Partial<TFirmMember> = {}): TFirmMember {
  return {
    id: 'member-owner',
    userId: OWNER_ID,
    name: 'Dana Reyes',
    email: 'dana@reyes-law.example',
    role: 'OWNER',
    barNumber: '684201',
    licensingAuthority: 'Supreme Judicial Court of Massachusetts',
    uscisOnlineAccountNumber: null,
    joinedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export const ATTORNEY = buildMember({
  id: 'member-lee',
  userId: '6f1c2a40-0000-4000-8000-0000000000a2',
  name: 'Lee Park',
  email: 'lee@reyes-law.example',
  role: 'ATTORNEY',
  barNumber: null,
  licensingAuthority: null,
});

export const PARALEGAL = buildMember({
  id: 'member-sam',
  userId: '6f1c2a40-0000-4000-8000-0000000000a3',
  name: 'Sam Ortiz',
  email: 'sam@reyes-law.example',
  role: 'PARALEGAL',
  barNumber: null,
  licensingAuthority: null,
});

export function buildInvitation(overrides: Partial<TFirmInvitation> = {}): TFirmInvitation {
  return {
    id: 'invitation-1',
    kind: 'member',
    email: 'kim@reyes-law.example',
    role: 'PARALEGAL',
    caseId: null,
    invitedByName: 'Dana Reyes',
    expiresAt: '2026-07-20T10:00:00.000Z',
    createdAt: '2026-07-06T10:00:00.000Z',
    ...overrides,
  };
}

export function buildFirmCase(overrides: Partial<TFirmCase> = {}): TFirmCase {
  return {
    id: 'case-ana',
    title: 'Ana Silva',
    petitionType: 'EB1A',
    clientName: 'Ana Silva',
    clientEmail: 'ana@example.com',
    clientJoined: true,
    invitationExpiresAt: null,
    attorneyOfRecord: { userId: OWNER_ID, name: 'Dana Reyes' },
    stage: 'drafting',
    stageLabel: 'Drafting',
    progress: { eligibility: 80, documents: 70, forms: 20, petition: 40, overall: 53 },
    documentCount: 7,
    approvedSections: 2,
    totalSections: 9,
    intendedFilingDate: '2026-08-01',
    daysToFiling: 12,
    lastActivityAt: '2026-07-18T15:30:00.000Z',
    createdAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export const PENDING_CASE = buildFirmCase({
  id: 'case-omar',
  title: 'Omar Haddad',
  petitionType: 'NIW',
  clientName: 'Omar Haddad',
  clientEmail: 'omar@example.com',
  clientJoined: false,
  invitationExpiresAt: '2026-07-30T10:00:00.000Z',
  stage: 'invited',
  stageLabel: 'Invited',
  progress: { eligibility: 0, documents: 0, forms: 0, petition: 0, overall: 0 },
  documentCount: 0,
  approvedSections: 0,
  totalSections: 0,
  intendedFilingDate: '2027-03-01',
  daysToFiling: 225,
});

export function buildBrand(overrides: Partial<TBrand> = {}): TBrand {
  return { firmId: FIRM_ID, firmName: 'Reyes Immigration Law', logoUrl: null, primaryColor: '#0f766e', hideAcclaimBranding: false, ...overrides };
}

export function buildContext(overrides: Partial<TFirmContext> = {}): TFirmContext {
  return { membership: null, portal: null, brand: null, ...overrides };
}

export function buildInvitationPreview(overrides: Partial<TInvitationPreview> = {}): TInvitationPreview {
  return {
    kind: 'client',
    email: 'ana@example.com',
    role: null,
    firmName: 'Reyes Immigration Law',
    invitedByName: 'Dana Reyes',
    brand: buildBrand(),
    accept: 'set-password',
    needsName: false,
    ...overrides,
  };
}
