import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { buildUser } from '@/test/builders';
import { storage } from '@/lib/storage';
import { expectAccessible } from '@/test/axe';
import { errorBody, stubApi, type StubAnswer } from '@/test/test-api';
import { Component as AuthCallbackPage } from './auth-callback';
import { AuthProvider } from '@/features/auth/components/auth-provider';

const CONFIRM = 'POST /api/auth/signup/confirm';
const USED = 'This sign-up link has already been used or is no longer valid. Sign in if you have an account, or sign up again for a new link.';
const ADA = buildUser({ id: 'user-ada', email: 'ada@example.com', name: 'Ada Lovelace', emailVerified: true });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function openLink(routes: Record<string, StubAnswer | StubAnswer[]>) {
  const api = stubApi(routes);
  const router = createMemoryRouter(
    [
      { path: '/auth/callback', Component: AuthCallbackPage },
      { path: '/onboarding', element: <h1>Guided setup</h1> },
      { path: '/firm', element: <h1>Set up your firm</h1> },
      { path: '/login', element: <h1>Log in or sign up</h1> },
    ],
    { initialEntries: ['/auth/callback?type=signup&token=link-token-from-the-email'] },
  );
  render(
    <React.StrictMode>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
        <Toaster />
      </QueryClientProvider>
    </React.StrictMode>,
  );
  return { api, router };
}

describe('the sign-up link page', () => {
  it('opens the link once, signs the new account in and opens the guided setup', async () => {
    const { api, router } = openLink({ [CONFIRM]: { body: { success: true, user: ADA, tokens: { accessToken: 'session-ada' }, isNewUser: true } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Finish signing up' })).toBeInTheDocument();
    expect(screen.getByText('Creating your account...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Guided setup' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(storage.getToken()).toBe('session-ada');
    expect(storage.getUser()).toMatchObject({ email: 'ada@example.com', emailVerified: true });
    expect(api.bodiesOf(CONFIRM)).toEqual([{ token: 'link-token-from-the-email' }]);
  });

  it('opens the firm’s set-up, not a petition of their own, for an attorney or a paralegal', async () => {
    for (const accountType of ['ATTORNEY', 'PARALEGAL'] as const) {
      const { router } = openLink({
        [CONFIRM]: { body: { success: true, user: { ...ADA, accountType }, tokens: { accessToken: 'session-ada' }, isNewUser: true } },
      });
      expect(await screen.findByRole('heading', { name: 'Set up your firm' })).toBeInTheDocument();
      expect(router.state.location.pathname, accountType).toBe('/firm');
      cleanup();
      localStorage.clear();
    }
  });

  it('explains a used or expired link and offers to log in or sign up again', async () => {
    openLink({ [CONFIRM]: { status: 410, body: errorBody(USED, 'GONE') } });
    expect(await screen.findByRole('alert')).toHaveTextContent(USED);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/login?tab=signup');
    expect(storage.getToken()).toBeNull();
    await expectAccessible();
  });
});
