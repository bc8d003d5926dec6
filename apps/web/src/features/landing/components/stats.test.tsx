import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { shownStats } from '@acclaim/content/site';
import { Stats } from './stats';

describe('Stats', () => {
  it('shows the figures the site status gives, not the ones built in', () => {
    render(<Stats stats={[{ value: '95%+', label: 'approval rate' }]} />);
    expect(screen.getByText('95%+')).toBeInTheDocument();
    expect(screen.getByText('approval rate')).toBeInTheDocument();
    expect(screen.queryByText(shownStats()[0]!.value)).not.toBeInTheDocument();
  });

  it('holds the space without any figure while the status loads, and falls back to content/site.json without it', () => {
    const { rerender } = render(<Stats isLoading />);
    expect(screen.getByRole('region', { name: 'Acclaim in figures' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('definition')).not.toBeInTheDocument();
    rerender(<Stats />);
    expect(screen.getAllByRole('definition').map((node) => node.textContent)).toEqual(shownStats().map((stat) => stat.value));
  });

  it('shows nothing when no figure is substantiated', () => {
    const { container } = render(<Stats stats={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
