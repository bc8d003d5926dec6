import { z } from 'zod';
import { brandColorProblem, FIRM_CASE_STAGES, FIRM_ROLES, INVITABLE_FIRM_ROLES, PETITION_TYPES } from '@acclaim/domain';
import { NAME_MAX_LENGTH, ZUser, newPasswordRule } from './auth';
import { ZCalendarDate, ZProgress } from './cases';
import { emailField, optionalText } from './fields';

const firmName = z
  .string({ error: 'Enter the firm’s name.' })
  .trim()
  .min(1, 'Enter the firm’s name.')
  .max(120, 'The firm’s name must be at most 120 characters.');

/** What the portal, emails and exports show of a firm; `null` where Acclaim's own look applies. */
export const ZBrand = z.object({
  firmId: z.string(),
  firmName: z.string(),
  /** Served publicly at /api/firms/{id}/logo (a logo is meant to be seen). */
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  /** White label: hide Acclaim's name and logo. Only on a plan with white-label branding. */
  hideAcclaimBranding: z.boolean(),
});
export type TBrand = z.infer<typeof ZBrand>;

export const ZFirmMembership = z.object({
  firmId: z.string(),
  firmName: z.string(),
  role: z.enum(FIRM_ROLES),
});
export type TFirmMembership = z.infer<typeof ZFirmMembership>;

/**
 * What the signed-in screens need to know about firms: the user's own firm (staff), and the brand the workspace
 * wears — the user's firm for staff, the firm running the active case for a client in the portal.
 */
export const ZFirmContext = z.object({
  membership: ZFirmMembership.nullable(),
  /** Set when the active case is a firm's case and the user is that firm's client (not staff). */
  portal: z.object({ firmName: z.string(), caseId: z.string() }).nullable(),
  brand: ZBrand.nullable(),
});
export type TFirmContext = z.infer<typeof ZFirmContext>;
export const ZFirmContextResponse = z.object({ success: z.literal(true), context: ZFirmContext });

export const ZFirmProfile = z.object({
  name: firmName.optional(),
  primaryColor: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = brandColorProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.toLowerCase())
    .optional(),
  hideAcclaimBranding: z.boolean().optional(),
  addressLine1: optionalText(200, 'Street address'),
  addressLine2: optionalText(200, 'Suite or floor'),
  city: optionalText(100, 'City'),
  state: optionalText(100, 'State'),
  postalCode: optionalText(20, 'ZIP code'),
  country: optionalText(100, 'Country'),
  phone: optionalText(40, 'Phone'),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid email address.')
    .transform((value) => value.toLowerCase() || null)
    .nullable()
    .optional(),
  website: z
    .string()
    .trim()
    .max(300)
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'Enter an address like https://example-law.com.')
    .transform((value) => value || null)
    .nullable()
    .optional(),
});
export const ZCreateFirmRequest = ZFirmProfile.extend({ name: firmName });
export type TCreateFirmRequest = z.input<typeof ZCreateFirmRequest>;
export const ZUpdateFirmRequest = ZFirmProfile;
export type TUpdateFirmRequest = z.input<typeof ZUpdateFirmRequest>;

export const ZFirm = z.object({
  id: z.string(),
  name: z.string(),
  primaryColor: z.string(),
  logoUrl: z.string().nullable(),
  hideAcclaimBranding: z.boolean(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  /** The plan of the firm (its owner's), and whether it includes white-label branding. */
  planName: z.string(),
  whiteLabel: z.boolean(),
  /** Client cases the plan allows; null is unlimited. */
  clientCaseLimit: z.number().nullable(),
  clientCaseCount: z.number(),
  createdAt: z.string(),
});
export type TFirm = z.infer<typeof ZFirm>;
export const ZFirmResponse = z.object({ success: z.literal(true), firm: ZFirm, membership: ZFirmMembership });
export type TFirmResponse = z.infer<typeof ZFirmResponse>;

export const ZFirmMember = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(FIRM_ROLES),
  barNumber: z.string().nullable(),
  licensingAuthority: z.string().nullable(),
  uscisOnlineAccountNumber: z.string().nullable(),
  joinedAt: z.string(),
});
export type TFirmMember = z.infer<typeof ZFirmMember>;

export const ZFirmInvitation = z.object({
  id: z.string(),
  kind: z.enum(['member', 'client']),
  email: z.string(),
  role: z.enum(FIRM_ROLES).nullable(),
  caseId: z.string().nullable(),
  invitedByName: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TFirmInvitation = z.infer<typeof ZFirmInvitation>;

export const ZFirmMembersResponse = z.object({
  success: z.literal(true),
  members: z.array(ZFirmMember),
  invitations: z.array(ZFirmInvitation),
});
export type TFirmMembersResponse = z.infer<typeof ZFirmMembersResponse>;

export const ZInviteMemberRequest = z.object({
  email: emailField('Email'),
  role: z.enum(INVITABLE_FIRM_ROLES, { error: 'Choose Attorney or Paralegal.' }),
});
export type TInviteMemberRequest = z.input<typeof ZInviteMemberRequest>;

export const ZUpdateMemberRequest = z.object({
  role: z.enum(INVITABLE_FIRM_ROLES, { error: 'Choose Attorney or Paralegal.' }).optional(),
  barNumber: optionalText(60, 'Bar number'),
  licensingAuthority: optionalText(120, 'Licensing authority'),
  uscisOnlineAccountNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{12}$/.test(value.replace(/[\s-]/g, '')), 'A USCIS online account number has 12 digits.')
    .transform((value) => value.replace(/[\s-]/g, '') || null)
    .nullable()
    .optional(),
});
export type TUpdateMemberRequest = z.input<typeof ZUpdateMemberRequest>;

export const ZFirmMemberResponse = z.object({ success: z.literal(true), member: ZFirmMember });

export const ZCreateClientCaseRequest = z.object({
  clientName: z
    .string({ error: 'Enter the client’s full name.' })
    .trim()
    .min(1, 'Enter the client’s full name.')
    .max(NAME_MAX_LENGTH, `The name must be at most ${NAME_MAX_LENGTH} characters.`),
  clientEmail: emailField('The client’s email'),
  petitionType: z.enum(PETITION_TYPES).optional(),
  intendedFilingDate: ZCalendarDate.nullable().optional(),
  /** The member who represents the client on Form G-28; the firm's owner when left out. */
  attorneyOfRecordId: z.uuid('Choose an attorney of the firm.').nullable().optional(),
});
export type TCreateClientCaseRequest = z.input<typeof ZCreateClientCaseRequest>;

export const ZFirmCase = z.object({
  id: z.string(),
  title: z.string(),
  petitionType: z.enum(PETITION_TYPES),
  clientName: z.string(),
  clientEmail: z.string(),
  /** Whether the client has opened the portal; false while the invitation is pending. */
  clientJoined: z.boolean(),
  invitationExpiresAt: z.string().nullable(),
  attorneyOfRecord: z.object({ userId: z.string(), name: z.string() }).nullable(),
  stage: z.enum(FIRM_CASE_STAGES),
  stageLabel: z.string(),
  progress: ZProgress,
  documentCount: z.number(),
  approvedSections: z.number(),
  totalSections: z.number(),
  intendedFilingDate: z.string().nullable(),
  /** Days to the intended filing date, negative once passed. */
  daysToFiling: z.number().nullable(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
});
export type TFirmCase = z.infer<typeof ZFirmCase>;

export const ZFirmCasesQuery = z.object({
  q: z.string().trim().max(120).optional(),
  stage: z.enum(FIRM_CASE_STAGES).optional(),
  /** One page of the list: at most `limit` cases from `offset`; every matching case when left out. */
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export const ZFirmCasesResponse = z.object({
  success: z.literal(true),
  cases: z.array(ZFirmCase),
  /** How many cases match the search and stage, across every page. */
  total: z.number().int().optional(),
});
export type TFirmCasesResponse = z.infer<typeof ZFirmCasesResponse>;
export const ZFirmCaseResponse = z.object({ success: z.literal(true), case: ZFirmCase });

/** What the invitation page shows before anyone signs in. */
export const ZInvitationPreview = z.object({
  kind: z.enum(['member', 'client']),
  email: z.string(),
  role: z.enum(FIRM_ROLES).nullable(),
  firmName: z.string(),
  invitedByName: z.string().nullable(),
  brand: ZBrand,
  /**
   * 'set-password': the address has no password yet (a new client, or a new colleague), so accepting sets one;
   * 'sign-in': the address already has an account, which must be signed in to accept.
   */
  accept: z.enum(['set-password', 'sign-in']),
  /** For a new colleague, who also gives their name. */
  needsName: z.boolean(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;
export const ZInvitationPreviewResponse = z.object({ success: z.literal(true), invitation: ZInvitationPreview });

export const ZAcceptInvitationRequest = z.object({
  name: z.string().trim().min(1, 'Full Name is required.').max(NAME_MAX_LENGTH).optional(),
  password: newPasswordRule().optional(),
});
export type TAcceptInvitationRequest = z.input<typeof ZAcceptInvitationRequest>;

/** Accepting signs a new password-setting account in (tokens); an existing account is already signed in. */
export const ZAcceptInvitationResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: ZUser,
  tokens: z.object({ accessToken: z.string() }).nullable(),
  /** Where the app goes next: /firm for staff, the portal's dashboard for a client. */
  redirectTo: z.string(),
});
export type TAcceptInvitationResponse = z.infer<typeof ZAcceptInvitationResponse>;
