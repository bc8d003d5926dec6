import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRole } from '@acclaim/domain';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { buildOverview } from '../test-builders';
import { AdminDashboard } from './admin-dashboard';
import { AdminSessionProvider } from './admin-session';

afterEach(() => vi.unstubAllGlobals());

function renderDashboard(role: AdminRole) {
  return renderAt(
    <AdminSessionProvider admin={{ id: 'a1', name: 'Dana', email: 'dana@example.com', role }}>
      <AdminDashboard />
    </AdminSessionProvider>,
    { url: '/admin' },
  );
}

const figure = (label: string) => within(screen.getByRole('heading', { name: label }).parentElement!);

describe('AdminDashboard', () => {
  it('shows every key figure of the overview, MRR formatted from cents', async () => {
    stubApi({ 'GET /api/admin/overview': { body: { success: true, overview: buildOverview() } } });
    renderDashboard('SUPPORT');
    expect(await screen.findByText('$12,345.67')).toBeInTheDocument();
    expect(figure('MRR').getByText('$12,345.67')).toBeInTheDocument();
    expect(figure('Users').getByText('1,234')).toBeInTheDocument();
    expect(figure('New signups').getByText('87')).toBeInTheDocument();
    expect(figure('Active subscriptions').getByText('41')).toBeInTheDocument();
    expect(figure('Cases').getByText('900')).toBeInTheDocument();
    expect(figure('Documents').getByText('15,230')).toBeInTheDocument();
    expect(figure('Assessments').getByText('2,011')).toBeInTheDocument();
    expect(figure('Letters').getByText('640')).toBeInTheDocument();
    expect(figure('Failed jobs').getByText('3')).toBeInTheDocument();
    // SUPPORT reads users, so the user figures link there.
    expect(screen.getByRole('link', { name: 'See users: Users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'See users: New signups' })).toHaveAttribute('href', '/admin/users');
  });

  it('links nowhere a VIEWER may not open', async () => {
    stubApi({ 'GET /api/admin/overview': { body: { success: true, overview: buildOverview() } } });
    renderDashboard('VIEWER');
    expect(await screen.findByText('$12,345.67')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the server message and retries when the figures fail to load', async () => {
    const api = stubApi({
      'GET /api/admin/overview': [
        { status: 500, body: errorBody('The database is not answering.', 'INTERNAL') },
        { body: { success: true, overview: buildOverview({ users: 5 }) } },
      ],
    });
    renderDashboard('VIEWER');
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await figure('Users').findByText('5')).toBeInTheDocument();
    expect(api.countOf('GET /api/admin/overview')).toBe(2);
  });
});
