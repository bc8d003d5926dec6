import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileDown } from 'lucide-react';
import { ExportActions } from './export-actions';
import { buildAccess } from '../test-builders';
import { errorBody } from '@/test/test-api';
import { expectAccessible } from '@/test/axe';
import { DownloadLink } from '@/components/ui/download-link';

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }));
  // The saved file's name, as the browser's download would take it.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A server that answers the export only when the test says it is made. */
function slowServer() {
  let answer!: (response: Response) => void;
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (response: Response) => answer(response) };
}

describe('DownloadLink', () => {
  it('shows a labelled spinner while the letter’s PDF is made, then hands the file to the browser', async () => {
    const server = slowServer();
    render(<ExportActions letterId="letter-1" access={buildAccess()} isDisabled={false} />);
    const pdf = screen.getByRole('link', { name: 'PDF' });
    expect(pdf).toHaveAttribute('href', '/api/letters/letter-1/export?format=pdf');

    await userEvent.click(pdf);
    expect(server.fetchMock).toHaveBeenCalledWith('/api/letters/letter-1/export?format=pdf', expect.objectContaining({ credentials: 'include' }));
    const busy = screen.getByRole('link', { name: 'Preparing the PDF…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['', 'Preparing the PDF…']);
    await expectAccessible(screen.getByRole('group', { name: 'Export the letter' }));
    // A second click while it is made does not ask again.
    await userEvent.click(busy);
    expect(server.fetchMock).toHaveBeenCalledTimes(1);

    server.answer(
      new Response('%PDF-1.7', {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Petition letter - Ana Lima.pdf"' },
      }),
    );
    expect(await screen.findByRole('link', { name: 'PDF' })).not.toHaveAttribute('aria-busy');
    expect(saved).toEqual(['Petition letter - Ana Lima.pdf']);
    expect(screen.queryByText('Preparing the PDF…')).not.toBeInTheDocument();
  });

  it('says why in words when the export fails, and lets it be tried again', async () => {
    const server = slowServer();
    render(
      <DownloadLink
        href="/api/assessments/as-1/report"
        icon={FileDown}
        label="Download PDF"
        preparingLabel="Preparing the PDF report…"
        fileName="report.pdf"
        failedMessage="The report could not be made as a PDF. Please try again."
      />,
    );

    await userEvent.click(screen.getByRole('link', { name: 'Download PDF' }));
    server.answer(
      new Response(JSON.stringify(errorBody('The assessment is still running.', 'CONFLICT')), { status: 409, headers: { 'content-type': 'application/json' } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The assessment is still running.');
    expect(saved).toEqual([]);

    // No reason from the server: the fallback message, never a status code.
    await userEvent.click(screen.getByRole('link', { name: 'Download PDF' }));
    server.answer(new Response('', { status: 502 }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The report could not be made as a PDF. Please try again.'));
  });
});
