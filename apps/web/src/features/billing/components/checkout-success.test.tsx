import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLANS } from '@acclaim/domain/plans';
import { buildFreeOverview, buildPaidOverview } from '../test-builders';
import { renderAt, stubApi } from '@/test/test-api';
import { CheckoutSuccess, CONFIRM_POLL_MS, CONFIRM_WAIT_SECONDS } from './checkout-success';

const SUBSCRIPTION = 'GET /api/billing/subscription';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CheckoutSuccess', () => {
  it('waits with a progress bar until the payment shows on the account, then says what the plan includes', async () => {
    const api = stubApi({ [SUBSCRIPTION]: [{ body: buildFreeOverview() }, { body: buildFreeOverview() }, { body: buildPaidOverview('COMPLETE') }] });
    renderAt(<CheckoutSuccess change={null} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Confirming your payment…' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS));
    expect(screen.getByRole('progressbar', { name: 'Confirming your payment…' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS));

    expect(await screen.findByRole('heading', { name: 'You’re on Complete' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    for (const feature of PLANS.COMPLETE.features) expect(screen.getByText(feature)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to the dashboard/ })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Open your cover letter' })).toHaveAttribute('href', '/cover-letter');

    // Confirmed: no more asking.
    const asked = api.countOf(SUBSCRIPTION);
    expect(asked).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 3));
    expect(api.countOf(SUBSCRIPTION)).toBe(asked);
  });

  it('waits for the plan named by ?change after an in-place change, not just any paid plan', async () => {
    stubApi({ [SUBSCRIPTION]: [{ body: buildPaidOverview('ANALYSIS') }, { body: buildPaidOverview('COMPLETE') }] });
    renderAt(<CheckoutSuccess change="COMPLETE" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Plan changed' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Confirming your plan change…' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS));
    expect(await screen.findByRole('heading', { name: 'You’re on Complete' })).toBeInTheDocument();
  });

  it('says honestly when the payment is not confirmed within a minute, stops asking, and can check again', async () => {
    const api = stubApi({ [SUBSCRIPTION]: [{ body: buildFreeOverview() }] });
    renderAt(<CheckoutSuccess change={null} />);
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_WAIT_SECONDS * 1000));
    expect(await screen.findByRole('heading', { name: 'Your payment is not confirmed yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute('href', '/billing');
    expect(screen.queryByText(/You’re on/)).not.toBeInTheDocument();
    const asked = api.countOf(SUBSCRIPTION);
    expect(asked).toBeGreaterThanOrEqual(CONFIRM_WAIT_SECONDS / (CONFIRM_POLL_MS / 1000) - 1);
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 3));
    expect(api.countOf(SUBSCRIPTION)).toBe(asked);

    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(api.countOf(SUBSCRIPTION)).toBe(asked + 1);
  });
});
