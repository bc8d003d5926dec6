import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TLetterSummary } from '@acclaim/contracts';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AppProvider } from '@/lib/app-context';
import { renderAt, stubApi } from '@/test/test-api';
import { buildCheck, buildLetterDetail } from '../test-builders';
import { LetterWorkspace } from './letter-workspace';

afterEach(() => void vi.unstubAllGlobals());

/** Sonner marks a dismissed toast as removed and takes it out of the page after its exit animation. */
const isToastShown = (text: string) => {
  const toast = screen.queryByText(text)?.closest('[data-sonner-toast]');
  return Boolean(toast) && toast!.getAttribute('data-removed') !== 'true';
};

const LIST = 'GET /api/cases/case-1/letters';
const summary = (overrides: Partial<TLetterSummary>): TLetterSummary => ({
  id: 'letter-1',
  caseId: 'case-1',
  petitionType: 'EB1A',
  status: 'queued',
  title: null,
  generator: 'composer',
  model: null,
  version: 0,
  wordCount: 0,
  pageEstimate: 0,
  regeneratingSectionId: null,
  error: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});
const listOf = (letters: TLetterSummary[]) => JSON.stringify({ success: true, letters, allowance: { used: letters.length, allowed: null }, canWrite: true });

describe('The Cover Letter screen while a first draft is written', () => {
  it('takes the "being written" toast down as soon as the letter is done, instead of leaving it over the letter', async () => {
    // The list read after the start answers only when the test says the draft is done.
    let finishDraft!: () => void;
    const done = new ReadableStream<Uint8Array>({
      start(controller) {
        finishDraft = () => {
          controller.enqueue(new TextEncoder().encode(listOf([summary({ status: 'completed', version: 1, wordCount: 900, pageEstimate: 3 })])));
          controller.close();
        };
      },
    });
    stubApi({
      [LIST]: [
        { body: listOf([]), contentType: 'application/json' },
        { body: done, contentType: 'application/json' },
      ],
      'POST /api/cases/case-1/letters': { status: 201, body: { success: true, letter: summary({}) } },
      'GET /api/cases/case-1/evidence?status=accepted': { body: { success: true, evidence: [{ id: 'ev-1', status: 'accepted' }] } },
      'GET /api/cases/case-1/processing?type=letter': { body: { success: true, processing: [] } },
      'GET /api/letters/letter-1': { body: { success: true, letter: buildLetterDetail() } },
      'GET /api/letters/letter-1/check': { body: { success: true, check: buildCheck() } },
    });
    renderAt(
      <AppProvider>
        <TooltipProvider>
          <LetterWorkspace caseId="case-1" casePetitionType="EB1A" processing={[]} />
        </TooltipProvider>
      </AppProvider>,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Write my petition letter' }));
    expect(await screen.findByText('Your letter is being written')).toBeInTheDocument();
    expect(isToastShown('Your letter is being written')).toBe(true);
    expect(screen.getByRole('progressbar', { name: /Writing your petition letter/ })).toBeInTheDocument();

    finishDraft();
    expect(await screen.findByRole('article', { name: 'Petition letter' })).toBeInTheDocument();
    // Gone with the job, well before the toast's own 4 seconds would have run out.
    await waitFor(() => expect(isToastShown('Your letter is being written')).toBe(false), { timeout: 1500 });
    expect(screen.queryByRole('progressbar', { name: /Writing your petition letter/ })).not.toBeInTheDocument();
  });
});
