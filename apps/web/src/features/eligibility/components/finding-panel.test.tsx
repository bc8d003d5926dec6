import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { getAuthority } from '@acclaim/domain/authorities';
import { buildEvidenceRef, buildFinding } from '../test-builders';
import { FindingPanel } from './finding-panel';

const evidence = new Map([
  ['ev-review', buildEvidenceRef()],
  ['ev-paper', buildEvidenceRef({ id: 'ev-paper', type: 'publication', title: 'Open science for ecology', exhibit: 'A-3', verification: 'mismatch' })],
]);

function renderPanel() {
  return render(
    <MemoryRouter>
      <FindingPanel finding={buildFinding()} evidenceById={evidence} evidenceHref={(item) => `/documents?tab=evidence&item=${item.id}`} />
    </MemoryRouter>,
  );
}

describe('FindingPanel', () => {
  it('shows the level and score on a collapsed toggle, and the reasoning only when opened', async () => {
    renderPanel();
    const toggle = screen.getByRole('button', { name: /\(iv\) Judging/ });
    expect(toggle).toHaveAccessibleName('(iv) Judging, Likely met, score 72 out of 100');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Strengths' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Strengths' })).toBeInTheDocument();
    expect(screen.getByText('Reviewed 14 manuscripts for Ecology Letters.')).toBeInTheDocument();
    expect(screen.getByText('No invitation letters show who asked for the reviews.')).toBeInTheDocument();
    expect(screen.getByText('Add the editor’s invitation emails.')).toBeInTheDocument();
  });

  it('links the evidence behind it with its verification state, and names the legal basis from the library', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: /\(iv\) Judging/ }));

    const considered = screen.getByRole('heading', { name: 'Evidence considered' }).parentElement!;
    expect(within(considered).getByRole('link', { name: 'Open science for ecology' })).toHaveAttribute('href', '/documents?tab=evidence&item=ev-paper');
    expect(within(considered).getByText('Mismatch')).toBeInTheDocument();
    // Only publications carry a verification badge; a review record does not.
    expect(within(considered).getAllByText(/Verified|Not verified|Mismatch/)).toHaveLength(1);

    const basis = screen.getByRole('heading', { name: 'Legal basis' }).parentElement!;
    expect(within(basis).getByText('8 C.F.R. § 204.5(h)(3)(iv)', { selector: 'cite' })).toBeInTheDocument();
    expect(within(basis).getByText(getAuthority('cfr-204-5-h-3-iv').propositions[0]!)).toBeInTheDocument();
  });

  it('toggles closed again from the keyboard', async () => {
    renderPanel();
    const toggle = screen.getByRole('button', { name: /\(iv\) Judging/ });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
