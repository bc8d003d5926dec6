import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { NO_MARKS, checkMarks } from '../check-issues';
import { buildCheck, buildEvidence, buildIssue, CLEAN_EVIDENCE, cleanLetter } from '../test-builders';
import { ExhibitChip } from './exhibit-reference';
import { LetterBlocks } from './letter-blocks';

function renderChip(run = { type: 'exhibit' as const, label: 'B-2', evidenceIds: ['ev-panel'] }, isMissing = false) {
  return render(
    <MemoryRouter>
      <p>
        She served on the panel (
        <ExhibitChip run={run} evidence={CLEAN_EVIDENCE} isMissing={isMissing}>
          Exhibit {run.label}
        </ExhibitChip>
        ). <a href="/next">Next link</a>
      </p>
    </MemoryRouter>,
  );
}

describe('ExhibitChip (provenance)', () => {
  it('shows the evidence on hover: title linked to its document page, type, date, verification and file', async () => {
    renderChip();
    const chip = screen.getByRole('button', { name: /Exhibit B-2/ });
    expect(chip).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(chip);
    const panel = await screen.findByRole('dialog', { name: 'Evidence behind Exhibit B-2' });
    expect(within(panel).getByRole('link', { name: 'NSF review panel 2024' })).toHaveAttribute('href', '/documents?tab=evidence&item=ev-panel');
    expect(within(panel).getByText('Judging or peer review · 2024')).toBeInTheDocument();
    expect(within(panel).getByText('Verified')).toBeInTheDocument();
    expect(within(panel).getByText('nsf-panel.pdf')).toBeInTheDocument();
    // Hover does not take focus away from where the reader is.
    expect(panel).not.toContainElement(document.activeElement as HTMLElement);

    await userEvent.unhover(chip);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens on keyboard focus, moves into the panel on Enter, and Escape brings focus back to the chip', async () => {
    renderChip();
    await userEvent.tab();
    const chip = screen.getByRole('button', { name: /Exhibit B-2/ });
    expect(chip).toHaveFocus();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(chip).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'NSF review panel 2024' })).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chip).toHaveFocus();
  });

  it('closes when focus moves on with Tab', async () => {
    renderChip();
    await userEvent.tab();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists every item of the exhibit when the reference names none (the exhibit index), and says when an exhibit is missing', async () => {
    const evidence = [...CLEAN_EVIDENCE, buildEvidence({ id: 'ev-review-2', title: 'Reviewer for Cell', exhibit: 'B-1' })];
    render(
      <MemoryRouter>
        <ExhibitChip run={{ type: 'exhibit', label: 'B-1', evidenceIds: [] }} evidence={evidence}>
          Exhibit B-1
        </ExhibitChip>
        <ExhibitChip run={{ type: 'exhibit', label: 'Z-9', evidenceIds: [] }} evidence={evidence} isMissing>
          Exhibit Z-9
        </ExhibitChip>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Exhibit B-1/ }));
    const panel = await screen.findByRole('dialog');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Reviewer for Nature Methods', 'Reviewer for Cell']);
    await userEvent.keyboard('{Escape}');

    const missing = screen.getByRole('button', { name: 'Exhibit Z-9, not among the case’s exhibits' });
    await userEvent.click(missing);
    expect(await screen.findByText(/This exhibit is not among the case’s exhibits/)).toBeInTheDocument();
  });
});

describe('LetterBlocks', () => {
  const judging = cleanLetter().sections[1]!;

  it('prints citations from the library, exhibit references as chips, and keeps marks', () => {
    render(
      <MemoryRouter>
        <TooltipProvider>
          <LetterBlocks blocks={judging.blocks} sectionId={judging.id} evidence={CLEAN_EVIDENCE} marks={NO_MARKS} />
        </TooltipProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'The regulation' })).toBeInTheDocument();
    expect(screen.getByText('8 C.F.R. § 204.5(h)(3)(iv)', { selector: 'cite' })).toHaveAttribute('data-authority', 'cfr-204-5-h-3-iv');
    // A decision's case name is italic, as in the exported letter.
    expect(screen.getByText('Kazarian v. USCIS', { selector: 'i' })).toBeInTheDocument();
    expect(screen.getByText('120', { selector: 'strong' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('She reviewed 120 manuscripts for Nature Methods (Exhibit B-1, show the evidence).');
    expect(screen.queryByText(/Statement without an exhibit/)).not.toBeInTheDocument();
  });

  it('marks a factual statement the filing check found without an exhibit, in words as well as colour', () => {
    const marks = checkMarks(buildCheck({ issues: [buildIssue()] }));
    const { container } = render(
      <MemoryRouter>
        <TooltipProvider>
          <LetterBlocks blocks={judging.blocks} sectionId={judging.id} evidence={CLEAN_EVIDENCE} marks={marks} />
        </TooltipProvider>
      </MemoryRouter>,
    );
    const flagged = container.querySelectorAll('[data-flagged="unsupported"]');
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toHaveTextContent(/^Statement without an exhibit: She reviewed 120 manuscripts/);
    // The same words in another section are not this finding.
    expect(checkMarks(buildCheck({ issues: [buildIssue()] })).isUnsupported('introduction', buildIssue().text!)).toBe(false);
  });
});
