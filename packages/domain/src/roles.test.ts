import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE_RANK, hasAdminRank } from './roles';

describe('admin roles', () => {
  it('ranks roles as the spec does', () => {
    expect(ADMIN_ROLE_RANK).toEqual({ SUPER_ADMIN: 4, ADMIN: 3, SUPPORT: 2, VIEWER: 1 });
  });

  it('lets a higher or equal rank through and stops a lower or missing one', () => {
    expect(hasAdminRank('ADMIN', 'SUPPORT')).toBe(true);
    expect(hasAdminRank('SUPPORT', 'SUPPORT')).toBe(true);
    expect(hasAdminRank('VIEWER', 'ADMIN')).toBe(false);
    expect(hasAdminRank(null, 'VIEWER')).toBe(false);
    expect(hasAdminRank(undefined, 'VIEWER')).toBe(false);
  });
});
