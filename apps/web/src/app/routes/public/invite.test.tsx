import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation } from 'react-router';
import type { TInvitationPreview } from '@acclaim/contracts';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { ATTORNEY, buildBrand, buildInvitationPreview, buildUser } from '@/features/firm/test-builders';
import { storage } from '@/lib/storage';
import { expectAccessible } from '@/test/axe';
import { errorBody, renderRouter, stubApi, type StubAnswer } from '@/test/test-api';
import { Component as InvitePage } from './invite';

const PREVIEW = 'GET /api/invitations/tok-123';
const ACCEPT = 'POST /api/invitations/tok-123/accept';
const CLIENT = buildUser({ id: 'client-1', email: 'ana@example.com', name: 'Ana Silva', activeCaseId: 'case-ana' });
const LEE = buildUser({ id: ATTORNEY.userId, email: ATTORNEY.email, name: ATTORNEY.name });

afterEach(() => vi.unstubAllGlobals());

function LoginStandIn() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return <h1>Log in (then back to {from})</h1>;
}

function renderInvite(routes: Record<string, StubAnswer | StubAnswer[]>) {
  const api = stubApi(routes);
  const router = createMemoryRouter(
    [
      { path: '/invite/:token', Component: InvitePage },
      { path: '/dashboard', element: <h1>Client dashboard</h1> },
      { path: '/firm', element: <h1>Firm clients</h1> },
      { path: '/login', Component: LoginStandIn },
    ],
    { initialEntries: ['/invite/tok-123'] },
  );
  renderRouter(router, AuthProvider);
  return api;
}

const preview = (overrides: Partial<TInvitationPreview> = {}): StubAnswer => ({ body: { success: true, invitation: buildInvitationPreview(overrides) } });

describe('Invitation page, new address', () => {
  it('wears the firm’s brand, checks the passwords match, signs the client in and opens the portal', async () => {
    const api = renderInvite({
      [PREVIEW]: preview(),
      [ACCEPT]: {
        body: { success: true, message: 'Welcome to your case portal.', user: CLIENT, tokens: { accessToken: 'session-ana' }, redirectTo: '/dashboard' },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your case portal' })).toBeInTheDocument();
    expect(screen.getByText('Dana Reyes of Reyes Immigration Law invited you to your case portal.')).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Reyes Immigration Law')).toBeInTheDocument();
    expect(within(header).getByText('with Acclaim')).toBeInTheDocument();
    expect(header.parentElement?.style.getPropertyValue('--color-primary')).toBe('#0f766e');
    expect(screen.getByText(/not a law firm and does not provide legal advice/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    await expectAccessible();

    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'correct-horse-2');
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.countOf(ACCEPT)).toBe(0);

    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'correct-horse-1');
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { name: 'Client dashboard' })).toBeInTheDocument();
    expect(api.bodiesOf(ACCEPT)).toEqual([{ password: 'correct-horse-1' }]);
    // Signed in the way logging in does it.
    expect(storage.getToken()).toBe('session-ana');
    expect(storage.getUser()).toEqual(CLIENT);
  });

  it('asks a new colleague for their name too, and refuses a short password before sending', async () => {
    const api = renderInvite({
      [PREVIEW]: preview({
        kind: 'member',
        role: 'ATTORNEY',
        email: 'lee@reyes-law.example',
        needsName: true,
        brand: buildBrand({ hideAcclaimBranding: true }),
      }),
      [ACCEPT]: {
        body: { success: true, message: 'Welcome to Reyes Immigration Law.', user: LEE, tokens: { accessToken: 'session-lee' }, redirectTo: '/firm' },
      },
    });
    expect(await screen.findByText('Dana Reyes of Reyes Immigration Law invited you to join the firm as Attorney.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Join Reyes Immigration Law' })).toBeInTheDocument();
    // White label: no Acclaim in the header.
    expect(within(screen.getByRole('banner')).queryByText('with Acclaim')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(screen.getByText('Full Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose a password of at least 10 characters.')).toBeInTheDocument();
    expect(api.countOf(ACCEPT)).toBe(0);

    await userEvent.type(screen.getByLabelText('Full Name'), 'Lee Park');
    await userEvent.type(screen.getByLabelText('Password'), '-and-longer');
    await userEvent.type(screen.getByLabelText('Confirm password'), '-and-longer');
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { name: 'Firm clients' })).toBeInTheDocument();
    expect(api.bodiesOf(ACCEPT)).toEqual([{ name: 'Lee Park', password: 'short-and-longer' }]);
    expect(storage.getToken()).toBe('session-lee');
  });

  it('says so when the link was used or has expired', async () => {
    renderInvite({ [PREVIEW]: { status: 410, body: errorBody('This invitation has expired. Ask Reyes Immigration Law for a new one.', 'GONE') } });
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation can no longer be used' })).toBeInTheDocument();
    expect(screen.getByText('This invitation has expired. Ask Reyes Immigration Law for a new one.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    await expectAccessible();
  });

  it('says so when the link is not one we know', async () => {
    renderInvite({ [PREVIEW]: { status: 400, body: errorBody('This invitation link is not valid.') } });
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation link is not valid' })).toBeInTheDocument();
  });
});

describe('Invitation page, existing account', () => {
  it('sends a signed-out visitor to log in, with a way back here', async () => {
    const api = renderInvite({ [PREVIEW]: preview({ accept: 'sign-in', kind: 'member', role: 'ATTORNEY', email: LEE.email }) });
    await userEvent.click(await screen.findByRole('link', { name: `Sign in as ${LEE.email} to accept` }));
    expect(await screen.findByRole('heading', { name: 'Log in (then back to /invite/tok-123)' })).toBeInTheDocument();
    expect(api.countOf(ACCEPT)).toBe(0);
  });

  it('accepts for the invited account when it is signed in, and goes where the answer says', async () => {
    storage.setToken('session-lee');
    storage.setUser(LEE);
    const api = renderInvite({
      'GET /api/auth/me': { body: { success: true, user: LEE } },
      [PREVIEW]: preview({ accept: 'sign-in', kind: 'member', role: 'ATTORNEY', email: LEE.email }),
      [ACCEPT]: { body: { success: true, message: 'You joined Reyes Immigration Law.', user: LEE, tokens: null, redirectTo: '/firm' } },
    });
    expect(await screen.findByText(/You are signed in as/)).toHaveTextContent(`You are signed in as ${LEE.email}.`);
    await expectAccessible();
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { name: 'Firm clients' })).toBeInTheDocument();
    expect(api.bodiesOf(ACCEPT)).toEqual([{}]);
    expect(storage.getToken()).toBe('session-lee');
  });

  it('ends another account’s session before the invited one signs in', async () => {
    storage.setToken('session-other');
    storage.setUser(CLIENT);
    const api = renderInvite({
      'GET /api/auth/me': { body: { success: true, user: CLIENT } },
      'POST /api/auth/logout': { body: { success: true, message: 'Logged out.' } },
      [PREVIEW]: preview({ accept: 'sign-in', kind: 'member', role: 'ATTORNEY', email: LEE.email }),
    });
    await userEvent.click(await screen.findByRole('button', { name: `Log out to sign in as ${LEE.email}` }));
    expect(await screen.findByRole('link', { name: `Sign in as ${LEE.email} to accept` })).toBeInTheDocument();
    expect(api.countOf('POST /api/auth/logout')).toBe(1);
    expect(storage.getToken()).toBeNull();
    await waitFor(() => expect(api.countOf(ACCEPT)).toBe(0));
  });

  it('never follows an answer out of the app', async () => {
    storage.setToken('session-lee');
    storage.setUser(LEE);
    renderInvite({
      'GET /api/auth/me': { body: { success: true, user: LEE } },
      [PREVIEW]: preview({ accept: 'sign-in', kind: 'client', email: LEE.email }),
      [ACCEPT]: { body: { success: true, message: 'Done.', user: LEE, tokens: null, redirectTo: '//elsewhere.example/steal' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { name: 'Client dashboard' })).toBeInTheDocument();
  });
});
