import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { AdminRole } from '@acclaim/domain';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { buildMe } from '@/features/admin/test-builders';
import { apiClient } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import { errorBody, renderAt, stubApi, type StubAnswer } from '@/test/test-api';
import { AdminGuard } from './admin-guard';

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <h1>Login page (from {from})</h1>;
}

/** An admin screen that reads the API, as the dashboard does. */
function OverviewProbe() {
  const overview = useQuery({ queryKey: ['admin', 'overview'], queryFn: () => apiClient.get<unknown>('/admin/overview') });
  return <h1>{overview.isError ? overview.error.message : overview.isSuccess ? 'Overview loaded' : 'Loading overview'}</h1>;
}

/** The guard over three admin screens of different minimum roles, with the places it sends people to. */
function renderAdminAt(url: string) {
  return renderAt(
    <AuthProvider>
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/login" element={<LoginProbe />} />
        <Route
          path="/admin"
          element={
            <AdminGuard>
              <Outlet />
            </AdminGuard>
          }
        >
          <Route index element={<h1>Admin dashboard</h1>} />
          <Route path="/admin/users" element={<h1>Users screen</h1>} />
          <Route path="/admin/overview" element={<OverviewProbe />} />
          <Route path="/admin/settings" element={<h1>Settings screen</h1>} />
        </Route>
      </Routes>
    </AuthProvider>,
    { url },
  );
}

const statusAnswer = (requiresVerification: boolean): StubAnswer => ({ body: { success: true, data: { requiresVerification } } });

/** A signed-in browser whose /auth/me answers (first for the session, then for the access check) as given. */
function signedIn(me: StubAnswer | StubAnswer[], status: StubAnswer | StubAnswer[] = statusAnswer(false), extra: Record<string, StubAnswer> = {}) {
  storage.setToken('session-token');
  return stubApi({ 'GET /api/auth/me': me, 'GET /api/auth/2fa/status': status, ...extra });
}

const asRole = (role?: AdminRole): StubAnswer => ({ body: { success: true, user: buildMe(role) } });

afterEach(() => vi.unstubAllGlobals());

describe('AdminGuard (spec §4 admin guard flow)', () => {
  it('1–2: shows a spinner while loading, then sends a signed-out visitor to /login with where they were going', async () => {
    const api = stubApi({});
    renderAdminAt('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Login page (from /admin/users)' })).toBeInTheDocument();
    expect(api.countOf('GET /api/auth/me')).toBe(0);
  });

  it('1: shows the spinner while the access check runs', async () => {
    signedIn(asRole('ADMIN'));
    renderAdminAt('/admin');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it('3: a signed-in user without an admin role goes to /', async () => {
    const api = signedIn(asRole(undefined));
    renderAdminAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(api.countOf('GET /api/auth/2fa/status')).toBe(0);
  });

  it('3: a failed access check goes to / even when the stored session looked like an admin', async () => {
    signedIn([asRole('SUPER_ADMIN'), { status: 403, body: errorBody('You do not have access to the admin area.', 'FORBIDDEN') }]);
    renderAdminAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('4: verification required shows the two-factor screen, and Cancel goes to /', async () => {
    signedIn(asRole('ADMIN'), statusAnswer(true));
    renderAdminAt('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Two-Factor Authentication' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users screen' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('5: a successful verification shows the protected screen', async () => {
    const api = signedIn(asRole('ADMIN'), statusAnswer(true), {
      'POST /api/auth/2fa/verify': { body: { success: true, message: 'Verified.' } },
    });
    renderAdminAt('/admin/users');
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    expect(await screen.findByRole('heading', { name: 'Users screen' })).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/2fa/verify')).toEqual([{ code: '123456' }]);
  });

  it('4: a verification that runs out while the area is open (the server answers 403) brings the code screen back', async () => {
    const twoFactorRequired = 'Verify your identity with the code we email you before using the admin area.';
    const api = signedIn(asRole('ADMIN'), [statusAnswer(false), statusAnswer(true)], {
      'GET /api/admin/overview': { status: 403, body: errorBody(twoFactorRequired, 'FORBIDDEN') },
    });
    renderAdminAt('/admin/overview');
    expect(await screen.findByRole('heading', { name: 'Two-Factor Authentication' })).toBeInTheDocument();
    expect(api.countOf('GET /api/auth/2fa/status')).toBe(2);
  });

  it('6: a failed status call is treated as not required', async () => {
    signedIn(asRole('VIEWER'), { status: 500, body: errorBody('Something went wrong.', 'INTERNAL') });
    renderAdminAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Two-Factor Authentication' })).not.toBeInTheDocument();
  });

  it('7: a role below the screen minimum (from the permissions table) goes to /admin', async () => {
    signedIn(asRole('ADMIN'));
    renderAdminAt('/admin/settings'); // settings: SUPER_ADMIN
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it('7: a VIEWER may not open users; a SUPPORT may', async () => {
    signedIn(asRole('VIEWER'));
    const { unmount } = renderAdminAt('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    signedIn(asRole('SUPPORT'));
    renderAdminAt('/admin/users');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Users screen' })).toBeInTheDocument());
  });
});
