import { TWO_FACTOR_CODE_LENGTH } from '@acclaim/domain';

/** Non-digits are stripped and the input is cut to six characters, as it is typed or pasted. */
export function cleanTwoFactorInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH);
}

export const isCompleteTwoFactorCode = (code: string) => code.length === TWO_FACTOR_CODE_LENGTH;
