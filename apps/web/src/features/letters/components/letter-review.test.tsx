import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TLetterDetail } from '@acclaim/contracts';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AppProvider } from '@/lib/app-context';
import { expectAccessible } from '@/test/axe';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { useLetter } from '../api/get-letter';
import { buildCheck, buildLetterDetail, buildReview, buildSectionReview } from '../test-builders';
import { LetterView } from './letter-view';
import { LetterWorkspace } from './letter-workspace';

const LETTER = 'GET /api/letters/letter-1';
const CHECK = 'GET /api/letters/letter-1/check';
const APPROVE_INDEX = 'POST /api/letters/letter-1/sections/exhibit-index/approval';
const WITHDRAW_INTRO = 'DELETE /api/letters/letter-1/sections/introduction/approval';

afterEach(() => void vi.unstubAllGlobals());

/** The letter screen as the app has it: the letter read through its query, so an approval's answer shows at once. */
function Screen() {
  const letter = useLetter('letter-1');
  if (!letter.data) return null;
  return (
    <TooltipProvider>
      <LetterView
        letter={letter.data}
        caseId="case-1"
        jobProgress={null}
        pendingSectionId={null}
        onRegenerateStart={vi.fn(async () => {})}
        onRegenerateEnd={vi.fn()}
      />
    </TooltipProvider>
  );
}

function stubLetter(letter: TLetterDetail, more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ [LETTER]: { body: { success: true, letter } }, [CHECK]: { body: { success: true, check: buildCheck() } }, ...more });
}

const article = () => screen.getByRole('article', { name: 'Petition letter' });
const reviewOf = (heading: string) => within(article()).getByRole('group', { name: `Attorney review of “${heading}”` });

describe('Attorney review on the letter screen', () => {
  it('shows each section’s approval and drafter, and counts the approvals in the outline', async () => {
    stubLetter(buildLetterDetail({ review: buildReview() }));
    renderAt(<Screen />);

    const intro = await screen.findByRole('group', { name: 'Attorney review of “I. Introduction”' });
    expect(within(intro).getByText('Approved by Dana Reyes · 24 Nov 2026')).toBeInTheDocument();
    expect(within(intro).getByText('Drafted by local-drafter')).toBeInTheDocument();
    expect(within(intro).getByRole('button', { name: 'Withdraw approval of “I. Introduction”' })).toBeEnabled();

    const judging = reviewOf('Judging the Work of Others');
    expect(within(judging).getByText('Changed since approval')).toBeInTheDocument();
    expect(within(judging).getByText('Edited by Sam Ortiz')).toBeInTheDocument();
    expect(within(judging).getByText('Last approved by Dana Reyes · 20 Nov 2026')).toBeInTheDocument();
    expect(within(judging).getByRole('button', { name: 'Approve section “Judging the Work of Others”' })).toBeEnabled();

    const index = reviewOf('Exhibit Index');
    expect(within(index).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(index).getByText("Drafted automatically from the case's evidence")).toBeInTheDocument();

    const outline = screen.getByRole('navigation', { name: 'Letter outline' });
    expect(within(outline).getByText('Approved 1 of 3')).toBeInTheDocument();
    expect(within(outline).getByRole('button', { name: 'I. Introduction, approved' })).toBeInTheDocument();
    expect(within(outline).getByRole('button', { name: 'Judging the Work of Others, changed since approval' })).toBeInTheDocument();
    expect(within(outline).getByRole('button', { name: 'Exhibit Index, awaiting approval' })).toBeInTheDocument();
    // The parts this feature adds (the letter's text has its own checks): the outline and a review bar.
    await expectAccessible(outline);
    await expectAccessible(judging);
  });

  it('approves a section as the attorney read it and withdraws an approval, showing the server’s answer', async () => {
    const review = buildReview();
    const approved = buildReview({
      sections: review.sections.map((s) =>
        s.sectionId === 'exhibit-index' ? { ...s, state: 'approved', approvedBy: { name: 'Dana Reyes' }, approvedAt: '2026-11-24T12:00:00.000Z' } : s,
      ),
    });
    // The approval's answer shows at once; the letter read again afterwards says the same.
    const api = stubApi({
      [LETTER]: [
        { body: { success: true, letter: buildLetterDetail({ review }) } },
        { body: { success: true, letter: buildLetterDetail({ review: approved }) } },
      ],
      [CHECK]: { body: { success: true, check: buildCheck() } },
      [APPROVE_INDEX]: { body: { success: true, review: approved } },
      [WITHDRAW_INTRO]: { status: 403, body: errorBody('Only owners and attorneys can approve letter sections.', 'FORBIDDEN') },
    });
    renderAt(<Screen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Approve section “Exhibit Index”' }));
    await waitFor(() => expect(api.bodiesOf(APPROVE_INDEX)).toEqual([{ contentHash: 'hash-exhibit-index' }]));
    expect(await within(reviewOf('Exhibit Index')).findByText('Approved by Dana Reyes · 24 Nov 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Letter outline' })).getByText('Approved 2 of 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw approval of “I. Introduction”' }));
    expect(await screen.findByText('Only owners and attorneys can approve letter sections.')).toBeInTheDocument();
    expect(api.countOf(WITHDRAW_INTRO)).toBe(1);
  });

  it('gives a paralegal the review to read and the letter to write, but no approval buttons', async () => {
    stubLetter(buildLetterDetail({ review: buildReview({ canApprove: false }) }));
    renderAt(<Screen />);

    await screen.findByText('Approved 1 of 3');
    expect(within(article()).queryByRole('button', { name: /Approve section|Withdraw approval/ })).not.toBeInTheDocument();
    expect(within(article()).getByRole('button', { name: 'Edit “I. Introduction”' })).toBeInTheDocument();
  });

  it('lets the firm’s client read the letter and its review without any control that changes it', async () => {
    stubLetter(buildLetterDetail({ review: buildReview({ canApprove: false, canEdit: false }) }), {
      'GET /api/letters/letter-1/versions': {
        body: {
          success: true,
          versions: [
            {
              number: 3,
              source: 'edited',
              note: 'Edited “Judging the Work of Others”',
              generator: null,
              wordCount: 180,
              createdAt: '2026-03-02T10:30:00.000Z',
              createdBy: 'Sam Ortiz',
            },
            {
              number: 2,
              source: 'edited',
              note: 'Edited “I. Introduction”',
              generator: null,
              wordCount: 170,
              createdAt: '2026-03-02T10:20:00.000Z',
              createdBy: 'Dana Reyes',
            },
          ],
        },
      },
    });
    renderAt(<Screen />);

    expect(await screen.findByText(/Your attorney prepares this letter and approves each section before it is filed/)).toBeInTheDocument();
    expect(within(reviewOf('I. Introduction')).getByText('Approved by Dana Reyes · 24 Nov 2026')).toBeInTheDocument();
    expect(within(article()).queryByRole('button', { name: /^(Edit|Regenerate|Approve section|Withdraw approval)/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Compare version 2 with current' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Restore version/ })).not.toBeInTheDocument();
  });

  it('shows no review on a self-petitioner’s letter', async () => {
    stubLetter(buildLetterDetail({ review: null }));
    renderAt(<Screen />);

    expect(await screen.findByRole('button', { name: 'Edit “I. Introduction”' })).toBeInTheDocument();
    expect(within(article()).queryByRole('group', { name: /^Attorney review/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Approved \d+ of \d+$/)).not.toBeInTheDocument();
  });

  it('names a language model that is no longer known, and an editor whose account is gone, in words', async () => {
    const sections = [
      buildSectionReview({ sectionId: 'introduction', draftedBy: 'llm', model: null }),
      buildSectionReview({ sectionId: 'criterion-eb1a-iv', draftedBy: 'edited', editedByName: null }),
      buildSectionReview({ sectionId: 'exhibit-index' }),
    ];
    stubLetter(buildLetterDetail({ review: buildReview({ sections }) }));
    renderAt(<Screen />);

    expect(await screen.findByText('Drafted by a language model')).toBeInTheDocument();
    expect(within(reviewOf('Judging the Work of Others')).getByText('Edited by hand')).toBeInTheDocument();
    expect(screen.getByText('Approved 0 of 3')).toBeInTheDocument();
  });
});

describe('The Cover Letter screen of a firm’s client before the first draft', () => {
  it('says the attorney prepares the letter instead of offering to write one', async () => {
    stubApi({
      'GET /api/cases/case-1/letters': { body: { success: true, letters: [], allowance: { used: 0, allowed: 1 }, canWrite: false } },
      'GET /api/cases/case-1/evidence?status=accepted': { body: { success: true, evidence: [] } },
      'GET /api/cases/case-1/processing?type=letter': { body: { success: true, processing: [] } },
    });
    renderAt(
      <AppProvider>
        <LetterWorkspace caseId="case-1" casePetitionType="EB1A" processing={[]} />
      </AppProvider>,
    );

    expect(await screen.findByText('Your attorney prepares the petition letter. You can read it here once the first draft is written.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Write my petition letter|New letter/ })).not.toBeInTheDocument();
  });
});
