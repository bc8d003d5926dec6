import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDocument, TEvidenceItem } from '@acclaim/contracts';
import type { EvidenceType } from '@acclaim/domain';
import { expectAccessible } from '@/test/axe';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { useEvidence } from '../../api/get-evidence';
import { EvidenceReview } from '../evidence-review';
import { CRITERION_OF_TYPE, groupSuggestions } from './criterion-groups';

const CASE_ID = '11111111-1111-4111-8111-111111111111';
const CV_ID = '22222222-2222-4222-8222-222222222222';
const LIST = `GET /api/cases/${CASE_ID}/evidence`;
const BULK = `POST /api/cases/${CASE_ID}/evidence/bulk-review`;
const UNDO = `POST /api/cases/${CASE_ID}/evidence/bulk-review/undo`;

const cv = { id: CV_ID, caseId: CASE_ID, name: 'boettiger_cv.pdf', originalName: 'boettiger_cv.pdf', category: 'cv', exhibitLabel: 'A-1' } as TDocument;

let serial = 0;
function buildItem(overrides: Partial<TEvidenceItem> & { section?: string } = {}): TEvidenceItem {
  serial += 1;
  const { section, ...rest } = overrides;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    caseId: CASE_ID,
    documentId: CV_ID,
    type: 'publication',
    title: `Item ${serial}`,
    description: '',
    date: '2019',
    details: section ? { sourceSection: section } : {},
    sourcePages: [2],
    confidence: 0.93,
    status: 'suggested',
    verification: 'unverified',
    verificationDetails: null,
    isEdited: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...rest,
  };
}

function Harness() {
  const evidenceQuery = useEvidence(CASE_ID);
  return <EvidenceReview caseId={CASE_ID} evidenceQuery={evidenceQuery} documents={[cv]} />;
}

const listOf = (items: TEvidenceItem[]) => ({ body: { success: true, evidence: items } });
const decided = (items: TEvidenceItem[], status: TEvidenceItem['status']) => items.map((item) => ({ ...item, status }));

afterEach(() => vi.unstubAllGlobals());

describe('criterion groups', () => {
  it('maps each kind of evidence to the criterion it serves most specifically', () => {
    const expected: Partial<Record<EvidenceType, string>> = {
      award: 'eb1a-i',
      membership: 'eb1a-ii',
      media_coverage: 'eb1a-iii',
      judging: 'eb1a-iv',
      original_contribution: 'eb1a-v',
      patent: 'eb1a-v',
      publication: 'eb1a-vi',
      presentation: 'eb1a-vi',
      exhibition: 'eb1a-vii',
      leading_role: 'eb1a-viii',
      employment: 'eb1a-viii',
      salary: 'eb1a-ix',
      commercial_success: 'eb1a-x',
      degree: 'niw-threshold',
      license: 'niw-threshold',
      grant: 'other',
      recommendation_letter: 'other',
      other: 'other',
    };
    expect(CRITERION_OF_TYPE).toMatchObject(expected);
  });

  it('puts criteria without accepted evidence first, in the regulation’s order, and “other” last', () => {
    const suggestions = [buildItem({ type: 'grant' }), buildItem({ type: 'publication' }), buildItem({ type: 'award' }), buildItem({ type: 'judging' })];
    const accepted = buildItem({ type: 'award', status: 'accepted' });
    const groups = groupSuggestions(suggestions, [...suggestions, accepted]);
    expect(groups.map((group) => [group.name, group.isUncovered, group.acceptedCount])).toEqual([
      ['(iv) Judging the work of others', true, 0],
      ['(vi) Scholarly articles', true, 0],
      ['(i) Awards', false, 1],
      ['Other supporting evidence', false, 0],
    ]);
  });
});

// Each test clicks through a whole review (and one runs axe): on two shared cores that takes longer than 5 s.
describe('reviewing suggestions in bulk', { timeout: 20_000 }, () => {
  it('shows each suggestion on one line, grouped by criterion, covered criteria closed', async () => {
    const papers = [buildItem({ title: 'Paper A', section: 'Publications' }), buildItem({ title: 'Paper B', section: 'Publications' })];
    const award = buildItem({ type: 'award', title: 'Young Investigator Prize', section: 'Awards' });
    const acceptedAward = buildItem({ type: 'award', title: 'Older prize', status: 'accepted' });
    stubApi({ [LIST]: listOf([...papers, award, acceptedAward]) });
    renderAt(<Harness />);

    const articles = await screen.findByRole('region', { name: /\(vi\) Scholarly articles/ });
    expect(within(articles).getByRole('button', { name: /\(vi\) Scholarly articles \(2\)/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(articles).getByText('No accepted evidence yet')).toBeInTheDocument();
    expect(within(articles).getAllByRole('listitem')).toHaveLength(2);
    expect(within(articles).getByRole('button', { name: 'Accept all 2 suggestions for (vi) Scholarly articles' })).toHaveTextContent('Accept all 2');

    // Awards already has accepted evidence: it comes after, closed, until opened.
    const awards = screen.getByRole('region', { name: /\(i\) Awards/ });
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions.indexOf('criterion-group-eb1a-vi')).toBeLessThan(regions.indexOf('criterion-group-eb1a-i'));
    expect(within(awards).getByText('1 accepted')).toBeInTheDocument();
    expect(within(awards).queryByText('Young Investigator Prize')).not.toBeInTheDocument();
    await userEvent.click(within(awards).getByRole('button', { name: /\(i\) Awards \(1\)/ }));
    expect(within(awards).getByText('Young Investigator Prize')).toBeInTheDocument();

    // Details on demand: the full card opens under the line.
    await userEvent.click(within(articles).getAllByRole('button', { name: 'Details' })[0]!);
    expect(within(articles).getByRole('list', { name: 'Details of Paper A' })).toBeInTheDocument();
    expect(within(articles).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await expectAccessible();
  });

  it('accepts a whole CV section with the count shown first, then undoes exactly those items', async () => {
    const papers = [buildItem({ title: 'Paper A', section: 'Publications' }), buildItem({ title: 'Paper B', section: 'Publications' })];
    const talk = buildItem({ type: 'presentation', title: 'A talk', section: 'Invited Talks', confidence: 0.7 });
    const changes = papers.map((item) => ({ id: item.id, previousStatus: 'suggested' }));
    const api = stubApi({
      [LIST]: [listOf([...papers, talk]), listOf([...decided(papers, 'accepted'), talk]), listOf([...papers, talk])],
      [BULK]: { body: { success: true, message: 'Accepted 2 items.', evidence: decided(papers, 'accepted'), changes, skipped: 0 } },
      [UNDO]: {
        body: {
          success: true,
          message: 'Undone: 2 items back as they were.',
          evidence: papers,
          changes: changes.map((c) => ({ ...c, previousStatus: 'accepted' })),
          skipped: 0,
        },
      },
    });
    renderAt(<Harness />);

    const toolbar = await screen.findByRole('region', { name: 'Review many at once' });
    expect(within(toolbar).getByLabelText('Choose by')).toHaveValue('section');
    const section = within(toolbar).getByLabelText('Section');
    expect(
      within(section)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Publications (2)', 'Invited Talks (1)']);
    expect(within(toolbar).getByText('2 suggestions to review match.')).toBeInTheDocument();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Accept 2' }));

    expect(api.bodiesOf(BULK)).toEqual([{ action: 'accept', selection: { by: 'section', documentId: CV_ID, section: 'Publications' } }]);
    const notice = screen.getByRole('status', { name: 'Last bulk change' });
    await within(notice).findByText('Accepted 2 items from “Publications”.');
    await waitFor(() => expect(notice).toHaveFocus());
    await waitFor(() => expect(screen.queryByText('Paper A')).not.toBeInTheDocument());
    expect(within(toolbar).getByText('1 suggestion to review matches.')).toBeInTheDocument();

    await userEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(api.bodiesOf(UNDO)).toEqual([{ action: 'accept', changes }]);
    await within(notice).findByText('Undone: 2 items back as they were.');
    expect(within(notice).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(await screen.findByText('Paper A')).toBeInTheDocument();
  });

  it('accepts everything read with at least the chosen confidence, and rejects a whole group by its ids', async () => {
    const strong = buildItem({ title: 'Clear paper', confidence: 0.93 });
    const faint = buildItem({ title: 'Faint paper', confidence: 0.6 });
    const grant = buildItem({ type: 'grant', title: 'Seed grant', confidence: 0.7 });
    const api = stubApi({
      [LIST]: listOf([strong, faint, grant]),
      [BULK]: [
        {
          body: {
            success: true,
            message: 'Accepted 1 item.',
            evidence: decided([strong], 'accepted'),
            changes: [{ id: strong.id, previousStatus: 'suggested' }],
            skipped: 0,
          },
        },
        { body: { success: true, message: 'Rejected 2 items.', evidence: decided([strong, faint], 'rejected'), changes: [], skipped: 2 } },
      ],
    });
    renderAt(<Harness />);

    const toolbar = await screen.findByRole('region', { name: 'Review many at once' });
    // No section recorded for these items: the toolbar starts on kinds, and says why sections cannot be chosen.
    expect(within(toolbar).getByLabelText('Choose by')).toHaveValue('type');
    expect(within(toolbar).getByRole('option', { name: 'A section of a CV (no sections recorded)' })).toBeDisabled();
    await userEvent.selectOptions(within(toolbar).getByLabelText('Choose by'), 'confidence');
    await userEvent.selectOptions(within(toolbar).getByLabelText('Confidence'), '0.8');
    expect(within(toolbar).getByText('1 suggestion to review matches.')).toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Accept 1' }));
    expect(api.bodiesOf(BULK)[0]).toEqual({ action: 'accept', selection: { by: 'confidence', minConfidence: 0.8 } });

    // "Other" (grants) starts closed but can be acted on as a whole.
    const articles = screen.getByRole('region', { name: /\(vi\) Scholarly articles/ });
    await userEvent.click(within(articles).getByRole('button', { name: /^Reject all 2 suggestions/ }));
    expect(api.bodiesOf(BULK)[1]).toEqual({ action: 'reject', selection: { by: 'ids', ids: [strong.id, faint.id] } });
    // Nothing changed (both decided meanwhile): the server's own words, and no Undo.
    const notice = screen.getByRole('status', { name: 'Last bulk change' });
    await within(notice).findByText('Rejected 2 items.');
    expect(within(notice).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal and changes nothing on the screen', async () => {
    const paper = buildItem({ title: 'Paper A', section: 'Publications' });
    stubApi({ [LIST]: listOf([paper]), [BULK]: { status: 400, body: errorBody('Some of these items are not part of this case.') } });
    renderAt(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept 1 suggestion for (vi) Scholarly articles' }));
    expect(await screen.findByText('Some of these items are not part of this case.')).toBeInTheDocument();
    expect(screen.getByText('Paper A')).toBeInTheDocument();
  });
});
