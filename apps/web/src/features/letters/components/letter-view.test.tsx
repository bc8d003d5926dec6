import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import type { Letter } from '@acclaim/domain/letter';
import { buildAccess, buildCheck, buildIssue, buildLetterDetail, cleanLetter } from '../test-builders';
import { LetterView } from './letter-view';
import { PlanCutNotice } from './plan-cut-notice';

/** The clean letter as a 2-page plan shows it: the introduction whole, the judging section up to the cut, the index past it. */
function cutLetter(): Letter {
  const letter = cleanLetter();
  const [introduction, judging] = letter.sections;
  return { ...letter, sections: [introduction!, { ...judging!, blocks: judging!.blocks.slice(0, 2) }] };
}

const FREE_TRIAL = buildAccess({
  planName: 'Free Trial',
  pageLimit: 2,
  isTruncated: true,
  upgradeNote:
    'Your Free Trial plan shows the first 2 pages of the petition letter. The rest is written and kept; upgrade to Complete on the Billing page to read, edit and export the whole letter.',
  editableSectionIds: ['introduction'],
  hiddenSections: [{ id: 'exhibit-index', heading: 'Exhibit Index' }],
});

function renderView(letter = buildLetterDetail({ document: cutLetter(), access: FREE_TRIAL }), check = buildCheck()) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, check }), { status: 200 })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <TooltipProvider>{children}</TooltipProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(
    <LetterView
      letter={letter}
      caseId="case-1"
      jobProgress={null}
      pendingSectionId={null}
      onRegenerateStart={vi.fn(async () => {})}
      onRegenerateEnd={vi.fn()}
    />,
    { wrapper },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PlanCutNotice', () => {
  it('shows the upgrade note, the locked sections by heading, and the way to Billing', () => {
    render(
      <MemoryRouter>
        <PlanCutNotice access={FREE_TRIAL} />
      </MemoryRouter>,
    );
    const notice = screen.getByRole('region', { name: 'The Free Trial plan shows the first 2 pages' });
    expect(within(notice).getByText(FREE_TRIAL.upgradeNote!)).toBeInTheDocument();
    expect(within(notice).getByRole('list', { name: 'Sections past your plan’s pages' })).toHaveTextContent('Exhibit Index (locked)');
    expect(within(notice).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/billing');
  });

  it('is absent when the plan shows the whole letter', () => {
    const { container } = render(
      <MemoryRouter>
        <PlanCutNotice access={buildAccess()} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('LetterView on a plan that cuts the letter', () => {
  it('offers Edit and Regenerate only on whole sections, and marks the section the cut goes through read-only', async () => {
    renderView();
    const article = screen.getByRole('article', { name: 'Petition letter' });
    expect(within(article).getAllByRole('button', { name: /^Edit/ })).toHaveLength(1);
    expect(within(article).getByRole('button', { name: 'Edit “I. Introduction”' })).toBeInTheDocument();
    expect(within(article).getAllByRole('button', { name: /^Regenerate/ })).toHaveLength(1);
    const judging = within(article).getByRole('region', { name: 'Judging the Work of Others' });
    expect(within(judging).getByText('Read-only on your plan')).toBeInTheDocument();
    // The cut stops before the list of the judging section, as the export does.
    expect(within(judging).queryByText(/She reviewed/)).not.toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'The Free Trial plan shows the first 2 pages' })).toBeInTheDocument();
    const outline = screen.getByRole('navigation', { name: 'Letter outline' });
    expect(within(outline).getByText('Exhibit Index')).toHaveTextContent('Exhibit Index, past your plan’s pages');
    expect(within(outline).getByRole('button', { name: 'Judging the Work of Others, shown in part and read-only on your plan' })).toBeInTheDocument();
  });

  it('exports Word and PDF of the cut letter, and says where the export stops', () => {
    renderView();
    const exports = screen.getByRole('group', { name: 'Export the letter' });
    expect(within(exports).getByRole('link', { name: 'Word (.docx)' })).toHaveAttribute('href', '/api/letters/letter-1/export?format=docx');
    expect(within(exports).getByRole('link', { name: 'PDF' })).toHaveAttribute('href', '/api/letters/letter-1/export?format=pdf');
    expect(within(exports).getByRole('link', { name: 'PDF' })).toHaveAttribute('download');
    expect(screen.getByText('Exports stop where the preview does: the first 2 pages on your Free Trial plan.')).toBeInTheDocument();
    expect(screen.getByText(/Acclaim is not a law firm and this letter is not legal advice/)).toBeInTheDocument();
  });

  it('counts the filing check’s findings per section in the outline', async () => {
    renderView(buildLetterDetail(), buildCheck({ issues: [buildIssue(), buildIssue({ text: 'Another.' })] }));

    const outline = screen.getByRole('navigation', { name: 'Letter outline' });
    expect(await within(outline).findByRole('button', { name: 'Judging the Work of Others, 2 findings of the filing check' })).toBeInTheDocument();
    expect(within(outline).getByRole('button', { name: 'I. Introduction' })).toBeInTheDocument();
    expect(await screen.findByText('2 things to fix')).toBeInTheDocument();
  });

  it('asks before writing a section again, saying its own edits are replaced and the others kept', async () => {
    renderView(buildLetterDetail());
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate “Judging the Work of Others”' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Regenerate “Judging the Work of Others”?' });
    expect(dialog).toHaveTextContent('Edits you made in this section are replaced.');
    expect(dialog).toHaveTextContent('Every other section keeps its text and your edits');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
