import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAdminSubscription, TAdminSubscriptionsSummary } from '@acclaim/contracts';
import type { AdminRole } from '@acclaim/domain';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { buildAdminSubscription, buildRefundRequest, buildSubscriptionsSummary } from '../test-builders';
import { AdminSessionProvider } from '../../components/admin-session';
import { SubscriptionsWorkspace } from './subscriptions-workspace';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/admin/subscriptions?page=1&pageSize=25';
const OPEN = 'GET /api/admin/refund-requests?status=requested&page=1&pageSize=12';
const page = (
  subscriptions: TAdminSubscription[],
  summary: TAdminSubscriptionsSummary = buildSubscriptionsSummary(),
  { total = subscriptions.length, page = 1 } = {},
) => ({
  body: { success: true, subscriptions, total, page, pageSize: 25, summary },
});
const requests = (refundRequests: ReturnType<typeof buildRefundRequest>[]) => ({
  body: { success: true, refundRequests, total: refundRequests.length, page: 1, pageSize: 12 },
});

function renderWorkspace(role: AdminRole = 'ADMIN', url = '/admin/subscriptions') {
  return renderAt(
    <AdminSessionProvider admin={{ id: 'a1', name: 'Dana', email: 'dana@example.com', role }}>
      <SubscriptionsWorkspace />
    </AdminSessionProvider>,
    { url },
  );
}

const figure = (label: string) => document.querySelector(`[data-figure="${label}"]`)?.textContent;
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('SubscriptionsWorkspace', () => {
  it('shows the figures, the open requests first, then every subscription with links to the accounts', async () => {
    const ada = buildAdminSubscription({
      account: { id: 'user-42', name: 'Ada Lovelace', email: 'ada@example.com' },
      planId: 'COMPLETE',
      totalPaidCents: 50_000,
    });
    const grace = buildAdminSubscription({ account: { id: 'user-7', name: 'Grace Hopper', email: 'grace@example.com' }, cancelAtPeriodEnd: true });
    const alan = buildAdminSubscription({
      account: { id: 'user-9', name: 'Alan Turing', email: 'alan@example.com' },
      status: 'canceled',
      endedAt: '2026-04-15T00:00:00.000Z',
      totalRefundedCents: 10_000,
      lastPayment: null,
    });
    stubApi({
      [LIST]: page([ada, grace, alan], buildSubscriptionsSummary({ active: 41, pastDue: 2, canceling: 5, openRefundRequests: 1 })),
      [OPEN]: requests([buildRefundRequest()]),
    });
    renderWorkspace();

    await screen.findByRole('table');
    expect(figure('Active')).toBe('41');
    expect(figure('Past due')).toBe('2');
    expect(figure('Canceling')).toBe('5');
    expect(figure('Open refund requests')).toBe('1');
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    expect(headings()).toEqual(['Money-back requests', 'All subscriptions']);

    const table = within(screen.getByRole('table'));
    expect(table.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/users/user-42');
    const adaRow = within(table.getByRole('link', { name: 'Ada Lovelace' }).closest('tr')!);
    expect(adaRow.getByText('Complete')).toBeInTheDocument();
    expect(adaRow.getByText('Active')).toBeInTheDocument();
    expect(adaRow.getByText('$500.00')).toBeInTheDocument();
    expect(adaRow.getByText('Test mode')).toBeInTheDocument();
    const graceRow = within(table.getByRole('link', { name: 'Grace Hopper' }).closest('tr')!);
    expect(graceRow.getByText('Canceling')).toBeInTheDocument();
    expect(graceRow.getByText(/^Ends /)).toBeInTheDocument();
    const alanRow = within(table.getByRole('link', { name: 'Alan Turing' }).closest('tr')!);
    expect(alanRow.getByText('Canceled')).toBeInTheDocument();
    expect(alanRow.getByText(/^Ended Apr 1[45], 2026$/)).toBeInTheDocument();
    expect(alanRow.getAllByText('$100.00')).toHaveLength(2); // paid and refunded
    expect(alanRow.getByText('None yet')).toBeInTheDocument();
  });

  it('puts the record of requests below the table when none are open', async () => {
    stubApi({ [LIST]: page([buildAdminSubscription()], buildSubscriptionsSummary({ openRefundRequests: 0 })), [OPEN]: requests([]) });
    renderWorkspace();
    expect(await screen.findByText('No money-back requests are waiting.')).toBeInTheDocument();
    expect(headings()).toEqual(['All subscriptions', 'Money-back requests']);
  });

  it('searches on submit and filters by status and plan, each sent to the server, with an empty state', async () => {
    const summary = buildSubscriptionsSummary({ openRefundRequests: 0 });
    const api = stubApi({
      [LIST]: page([buildAdminSubscription({ account: { id: 'u1', name: 'Everyone', email: 'e@example.com' } })], summary),
      'GET /api/admin/subscriptions?q=ada&page=1&pageSize=25': page(
        [buildAdminSubscription({ account: { id: 'u2', name: 'Ada', email: 'ada@example.com' } })],
        summary,
      ),
      'GET /api/admin/subscriptions?q=ada&status=canceling&page=1&pageSize=25': page(
        [buildAdminSubscription({ account: { id: 'u3', name: 'Ada canceling', email: 'ada@example.com' }, cancelAtPeriodEnd: true })],
        summary,
      ),
      'GET /api/admin/subscriptions?q=ada&status=canceling&plan=ATTORNEY&page=1&pageSize=25': page([], summary),
      [OPEN]: requests([]),
    });
    renderWorkspace();
    expect(await screen.findByRole('link', { name: 'Everyone' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search subscriptions'), 'ada');
    expect(api.countOf('GET /api/admin/subscriptions?q=ada&page=1&pageSize=25')).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Ada' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'canceling');
    expect(await screen.findByRole('link', { name: 'Ada canceling' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'ATTORNEY');

    expect(await screen.findByRole('heading', { name: 'No subscriptions match' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Everyone' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search subscriptions')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('pages through the subscriptions', async () => {
    const summary = buildSubscriptionsSummary({ openRefundRequests: 0 });
    const first = Array.from({ length: 25 }, (_, i) =>
      buildAdminSubscription({ account: { id: `f${i}`, name: `First ${i + 1}`, email: `f${i}@example.com` } }),
    );
    const second = Array.from({ length: 5 }, (_, i) =>
      buildAdminSubscription({ account: { id: `s${i}`, name: `Second ${i + 1}`, email: `s${i}@example.com` } }),
    );
    stubApi({
      [LIST]: page(first, summary, { total: 30 }),
      'GET /api/admin/subscriptions?page=2&pageSize=25': page(second, summary, { total: 30, page: 2 }),
      [OPEN]: requests([]),
    });
    renderWorkspace();
    expect(await screen.findByText('Showing 1–25 of 30 subscriptions · page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 26–30 of 30 subscriptions · page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Second 1' })).toBeInTheDocument();
  });

  it('says so when nobody has subscribed yet', async () => {
    stubApi({ [LIST]: page([], buildSubscriptionsSummary({ active: 0, pastDue: 0, canceling: 0, openRefundRequests: 0 })), [OPEN]: requests([]) });
    renderWorkspace('SUPPORT');
    expect(await screen.findByRole('heading', { name: 'No subscriptions yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(figure('Active')).toBe('0');
  });

  it('shows a load error with the server message and a retry', async () => {
    stubApi({ [LIST]: { status: 403, body: errorBody('This needs the SUPPORT role or higher; your role is VIEWER.', 'FORBIDDEN') } });
    renderWorkspace('VIEWER');
    expect(await screen.findByText('This needs the SUPPORT role or higher; your role is VIEWER.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
