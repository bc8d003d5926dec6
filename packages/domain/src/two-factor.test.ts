import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_CODE_PATTERN, TWO_FACTOR_CODE_TTL_MINUTES } from './two-factor';

describe('two-factor code rules', () => {
  it('are six digits that last ten minutes (spec §9)', () => {
    expect(TWO_FACTOR_CODE_LENGTH).toBe(6);
    expect(TWO_FACTOR_CODE_TTL_MINUTES).toBe(10);
  });

  it('accept exactly six digits', () => {
    expect(TWO_FACTOR_CODE_PATTERN.test('012345')).toBe(true);
    for (const code of ['12345', '1234567', '12a456', ' 123456', '']) expect(TWO_FACTOR_CODE_PATTERN.test(code)).toBe(false);
  });
});
