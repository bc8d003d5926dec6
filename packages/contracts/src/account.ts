import { z } from 'zod';
import { ADMIN_ROLES, PLAN_IDS } from '@acclaim/domain';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, ZAccountType, ZUser, newPasswordRule } from './auth';

/**
 * The export is streamed, so its final size is unknown when it starts; this header carries the stored files'
 * bytes plus the JSON already built, which the page uses for its progress bar.
 */
export const ACCOUNT_EXPORT_SIZE_HEADER = 'X-Export-Estimated-Bytes';

/** What /account shows: who the account is, how it signs in, and what deleting it would touch. */
export const ZAccountOverview = z.object({
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** False for an account that only ever signed in with Google: it confirms deletion by typing its email. */
  hasPassword: z.boolean(),
  signInMethods: z.array(z.enum(['password', 'google'])),
  adminRole: z.enum(ADMIN_ROLES).nullable(),
  /** The only active SUPER_ADMIN cannot delete the account until someone else holds the role. */
  isLastSuperAdmin: z.boolean(),
  createdAt: z.string(),
  plan: z.object({ id: z.enum(PLAN_IDS), name: z.string() }),
  /** A paid subscription that deleting the account cancels at the payment provider. */
  hasLiveSubscription: z.boolean(),
  counts: z.object({ cases: z.number().int(), documents: z.number().int(), conversations: z.number().int() }),
});
export type TAccountOverview = z.infer<typeof ZAccountOverview>;

export const ZAccountResponse = z.object({ success: z.literal(true), account: ZAccountOverview });
export type TAccountResponse = z.infer<typeof ZAccountResponse>;

export const ZUpdateProfileRequest = z.object({
  name: z
    .string({ error: 'Full Name is required.' })
    .trim()
    .min(1, 'Full Name is required.')
    .max(NAME_MAX_LENGTH, `Full Name must be at most ${NAME_MAX_LENGTH} characters.`),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

export const ZUpdateProfileResponse = z.object({ success: z.literal(true), message: z.string(), user: ZUser });
export type TUpdateProfileResponse = z.infer<typeof ZUpdateProfileResponse>;

/** Who the account is, for an account that was never asked (Google sign-in) or that answered wrongly at sign-up. */
export const ZUpdateAccountTypeRequest = z.object({ accountType: ZAccountType });
export type TUpdateAccountTypeRequest = z.input<typeof ZUpdateAccountTypeRequest>;

export const ZChangePasswordRequest = z.object({
  currentPassword: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.').max(PASSWORD_MAX_LENGTH),
  // The same rule as sign-up and reset, so every way of setting a password says the same thing.
  newPassword: newPasswordRule('Enter a new password.'),
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/**
 * Deleting the account is confirmed with the current password, or, for an account without one (Google only),
 * with its email address typed out. The server decides which one the account needs.
 */
export const ZDeleteAccountRequest = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  email: z.string().trim().max(254).optional(),
});
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;
