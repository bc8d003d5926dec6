import { describe, expect, it } from 'vitest';
import { ADMIN_CAPABILITIES, ADMIN_PERMISSIONS, ADMIN_SCREEN_CAPABILITIES, canAdmin, minimumRoleForScreen } from './admin-permissions';
import { ADMIN_ROLES } from './roles';

describe('admin permissions', () => {
  it('gives each capability the minimum role the team agreed', () => {
    expect(ADMIN_PERMISSIONS).toEqual({
      dashboard: 'VIEWER',
      analytics: 'VIEWER',
      'users.read': 'SUPPORT',
      'subscriptions.read': 'SUPPORT',
      'auditLog.read': 'SUPPORT',
      'users.update': 'ADMIN',
      'refunds.handle': 'ADMIN',
      system: 'ADMIN',
      'users.setRole': 'SUPER_ADMIN',
      settings: 'SUPER_ADMIN',
    });
  });

  it('lets a role at or above the minimum through and nobody without a role', () => {
    expect(canAdmin('VIEWER', 'dashboard')).toBe(true);
    expect(canAdmin('VIEWER', 'users.read')).toBe(false);
    expect(canAdmin('SUPPORT', 'users.read')).toBe(true);
    expect(canAdmin('SUPPORT', 'users.update')).toBe(false);
    expect(canAdmin('ADMIN', 'users.update')).toBe(true);
    expect(canAdmin('ADMIN', 'users.setRole')).toBe(false);
    expect(canAdmin('SUPER_ADMIN', 'settings')).toBe(true);
    for (const capability of ADMIN_CAPABILITIES) {
      expect(canAdmin(null, capability)).toBe(false);
      expect(canAdmin('SUPER_ADMIN', capability)).toBe(true);
    }
  });

  it('gives every admin screen of the spec a minimum role', () => {
    expect(Object.keys(ADMIN_SCREEN_CAPABILITIES)).toEqual(
      expect.arrayContaining([
        '/admin',
        '/admin/users',
        '/admin/users/:userId',
        '/admin/subscriptions',
        '/admin/analytics/revenue',
        '/admin/analytics/users',
        '/admin/analytics/usage',
        '/admin/analytics/trends',
        '/admin/system',
        '/admin/settings',
      ]),
    );
    expect(minimumRoleForScreen('/admin')).toBe('VIEWER');
    expect(minimumRoleForScreen('/admin/settings')).toBe('SUPER_ADMIN');
    expect(minimumRoleForScreen('/admin/users/:userId')).toBe('SUPPORT');
    for (const role of Object.values(ADMIN_PERMISSIONS)) expect(ADMIN_ROLES).toContain(role);
  });
});
