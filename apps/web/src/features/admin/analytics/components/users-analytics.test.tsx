import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ACTIVATION_DEFINITION } from '@acclaim/domain';
import { renderAt, stubApi } from '@/test/test-api';
import { analyticsRoute, buildUsersAnalytics } from '../test-builders';
import { UsersAnalytics } from './users-analytics';
import { cellTexts } from '@/test/table';

afterEach(() => vi.unstubAllGlobals());

describe('UsersAnalytics', () => {
  it('shows sign-ups, the activation definition and rate, retention by cohort and users by plan', async () => {
    stubApi({ [analyticsRoute('users')]: { body: buildUsersAnalytics() } });
    renderAt(<UsersAnalytics />, { url: '/admin/analytics/users' });

    const rate = await screen.findByRole('heading', { level: 3, name: 'Activation rate' });
    expect(within(rate.parentElement!).getByText('33.3%')).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { level: 3, name: 'Users now' }).parentElement!).getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText(ACTIVATION_DEFINITION, { exact: false })).toBeInTheDocument();

    const signups = screen.getByRole('table', { name: 'Sign-ups per week' });
    expect(within(signups).getByRole('row', { name: /Week of Feb 23, 2026/ })).toHaveTextContent('21');

    // The cohort table is the chart itself: shares with the counts behind them, and periods not begun marked.
    const retention = screen.getByRole('table', { name: /Retention by weekly sign-up cohort/ });
    const first = within(retention).getByRole('row', { name: /Week of Feb 23, 2026/ });
    expect(cellTexts(first)).toEqual(['2', '50% (1 of 2)', '100% (2 of 2)', '·not yet']);
    const empty = within(retention).getByRole('row', { name: /Week of Mar 2, 2026/ });
    expect(within(empty).getAllByRole('cell')[1]).toHaveTextContent('no one to follow');

    const byPlan = screen.getByRole('table', { name: 'Users by plan now' });
    expect(within(byPlan).getByRole('row', { name: /Free Trial/ })).toHaveTextContent('1,000');
  });
});
