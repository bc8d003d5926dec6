import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAdminUser } from '@acclaim/contracts';
import { renderAt, stubApi } from '@/test/test-api';
import { buildAdminUser } from '../../test-builders';
import { UsersWorkspace } from './users-workspace';

afterEach(() => vi.unstubAllGlobals());

const page = (users: TAdminUser[], { total = users.length, page = 1 } = {}) => ({ body: { success: true, users, total, page, pageSize: 25 } });
const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('UsersWorkspace', () => {
  it('lists accounts with links to their details', async () => {
    const ada = buildAdminUser({ name: 'Ada Lovelace', adminRole: 'SUPPORT', planId: 'COMPLETE', status: 'suspended' });
    stubApi({ 'GET /api/admin/users?page=1&pageSize=25': page([ada]) });
    renderAt(<UsersWorkspace />, { url: '/admin/users' });
    const link = await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(link).toHaveAttribute('href', `/admin/users/${ada.id}`);
    const row = within(link.closest('tr')!);
    expect(row.getByText('Complete')).toBeInTheDocument();
    expect(row.getByText('Support')).toBeInTheDocument();
    expect(row.getByText('Suspended')).toBeInTheDocument();
  });

  it('searches on submit and filters by plan, role and status, each sent to the server', async () => {
    const api = stubApi({
      'GET /api/admin/users?page=1&pageSize=25': page([buildAdminUser({ name: 'Everyone' })]),
      'GET /api/admin/users?q=ada&page=1&pageSize=25': page([buildAdminUser({ name: 'Ada' })]),
      'GET /api/admin/users?q=ada&plan=COMPLETE&page=1&pageSize=25': page([buildAdminUser({ name: 'Ada on Complete' })]),
      'GET /api/admin/users?q=ada&plan=COMPLETE&role=none&page=1&pageSize=25': page([buildAdminUser({ name: 'Ada customer' })]),
      'GET /api/admin/users?q=ada&plan=COMPLETE&role=none&status=suspended&page=1&pageSize=25': page([]),
    });
    renderAt(<UsersWorkspace />, { url: '/admin/users' });
    expect(await screen.findByRole('link', { name: 'Everyone' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search users'), 'ada');
    expect(api.countOf('GET /api/admin/users?q=ada&page=1&pageSize=25')).toBe(0); // nothing sent per keystroke
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Ada' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'COMPLETE');
    expect(await screen.findByRole('link', { name: 'Ada on Complete' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'none');
    expect(await screen.findByRole('link', { name: 'Ada customer' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'suspended');

    expect(await screen.findByRole('heading', { name: 'No accounts match' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Everyone' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search users')).toHaveValue('');
    expect(screen.getByLabelText('Plan')).toHaveValue('');
  });

  it('pages through the list and stops at either end', async () => {
    const first = Array.from({ length: 25 }, (_, i) => buildAdminUser({ name: `First ${i + 1}` }));
    const second = Array.from({ length: 25 }, (_, i) => buildAdminUser({ name: `Second ${i + 1}` }));
    const third = Array.from({ length: 10 }, (_, i) => buildAdminUser({ name: `Third ${i + 1}` }));
    stubApi({
      'GET /api/admin/users?page=1&pageSize=25': page(first, { total: 60 }),
      'GET /api/admin/users?page=2&pageSize=25': page(second, { total: 60, page: 2 }),
      'GET /api/admin/users?page=3&pageSize=25': page(third, { total: 60, page: 3 }),
    });
    renderAt(<UsersWorkspace />, { url: '/admin/users' });
    expect(await screen.findByText('Showing 1–25 of 60 accounts · page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 26–50 of 60 accounts · page 2 of 3')).toBeInTheDocument();
    expect(rowNames()[0]).toBe('Second 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–60 of 60 accounts · page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 26–50 of 60 accounts · page 2 of 3')).toBeInTheDocument();
  });

  it('says so when there are no accounts at all', async () => {
    stubApi({ 'GET /api/admin/users?page=1&pageSize=25': page([]) });
    renderAt(<UsersWorkspace />, { url: '/admin/users' });
    expect(await screen.findByRole('heading', { name: 'No accounts yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});
