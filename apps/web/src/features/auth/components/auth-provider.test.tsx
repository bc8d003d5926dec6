import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { storage } from '@/lib/storage';
import { useApp } from '@/lib/app-context';
import { AuthProvider, useAuth } from './auth-provider';
import { ProtectedRoute } from './protected-route';

function Probe() {
  const { user, isLoading } = useAuth();
  return <p>{isLoading ? 'loading' : user ? `signed in as ${user.email}` : 'signed out'}</p>;
}

const user = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada',
  onboardingCompleted: false,
  emailVerified: true,
  hasPassword: true,
  accountType: null,
  activeCaseId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function mockFetch(response: { status: number; body: unknown }) {
  const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(response.body), { status: response.status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('AuthProvider', () => {
  it('discards a mock_ token and its user without asking the server', async () => {
    const fetchMock = mockFetch({ status: 200, body: { success: true, user } });
    storage.setToken('mock_google_jwt_abc');
    storage.setUser(user);
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem('gc_token')).toBeNull();
    expect(localStorage.getItem('gc_user')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks a stored token with /auth/me and sends it as a Bearer header', async () => {
    const fetchMock = mockFetch({ status: 200, body: { success: true, user: { ...user, name: 'Ada L.' } } });
    storage.setToken('real-token');
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await screen.findByText('signed in as ada@example.com');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/me');
    expect(init.headers.authorization).toBe('Bearer real-token');
    expect(init.credentials).toBe('include');
    expect(storage.getUser()?.name).toBe('Ada L.');
  });

  it('clears the session silently when /auth/me fails', async () => {
    mockFetch({ status: 401, body: { success: false, message: 'Please sign in to continue.' } });
    storage.setToken('expired-token');
    storage.setUser(user);
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('signed out');
    await waitFor(() => expect(localStorage.getItem('gc_token')).toBeNull());
    expect(localStorage.getItem('gc_user')).toBeNull();
  });

  it('says it must be used within its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    function AppProbe() {
      useApp();
      return null;
    }
    expect(() => render(<AppProbe />)).toThrow('useApp must be used within an AppProvider');
  });
});

describe('ProtectedRoute', () => {
  function LoginProbe() {
    const state = useLocation().state as { from?: { pathname: string } } | null;
    return <p>login, back to {state?.from?.pathname ?? 'nowhere'}</p>;
  }
  function Documents() {
    const { logout } = useAuth();
    return (
      <>
        <button onClick={() => void logout()}>Log out</button>
        <button onClick={() => void logout({ to: '/' })}>Delete account</button>
      </>
    );
  }
  function renderAt(path: string) {
    const router = createMemoryRouter(
      [
        { path: '/login', element: <LoginProbe /> },
        { path: '/', element: <p>home page</p> },
        { element: <ProtectedRoute />, children: [{ path: '/documents', element: <Documents /> }] },
      ],
      { initialEntries: [path] },
    );
    render(
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>,
    );
  }

  it('sends a visitor whose session ended back to the page after signing in', async () => {
    mockFetch({ status: 401, body: { success: false, message: 'Please sign in to continue.' } });
    storage.setToken('expired-token');
    renderAt('/documents');
    expect(await screen.findByText('login, back to /documents')).toBeInTheDocument();
  });

  it('starts afresh after logging out here: the next person to sign in is not taken to the last page', async () => {
    const fetchMock = mockFetch({ status: 200, body: { success: true, user } });
    storage.setToken('real-token');
    renderAt('/documents');
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true }), { status: 200 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('login, back to nowhere')).toBeInTheDocument();
  });

  it('lands on the page the sign-out names (home after deleting the account), never on the sign-in screen first', async () => {
    const fetchMock = mockFetch({ status: 200, body: { success: true, user } });
    storage.setToken('real-token');
    renderAt('/documents');
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true }), { status: 200 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.queryByText(/^login/)).not.toBeInTheDocument();
  });
});

describe('storage', () => {
  it('merges partial user updates', () => {
    storage.setUser(user);
    storage.mergeUser({ onboardingCompleted: true });
    expect(storage.getUser()).toEqual({ ...user, onboardingCompleted: true });
  });
});
