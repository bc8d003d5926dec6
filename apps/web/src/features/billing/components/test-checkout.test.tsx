import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_CARDS } from '@acclaim/contracts';
import { leaveFor } from '../api/leave-for';
import { buildTestCheckoutSession } from '../test-builders';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { TestCheckout } from './test-checkout';

vi.mock('../api/leave-for', () => ({ leaveFor: vi.fn() }));

const SESSION = 'GET /api/billing/test-checkout/checkout-1';
const PAY = 'POST /api/billing/test-checkout/checkout-1/pay';

beforeEach(() => vi.mocked(leaveFor).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('TestCheckout', () => {
  it('says plainly that it is test mode and sums up the order, the credit taken off what is due', async () => {
    stubApi({
      [SESSION]: {
        body: { success: true, session: buildTestCheckoutSession({ planId: 'COMPLETE', planName: 'Complete', amountCents: 45_000, creditCents: 5_000 }) },
      },
    });
    renderAt(<TestCheckout checkoutId="checkout-1" />);

    expect(screen.getByRole('note', { name: 'Test mode' })).toHaveTextContent('Test mode: no card is charged and no money moves.');
    const summary = (await screen.findByRole('heading', { name: 'Order summary' })).closest('div.rounded-lg') as HTMLElement;
    expect(within(summary).getByText('Complete')).toBeInTheDocument();
    expect(within(summary).getByText('$500.00')).toBeInTheDocument();
    expect(within(summary).getByText('-$50.00')).toBeInTheDocument();
    expect(within(summary).getByText('Due today').nextElementSibling).toHaveTextContent('$450.00');
    expect(screen.getByRole('radio', { name: new RegExp(TEST_CARDS.success.label) })).toBeChecked();
    expect(screen.getByRole('radio', { name: new RegExp(TEST_CARDS.declined.label) })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay $450.00 (test)' })).toBeEnabled();
  });

  it('shows the server’s message for the declined card and stays, then pays with the other and leaves', async () => {
    const api = stubApi({
      [SESSION]: { body: { success: true, session: buildTestCheckoutSession() } },
      [PAY]: [
        { status: 402, body: errorBody('Your card was declined (test card 4000 0000 0000 0002).', 'PAYMENT_REQUIRED') },
        { body: { success: true, url: 'http://localhost/billing/success?session=checkout-1' } },
      ],
    });
    renderAt(<TestCheckout checkoutId="checkout-1" />);

    await userEvent.click(await screen.findByRole('radio', { name: new RegExp(TEST_CARDS.declined.label) }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $100.00 (test)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined (test card 4000 0000 0000 0002).');
    expect(leaveFor).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay $100.00 (test)' })).toBeEnabled();

    await userEvent.click(screen.getByRole('radio', { name: new RegExp(TEST_CARDS.success.label) }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $100.00 (test)' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://localhost/billing/success?session=checkout-1'));
    expect(api.bodiesOf(PAY)).toEqual([{ card: 'declined' }, { card: 'success' }]);
    expect(screen.getByRole('button', { name: 'Paying…' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancels the checkout and returns where the server says', async () => {
    const api = stubApi({
      [SESSION]: { body: { success: true, session: buildTestCheckoutSession() } },
      'POST /api/billing/test-checkout/checkout-1/cancel': { body: { success: true, url: 'http://localhost/billing/cancel' } },
    });
    renderAt(<TestCheckout checkoutId="checkout-1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel and return' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://localhost/billing/cancel'));
    expect(api.countOf(PAY)).toBe(0);
  });

  it.each([
    ['expired', 'This checkout has expired'],
    ['complete', 'This checkout is already paid'],
    ['canceled', 'This checkout was canceled'],
  ] as const)('explains a %s session and links back to Billing instead of taking payment', async (status, title) => {
    stubApi({ [SESSION]: { body: { success: true, session: buildTestCheckoutSession({ status }) } } });
    renderAt(<TestCheckout checkoutId="checkout-1" />);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Billing' })).toHaveAttribute('href', '/billing');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('shows why a checkout cannot be opened', async () => {
    stubApi({ [SESSION]: { status: 404, body: errorBody('Checkout not found.', 'NOT_FOUND') } });
    renderAt(<TestCheckout checkoutId="checkout-1" />);
    expect(await screen.findByText('Checkout not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Billing' })).toBeInTheDocument();
  });
});
