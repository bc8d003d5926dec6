import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../errors';

export const PASSWORD_TOO_COMMON = 'This password is too common. Choose another one.';

/**
 * About 49,000 passwords that lead the published breach corpora (shipped inside the package, so the check works
 * offline). Attackers try these first, so a new password must not be one of them, whatever its length.
 */
let commonPasswords: Set<string> | undefined;
function getCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return commonPasswords;
}

// A common password padded with digits or symbols ("qwerty123456", "!!password2024") is the first thing guessing
// tools try after the list itself, so the bare core is checked too.
const PADDING = /^[\d\W_]+|[\d\W_]+$/g;

/** True when the password, or its core without digits and symbols around it, is a well-known password. */
export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  const list = getCommonPasswords();
  if (list.has(lowered)) return true;
  const core = lowered.replace(PADDING, '');
  if (core !== lowered && core.length > 0 && list.has(core)) return true;
  // One character repeated ("aaaaaaaaaa") is guessed as quickly as any listed password.
  return new Set(lowered).size === 1;
}

/**
 * Refuses a new password that is on the common list, with the message shown under `field`. Only where a password
 * is set (sign-up, reset, change, an invitation): signing in with an older weak password keeps working until it is
 * changed.
 */
export function assertPasswordNotCommon(password: string, field = 'password'): void {
  if (!isCommonPassword(password)) return;
  throw new AppError('VALIDATION_FAILED', { message: PASSWORD_TOO_COMMON, fields: { [field]: [PASSWORD_TOO_COMMON] } });
}
