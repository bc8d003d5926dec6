import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AdminRole } from '@acclaim/domain';
import { adminNavigationFor } from '@/features/admin/admin-navigation';
import { buildMe } from '@/features/admin/test-builders';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { storage } from '@/lib/storage';
import { stubApi } from '@/test/test-api';
import { AdminLayout } from './admin-layout';

afterEach(() => vi.unstubAllGlobals());

function renderLayout(role: AdminRole) {
  storage.setToken('session-token');
  stubApi({
    'GET /api/auth/me': { body: { success: true, user: buildMe(role) } },
    'GET /api/auth/2fa/status': { body: { success: true, data: { requiresVerification: false } } },
  });
  // The layout's loading bar reads the data router's navigation state, so this renders a data router.
  const router = createMemoryRouter([{ path: '/admin', element: <AdminLayout />, children: [{ index: true, element: <h1>Dashboard content</h1> }] }], {
    initialEntries: ['/admin'],
  });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('admin navigation', () => {
  it('offers each role only the screens it may open', () => {
    const labels = (role: AdminRole) => adminNavigationFor(role).map((entry) => entry.label);
    expect(labels('VIEWER')).toEqual(['Dashboard', 'Analytics']);
    expect(labels('SUPPORT')).toEqual(['Dashboard', 'Users', 'Subscriptions', 'Analytics', 'Audit log']);
    expect(labels('ADMIN')).toEqual(['Dashboard', 'Users', 'Subscriptions', 'Analytics', 'System health', 'Audit log']);
    expect(labels('SUPER_ADMIN')).toEqual(['Dashboard', 'Users', 'Subscriptions', 'Analytics', 'System health', 'Settings', 'Audit log']);
  });
});

describe('AdminLayout', () => {
  it("shows the admin's name and role, the admin menu and the way back to the app", async () => {
    renderLayout('SUPPORT');
    expect(await screen.findByRole('heading', { name: 'Dashboard content' })).toBeInTheDocument();
    expect(screen.getByText('Dana Boss')).toBeInTheDocument();
    expect(screen.getByText('Support')).toBeInTheDocument();
    const [nav] = screen.getAllByRole('navigation', { name: 'Admin', hidden: true });
    expect(
      within(nav!)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Users', 'Subscriptions', 'Revenue analytics', 'User analytics', 'Usage analytics', 'Trend analytics', 'Audit log']);
    expect(screen.getAllByRole('link', { name: 'Back to the app', hidden: true })[0]).toHaveAttribute('href', '/dashboard');
  });

  it('hides Users from a VIEWER, who keeps the analytics', async () => {
    renderLayout('VIEWER');
    expect(await screen.findByRole('heading', { name: 'Dashboard content' })).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: 'Users', hidden: true })).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'Dashboard', hidden: true }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'User analytics', hidden: true }).length).toBeGreaterThan(0);
  });
});
