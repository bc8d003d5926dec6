import type { TFirm, TFirmCase, TFirmInvitation, TFirmMember, TFirmMembership } from '@acclaim/contracts';
import { FIRM_CASE_STAGE_LABELS, type Plan } from '@acclaim/domain';
import type { FirmInvitationRow } from '../db/schema/index';
import type { Membership } from '../services/firms/firm-access';
import { brandOf } from '../services/firms/firm-access';
import type { FirmCaseView } from '../services/firms/client-cases';
import type { MemberWithUser } from '../services/firms/manage-members';

export function presentFirm(membership: Membership, plan: Plan, clientCaseCount: number): TFirm {
  const { firm } = membership;
  const brand = brandOf(firm, plan);
  return {
    id: firm.id,
    name: firm.name,
    primaryColor: firm.primaryColor,
    logoUrl: brand.logoUrl,
    hideAcclaimBranding: firm.hideAcclaimBranding,
    addressLine1: firm.addressLine1,
    addressLine2: firm.addressLine2,
    city: firm.city,
    state: firm.state,
    postalCode: firm.postalCode,
    country: firm.country,
    phone: firm.phone,
    email: firm.email,
    website: firm.website,
    planName: plan.name,
    whiteLabel: plan.limits.whiteLabel,
    clientCaseLimit: plan.limits.petitions,
    clientCaseCount,
    createdAt: firm.createdAt.toISOString(),
  };
}

export function presentMembership(membership: Membership): TFirmMembership {
  return { firmId: membership.firm.id, firmName: membership.firm.name, role: membership.member.role };
}

export function presentMember({ member, user }: MemberWithUser): TFirmMember {
  return {
    id: member.id,
    userId: user.id,
    name: user.name,
    email: user.email,
    role: member.role,
    barNumber: member.barNumber,
    licensingAuthority: member.licensingAuthority,
    uscisOnlineAccountNumber: member.uscisOnlineAccountNumber,
    joinedAt: member.createdAt.toISOString(),
  };
}

export function presentInvitation(invitation: FirmInvitationRow, invitedByName: string | null): TFirmInvitation {
  return {
    id: invitation.id,
    kind: invitation.kind,
    email: invitation.email,
    role: invitation.role,
    caseId: invitation.caseId,
    invitedByName,
    expiresAt: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
  };
}

export function presentFirmCase(view: FirmCaseView): TFirmCase {
  return {
    id: view.caseRow.id,
    title: view.caseRow.title,
    petitionType: view.caseRow.petitionType,
    clientName: view.client.name,
    clientEmail: view.client.email,
    clientJoined: view.clientJoined,
    invitationExpiresAt: view.invitationExpiresAt?.toISOString() ?? null,
    attorneyOfRecord: view.attorneyOfRecord,
    stage: view.stage,
    stageLabel: FIRM_CASE_STAGE_LABELS[view.stage],
    progress: view.progress,
    documentCount: view.documentCount,
    approvedSections: view.approvedSections,
    totalSections: view.totalSections,
    intendedFilingDate: view.caseRow.intendedFilingDate,
    daysToFiling: view.daysToFiling,
    lastActivityAt: view.lastActivityAt.toISOString(),
    createdAt: view.caseRow.createdAt.toISOString(),
  };
}
