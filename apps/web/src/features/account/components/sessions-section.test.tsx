import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAccountSession } from '@acclaim/contracts';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { SessionsSection } from './sessions-section';

const LIST = 'GET /api/account/sessions';
const PHONE_ID = '7d1c3b5e-0a4f-4e8b-9c2d-1f6a7b8c9d0e';
const REVOKE_PHONE = `DELETE /api/account/sessions/${PHONE_ID}`;
const REVOKE_OTHERS = 'POST /api/account/sessions/revoke-others';
const REVOKE_ALL = 'POST /api/account/sessions/revoke-all';

function buildSession(overrides: Partial<TAccountSession> = {}): TAccountSession {
  return {
    id: 'f0e1d2c3-b4a5-4968-8776-655443322110',
    createdAt: '2026-03-01T09:00:00.000Z',
    lastUsedAt: '2026-03-04T16:30:00.000Z',
    device: 'Firefox on Windows',
    ipAddress: '203.0.113.7',
    current: true,
    ...overrides,
  };
}

const thisLaptop = buildSession();
const phone = buildSession({ id: PHONE_ID, device: 'Safari on iPhone', ipAddress: '198.51.100.23', current: false, lastUsedAt: '2026-03-02T08:15:00.000Z' });
const listOf = (...sessions: TAccountSession[]) => ({ body: { success: true, sessions } });

afterEach(() => vi.unstubAllGlobals());

describe('Devices and sessions', () => {
  it('shows a skeleton, then each device with when it was used and from where, this one marked and without a sign-out button', async () => {
    stubApi({ [LIST]: listOf(thisLaptop, phone) });
    renderAt(<SessionsSection onSignedOutEverywhere={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your devices');
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const [laptopItem, phoneItem] = within(list).getAllByRole('listitem');
    expect(laptopItem).toHaveAccessibleName(/Firefox on Windows/);
    expect(within(laptopItem!).getByText('This device')).toBeInTheDocument();
    expect(within(laptopItem!).getByText('Now')).toBeInTheDocument();
    expect(within(laptopItem!).queryByRole('button')).not.toBeInTheDocument();
    expect(phoneItem).toHaveAccessibleName('Safari on iPhone');
    expect(within(phoneItem!).getByText('198.51.100.23')).toBeInTheDocument();
    expect(within(phoneItem!).getByRole('button', { name: /^Sign out Safari on iPhone, last active/ })).toBeInTheDocument();
  });

  it('asks before signing a device out, then signs it out and reads the list again', async () => {
    const api = stubApi({
      [LIST]: [listOf(thisLaptop, phone), listOf(thisLaptop)],
      [REVOKE_PHONE]: { body: { success: true, message: 'That device was signed out.' } },
    });
    renderAt(<SessionsSection onSignedOutEverywhere={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out Safari on iPhone?' });
    expect(api.countOf(REVOKE_PHONE)).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out device' }));
    expect(await screen.findByText('Safari on iPhone signed out')).toBeInTheDocument();
    expect(api.countOf(REVOKE_PHONE)).toBe(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No other device is signed in to your account.')).toBeInTheDocument();
    expect(api.countOf(LIST)).toBe(2);
  });

  it('does nothing when the question is cancelled', async () => {
    const api = stubApi({ [LIST]: listOf(thisLaptop, phone) });
    renderAt(<SessionsSection onSignedOutEverywhere={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.countOf(REVOKE_PHONE)).toBe(0);
  });

  const tablet = buildSession({ id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', device: 'Chrome on Android', current: false });

  it('signs out every other device after asking', async () => {
    const api = stubApi({
      [LIST]: [listOf(thisLaptop, phone, tablet), listOf(thisLaptop)],
      [REVOKE_OTHERS]: { body: { success: true, message: 'Signed out of 2 devices. This device stays signed in.', revoked: 2 } },
    });
    renderAt(<SessionsSection onSignedOutEverywhere={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of all other devices?' });
    expect(dialog).toHaveTextContent('The 2 other devices are signed out at once. You stay signed in here.');
    expect(api.countOf(REVOKE_OTHERS)).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out other devices' }));
    expect(await screen.findByText('Signed out of 2 devices. This device stays signed in.')).toBeInTheDocument();
    expect(await screen.findByText('No other device is signed in to your account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).not.toBeInTheDocument();
    expect(api.countOf(REVOKE_OTHERS)).toBe(1);
  });

  it('shows the server’s message when the other devices could not be signed out', async () => {
    stubApi({
      [LIST]: listOf(thisLaptop, phone, tablet),
      [REVOKE_OTHERS]: { status: 500, body: errorBody('The database is busy. Try again in a moment.', 'INTERNAL') },
    });
    renderAt(<SessionsSection onSignedOutEverywhere={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out other devices' }));
    expect(await screen.findByText('The other devices were not signed out')).toBeInTheDocument();
    expect(screen.getByText('The database is busy. Try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out of all other devices' })).toBeInTheDocument();
  });

  it('signs out everywhere, this device included, only after asking, and hands the server’s message on', async () => {
    const api = stubApi({
      [LIST]: listOf(thisLaptop, phone),
      [REVOKE_ALL]: { body: { success: true, message: 'Signed out of 2 devices, this one included.', revoked: 2 } },
    });
    const onSignedOutEverywhere = vi.fn();
    renderAt(<SessionsSection onSignedOutEverywhere={onSignedOutEverywhere} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
    expect(dialog).toHaveTextContent('this one included');
    expect(api.countOf(REVOKE_ALL)).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(onSignedOutEverywhere).toHaveBeenCalledWith('Signed out of 2 devices, this one included.'));
    expect(api.countOf(REVOKE_ALL)).toBe(1);
  });

  it('keeps the page and says why when signing out everywhere fails', async () => {
    stubApi({ [LIST]: listOf(thisLaptop), [REVOKE_ALL]: { status: 500, body: errorBody('The database is busy. Try again in a moment.', 'INTERNAL') } });
    const onSignedOutEverywhere = vi.fn();
    renderAt(<SessionsSection onSignedOutEverywhere={onSignedOutEverywhere} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Your devices were not signed out')).toBeInTheDocument();
    expect(onSignedOutEverywhere).not.toHaveBeenCalled();
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    stubApi({ [LIST]: [{ status: 503, body: errorBody('The server is restarting.', 'UNAVAILABLE') }, listOf(thisLaptop)] });
    renderAt(<SessionsSection onSignedOutEverywhere={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is restarting.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No other device is signed in to your account.')).toBeInTheDocument();
  });
});
