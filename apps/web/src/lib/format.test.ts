import { describe, expect, it } from 'vitest';
import { countOf } from './format';

describe('countOf', () => {
  it('puts the noun in the number the count asks for', () => {
    expect(countOf(1, 'item')).toBe('1 item');
    expect(countOf(0, 'item')).toBe('0 items');
    expect(countOf(49, 'citation')).toBe('49 citations');
    expect(countOf(1, 'criterion', 'criteria')).toBe('1 criterion');
    expect(countOf(3, 'criterion', 'criteria')).toBe('3 criteria');
  });
});
