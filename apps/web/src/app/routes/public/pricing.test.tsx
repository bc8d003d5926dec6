import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '@/test/test-api';
import { Component as PricingPage } from './pricing';
import { cellTexts } from '@/test/table';

describe('/pricing', () => {
  it('compares the chat as the assistant on both paid plans, with Complete’s AI-written answers on top, never as a cap', () => {
    renderAt(<PricingPage />, { url: '/pricing' });

    const table = within(screen.getByRole('region', { name: 'Plan comparison' })).getByRole('table');
    const chatRow = within(table).getByRole('rowheader', { name: 'Chat assistant' }).closest('tr')!;
    expect(cellTexts(chatRow)).toEqual(['Not included', '24/7', '24/7, plus 30 AI-written answers a day']);
    expect(chatRow).not.toHaveTextContent(/questions a day|no daily cap/);
  });
});
