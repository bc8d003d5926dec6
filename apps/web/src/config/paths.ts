import type { TAccountType } from '@acclaim/contracts';

/** How an account type is written in the sign-up link (`?as=attorney`). */
const ACCOUNT_TYPE_PARAMS: Record<TAccountType, string> = { SELF_PETITIONER: 'self', ATTORNEY: 'attorney', PARALEGAL: 'paralegal' };

/** `?as=attorney` preselects the answer on the Sign Up tab; anything else preselects nothing. */
export function accountTypeFromParam(param: string | null): TAccountType | undefined {
  return (Object.keys(ACCOUNT_TYPE_PARAMS) as TAccountType[]).find((type) => ACCOUNT_TYPE_PARAMS[type] === param);
}

/** Every URL of the web app in one place. */
export const paths = {
  home: '/',
  login: '/login',
  /** The sign-in screen opened on its Sign Up tab. */
  signUp: '/login?tab=signup',
  /** The Sign Up tab with one answer to "Who are you?" chosen, e.g. the landing page's attorney path. */
  signUpAs: (accountType: TAccountType) => `/login?tab=signup&as=${ACCOUNT_TYPE_PARAMS[accountType]}`,
  forgotPassword: '/forgot-password',
  authCallback: '/auth/callback',
  googleCallback: '/auth/google/callback',
  about: '/about',
  contact: '/contact',
  faq: '/faq',
  privacy: '/privacy',
  terms: '/terms',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  search: '/search',
  aiInfo: '/ai-info',
  demo: '/demo',
  pricing: '/pricing',
  dashboard: '/dashboard',
  onboarding: '/onboarding',
  documents: '/documents',
  /** The evidence tab of /documents, opened on one item when an id is given. */
  documentsEvidence: (evidenceId?: string) => `/documents?tab=evidence${evidenceId ? `&item=${encodeURIComponent(evidenceId)}` : ''}`,
  eligibility: '/eligibility',
  coverLetter: '/cover-letter',
  finalize: '/finalize',
  /** One step of Finalize: the checklist, forms and fees, recommendation letters, the filing package. */
  finalizeStep: (step: 'checklist' | 'forms' | 'recommendations' | 'package') => `/finalize/${step}`,
  chat: '/chat',
  /** Profile, password, the data export and account deletion. */
  account: '/account',
  billing: '/billing',
  /** Billing opened on one plan, e.g. the Attorney plan that includes white label. */
  billingPlan: (planId: string) => `/billing?plan=${encodeURIComponent(planId)}`,
  billingSuccess: '/billing/success',
  billingCancel: '/billing/cancel',
  /** Test mode's own checkout page for one checkout session. */
  billingTestCheckout: (checkoutId: string) => `/billing/test-checkout/${checkoutId}`,
  /** The attorney workspace: the firm's clients, its settings and its people. */
  firm: '/firm',
  firmSettings: '/firm/settings',
  firmMembers: '/firm/members',
  /** Public: where an invitation email's link lands (a colleague joining the firm, or a client's portal). */
  invitation: (token: string) => `/invite/${token}`,
  devMailbox: '/dev/mailbox',
  /** The admin area: ten screens behind the admin guard, sharing one layout. */
  admin: '/admin',
  adminUsers: '/admin/users',
  adminUser: (userId: string) => `/admin/users/${userId}`,
  adminSubscriptions: '/admin/subscriptions',
  adminAnalyticsRevenue: '/admin/analytics/revenue',
  adminAnalyticsUsers: '/admin/analytics/users',
  adminAnalyticsUsage: '/admin/analytics/usage',
  adminAnalyticsTrends: '/admin/analytics/trends',
  adminSystem: '/admin/system',
  adminSettings: '/admin/settings',
  adminAuditLog: '/admin/audit-log',
} as const;
