/** Admin two-factor verification by email: a six-digit code that works for ten minutes. */

/** Digits in an emailed code. */
export const TWO_FACTOR_CODE_LENGTH = 6;

/** How long a code works after it is sent. */
export const TWO_FACTOR_CODE_TTL_MINUTES = 10;

/** Wrong entries allowed per code: the last of them kills it, and a new code must be sent. */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;

/** The form of a code: exactly six digits. */
export const TWO_FACTOR_CODE_PATTERN = new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`);
