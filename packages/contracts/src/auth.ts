import { z } from 'zod';
import { ACCOUNT_TYPES, ADMIN_ROLES } from '@acclaim/domain';
import { emailField } from './fields';

/**
 * Limits shared by the forms and the server, so both say the same thing. Length is what makes a password hard to
 * guess, so a new password needs at least 10 characters and nothing else (no forced symbols or digits); the server
 * also refuses the commonest passwords. Passwords set before this rule keep working until they are changed.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT = `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Choose a password of at most ${PASSWORD_MAX_LENGTH} characters.`;
export const NAME_MAX_LENGTH = 120;

const email = emailField('Email');

/** Every way of setting a password (sign-up, reset, change, an invitation) uses this rule. */
export function newPasswordRule(requiredMessage = 'Password is required.') {
  return z.string({ error: requiredMessage }).min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);
}

const newPassword = newPasswordRule();

export const ACCOUNT_TYPE_REQUIRED = 'Choose who you are: filing for yourself, an attorney or agent, or a paralegal at a firm.';

/** Who the account is (sign-up's first question); an unknown value gets the same sentence as a missing one. */
export const ZAccountType = z.enum(ACCOUNT_TYPES, { error: ACCOUNT_TYPE_REQUIRED });
export type TAccountType = z.infer<typeof ZAccountType>;

export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  onboardingCompleted: z.boolean(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  adminRole: z.enum(ADMIN_ROLES).optional(),
  /** Chosen at sign-up or at the first setup; null when never asked (treated as filing for oneself). */
  accountType: ZAccountType.nullable(),
  /** The case the workspace opens: the account's active case. */
  activeCaseId: z.string().nullable(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZSignupRequest = z.object({
  name: z
    .string({ error: 'Full Name is required.' })
    .trim()
    .min(1, 'Full Name is required.')
    .max(NAME_MAX_LENGTH, `Full Name must be at most ${NAME_MAX_LENGTH} characters.`),
  email,
  password: newPassword,
  /** The form always asks; a caller that leaves it out signs up as filing for themselves. */
  accountType: ZAccountType.default('SELF_PETITIONER'),
});
export type TSignupRequest = z.input<typeof ZSignupRequest>;

export const ZLoginRequest = z.object({
  email,
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(PASSWORD_MAX_LENGTH),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

/** Login, the sign-up link and Google sign-in all answer this (for sign-up itself, see decision 021). */
export const ZAuthResponse = z.object({
  success: z.literal(true),
  user: ZUser,
  tokens: z.object({ accessToken: z.string() }),
  isNewUser: z.boolean(),
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZMeResponse = z.object({ success: z.literal(true), user: ZUser });
export type TMeResponse = z.infer<typeof ZMeResponse>;

export const ZForgotPasswordRequest = z.object({ email });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;

const oneTimeToken = z.string({ error: 'The link is incomplete.' }).min(20, 'The link is incomplete.').max(200);

export const ZResetPasswordRequest = z.object({ token: oneTimeToken, password: newPassword });
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

export const ZCheckResetTokenRequest = z.object({ token: oneTimeToken });
export type TCheckResetTokenRequest = z.input<typeof ZCheckResetTokenRequest>;

export const ZConfirmEmailRequest = z.object({ token: oneTimeToken });
export type TConfirmEmailRequest = z.input<typeof ZConfirmEmailRequest>;

/**
 * Sign-up answers this whether or not the address has an account (decision 021): the account is made only when
 * the emailed link is opened, with POST /api/auth/signup/confirm, which answers like login (`ZAuthResponse`).
 */
export const ZSignupResponse = z.object({ success: z.literal(true), message: z.string() });
export type TSignupResponse = z.infer<typeof ZSignupResponse>;

export const ZConfirmSignupRequest = z.object({ token: oneTimeToken });
export type TConfirmSignupRequest = z.input<typeof ZConfirmSignupRequest>;

export const ZGoogleStartResponse = z.object({ success: z.literal(true), authUrl: z.string() });
export type TGoogleStartResponse = z.infer<typeof ZGoogleStartResponse>;

export const ZGoogleCallbackRequest = z.object({
  code: z.string().min(1, 'The sign-in answer from Google is incomplete.').max(2048),
  state: z.string().min(1, 'The sign-in answer from Google is incomplete.').max(512),
});
export type TGoogleCallbackRequest = z.input<typeof ZGoogleCallbackRequest>;
