import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRole } from '@acclaim/domain';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { buildAdminUser, buildUserDetail } from '../../test-builders';
import { AdminSessionProvider } from '../../components/admin-session';
import { UserDetails } from './user-details';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = 'GET /api/admin/users/user-42';

function renderDetails(role: AdminRole) {
  return renderAt(
    <AdminSessionProvider admin={{ id: 'a1', name: 'Dana', email: 'dana@example.com', role }}>
      <UserDetails userId="user-42" />
    </AdminSessionProvider>,
    { url: '/admin/users/user-42' },
  );
}

describe('UserDetails', () => {
  it('shows profile, cases with progress, subscription and activity; a SUPPORT gets no actions', async () => {
    stubApi({ [DETAIL]: { body: buildUserDetail() } });
    renderDetails('SUPPORT');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of EB-1A for Ada' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Uploaded cv.pdf')).toBeInTheDocument();
    expect(screen.getByText('Complete plan, monthly')).toBeInTheDocument();
    expect(screen.getByText('$500.00')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Account actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin role' })).not.toBeInTheDocument();
  });

  it('suspends only after confirming, then says so and reads the account again', async () => {
    const api = stubApi({
      [DETAIL]: [{ body: buildUserDetail() }, { body: buildUserDetail({ status: 'suspended', suspendedAt: '2026-05-01T00:00:00.000Z' }) }],
      'POST /api/admin/users/user-42/suspend': {
        body: { success: true, message: 'ada@example.com is suspended.', user: buildAdminUser({ id: 'user-42', status: 'suspended' }) },
      },
    });
    renderDetails('ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Suspend this account?' });
    expect(api.countOf('POST /api/admin/users/user-42/suspend')).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));

    expect(await screen.findByText('ada@example.com is suspended.')).toBeInTheDocument();
    expect(screen.getByText('Account suspended')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reactivate account' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.countOf('POST /api/admin/users/user-42/suspend')).toBe(1);
    expect(api.countOf(DETAIL)).toBe(2);
    // An ADMIN may not change roles.
    expect(screen.queryByRole('heading', { name: 'Admin role' })).not.toBeInTheDocument();
  });

  it('cancelling the confirmation changes nothing', async () => {
    const api = stubApi({ [DETAIL]: { body: buildUserDetail() } });
    renderDetails('ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke sessions' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.countOf(DETAIL)).toBe(1);
  });

  it('shows the server refusal of an action', async () => {
    stubApi({
      [DETAIL]: { body: buildUserDetail() },
      'POST /api/admin/users/user-42/password-reset': { status: 409, body: errorBody('This account signs in with Google only.', 'CONFLICT') },
    });
    renderDetails('ADMIN');
    await userEvent.click(await screen.findByRole('button', { name: 'Send password reset' }));
    expect(await screen.findByText('This account signs in with Google only.')).toBeInTheDocument();
    expect(screen.getByText('The change was not made')).toBeInTheDocument();
  });

  it('lets a SUPER_ADMIN change the role after confirming', async () => {
    const api = stubApi({
      [DETAIL]: [{ body: buildUserDetail() }, { body: buildUserDetail({ adminRole: 'SUPPORT' }) }],
      'PATCH /api/admin/users/user-42/role': {
        body: { success: true, message: 'ada@example.com is now SUPPORT.', user: buildAdminUser({ id: 'user-42', adminRole: 'SUPPORT' }) },
      },
    });
    renderDetails('SUPER_ADMIN');
    const change = await screen.findByRole('button', { name: 'Change role' });
    expect(change).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Admin role'), 'SUPPORT');
    await userEvent.click(change);
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Change the admin role?' })).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('ada@example.com is now SUPPORT.')).toBeInTheDocument();
    expect(api.bodiesOf('PATCH /api/admin/users/user-42/role')).toEqual([{ role: 'SUPPORT' }]);
    await waitFor(() => expect(api.countOf(DETAIL)).toBe(2));
  });

  it('shows a load error with the server message', async () => {
    stubApi({ [DETAIL]: { status: 404, body: errorBody('No such account.', 'NOT_FOUND') } });
    renderDetails('SUPPORT');
    expect(await screen.findByText('No such account.')).toBeInTheDocument();
  });
});
