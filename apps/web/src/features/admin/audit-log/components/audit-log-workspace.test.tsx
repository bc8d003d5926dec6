import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAdminAuditLogEntry } from '@acclaim/contracts';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { buildAuditEntry } from '../test-builders';
import { AuditLogWorkspace } from './audit-log-workspace';

afterEach(() => vi.unstubAllGlobals());

const page = (entries: TAdminAuditLogEntry[], { total = entries.length, page = 1 } = {}) => ({ body: { success: true, entries, total, page, pageSize: 25 } });
const FIRST_PAGE = 'GET /api/admin/audit-log?page=1&pageSize=25';

describe('AuditLogWorkspace', () => {
  it('lists entries with actor, action, target and time, and opens each to show what changed', async () => {
    const suspension = buildAuditEntry();
    const command = buildAuditEntry({
      actor: { type: 'cli', id: null, email: 'cli' },
      action: 'user.create',
      targetLabel: 'boss@example.com',
      targetId: 'user-1',
      before: null,
      after: { role: 'SUPER_ADMIN', created: true },
    });
    stubApi({ [FIRST_PAGE]: page([suspension, command]) });
    renderAt(<AuditLogWorkspace />, { url: '/admin/audit-log' });

    const target = await screen.findByRole('link', { name: 'ada@example.com' });
    expect(target).toHaveAttribute('href', '/admin/users/user-42');
    const row = within(target.closest('tr')!);
    expect(row.getByText('dana@example.com')).toBeInTheDocument();
    expect(row.getByText('Account suspended')).toBeInTheDocument();
    expect(row.getByText('Account')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'boss@example.com' }).closest('tr')!).getByText(/Server command/)).toBeInTheDocument();

    const toggle = row.getByRole('button', { name: /Show changes/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(/^Hide changes of Account suspended/);
    const changes = within(screen.getByRole('table', { name: 'Before and after' }));
    const suspendedAt = within(changes.getByRole('rowheader', { name: /Suspended at/ }).closest('tr')!);
    expect(suspendedAt.getByText('Changed')).toBeInTheDocument();
    expect(suspendedAt.getByText('none')).toBeInTheDocument();
    expect(suspendedAt.getByText(/May 1, 2026/)).toBeInTheDocument();
    const sessions = within(changes.getByRole('rowheader', { name: /Active sessions/ }).closest('tr')!);
    expect(sessions.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', '0']);

    await userEvent.click(toggle);
    expect(screen.queryByRole('table', { name: 'Before and after' })).not.toBeInTheDocument();
  });

  it('filters by action at once, and by actor email and target on Search', async () => {
    const api = stubApi({
      [FIRST_PAGE]: page([buildAuditEntry({ targetLabel: 'everyone@example.com' })]),
      'GET /api/admin/audit-log?action=job.retry&page=1&pageSize=25': page([
        buildAuditEntry({
          action: 'job.retry',
          targetType: 'job',
          targetId: 'job-7',
          targetLabel: null,
          before: { state: 'failed' },
          after: { state: 'retry' },
        }),
      ]),
      'GET /api/admin/audit-log?action=job.retry&actor=dana&target=job-7&page=1&pageSize=25': page([]),
    });
    renderAt(<AuditLogWorkspace />, { url: '/admin/audit-log' });
    expect(await screen.findByRole('link', { name: 'everyone@example.com' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'job.retry');
    const retried = within(await screen.findByRole('table', { name: 'Admin actions, newest first' }));
    expect(await retried.findByText('Failed job retried')).toBeInTheDocument();
    expect(retried.getByText('Background job')).toBeInTheDocument();
    expect(retried.getByText('job-7')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Actor email'), 'dana');
    await userEvent.type(screen.getByLabelText('Target'), 'job-7');
    expect(api.countOf('GET /api/admin/audit-log?action=job.retry&actor=dana&target=job-7&page=1&pageSize=25')).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('heading', { name: 'No entries match' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'everyone@example.com' })).toBeInTheDocument();
    expect(screen.getByLabelText('Actor email')).toHaveValue('');
    expect(screen.getByLabelText('Action')).toHaveValue('');
  });

  it('pages through the log', async () => {
    const first = Array.from({ length: 25 }, (_, i) => buildAuditEntry({ targetLabel: `first-${i + 1}@example.com` }));
    const second = Array.from({ length: 5 }, (_, i) => buildAuditEntry({ targetLabel: `second-${i + 1}@example.com` }));
    stubApi({
      [FIRST_PAGE]: page(first, { total: 30 }),
      'GET /api/admin/audit-log?page=2&pageSize=25': page(second, { total: 30, page: 2 }),
    });
    renderAt(<AuditLogWorkspace />, { url: '/admin/audit-log' });
    expect(await screen.findByText('Showing 1–25 of 30 entries · page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'second-1@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says so when nothing has been recorded yet', async () => {
    stubApi({ [FIRST_PAGE]: page([]) });
    renderAt(<AuditLogWorkspace />, { url: '/admin/audit-log' });
    expect(await screen.findByRole('heading', { name: 'No admin actions yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows the server message when the log cannot be loaded', async () => {
    stubApi({ [FIRST_PAGE]: { status: 403, body: errorBody('This needs the SUPPORT role or higher; your role is VIEWER.', 'FORBIDDEN') } });
    renderAt(<AuditLogWorkspace />, { url: '/admin/audit-log' });
    expect(await screen.findByText('The audit log could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('This needs the SUPPORT role or higher; your role is VIEWER.')).toBeInTheDocument();
  });
});
