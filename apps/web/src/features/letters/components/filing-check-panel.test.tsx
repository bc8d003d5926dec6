import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { buildCheck, buildIssue } from '../test-builders';
import { FilingCheckPanel } from './filing-check-panel';

const visible = new Set(['introduction', 'criterion-eb1a-iv']);

const renderPanel = (panel: React.ReactElement) => render(<MemoryRouter>{panel}</MemoryRouter>);

describe('FilingCheckPanel', () => {
  it('shows the counts and a Clean state when nothing is found', () => {
    renderPanel(
      <FilingCheckPanel check={buildCheck({ factualSentences: 42, citations: 17, exhibitsCited: 12 })} visibleSectionIds={visible} onGoToSection={vi.fn()} />,
    );
    const region = screen.getByRole('region', { name: 'Filing check' });
    const counts = within(region)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(
      within(region)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Factual statements', 'Citations', 'Exhibits cited']);
    expect(counts).toEqual(['42', '17', '12']);
    expect(within(region).getByText('Clean')).toBeInTheDocument();
    expect(within(region).getByText(/Every factual statement rests on an exhibit/)).toBeInTheDocument();
  });

  it('groups the findings by kind, quotes the sentence, and goes to the section it is in', async () => {
    const onGoToSection = vi.fn();
    const check = buildCheck({
      issues: [
        buildIssue({ kind: 'exhibit-uncited', message: 'Exhibit C-4 is never cited in the letter.', sectionId: null, sectionHeading: null, text: 'C-4' }),
        buildIssue(),
        buildIssue({ text: 'She chaired 3 panels.', sectionId: 'final-merits', sectionHeading: 'Final Merits Determination' }),
      ],
    });
    renderPanel(<FilingCheckPanel check={check} visibleSectionIds={visible} onGoToSection={onGoToSection} />);
    expect(screen.getByText('3 things to fix')).toBeInTheDocument();
    expect(screen.queryByText('Clean')).not.toBeInTheDocument();

    // Evidence problems come first, whatever order the server listed them in.
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.querySelector('summary')?.textContent)).toEqual(['Statements without an exhibit2', 'Exhibits never cited1']);

    const unsupported = groups[0]!;
    await userEvent.click(within(unsupported).getByText('Statements without an exhibit'));
    expect(unsupported).toHaveAttribute('open');
    expect(within(unsupported).getByText('She reviewed 120 manuscripts for Nature Methods (Exhibit B-1).', { selector: 'blockquote' })).toBeVisible();
    await userEvent.click(within(unsupported).getByRole('button', { name: 'Go to “Judging the Work of Others”' }));
    expect(onGoToSection).toHaveBeenCalledWith('criterion-eb1a-iv');
    // A section past the plan's pages is named, not linked.
    expect(within(unsupported).getByText(/In “Final Merits Determination”, past your plan’s pages/)).toBeInTheDocument();
    expect(within(unsupported).getAllByRole('button')).toHaveLength(1);
  });

  it('names exhibits that name someone else and sections resting on the CV, with the way to Documents', async () => {
    const check = buildCheck({
      issues: [
        buildIssue({ kind: 'cv-only-section', message: 'Every fact in “Judging the Work of Others” rests only on the CV (Exhibit A-1).', text: null }),
        buildIssue({
          kind: 'exhibit-identity-unconfirmed',
          message: 'Exhibit C-2 (award.pdf) names Amit Agarwal, not the beneficiary.',
          sectionId: 'introduction',
          sectionHeading: 'I. Introduction',
          text: 'C-2',
        }),
      ],
    });
    renderPanel(<FilingCheckPanel check={check} visibleSectionIds={visible} onGoToSection={vi.fn()} />);
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.querySelector('summary')?.textContent)).toEqual(['Exhibits naming someone else1', 'Sections resting only on the CV1']);
    for (const group of groups) {
      await userEvent.click(group.querySelector('summary')!);
      expect(within(group).getByRole('link', { name: 'Go to documents' })).toHaveAttribute('href', '/documents');
    }
    expect(within(groups[0]!).getByText(/names Amit Agarwal/)).toBeVisible();
    // The label is not a sentence to quote.
    expect(within(groups[0]!).queryByText('C-2', { selector: 'blockquote' })).not.toBeInTheDocument();
  });
});
