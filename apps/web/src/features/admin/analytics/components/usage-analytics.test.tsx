import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt, stubApi } from '@/test/test-api';
import { analyticsRoute, buildUsageAnalytics } from '../test-builders';
import { UsageAnalytics } from './usage-analytics';

afterEach(() => vi.unstubAllGlobals());

describe('UsageAnalytics', () => {
  it('counts each kind of use in the range, per week and by each account’s current plan', async () => {
    stubApi({ [analyticsRoute('usage')]: { body: buildUsageAnalytics() } });
    renderAt(<UsageAnalytics />, { url: '/admin/analytics/usage' });

    const chat = await screen.findByRole('heading', { level: 3, name: 'Chat questions' });
    expect(within(chat.parentElement!).getByText('6')).toBeInTheDocument();
    expect(screen.getByText(/grouped by the plan each account is on now/)).toBeInTheDocument();

    const perWeek = screen.getByRole('table', { name: 'Usage per week' });
    expect(
      within(perWeek)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week', 'Uploads', 'Assessments', 'Letters', 'Chat questions']);
    expect(within(perWeek).getByRole('row', { name: /Week of Mar 2, 2026/ })).toHaveTextContent('1002');

    const byPlan = screen.getByRole('table', { name: 'Usage by plan (each account’s current plan)' });
    expect(within(byPlan).getByRole('row', { name: /Complete/ })).toHaveTextContent('Complete3116');
  });
});
