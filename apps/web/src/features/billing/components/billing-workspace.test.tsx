import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { attorneyPlanRefusal, formatCents, prorationCents } from '@acclaim/domain/billing';
import { leaveFor } from '../api/leave-for';
import { formatDay } from '../format';
import { buildFirmOwnerOverview, buildFreeOverview, buildPaidOverview, buildPayment, buildRefundRequest, buildSubscription } from '../test-builders';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { BillingWorkspace } from './billing-workspace';

vi.mock('../api/leave-for', () => ({ leaveFor: vi.fn() }));

const SUBSCRIPTION = 'GET /api/billing/subscription';
const CHECKOUT = 'POST /api/billing/checkout';

beforeEach(() => vi.mocked(leaveFor).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const planNames = (plans: HTMLElement) =>
  within(plans)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the plans a Billing page compares', () => {
  it('shows a self-petitioner the Free Trial, Analysis and Complete only, never the attorney plan', async () => {
    stubApi({ [SUBSCRIPTION]: { body: buildFreeOverview() } });
    renderAt(<BillingWorkspace />);
    const plans = await screen.findByRole('region', { name: 'Plans' });
    expect(planNames(plans)).toEqual(['Free Trial', 'Analysis', 'Complete']);
    expect(within(plans).queryByText(/Attorneys & Agents/)).not.toBeInTheDocument();
    expect(within(plans.querySelector('#plan-free_trial') as HTMLElement).getByText('You are on this plan')).toBeInTheDocument();
  });

  it('keeps the attorney plan off a self-petitioner’s page while they pay for Complete, with no Switch to it', async () => {
    stubApi({ [SUBSCRIPTION]: { body: buildPaidOverview('COMPLETE') } });
    renderAt(<BillingWorkspace />);
    const plans = await screen.findByRole('region', { name: 'Plans' });
    expect(planNames(plans)).toEqual(['Free Trial', 'Analysis', 'Complete']);
    expect(within(plans).queryByRole('button', { name: /Attorneys & Agents/ })).not.toBeInTheDocument();
    expect(within(plans).getByRole('button', { name: 'Switch to Analysis' })).toBeInTheDocument();
  });

  it('words the chat allowance of Analysis and Complete the same way, each with what it allows', async () => {
    stubApi({ [SUBSCRIPTION]: { body: buildFreeOverview() } });
    renderAt(<BillingWorkspace />);
    const plans = await screen.findByRole('region', { name: 'Plans' });
    expect(within(plans.querySelector('#plan-analysis') as HTMLElement).getByText('Chat assistant, 24/7')).toBeInTheDocument();
    expect(
      within(plans.querySelector('#plan-complete') as HTMLElement).getByText('Chat assistant, 24/7, plus 30 AI-written answers a day'),
    ).toBeInTheDocument();
  });

  it('offers a firm’s owner with bar details the attorney plan beside the others', async () => {
    const api = stubApi({
      [SUBSCRIPTION]: { body: buildFirmOwnerOverview() },
      [CHECKOUT]: { body: { success: true, url: 'http://localhost/billing/test-checkout/c-2' } },
    });
    renderAt(<BillingWorkspace />);
    const plans = await screen.findByRole('region', { name: 'Plans' });
    expect(planNames(plans)).toEqual(['Free Trial', 'Analysis', 'Complete', 'Attorneys & Agents']);
    await userEvent.click(within(plans).getByRole('button', { name: 'Upgrade to Attorneys & Agents' }));
    await waitFor(() => expect(api.bodiesOf(CHECKOUT)).toEqual([{ planId: 'ATTORNEY' }]));
  });

  it('shows a firm’s owner without bar details why the attorney plan waits, with the way to the Members page', async () => {
    const refusal = attorneyPlanRefusal('owner-without-bar')!;
    stubApi({ [SUBSCRIPTION]: { body: buildFirmOwnerOverview({ refusal }) } });
    renderAt(<BillingWorkspace />);
    const plans = await screen.findByRole('region', { name: 'Plans' });
    const attorney = plans.querySelector('#plan-attorney') as HTMLElement;
    expect(within(attorney).queryByRole('button')).not.toBeInTheDocument();
    expect(within(attorney).getByText(refusal)).toBeInTheDocument();
    expect(within(attorney).getByRole('link', { name: 'Add bar details on the Members page' })).toHaveAttribute('href', '/firm/members');
  });
});

describe('Billing on the Free Trial', () => {
  it('shows a meter per allowance, amber where the limit is reached, and unlimited ones as such', async () => {
    stubApi({ [SUBSCRIPTION]: { body: buildFreeOverview() } });
    renderAt(<BillingWorkspace />);

    expect(await screen.findByRole('heading', { name: 'Current plan' })).toBeInTheDocument();
    const usage = screen.getByRole('heading', { name: 'Usage' }).closest('div.rounded-lg') as HTMLElement;
    const petitions = within(usage).getByRole('progressbar', { name: 'Petitions' });
    expect(petitions).toHaveAttribute('aria-valuenow', '100');
    expect(petitions).toHaveAttribute('aria-valuetext', '1 of 1 used, limit reached');
    expect(within(usage).getByText('5 of 5 used')).toHaveClass('text-warning');
    const assessments = within(usage).getByRole('progressbar', { name: 'Eligibility assessments' });
    expect(assessments).toHaveAttribute('aria-valuetext', '0 of 1 used');
    expect(assessments.closest('li')).not.toHaveTextContent('Limit reached');
    expect(within(usage).getAllByText(/Limit reached/)).toHaveLength(2);

    const current = screen.getByRole('heading', { name: 'Current plan' }).closest('div.rounded-lg') as HTMLElement;
    expect(within(current).getByText('Free Trial')).toBeInTheDocument();
    expect(screen.getByText('No subscription')).toBeInTheDocument();
    expect(screen.getByText('Test mode — no real payments')).toBeInTheDocument();
    expect(screen.getByText('No payments yet.')).toBeInTheDocument();
    expect(screen.getByText(/you have not made one yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
  });

  it('offers an upgrade to each paid plan and sends the browser to checkout without a dialog', async () => {
    const api = stubApi({
      [SUBSCRIPTION]: { body: buildFreeOverview() },
      [CHECKOUT]: { body: { success: true, url: 'http://localhost/billing/test-checkout/c-1' } },
    });
    renderAt(<BillingWorkspace />);

    const plans = await screen.findByRole('region', { name: 'Plans' });
    expect(within(plans).getByRole('button', { name: 'Upgrade to Analysis' })).toBeInTheDocument();
    await userEvent.click(within(plans).getByRole('button', { name: 'Upgrade to Complete' }));

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://localhost/billing/test-checkout/c-1'));
    expect(api.bodiesOf(CHECKOUT)).toEqual([{ planId: 'COMPLETE' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The page stays busy while the browser leaves, so a second click cannot start a second checkout.
    expect(within(plans).getByRole('button', { name: 'Opening checkout…' })).toBeDisabled();
  });

  it('shows the server’s refusal of a checkout in place', async () => {
    stubApi({
      [SUBSCRIPTION]: { body: buildFreeOverview() },
      [CHECKOUT]: { status: 503, body: errorBody('Payments are paused for maintenance.', 'SERVICE_UNAVAILABLE') },
    });
    renderAt(<BillingWorkspace />);
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Analysis' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payments are paused for maintenance.');
    expect(leaveFor).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upgrade to Analysis' })).toBeEnabled();
  });

  it('highlights and focuses the plan chosen on the pricing page, without buying it', async () => {
    const api = stubApi({ [SUBSCRIPTION]: { body: buildFreeOverview() } });
    renderAt(<BillingWorkspace />, { url: '/billing?plan=COMPLETE' });

    const complete = (await screen.findByRole('heading', { name: 'Complete' })).closest('li')!;
    expect(within(complete).getByText('Your choice')).toBeInTheDocument();
    await waitFor(() => expect(complete).toHaveFocus());
    expect(api.countOf(CHECKOUT)).toBe(0);
  });

  it('says what failed and retries when the overview does not load', async () => {
    stubApi({ [SUBSCRIPTION]: [{ status: 500, body: errorBody('Billing is unavailable.', 'INTERNAL') }, { body: buildFreeOverview() }] });
    renderAt(<BillingWorkspace />);
    expect(await screen.findByText('Billing is unavailable.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Current plan' })).toBeInTheDocument();
  });
});

describe('Billing with a subscription', () => {
  it('cancels at the period end after confirming, then resumes', async () => {
    const active = buildPaidOverview('COMPLETE');
    const ending = { ...active, subscription: { ...active.subscription!, cancelAtPeriodEnd: true } };
    const api = stubApi({
      [SUBSCRIPTION]: { body: active },
      'POST /api/billing/cancel': { body: ending },
      'POST /api/billing/resume': { body: active },
    });
    renderAt(<BillingWorkspace />);
    const end = formatDay(active.subscription!.currentPeriodEnd);

    expect(await screen.findByText(`Renews on ${end} for $500.00.`)).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    // Complete limits petitions only: the other three meters read "Unlimited" with what was used.
    expect(screen.getAllByText('Unlimited')).toHaveLength(3);
    expect(screen.getByText('7 used so far')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Petitions' })).toHaveAttribute('aria-valuetext', '1 of 4 used');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Cancel your Complete plan?' });
    expect(dialog).toHaveTextContent(`You keep Complete until ${end}`);
    expect(dialog).toHaveTextContent('Nothing you created is deleted');
    expect(api.countOf('POST /api/billing/cancel')).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.countOf('POST /api/billing/cancel')).toBe(1);
    expect(screen.getByText(`Ends on ${end}`)).toBeInTheDocument();
    expect(screen.getByText(`Ends on ${end}; your account then returns to the Free Trial limits. Nothing you created is deleted.`)).toBeInTheDocument();
    const resume = screen.getByRole('button', { name: 'Resume plan' });
    await waitFor(() => expect(resume).toHaveFocus());

    await userEvent.click(resume);
    expect(await screen.findByText(`Renews on ${end} for $500.00.`)).toBeInTheDocument();
    expect(api.countOf('POST /api/billing/resume')).toBe(1);
    expect(screen.getByRole('button', { name: 'Cancel plan' })).toHaveFocus();
  });

  it('keeps the plan when the cancel dialog is dismissed', async () => {
    const api = stubApi({ [SUBSCRIPTION]: { body: buildPaidOverview('COMPLETE') } });
    renderAt(<BillingWorkspace />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep plan' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.countOf('POST /api/billing/cancel')).toBe(0);
  });

  it('asks before an upgrade, with the prorated charge, and then changes the plan in place', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-11T12:00:00Z'));
    const analysis = buildPaidOverview('ANALYSIS');
    const api = stubApi({ [SUBSCRIPTION]: { body: analysis }, [CHECKOUT]: { body: { success: true, url: '/billing/success?change=COMPLETE' } } });
    renderAt(<BillingWorkspace />);
    const { currentPeriodStart, currentPeriodEnd } = analysis.subscription!;
    const expected = formatCents(prorationCents('ANALYSIS', 'COMPLETE', { start: new Date(currentPeriodStart), end: new Date(currentPeriodEnd) }, new Date()));
    expect(expected).toBe('$266.67');

    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Complete?' });
    expect(dialog).toHaveTextContent(`You are charged about ${expected} now for the rest of this period (until ${formatDay(currentPeriodEnd)})`);
    expect(dialog).toHaveTextContent('Nothing you created is lost.');
    expect(api.countOf(CHECKOUT)).toBe(0);

    await userEvent.click(within(dialog).getByRole('button', { name: `Upgrade and pay about ${expected}` }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/billing/success?change=COMPLETE'));
    expect(api.bodiesOf(CHECKOUT)).toEqual([{ planId: 'COMPLETE' }]);
  });

  it('explains that a downgrade credits the unused part, and can be backed out of', async () => {
    const api = stubApi({ [SUBSCRIPTION]: { body: buildPaidOverview('COMPLETE') } });
    renderAt(<BillingWorkspace />);
    const plans = await screen.findByRole('region', { name: 'Plans' });
    expect(within(within(plans).getByRole('heading', { name: 'Complete' }).closest('li')!).getByText('Current plan')).toBeInTheDocument();

    await userEvent.click(within(plans).getByRole('button', { name: 'Switch to Analysis' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch to Analysis?' });
    expect(dialog).toHaveTextContent(/The unused part of Complete, about \$\d+\.\d\d, is credited to your next payment/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Complete' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.countOf(CHECKOUT)).toBe(0);
  });

  it('warns when the payment is past due and notes a credit on the next payment', async () => {
    const overview = buildPaidOverview('ANALYSIS', { creditCents: 2_500 });
    stubApi({ [SUBSCRIPTION]: { body: { ...overview, subscription: buildSubscription({ planId: 'ANALYSIS', status: 'past_due' }) } } });
    renderAt(<BillingWorkspace />);
    expect(await screen.findByText('Payment past due')).toBeInTheDocument();
    expect(screen.getByText(/did not go through/)).toBeInTheDocument();
    expect(screen.getByText('You have a credit of $25.00. It is taken off your next payment.')).toBeInTheDocument();
  });

  it('lists payments newest first with their receipts', async () => {
    const overview = buildPaidOverview('COMPLETE', {
      payments: [
        buildPayment({ id: 'old', description: 'Analysis plan, monthly', amountCents: 10_000, occurredAt: '2026-01-05T10:00:00Z', receiptUrl: null }),
        buildPayment({
          id: 'stripe',
          description: 'Analysis plan, monthly',
          amountCents: 10_000,
          occurredAt: '2025-12-05T10:00:00Z',
          receiptUrl: 'https://invoice.example.com/i/abc',
        }),
        buildPayment({ id: 'new', description: 'Upgrade from Analysis to Complete', amountCents: 26_667, occurredAt: '2026-01-20T10:00:00Z' }),
      ],
    });
    stubApi({ [SUBSCRIPTION]: { body: overview } });
    renderAt(<BillingWorkspace />);
    const table = await screen.findByRole('table', { name: 'Payments and refunds, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Upgrade from Analysis to Complete');
    expect(rows[0]).toHaveTextContent('$266.67');
    const receipt = within(rows[0]!).getByRole('link', { name: 'Receipt for Upgrade from Analysis to Complete, Jan 20, 2026 (PDF)' });
    expect(receipt).toHaveAttribute('href', '/api/billing/receipts/pay-1.pdf');
    expect(receipt).toHaveAttribute('download');
    expect(rows[1]).toHaveTextContent('Not available');
    const hosted = within(rows[2]!).getByRole('link', { name: /opens in a new tab/ });
    expect(hosted).toHaveAttribute('target', '_blank');
    expect(hosted).not.toHaveAttribute('download');
  });
});

describe('The money-back guarantee', () => {
  it('checks the reason, confirms, sends it and then shows the request', async () => {
    const overview = buildPaidOverview('COMPLETE');
    const request = buildRefundRequest({ reason: 'It did not fit my field of work.' });
    const api = stubApi({
      [SUBSCRIPTION]: [{ body: overview }, { body: { ...overview, moneyBack: { ...overview.moneyBack, isEligible: false, request } } }],
      'POST /api/billing/refund-request': { body: { success: true, request } },
    });
    renderAt(<BillingWorkspace />);

    expect(await screen.findByText(formatDay(overview.moneyBack.deadline!))).toBeInTheDocument();
    const reason = screen.getByLabelText('Why are you asking for a refund?');
    await userEvent.type(reason, 'meh');
    await userEvent.click(screen.getByRole('button', { name: 'Request a refund' }));
    expect(reason).toHaveAccessibleDescription(/at least 10 characters/);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.clear(reason);
    await userEvent.type(reason, 'It did not fit my field of work.');
    await userEvent.click(screen.getByRole('button', { name: 'Request a refund' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Ask for a full refund?' });
    expect(dialog).toHaveTextContent('refund your first payment of $500.00 in full');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request refund' }));

    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/billing/refund-request')).toEqual([{ reason: 'It did not fit my field of work.' }]);
    expect(screen.queryByLabelText('Why are you asking for a refund?')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal inside the confirmation', async () => {
    stubApi({
      [SUBSCRIPTION]: { body: buildPaidOverview('COMPLETE') },
      'POST /api/billing/refund-request': { status: 400, body: errorBody('The 30 days for a money-back request have passed.') },
    });
    renderAt(<BillingWorkspace />);
    await userEvent.type(await screen.findByLabelText('Why are you asking for a refund?'), 'Not what I needed for my case.');
    await userEvent.click(screen.getByRole('button', { name: 'Request a refund' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Request refund' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent('The 30 days for a money-back request have passed.');
  });

  it('says why no request can be made once the 30 days have passed', async () => {
    const overview = buildPaidOverview('COMPLETE');
    stubApi({ [SUBSCRIPTION]: { body: { ...overview, moneyBack: { deadline: '2025-01-31T10:00:00Z', isEligible: false, request: null } } } });
    renderAt(<BillingWorkspace />);
    expect(await screen.findByText(`The 30 days after your first payment ended on ${formatDay('2025-01-31T10:00:00Z')}.`)).toBeInTheDocument();
    expect(screen.queryByLabelText('Why are you asking for a refund?')).not.toBeInTheDocument();
  });
});
