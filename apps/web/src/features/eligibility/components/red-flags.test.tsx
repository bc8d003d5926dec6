import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { RedFlag } from '@acclaim/domain';
import { getAuthority } from '@acclaim/domain/authorities';
import { buildEvidenceRef } from '../test-builders';
import { RedFlags } from './red-flags';

const papers = Array.from({ length: 5 }, (_, i) => buildEvidenceRef({ id: `ev-${i}`, type: 'publication', title: `Paper ${i + 1}`, exhibit: `A-${i + 1}` }));
const flag: RedFlag = {
  code: 'unverified_publication',
  severity: 'medium',
  text: 'Five papers could not be verified.',
  evidenceIds: papers.map((p) => p.id),
  authorityIds: ['cfr-204-5-h-3-vi'],
};

describe('RedFlags', () => {
  it('keeps "Show more" and the authority on lines of their own, in the interface type', async () => {
    render(
      <MemoryRouter>
        <RedFlags flags={[flag]} evidenceById={new Map(papers.map((p) => [p.id, p]))} />
      </MemoryRouter>,
    );
    const more = screen.getByRole('button', { name: 'Show 2 more' });
    const authority = screen.getByText(`Authority: ${getAuthority('cfr-204-5-h-3-vi').shortName}`);
    expect(authority.tagName).toBe('P');
    expect(more).not.toContainElement(authority);
    expect(authority.className).not.toMatch(/font-serif/);
    await userEvent.click(more);
    expect(screen.queryByRole('button', { name: /Show \d+ more/ })).not.toBeInTheDocument();
    expect(screen.getByText('Paper 5')).toBeInTheDocument();
  });
});
