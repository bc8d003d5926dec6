import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { presetRange } from '@acclaim/domain';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { analyticsRoute, buildEmptyRevenueAnalytics, buildRevenueAnalytics } from '../test-builders';
import { RevenueAnalytics } from './revenue-analytics';
import { cellTexts } from '@/test/table';

// jsdom has no layout, so charts draw nothing here; what matters is the figures and the tables behind the charts.
afterEach(() => vi.unstubAllGlobals());

const figure = (label: string) => within(screen.getByRole('heading', { level: 3, name: label }).parentElement!);
// Several interactions, each waiting on a stubbed request: more than the 5 s default on a shared machine.
const SLOW = 20_000;
const chart = (title: string) => screen.getByRole('region', { name: title });

describe('RevenueAnalytics', () => {
  it('shows the key figures in dollars and every chart’s numbers as a table for screen readers', async () => {
    stubApi({ [analyticsRoute('revenue')]: { body: buildRevenueAnalytics() } });
    renderAt(<RevenueAnalytics />, { url: '/admin/analytics/revenue' });

    await screen.findByRole('heading', { level: 3, name: 'MRR now' });
    expect(figure('MRR now').getByText('$1,100.00')).toBeInTheDocument();
    expect(figure('Active subscriptions').getByText('4')).toBeInTheDocument();
    expect(figure('Net revenue').getByText('$1,075.00')).toBeInTheDocument();
    expect(figure('Net revenue').getByText('Payments less refunds in the range (5 payments)')).toBeInTheDocument();
    expect(figure('Refunds').getByText('$525.00')).toBeInTheDocument();
    expect(figure('Refunds').getByText('2 refunds in the range')).toBeInTheDocument();

    // The tables are in the page, hidden from sight only, with a row per week.
    const net = screen.getByRole('table', { name: 'Net revenue per week' });
    expect(net.parentElement).toHaveClass('sr-only');
    const rows = within(net).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Week of Mar 2, 2026');
    expect(cellTexts(rows[2]!)).toEqual(['$400.00', '$500.00', '-$100.00']);
    const byPlan = screen.getByRole('table', { name: 'MRR by plan now' });
    expect(within(byPlan).getByRole('row', { name: /Complete/ })).toHaveTextContent('Complete2$500.00$1,000.00');
    // The drawing itself is hidden from assistive technology.
    expect(screen.getByRole('heading', { level: 2, name: 'MRR over time' })).toBeInTheDocument();
    expect(chart('MRR over time').querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('opens a chart’s table for sighted readers', async () => {
    stubApi({ [analyticsRoute('revenue')]: { body: buildRevenueAnalytics() } });
    renderAt(<RevenueAnalytics />, { url: '/admin/analytics/revenue' });
    const toggle = await screen.findByRole('button', { name: 'Show table: Refunds per week' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide table: Refunds per week' })).toHaveAttribute('aria-expanded', 'true');
    const refunds = within(screen.getByRole('region', { name: 'Table: Refunds per week' })).getByRole('table');
    expect(within(refunds).getByRole('row', { name: /Mar 9, 2026/ })).toHaveTextContent('$25.00');
  });

  it(
    'asks for the last 90 days by week, then for each preset and custom range chosen',
    async () => {
      const thirty = presetRange('30d');
      const year = presetRange('12m');
      const custom = { from: '2025-01-01', to: '2025-06-30', interval: 'week' as const };
      const api = stubApi({
        [analyticsRoute('revenue')]: { body: buildRevenueAnalytics() },
        [analyticsRoute('revenue', thirty)]: { body: buildRevenueAnalytics() },
        [analyticsRoute('revenue', { ...thirty, interval: 'week' })]: { body: buildRevenueAnalytics() },
        [analyticsRoute('revenue', year)]: { body: buildRevenueAnalytics() },
        [analyticsRoute('revenue', { ...custom, interval: 'month' })]: { body: buildRevenueAnalytics() },
      });
      renderAt(<RevenueAnalytics />, { url: '/admin/analytics/revenue' });
      expect(await screen.findByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
      await screen.findByRole('heading', { level: 3, name: 'MRR now' });

      await userEvent.click(screen.getByRole('button', { name: '30 days' }));
      expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByLabelText('Interval')).toHaveValue('day');
      await vi.waitFor(() => expect(api.countOf(analyticsRoute('revenue', thirty))).toBe(1));

      await userEvent.selectOptions(screen.getByLabelText('Interval'), 'week');
      await vi.waitFor(() => expect(api.countOf(analyticsRoute('revenue', { ...thirty, interval: 'week' }))).toBe(1));

      await userEvent.click(screen.getByRole('button', { name: '12 months' }));
      await vi.waitFor(() => expect(api.countOf(analyticsRoute('revenue', year))).toBe(1));

      // A custom range: a reversed one is refused on the spot, a valid one keeps the monthly interval.
      await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
      const form = within(screen.getByRole('form', { name: 'Custom date range' }));
      await userEvent.clear(form.getByLabelText('From'));
      await userEvent.type(form.getByLabelText('From'), '2025-07-01');
      await userEvent.clear(form.getByLabelText('To'));
      await userEvent.type(form.getByLabelText('To'), custom.to);
      await userEvent.click(form.getByRole('button', { name: 'Apply dates' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The start date must be on or before the end date.');
      expect(form.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');

      await userEvent.clear(form.getByLabelText('From'));
      await userEvent.type(form.getByLabelText('From'), custom.from);
      await userEvent.click(form.getByRole('button', { name: 'Apply dates' }));
      await vi.waitFor(() => expect(api.countOf(analyticsRoute('revenue', { ...custom, interval: 'month' }))).toBe(1));
      expect(screen.getByRole('button', { name: 'Custom' })).toHaveClass('bg-primary');
      expect(screen.getByText(/Showing Jan 1, 2025 – Jun 30, 2025, monthly/)).toBeInTheDocument();
    },
    SLOW,
  );

  it('says so when nothing happened in the range but still shows MRR by plan', async () => {
    stubApi({ [analyticsRoute('revenue')]: { body: buildEmptyRevenueAnalytics() } });
    renderAt(<RevenueAnalytics />, { url: '/admin/analytics/revenue' });
    expect(await screen.findByRole('heading', { name: 'No revenue in this range' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'MRR over time' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'MRR by plan now' })).toBeInTheDocument();
  });

  it(
    'shows the server’s message and loads again on Retry',
    async () => {
      const api = stubApi({
        [analyticsRoute('revenue')]: [{ status: 500, body: errorBody('The database is not answering.', 'INTERNAL') }, { body: buildRevenueAnalytics() }],
      });
      renderAt(<RevenueAnalytics />, { url: '/admin/analytics/revenue' });
      expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
      expect(screen.getByText('The revenue figures could not be loaded.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await screen.findByRole('heading', { level: 3, name: 'MRR now' });
      expect(figure('MRR now').getByText('$1,100.00')).toBeInTheDocument();
      expect(api.countOf(analyticsRoute('revenue'))).toBe(2);
    },
    SLOW,
  );
});
