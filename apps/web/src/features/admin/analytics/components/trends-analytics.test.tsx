import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, stubApi } from '@/test/test-api';
import { analyticsRoute, buildTrendsAnalytics } from '../test-builders';
import { TrendsAnalytics } from './trends-analytics';

afterEach(() => vi.unstubAllGlobals());

const card = (label: string) => within(screen.getByRole('heading', { level: 3, name: label }).parentElement!);

describe('TrendsAnalytics', () => {
  it('sets each figure against the previous range, colouring a rise in refunds as bad', async () => {
    stubApi({ [analyticsRoute('trends')]: { body: buildTrendsAnalytics() } });
    renderAt(<TrendsAnalytics />, { url: '/admin/analytics/trends' });

    await screen.findByRole('heading', { level: 3, name: 'Sign-ups' });
    expect(screen.getByText(/against the 21 days before, Feb 8, 2026 – Feb 28, 2026/)).toBeInTheDocument();
    expect(card('Sign-ups').getByText('+50%')).toHaveClass('text-success');
    expect(card('Sign-ups').getByText('from 2')).toBeInTheDocument();
    expect(card('MRR').getByText('$500.00', { selector: '[data-figure]' })).toBeInTheDocument();
    expect(card('MRR').getByText('+400%')).toBeInTheDocument();
    expect(card('Refunds').getByText('new')).toHaveClass('text-destructive');
    expect(card('Uploads').getByText('−50%')).toHaveClass('text-destructive');
    expect(card('Letters').getByText('0%')).toHaveClass('text-muted-foreground');

    // Each sparkline's numbers are a table for screen readers, shown to everyone on request.
    const mrr = screen.getByRole('table', { name: 'MRR per week' });
    expect(within(mrr).getAllByRole('row')).toHaveLength(4);
    expect(mrr.parentElement).toHaveClass('sr-only');
    await userEvent.click(screen.getByRole('button', { name: 'Show tables' }));
    expect(screen.getByRole('region', { name: 'Table: MRR per week' })).toBeInTheDocument();
  });
});
