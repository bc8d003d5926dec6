import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FactSource } from './fact-source';

const official = { name: 'USCIS, Form I-140 page', url: 'https://www.uscis.gov/i-140', asOf: '2026-11-28' };

describe('where a form fact comes from', () => {
  it('links the official page with the date it was checked, in customer words', () => {
    render(<FactSource source={{ section: '§10.2 Fees', sourceTags: ['FEE'], marks: ['P'], isUncertain: false, official, checkNote: null }} />);
    expect(screen.getByRole('link', { name: 'USCIS, Form I-140 page' })).toHaveAttribute('href', 'https://www.uscis.gov/i-140');
    expect(screen.getByText(/as of November 28, 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/§10\.2|FEE/)).not.toBeInTheDocument();
  });

  it('tells the user where to check a fact the project cannot confirm, instead of a bare badge', () => {
    const checkNote = 'We could not confirm whether Form I-140 can be filed online; check the USCIS Form I-140 page.';
    render(<FactSource source={{ section: '§10.1', sourceTags: [], marks: ['U'], isUncertain: true, official, checkNote }} />);
    expect(screen.getByText(checkNote)).toBeInTheDocument();
    expect(screen.queryByText(/Unconfirmed/)).not.toBeInTheDocument();
  });
});
