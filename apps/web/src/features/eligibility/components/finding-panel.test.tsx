import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { getAuthority } from '@acclaim/domain/authorities';
import { buildEvidenceRef, buildFinding } from '../test-builders';
import type { EvidenceRef } from '../evidence-ref';
import { FindingPanel } from './finding-panel';

const evidence = new Map([
  ['ev-review', buildEvidenceRef()],
  ['ev-paper', buildEvidenceRef({ id: 'ev-paper', type: 'publication', title: 'Open science for ecology', exhibit: 'A-3', verification: 'mismatch' })],
]);

function renderPanel(finding = buildFinding(), evidenceById: ReadonlyMap<string, EvidenceRef> = evidence) {
  return render(
    <MemoryRouter>
      <FindingPanel finding={finding} evidenceById={evidenceById} evidenceHref={(item) => `/documents?tab=evidence&item=${item.id}`} />
    </MemoryRouter>,
  );
}

/** A salary criterion whose comparison is missing, resting on an item only the CV describes. */
const salaryNotMet = buildFinding({
  id: 'eb1a-ix',
  label: 'High salary',
  level: 'borderline',
  score: 40,
  summary: 'Your pay is recorded but not compared. Step one: not met (not shown: high in relation to others in the field).',
  elements: [
    {
      id: 'paid',
      label: 'Salary or remuneration received for services',
      status: 'shown',
      text: 'The 2024 W-2 records pay for your services.',
      evidenceIds: ['ev-salary'],
      authorityIds: [],
    },
    {
      id: 'high',
      label: 'High, or significantly high, in relation to others in the field',
      status: 'not_shown',
      text: 'No survey places your pay against others in the field.',
      evidenceIds: ['ev-salary'],
      authorityIds: ['cfr-204-5-h-3-ix'],
    },
    {
      id: 'reported',
      label: 'Not contradicted by the record',
      status: 'contradicted',
      text: 'The offer letter states a lower amount.',
      evidenceIds: [],
      authorityIds: [],
    },
  ],
  stepOne: { status: 'not_met', summary: 'Step one: not met.', documented: false, documentation: 'cv_only' },
  strengths: [],
  gaps: [
    {
      text: 'High, or significantly high, in relation to others in the field: not shown. No survey places your pay against others.',
      evidenceIds: ['ev-salary'],
      authorityIds: [],
    },
  ],
  nextActions: [{ text: 'Rests only on the CV: attach pay records for “Salary 2024”.', evidenceIds: ['ev-salary'], authorityIds: [] }],
  evidenceIds: ['ev-salary', 'ev-offer'],
  authorityIds: ['cfr-204-5-h-3-ix'],
});
const salaryEvidence = new Map([
  [
    'ev-salary',
    buildEvidenceRef({
      id: 'ev-salary',
      type: 'salary',
      title: 'Salary 2024',
      exhibit: null,
      documentation: 'cv_only',
      missingProofFacts: ['Comparison survey', 'Your percentile in that comparison (0–100)'],
    }),
  ],
  ['ev-offer', buildEvidenceRef({ id: 'ev-offer', type: 'salary', title: 'Offer letter 2023', exhibit: 'D-1', documentation: 'primary_exhibit' })],
]);

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

  it('shows step one, the documentation and the elements shown on the collapsed panel', () => {
    renderPanel();
    expect(screen.getByText('Step one: Met')).toBeInTheDocument();
    expect(screen.getByText('Primary exhibit')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 elements shown')).toBeInTheDocument();
  });

  it('flags a criterion resting only on the CV without lowering its level, and marks the item on its line', async () => {
    renderPanel(salaryNotMet, salaryEvidence);
    expect(screen.getByText('Step one: Not met')).toBeInTheDocument();
    expect(screen.getByText('Only on the CV — attach the exhibit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /\(ix\) High salary/ })).toHaveAccessibleName('(ix) High salary, Borderline, score 40 out of 100');

    await userEvent.click(screen.getByRole('button', { name: /\(ix\) High salary/ }));
    const considered = screen.getByRole('heading', { name: 'Evidence considered' }).parentElement!;
    // Where the items differ, each line says how it is documented; a primary exhibit shows its exhibit label.
    expect(
      within(considered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Salary 2024CV only2 facts missingMissing proof facts: Comparison survey, Your percentile in that comparison (0–100)', 'D-1Offer letter 2023']);
    expect(screen.getByText('Rests only on the CV: attach pay records for “Salary 2024”.')).toBeInTheDocument();
  });

  it('lists each element in the regulation’s words with its status, and says why on demand', async () => {
    renderPanel(salaryNotMet, salaryEvidence);
    await userEvent.click(screen.getByRole('button', { name: /\(ix\) High salary/ }));

    const checklist = screen.getByRole('list', { name: 'Step one: what the rule asks' });
    const rows = within(checklist).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('summary')!.textContent)).toEqual([
      'Salary or remuneration received for servicesShown',
      'High, or significantly high, in relation to others in the fieldNot shown',
      'Not contradicted by the recordContradicted',
    ]);
    const why = within(rows[1]!).getByText('No survey places your pay against others in the field.');
    expect(why).not.toBeVisible();
    await userEvent.click(within(rows[1]!).getByText('High, or significantly high, in relation to others in the field'));
    expect(why).toBeVisible();
    expect(within(rows[1]!).getByRole('link', { name: 'Salary 2024' })).toHaveAttribute('href', '/documents?tab=evidence&item=ev-salary');
    // The reasons name the missing element.
    expect(screen.getByText(/^High, or significantly high, in relation to others in the field: not shown\./)).toBeInTheDocument();
  });

  it('shows a sentence said of many items once, with the other items on demand', async () => {
    const awards = Array.from({ length: 30 }, (_, index) =>
      buildEvidenceRef({ id: `award-${index}`, type: 'award', title: `Society award ${index}`, exhibit: null, documentation: 'cv_only' }),
    );
    const finding = buildFinding({
      id: 'eb1a-i',
      label: 'Awards',
      stepOne: { status: 'met', summary: 'Step one: met.', documented: false, documentation: 'cv_only' },
      strengths: awards.map((award) => ({
        text: `'${award.title}' is granted by a society: the kind of granting entity officers weigh.`,
        evidenceIds: [award.id],
        authorityIds: [],
      })),
      gaps: [],
      nextActions: awards.flatMap((award) => [
        { text: `Document the selection process of '${award.title}': its written criteria and who judged.`, evidenceIds: [award.id], authorityIds: [] },
        { text: `Collect coverage of '${award.title}' from sources other than the organiser.`, evidenceIds: [award.id], authorityIds: [] },
      ]),
      evidenceIds: awards.map((award) => award.id),
    });
    renderPanel(finding, new Map(awards.map((award) => [award.id, award])));
    await userEvent.click(screen.getByRole('button', { name: /\(i\) Awards/ }));

    const strengths = screen.getByRole('heading', { name: 'Strengths' }).parentElement!;
    expect(within(strengths).getAllByText(/is granted by a society/)).toHaveLength(1);
    const more = within(strengths).getByRole('button', { name: 'The same applies to 29 more items' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(strengths).queryByRole('link', { name: 'Society award 29' })).not.toBeInTheDocument();
    await userEvent.click(more);
    expect(within(strengths).getByRole('link', { name: 'Society award 29' })).toBeInTheDocument();

    const actions = screen.getByRole('heading', { name: 'Next actions' }).parentElement!;
    expect(within(actions).getAllByText(/^Document the selection process/)).toHaveLength(1);
    expect(within(actions).getAllByText(/^Collect coverage/)).toHaveLength(1);
    // Thirty awards, two lines of actions: the panel stays short.
    expect(actions.textContent!.length).toBeLessThan(600);
    // The evidence is one line per item, the first few until asked for the rest.
    const considered = screen.getByRole('heading', { name: 'Evidence considered' }).parentElement!;
    expect(within(considered).getAllByRole('listitem')).toHaveLength(8);
    // All thirty rest on the CV: the panel's badge says it once, not on every line.
    expect(within(considered).queryByText('CV only')).not.toBeInTheDocument();
    expect(screen.getByText('Only on the CV — attach the exhibit')).toBeInTheDocument();
  });

  it('shows no step one on a final-merits factor', () => {
    renderPanel(buildFinding({ id: 'merits-sustained-acclaim', label: 'Sustained acclaim', elements: undefined, stepOne: undefined }));
    expect(screen.queryByText(/Step one/)).not.toBeInTheDocument();
  });
});
