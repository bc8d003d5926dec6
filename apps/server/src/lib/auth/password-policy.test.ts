import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { assertPasswordNotCommon, isCommonPassword, PASSWORD_TOO_COMMON } from './password-policy';

describe('common passwords', () => {
  it('knows the passwords attackers try first, in any case and padded with digits or symbols', () => {
    for (const password of ['1234567890', 'qwertyuiop', 'Password123', 'ILOVEYOU2024', '!!dragon!!', '1qaz2wsx3edc', 'bbbbbbbbbbbb']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets a long, uncommon password or passphrase through', () => {
    for (const password of ['correct horse battery staple', 'pw-5f3a9c1e-long-enough', 'Ångström-1879-Kalmar', 'lena-password-7731']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it('answers a common password with a validation error on the given field', () => {
    const refusal = (() => {
      try {
        assertPasswordNotCommon('sunshine2020', 'newPassword');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'VALIDATION_FAILED', message: PASSWORD_TOO_COMMON, fields: { newPassword: [PASSWORD_TOO_COMMON] } });
    expect(() => assertPasswordNotCommon('a quiet walk by the river')).not.toThrow();
  });
});
