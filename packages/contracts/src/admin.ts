import { z } from 'zod';
import { ADMIN_ROLES, PLAN_IDS, PETITION_TYPES, TWO_FACTOR_CODE_PATTERN } from '@acclaim/domain';
import { ZBillingOverview } from './billing';
import { ZProgress } from './cases';

// ---- two-factor verification ----------------------------------------------------------------------------

export const ZTwoFactorStatusResponse = z.object({
  success: z.literal(true),
  /** True for an admin whose current session has not passed verification; false for everyone else. */
  data: z.object({ requiresVerification: z.boolean() }),
});
export type TTwoFactorStatusResponse = z.infer<typeof ZTwoFactorStatusResponse>;

/** Failures answer with the common error shape (`success: false`, `message`, `error`). */
export const ZTwoFactorSendResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** When the code just sent stops working. */
  expiresAt: z.string(),
});
export type TTwoFactorSendResponse = z.infer<typeof ZTwoFactorSendResponse>;

export const ZTwoFactorVerifyRequest = z.object({
  code: z.string({ error: 'Please enter a 6-digit code' }).trim().regex(TWO_FACTOR_CODE_PATTERN, 'Please enter a 6-digit code'),
});
export type TTwoFactorVerifyRequest = z.input<typeof ZTwoFactorVerifyRequest>;

export const ZTwoFactorVerifyResponse = z.object({ success: z.literal(true), message: z.string() });
export type TTwoFactorVerifyResponse = z.infer<typeof ZTwoFactorVerifyResponse>;

// ---- shared ------------------------------------------------------------------------------------------------

const pageQuery = {
  page: z.coerce.number().int().min(1, 'Page numbers start at 1.').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'At most 100 rows per page.').default(25),
};

const ZPage = z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const USER_STATUSES = ['active', 'suspended'] as const;

// ---- overview ----------------------------------------------------------------------------------------------

export const ZAdminOverview = z.object({
  users: z.number().int(),
  newSignupsLast30Days: z.number().int(),
  activeSubscriptions: z.number().int(),
  /** Monthly recurring revenue in cents: the monthly price of each active subscription's plan. */
  mrrCents: z.number().int(),
  cases: z.number().int(),
  documents: z.number().int(),
  assessments: z.number().int(),
  letters: z.number().int(),
  /** Background jobs in pg-boss's failed state (kept for a week). */
  failedJobs: z.number().int(),
  generatedAt: z.string(),
});
export type TAdminOverview = z.infer<typeof ZAdminOverview>;
export const ZAdminOverviewResponse = z.object({ success: z.literal(true), overview: ZAdminOverview });

// ---- users -------------------------------------------------------------------------------------------------

export const ADMIN_ROLE_FILTERS = [...ADMIN_ROLES, 'any', 'none'] as const;

export const ZAdminUsersQuery = z.object({
  /** Part of the name or email, any case. */
  q: z.string().trim().max(200).optional(),
  plan: z.enum(PLAN_IDS).optional(),
  /** A role, `any` (every admin) or `none` (customers). */
  role: z.enum(ADMIN_ROLE_FILTERS).optional(),
  status: z.enum(USER_STATUSES).optional(),
  ...pageQuery,
});
export type TAdminUsersQuery = z.input<typeof ZAdminUsersQuery>;

export const ZAdminUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  adminRole: z.enum(ADMIN_ROLES).nullable(),
  planId: z.enum(PLAN_IDS),
  status: z.enum(USER_STATUSES),
  suspendedAt: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** The newest use of any session; null when the account never signed in since sessions were kept. */
  lastActiveAt: z.string().nullable(),
  caseCount: z.number().int(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUsersResponse = ZPage.extend({ success: z.literal(true), users: z.array(ZAdminUser) });
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;

export const ZAdminUserCase = z.object({
  id: z.string(),
  title: z.string(),
  petitionType: z.enum(PETITION_TYPES),
  isActive: z.boolean(),
  documentCount: z.number().int(),
  progress: ZProgress,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminUserCase = z.infer<typeof ZAdminUserCase>;

export const ADMIN_ACTIVITY_KINDS = ['signed_in', 'document_uploaded', 'assessment', 'letter', 'billing', 'admin_action'] as const;

export const ZAdminActivity = z.object({
  kind: z.enum(ADMIN_ACTIVITY_KINDS),
  description: z.string(),
  at: z.string(),
});
export type TAdminActivity = z.infer<typeof ZAdminActivity>;

export const ZAdminUserDetail = ZAdminUser.extend({
  onboardingCompleted: z.boolean(),
  hasPassword: z.boolean(),
  activeSessions: z.number().int(),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const ZAdminUserDetailResponse = z.object({
  success: z.literal(true),
  user: ZAdminUserDetail,
  cases: z.array(ZAdminUserCase),
  /** What the account's own /billing shows: plan, subscription, usage, payments, money-back request. */
  billing: ZBillingOverview,
  /** Newest first. */
  activity: z.array(ZAdminActivity),
});
export type TAdminUserDetailResponse = z.infer<typeof ZAdminUserDetailResponse>;

/** Every change to an account answers with its new state. */
export const ZAdminUserActionResponse = z.object({ success: z.literal(true), message: z.string(), user: ZAdminUser });
export type TAdminUserActionResponse = z.infer<typeof ZAdminUserActionResponse>;

export const ZSetAdminRoleRequest = z.object({
  /** `null` revokes the role. */
  role: z.enum(ADMIN_ROLES, { error: 'Choose SUPER_ADMIN, ADMIN, SUPPORT, VIEWER or null.' }).nullable(),
});
export type TSetAdminRoleRequest = z.input<typeof ZSetAdminRoleRequest>;

// ---- audit log ---------------------------------------------------------------------------------------------

/** Everything the audit log records; a new admin action adds its name here. */
export const ADMIN_AUDIT_ACTIONS = [
  'user.create',
  'user.suspend',
  'user.reactivate',
  'user.revoke_sessions',
  'user.send_password_reset',
  'user.set_role',
  // A SUPER_ADMIN changed one section of /admin/settings; the target id names the section.
  'settings.update',
  'refund_request.refund',
  'refund_request.decline',
  // A failed background job sent back to its queue from /admin/system; the target id is the pg-boss job id.
  'job.retry',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

export const ADMIN_AUDIT_TARGET_TYPES = ['user', 'refund_request', 'setting', 'job'] as const;
export type AdminAuditTargetType = (typeof ADMIN_AUDIT_TARGET_TYPES)[number];

export const ZAdminAuditLogQuery = z.object({
  action: z.enum(ADMIN_AUDIT_ACTIONS).optional(),
  targetType: z.enum(ADMIN_AUDIT_TARGET_TYPES).optional(),
  targetId: z.string().max(100).optional(),
  /** Part of the acting admin's email, any case (`cli` finds the admin:create command). */
  actor: z.string().trim().max(200).optional(),
  /** Part of the target account's email, any case, or a target's exact id. */
  target: z.string().trim().max(200).optional(),
  ...pageQuery,
});
export type TAdminAuditLogQuery = z.input<typeof ZAdminAuditLogQuery>;

export const ZAdminAuditEntry = z.object({
  id: z.string(),
  actor: z.object({
    type: z.enum(['admin', 'cli']),
    /** Null for the command, or once the admin's account is deleted. */
    id: z.string().nullable(),
    email: z.string(),
  }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;

/** An entry as the audit log screen lists it: with a readable name for its target. */
export const ZAdminAuditLogEntry = ZAdminAuditEntry.extend({
  /** The target account's email for `user` targets; null for other targets or once the account is deleted. */
  targetLabel: z.string().nullable(),
});
export type TAdminAuditLogEntry = z.infer<typeof ZAdminAuditLogEntry>;

export const ZAdminAuditLogResponse = ZPage.extend({ success: z.literal(true), entries: z.array(ZAdminAuditLogEntry) });
export type TAdminAuditLogResponse = z.infer<typeof ZAdminAuditLogResponse>;
