import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProvider } from '@/lib/app-context';
import { buildChecklist as checklist, buildChecklistItem as item, buildFilingPackage } from '../../test-builders';
import { renderAt, stubApi } from '@/test/test-api';
import { ChecklistSection } from './checklist-section';
import { PackageSection } from './package-section';

const CHECKLIST = 'GET /api/cases/case-1/filing/checklist';
const PACKAGE = 'GET /api/cases/case-1/filing/package';
const START = 'POST /api/cases/case-1/filing/package';
const PROCESSING = 'GET /api/cases/case-1/processing?type=package';

afterEach(() => void vi.unstubAllGlobals());

const ITEMS = [
  item({ id: 'i-140', status: 'present', title: 'Form I-140, signed', target: 'i140-guide' }),
  item({ id: 'fees', status: 'blocking', title: 'Filing fees', manual: { isDone: false }, target: 'forms' }),
  item({
    id: 'translations',
    group: 'evidence',
    status: 'blocking',
    title: 'Certified English translations',
    details: ['E-1: Le Monde.pdf does not read as English and has no linked translation.'],
    target: 'documents',
  }),
  item({ id: 'recommendation-letters', group: 'letters', status: 'missing', title: 'Recommendation letters' }),
];

const completed = buildFilingPackage({
  parts: [
    { kind: 'transmittal', title: 'Transmittal letter', exhibitLabel: null, criterion: null, startPage: 1, pageCount: 1, bates: null },
    {
      kind: 'exhibit',
      title: 'award.pdf',
      exhibitLabel: 'C-1',
      criterion: 'Criterion (i)',
      startPage: 2,
      pageCount: 3,
      bates: { first: 'VOGT 000001', last: 'VOGT 000003' },
    },
  ],
  problems: [{ title: 'scan.pdf', fileName: 'scan.pdf', message: 'The file is encrypted and could not be opened.', outcome: 'omitted' }],
});

describe('Filing checklist on /finalize', () => {
  it('says what blocks the filing, lists each item with its status and details, and saves a tick', async () => {
    const ticked = checklist(ITEMS.map((i) => (i.id === 'fees' ? { ...i, status: 'present', manual: { isDone: true } } : i)));
    // Any change saved on the page reads the checklist again, so the second read answers with the tick.
    const api = stubApi({
      [CHECKLIST]: [{ body: { success: true, checklist: checklist(ITEMS) } }, { body: { success: true, checklist: ticked } }],
      'PUT /api/cases/case-1/filing/checklist/fees': { body: { success: true, checklist: ticked } },
    });
    renderAt(<ChecklistSection caseId="case-1" />);

    expect(await screen.findByText('2 items block the filing, and 1 more is missing.')).toBeInTheDocument();
    const byStatus = screen.getByRole('list', { name: 'Checklist items by status' });
    expect(within(byStatus).getByText('blocks filing', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('E-1: Le Monde.pdf does not read as English and has no linked translation.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to documents' })).toHaveAttribute('href', '/documents');
    expect(screen.getByRole('link', { name: 'Open the I-140 guide' })).toHaveAttribute('href', '/finalize/forms#i140-guide');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Done' }));
    await waitFor(() => expect(api.bodiesOf('PUT /api/cases/case-1/filing/checklist/fees')).toEqual([{ isDone: true }]));
    expect(await screen.findByText('1 item blocks the filing, and 1 more is missing.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Done' })).toBeChecked();
    await waitFor(() => expect(api.countOf(CHECKLIST)).toBe(2));
  });
  it('shows the petition letter as the server gates it: blocking, its first issues by section, and the way to the letter', async () => {
    const letter = item({
      id: 'petition-letter',
      group: 'letters',
      status: 'blocking',
      title: 'Petition letter',
      summary: 'Version 4: the filing check found 5 issues to resolve.',
      details: [
        'In “I. Introduction”: “She gave 3 keynote talks.” This factual statement does not rest on any evidence.',
        '2 more issues in the petition letter’s filing check.',
      ],
      target: 'petition-letter',
    });
    stubApi({ [CHECKLIST]: { body: { success: true, checklist: checklist([letter]) } } });
    renderAt(<ChecklistSection caseId="case-1" />);

    const row = (await screen.findByRole('heading', { name: 'Petition letter' })).closest('li')!;
    expect(within(row).getByText('Blocks filing')).toBeInTheDocument();
    expect(within(row).queryByText('Ready')).not.toBeInTheDocument();
    expect(within(row).getByText('Version 4: the filing check found 5 issues to resolve.')).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(letter.details);
    expect(within(row).getByRole('link', { name: 'Open the petition letter' })).toHaveAttribute('href', '/cover-letter');
    expect(screen.getByText('1 item blocks the filing.')).toBeInTheDocument();
  });
});

describe('Filing package on /finalize', () => {
  const render = () =>
    renderAt(
      <AppProvider>
        <PackageSection caseId="case-1" processing={[]} />
      </AppProvider>,
    );

  it('offers the plans when the plan does not include assembly', async () => {
    stubApi({
      [PACKAGE]: {
        body: {
          success: true,
          package: null,
          access: { canAssemble: false, upgradeNote: 'Assembling the filing package is not included in your plan. Upgrade on the Billing page.' },
        },
      },
      [CHECKLIST]: { body: { success: true, checklist: checklist(ITEMS) } },
    });
    render();
    expect(await screen.findByText(/not included in your plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans on Billing' })).toHaveAttribute('href', '/billing?plan=COMPLETE');
    expect(screen.queryByRole('button', { name: /Assemble/ })).not.toBeInTheDocument();
  });

  it('assembles with a progress bar, then offers both downloads, the figures, the problems and the contents', async () => {
    const queued = { ...completed, status: 'queued' as const, completedAt: null, totalPages: null, parts: [], problems: [], bates: null };
    const api = stubApi({
      [PACKAGE]: [
        { body: { success: true, package: null, access: { canAssemble: true, upgradeNote: null } } },
        { body: { success: true, package: completed, access: { canAssemble: true, upgradeNote: null } } },
      ],
      [START]: { status: 202, body: { success: true, package: queued, access: { canAssemble: true, upgradeNote: null } } },
      [PROCESSING]: { body: { success: true, processing: [] } },
      [CHECKLIST]: { body: { success: true, checklist: checklist(ITEMS) } },
    });
    render();

    expect(await screen.findByText(/2 checklist items still block the filing/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Assemble package' }));
    expect(await screen.findByRole('progressbar', { name: 'Assembling your filing package' })).toBeInTheDocument();
    expect(api.countOf(START)).toBe(1);

    const pdf = await screen.findByRole('link', { name: 'Download PDF' }, { timeout: 8000 });
    expect(pdf).toHaveAttribute('href', '/api/cases/case-1/filing/package/pkg-1/download?format=pdf');
    expect(screen.getByRole('link', { name: /Download ZIP of the parts/ })).toHaveAttribute(
      'href',
      '/api/cases/case-1/filing/package/pkg-1/download?format=zip',
    );
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('000001–000041')).toBeInTheDocument();
    expect(screen.getByText(/The file is encrypted/)).toBeInTheDocument();
    expect(screen.getByText('Exhibit C-1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assemble again' })).toBeEnabled();
  });

  it('says when the last assembly failed', async () => {
    stubApi({
      [PACKAGE]: {
        body: {
          success: true,
          package: { ...completed, status: 'failed', error: 'The package could not be assembled. Nothing in your case changed; please try again.' },
          access: { canAssemble: true, upgradeNote: null },
        },
      },
      [CHECKLIST]: { body: { success: true, checklist: checklist([]) } },
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing in your case changed');
  });
});
