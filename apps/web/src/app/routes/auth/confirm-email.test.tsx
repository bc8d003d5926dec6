import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildUser } from '@/test/builders';
import { errorBody, stubApi, type StubAnswer } from '@/test/test-api';
import { Component as AuthCallbackPage } from './auth-callback';
import { AuthProvider } from '@/features/auth/components/auth-provider';

// Sign-up confirms the address by its own link (decision 021); this link still confirms accounts made before that.
const CONFIRM = 'POST /api/auth/confirm-email';

afterEach(() => vi.unstubAllGlobals());

function openLink(routes: Record<string, StubAnswer>) {
  const api = stubApi(routes);
  const router = createMemoryRouter([{ path: '/auth/callback', Component: AuthCallbackPage }], {
    initialEntries: ['/auth/callback?type=email_confirmation&token=confirmation-token-123'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return api;
}

describe('the email confirmation link page', () => {
  it('confirms the address and offers the way on', async () => {
    const api = openLink({ [CONFIRM]: { body: { success: true, user: buildUser({ email: 'old@example.com', emailVerified: true }) } } });
    expect(await screen.findByText('Your email address old@example.com is confirmed.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(api.bodiesOf(CONFIRM)).toEqual([{ token: 'confirmation-token-123' }]);
  });

  it('says why a used link cannot confirm', async () => {
    openLink({ [CONFIRM]: { status: 410, body: errorBody('This confirmation link has already been used.', 'GONE') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link has already been used.');
  });
});
