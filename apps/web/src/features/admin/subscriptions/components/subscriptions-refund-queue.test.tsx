import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAdminRefundRequest } from '@acclaim/contracts';
import type { AdminRole } from '@acclaim/domain';
import { canAdmin } from '@acclaim/domain';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { buildRefundRequest } from '../test-builders';
import { AdminSessionProvider } from '../../components/admin-session';
import { SubscriptionsRefundQueue } from './subscriptions-refund-queue';

afterEach(() => vi.unstubAllGlobals());

const OPEN = 'GET /api/admin/refund-requests?status=requested&page=1&pageSize=12';
const page = (refundRequests: TAdminRefundRequest[]) => ({ body: { success: true, refundRequests, total: refundRequests.length, page: 1, pageSize: 12 } });

function renderQueue(role: AdminRole, status: 'requested' | 'refunded' | 'declined' = 'requested') {
  return renderAt(
    <AdminSessionProvider admin={{ id: 'a1', name: 'Dana', email: 'dana@example.com', role }}>
      <SubscriptionsRefundQueue status={status} onStatusChange={() => {}} canHandle={canAdmin(role, 'refunds.handle')} />
    </AdminSessionProvider>,
    { url: '/admin/subscriptions' },
  );
}

const card = async (name: string) => screen.findByRole('article', { name });

describe('SubscriptionsRefundQueue', () => {
  it('shows each open request with the account, amount, payment, plan and reason, and Refund / Decline for an ADMIN', async () => {
    const request = buildRefundRequest();
    stubApi({ [OPEN]: page([request]) });
    renderQueue('ADMIN');
    const ada = within(await card('Ada Lovelace'));
    expect(ada.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/users/user-42');
    expect(ada.getByText('ada@example.com')).toBeInTheDocument();
    expect(ada.getByText('$100.00')).toBeInTheDocument();
    expect(ada.getByText('Requested')).toBeInTheDocument();
    expect(ada.getByText(/Analysis plan, monthly, \$100\.00 on Apr 1, 2026 \(12 days ago\)/)).toBeInTheDocument();
    expect(ada.getByText('Test mode')).toBeInTheDocument();
    expect(ada.getByText('My attorney will prepare the petition after all.')).toBeInTheDocument();
    expect(ada.getByText('Active')).toBeInTheDocument();
    expect(ada.getByRole('button', { name: 'Refund $100.00' })).toBeInTheDocument();
    expect(ada.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('gives SUPPORT the requests to read, without the buttons', async () => {
    stubApi({ [OPEN]: page([buildRefundRequest()]) });
    renderQueue('SUPPORT');
    await card('Ada Lovelace');
    expect(screen.queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.getByText(/refunding or declining one needs the ADMIN role or higher/)).toBeInTheDocument();
  });

  it('refunds only after a dialog that states the amount and that the plan ends, then says so and reads the queue again', async () => {
    const request = buildRefundRequest();
    const refunded = {
      ...request,
      status: 'refunded' as const,
      resolvedAt: '2026-04-12T00:00:00.000Z',
      resolvedBy: { id: 'a1', name: 'Dana', email: 'dana@example.com' },
      staffNote: 'Guarantee honoured.',
      subscription: null,
    };
    const api = stubApi({
      [OPEN]: [page([request]), page([])],
      [`POST /api/admin/refund-requests/${request.id}/refund`]: {
        body: {
          success: true,
          message: 'Refunded $100.00 to ada@example.com. Their Analysis plan ended now; everything they uploaded stays in their account.',
          refundRequest: refunded,
        },
      },
    });
    renderQueue('ADMIN');
    await userEvent.click(within(await card('Ada Lovelace')).getByRole('button', { name: 'Refund $100.00' }));

    const dialog = screen.getByRole('dialog', { name: 'Refund $100.00 to Ada Lovelace?' });
    expect(dialog).toHaveTextContent('$100.00 goes back to ada@example.com for the payment of Apr 1, 2026 (Analysis plan, monthly).');
    expect(dialog).toHaveTextContent('Their Analysis plan ends now, not at the end of the period');
    expect(dialog).toHaveTextContent('Nothing they uploaded or created is deleted.');
    expect(dialog).toHaveTextContent('no real money moves');
    expect(api.countOf(`POST /api/admin/refund-requests/${request.id}/refund`)).toBe(0);

    await userEvent.type(within(dialog).getByLabelText('Note for the record (optional)'), 'Guarantee honoured.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $100.00' }));

    expect(await screen.findByText('Refund made')).toBeInTheDocument();
    expect(screen.getByText(/Their Analysis plan ended now/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf(`POST /api/admin/refund-requests/${request.id}/refund`)).toEqual([{ note: 'Guarantee honoured.' }]);
    expect(await screen.findByText('No money-back requests are waiting.')).toBeInTheDocument();
    expect(api.countOf(OPEN)).toBe(2);
  });

  it('refunds without a note, and says when the account has no running plan', async () => {
    const request = buildRefundRequest({ subscription: null });
    const api = stubApi({
      [OPEN]: page([request]),
      [`POST /api/admin/refund-requests/${request.id}/refund`]: {
        body: { success: true, message: 'Refunded $100.00 to ada@example.com.', refundRequest: { ...request, status: 'refunded' } },
      },
    });
    renderQueue('ADMIN');
    await userEvent.click(within(await card('Ada Lovelace')).getByRole('button', { name: 'Refund $100.00' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('They have no running plan, so no plan changes.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $100.00' }));
    expect(await screen.findByText('Refunded $100.00 to ada@example.com.')).toBeInTheDocument();
    expect(api.bodiesOf(`POST /api/admin/refund-requests/${request.id}/refund`)).toEqual([{}]);
  });

  it('declines only with a note, and keeps the plan', async () => {
    const request = buildRefundRequest();
    const api = stubApi({
      [OPEN]: [page([request]), page([])],
      [`POST /api/admin/refund-requests/${request.id}/decline`]: {
        body: {
          success: true,
          message: 'Declined the money-back request of ada@example.com. Nothing was refunded; their plan is unchanged.',
          refundRequest: { ...request, status: 'declined' },
        },
      },
    });
    renderQueue('ADMIN');
    await userEvent.click(within(await card('Ada Lovelace')).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline the request of Ada Lovelace?' });
    expect(dialog).toHaveTextContent('$100.00 is not refunded and their Analysis plan stays as it is.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(within(dialog).getByText('Write a note saying why the request is declined.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Why is it declined?')).toHaveAttribute('aria-invalid', 'true');
    expect(api.countOf(`POST /api/admin/refund-requests/${request.id}/decline`)).toBe(0);

    await userEvent.type(within(dialog).getByLabelText('Why is it declined?'), 'Refunded already through a card dispute.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('Request declined')).toBeInTheDocument();
    expect(api.bodiesOf(`POST /api/admin/refund-requests/${request.id}/decline`)).toEqual([{ note: 'Refunded already through a card dispute.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal, and closes the dialog when someone else resolved the request first", async () => {
    const request = buildRefundRequest();
    stubApi({
      [OPEN]: [page([request]), page([])],
      [`POST /api/admin/refund-requests/${request.id}/refund`]: {
        status: 409,
        body: errorBody('This request was already refunded on April 11, 2026 by sam@example.com. Nothing was changed.', 'CONFLICT'),
      },
    });
    renderQueue('ADMIN');
    await userEvent.click(within(await card('Ada Lovelace')).getByRole('button', { name: 'Refund $100.00' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund $100.00' }));
    expect(await screen.findByText('The refund was not made')).toBeInTheDocument();
    expect(screen.getByText(/already refunded on April 11, 2026 by sam@example.com/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No money-back requests are waiting.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the message when the payment provider does not answer', async () => {
    const request = buildRefundRequest();
    stubApi({
      [OPEN]: page([request]),
      [`POST /api/admin/refund-requests/${request.id}/refund`]: {
        status: 503,
        body: errorBody('The payment service did not answer. Nothing was changed; try again in a minute.', 'UNAVAILABLE'),
      },
    });
    renderQueue('ADMIN');
    await userEvent.click(within(await card('Ada Lovelace')).getByRole('button', { name: 'Refund $100.00' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $100.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment service did not answer.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('cancelling a dialog sends nothing', async () => {
    const request = buildRefundRequest();
    const api = stubApi({ [OPEN]: page([request]) });
    renderQueue('ADMIN');
    await userEvent.click(within(await card('Ada Lovelace')).getByRole('button', { name: 'Decline' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.countOf(`POST /api/admin/refund-requests/${request.id}/decline`)).toBe(0);
    expect(api.countOf(OPEN)).toBe(1);
  });

  it('shows who resolved a request and their note in the record', async () => {
    const refunded = buildRefundRequest({
      status: 'refunded',
      resolvedAt: '2026-04-12T15:00:00.000Z',
      resolvedBy: { id: 'a1', name: 'Dana', email: 'dana@example.com' },
      staffNote: 'Guarantee honoured.',
      subscription: null,
    });
    stubApi({ 'GET /api/admin/refund-requests?status=refunded&page=1&pageSize=12': page([refunded]) });
    renderQueue('ADMIN', 'refunded');
    const ada = within(await card('Ada Lovelace'));
    expect(ada.getByText('Refunded', { selector: 'span' })).toBeInTheDocument();
    expect(ada.getByText('by dana@example.com')).toBeInTheDocument();
    expect(ada.getByText('Guarantee honoured.')).toBeInTheDocument();
    expect(ada.getByText('No running plan')).toBeInTheDocument();
    expect(ada.queryByRole('button')).not.toBeInTheDocument();
  });
});
