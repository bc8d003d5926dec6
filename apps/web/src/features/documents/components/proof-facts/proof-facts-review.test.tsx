import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TEvidenceItem } from '@acclaim/contracts';
import { expectAccessible } from '@/test/axe';
import { errorBody, renderAt, stubApi, type StubAnswer } from '@/test/test-api';
import { ProofFactsSummary } from './proof-facts-summary';

const award: TEvidenceItem = {
  id: 'ev-1',
  caseId: 'case-1',
  type: 'award',
  title: 'Young Scientist Award',
  description: 'For the best paper on solid-state batteries.',
  date: '2021',
  details: { issuer: 'European Materials Research Society', source: 'award_letter' },
  sourcePages: [],
  confidence: 1,
  status: 'accepted',
  verification: 'unverified',
  verificationDetails: null,
  documentId: null,
  isEdited: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const PATCH = 'PATCH /api/evidence/ev-1';
const saved = { body: { success: true, evidence: award } };

afterEach(() => vi.unstubAllGlobals());

function setup(answers: StubAnswer[] = [saved]) {
  const api = stubApi({
    [PATCH]: answers,
    'GET /api/cases/case-1/evidence': { body: { success: true, evidence: [award] } },
    'GET /api/cases/case-1/progress': { body: { success: true } },
  });
  renderAt(<ProofFactsSummary caseId="case-1" item={award} titleId="ev-1-title" />);
  return { api, user: userEvent.setup() };
}

describe('the guided review of an award’s proof facts', () => {
  it('shows the stated facts and opens on the first missing one, with why it matters', async () => {
    const { user } = setup();
    const facts = screen.getByRole('definition');
    expect(facts).toHaveTextContent('European Materials Research Society');
    await user.click(screen.getByRole('button', { name: /7 facts missing/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof facts: Young Scientist Award' });
    expect(dialog).toHaveAccessibleDescription('Fact 1 of 7');
    expect(within(dialog).getByRole('group', { name: 'Who could compete' })).toBeInTheDocument();
    expect(within(dialog).getByText(/must be nationally or internationally recognized/)).toBeInTheDocument();
    expect(within(dialog).getByText('Essential')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Proof facts reviewed' })).toHaveAttribute('aria-valuetext', '0 of 7 reviewed');
    await expectAccessible();
  });

  it('saves one fact at a time through the evidence update, skips, refuses a bad number and keeps the other details', async () => {
    const { api, user } = setup([saved, saved, { status: 400, body: errorBody('The item could not be saved just now.') }, saved]);
    await user.click(screen.getByRole('button', { name: /facts missing/ }));
    const dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose an answer, or skip this fact.');
    expect(api.countOf(PATCH)).toBe(0);

    await user.click(within(dialog).getByRole('radio', { name: 'National: open across one country' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));
    expect(await within(dialog).findByText('Selection criteria')).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('Fact 2 of 7');
    expect(api.bodiesOf(PATCH)[0]).toEqual({ details: { issuer: 'European Materials Research Society', source: 'award_letter', scope: 'national' } });

    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    const candidates = within(dialog).getByRole('textbox', { name: 'Number of candidates' });
    expect(candidates).toHaveFocus();
    await user.type(candidates, 'many');
    await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Number of candidates: enter a whole number of 0 or more.');
    await user.clear(candidates);
    await user.type(candidates, '1,200');
    await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));
    expect(api.bodiesOf(PATCH)[1]).toEqual({
      details: { issuer: 'European Materials Research Society', source: 'award_letter', scope: 'national', entrants: 1200 },
    });

    // A refusal is shown in place and what was typed stays.
    const recipients = await within(dialog).findByRole('textbox', { name: 'Number of recipients' });
    await user.type(recipients, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The item could not be saved just now.');
    expect(recipients).toHaveValue('3');
    await user.click(within(dialog).getByRole('button', { name: 'Save and next' }));
    expect(await within(dialog).findByText('The prize')).toBeInTheDocument();
    expect(api.bodiesOf(PATCH)[3]).toEqual({
      details: { issuer: 'European Materials Research Society', source: 'award_letter', scope: 'national', entrants: 1200, winners: 3 },
    });
  });

  it('asks before discarding what was typed, and keeps it on “Keep editing”', async () => {
    const { api, user } = setup();
    await user.click(screen.getByRole('button', { name: /facts missing/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Selection criteria' }), 'International jury');
    await user.keyboard('{Escape}');

    const confirm = await screen.findByRole('alertdialog', { name: 'Discard what you typed?' });
    expect(confirm).toHaveTextContent('selection criteria');
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Selection criteria' })).toHaveValue('International jury');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.countOf(PATCH)).toBe(0);
  });

  it('closes without asking when nothing was typed', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /facts missing/ }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /facts missing/ })).toHaveFocus();
  });
});
