import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDocument, TEvidenceItem, TIdentity } from '@acclaim/contracts';
import { TooltipProvider } from '@/components/ui/tooltip';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { DocumentsTable } from '../documents-table';
import { EvidenceIdentityBadge } from './evidence-identity-badge';

afterEach(() => vi.unstubAllGlobals());

const FLAGGED: TIdentity = {
  status: 'names_other',
  names: ['Amit Agarwal'],
  source: null,
  beneficiaryName: 'Carl Boettiger',
  isCounted: false,
  confirmation: null,
};

const buildDocument = (overrides: Partial<TDocument> = {}): TDocument => ({
  id: '5d7c1f0e-3b9a-4f7e-9c55-0a1b2c3d4e5f',
  caseId: 'case-1',
  name: 'agarwal-amit_award-letter_abzooba-victor-award_2017.pdf',
  originalName: 'agarwal-amit_award-letter_abzooba-victor-award_2017.pdf',
  category: 'award',
  exhibitLabel: 'C-1',
  translationOfId: null,
  mimeType: 'application/pdf',
  sizeBytes: 120_000,
  status: 'extracted',
  failureReason: null,
  pageCount: 1,
  evidenceCount: 1,
  identity: FLAGGED,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

/** The table's row actions carry tooltips, which the app layout provides for. */
const renderTable = (documents: TDocument[]) =>
  renderAt(
    <TooltipProvider>
      <DocumentsTable caseId="case-1" documents={documents} />
    </TooltipProvider>,
  );

const CONFIRM = 'POST /api/documents/5d7c1f0e-3b9a-4f7e-9c55-0a1b2c3d4e5f/identity-confirmation';
const UNDO = 'DELETE /api/documents/5d7c1f0e-3b9a-4f7e-9c55-0a1b2c3d4e5f/identity-confirmation';

describe('the identity flag on a document row', () => {
  it('says whom the document names instead, that it is not counted, and confirms it with a reason', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [CONFIRM]: [
        { status: 400, body: errorBody('Say why this belongs to the case.', 'VALIDATION_FAILED') },
        { body: { success: true, document: buildDocument() } },
      ],
    });
    renderTable([
      buildDocument(),
      buildDocument({
        id: 'other',
        name: 'boettiger-carl_cv_2024.pdf',
        identity: { ...FLAGGED, status: 'matches', names: ['Carl Boettiger'], isCounted: true },
      }),
    ]);

    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('status')).toHaveTextContent('Names Amit Agarwal, not Carl Boettiger — not counted until you confirm it belongs.');
    expect(within(rows[0]!).getByText(/not counted$/)).toBeInTheDocument();
    // The CV names the beneficiary: no flag.
    expect(within(rows[1]!).queryByRole('status')).not.toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: /Confirm .* belongs/ })).not.toBeInTheDocument();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Confirm agarwal-amit_award-letter_abzooba-victor-award_2017.pdf belongs to this case' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Names Amit Agarwal, not Carl Boettiger.');
    // Without a reason the form says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm it belongs' }));
    expect(await within(dialog).findByText(/Say why this belongs to the case/)).toBeInTheDocument();
    expect(api.countOf(CONFIRM)).toBe(0);

    const reason = within(dialog).getByLabelText('Why does it belong?');
    await user.type(reason, 'A letter about the team he led');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm it belongs' }));
    // The server's refusal shows in the dialog, which stays open with the reason kept.
    expect(await within(dialog).findAllByText('Say why this belongs to the case.')).not.toHaveLength(0);
    expect(reason).toHaveValue('A letter about the team he led');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm it belongs' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf(CONFIRM)).toEqual([{ reason: 'A letter about the team he led' }, { reason: 'A letter about the team he led' }]);
  });

  it('shows who confirmed it and why, and undoes the confirmation', async () => {
    const user = userEvent.setup();
    const api = stubApi({ [UNDO]: { body: { success: true, document: buildDocument() } } });
    const confirmed = {
      ...FLAGGED,
      isCounted: true,
      confirmation: { byName: 'Paula Paralegal', at: '2026-05-02T10:00:00.000Z', reason: 'A letter about the team he led' },
    };
    renderTable([buildDocument({ identity: confirmed })]);
    expect(screen.getByText(/Paula Paralegal confirmed it belongs — “A letter about the team he led”/)).toBeInTheDocument();
    expect(screen.queryByText(/not counted/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Undo the confirmation of agarwal-amit/ }));
    await vi.waitFor(() => expect(api.countOf(UNDO)).toBe(1));
  });
});

describe('the identity badge on suggested evidence', () => {
  const item = (identity: TIdentity): TEvidenceItem =>
    ({ id: 'item-1', caseId: 'case-1', documentId: 'doc', type: 'award', title: 'Abzooba Victor Award', identity }) as TEvidenceItem;

  it('says a suggestion from a flagged document is not counted', () => {
    renderAt(<EvidenceIdentityBadge caseId="case-1" item={item({ ...FLAGGED, source: 'document' })} />);
    expect(screen.getByText('Not counted')).toBeInTheDocument();
    expect(screen.getByText(/Names Amit Agarwal, not Carl Boettiger: its document must be confirmed as belonging first/)).toBeInTheDocument();
  });

  it('shows nothing for evidence that names the beneficiary', () => {
    renderAt(<EvidenceIdentityBadge caseId="case-1" item={item({ ...FLAGGED, status: 'matches', isCounted: true, source: 'document' })} />);
    expect(screen.queryByText(/Not counted|Names/)).not.toBeInTheDocument();
  });
});
