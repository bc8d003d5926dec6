import * as React from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TUpdateLetterRequest } from '@acclaim/contracts';
import { citationText } from '@acclaim/domain/letter';
import { TooltipProvider } from '@/components/ui/tooltip';
import { buildLetterDetail, CLEAN_EVIDENCE, cleanLetter } from '../test-builders';
import SectionEditor from './section-editor';

const section = cleanLetter().sections[0]!;

async function setup(answer: (body: TUpdateLetterRequest) => Response) {
  const requests: TUpdateLetterRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      // Reloading the letter after a conflict: it is at version 5 now.
      if (init.method === 'GET') return new Response(JSON.stringify({ success: true, letter: buildLetterDetail({ version: 5 }) }), { status: 200 });
      const body = JSON.parse(String(init.body)) as TUpdateLetterRequest;
      requests.push(body);
      return answer(body);
    }),
  );
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <QueryClientProvider client={queryClient}>
          <TooltipProvider>
            <SectionEditor letterId="letter-1" caseId="case-1" section={section} evidence={CLEAN_EVIDENCE} baseVersion={3} onClose={onClose} />
          </TooltipProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  // Opening the editor puts the cursor at the start of the text.
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Text of/ })).toHaveFocus());
  return { requests, onClose };
}

const ok = () => new Response(JSON.stringify({ success: true, letter: buildLetterDetail({ version: 4 }) }), { status: 200 });
const refusal = (status: number, message: string) => new Response(JSON.stringify({ success: false, message, error: { code: 'X', message } }), { status });

// jsdom lays nothing out; ProseMirror measures ranges to scroll the cursor into view.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

afterEach(() => vi.unstubAllGlobals());

describe('SectionEditor', () => {
  it('opens the section with its chips, and saves only that section, a paragraph as one sentence, with an inserted exhibit', async () => {
    const { requests, onClose } = await setup(ok);
    const textbox = screen.getByRole('textbox', { name: 'Text of “I. Introduction”' });
    expect(within(textbox).getByText('Exhibit A-1')).toHaveAttribute('data-evidence-ids', '["ev-award"]');
    expect(within(textbox).getByText(citationText('ina-203-b-1-a'))).toHaveAttribute('data-authority', 'ina-203-b-1-a');
    const save = screen.getByRole('button', { name: /Save section/ });
    expect(save).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Insert exhibit' }));
    const picker = await screen.findByRole('dialog', { name: 'Insert an exhibit reference' });
    await userEvent.type(within(picker).getByRole('searchbox', { name: 'Search exhibits' }), 'NSF');
    await userEvent.click(within(picker).getByRole('button', { name: 'Insert NSF review panel 2024' }));
    await waitFor(() => expect(within(textbox).getByText('Exhibit B-2')).toBeInTheDocument());

    await userEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ baseVersion: 3, sections: [{ id: 'introduction' }] });
    expect(request!.sections![0]).not.toHaveProperty('heading');
    const [block] = request!.sections![0]!.blocks;
    expect(block).toMatchObject({ type: 'paragraph', sentences: [{ isFactual: false, evidenceIds: [] }] });
    const runs = block?.type === 'paragraph' ? block.sentences[0]!.runs : [];
    expect(runs.filter((run) => run.type !== 'text')).toEqual([
      { type: 'exhibit', label: 'B-2', evidenceIds: ['ev-panel'] },
      { type: 'citation', authorityId: 'ina-203-b-1-a' },
      { type: 'exhibit', label: 'A-1', evidenceIds: ['ev-award'] },
    ]);
  });

  it('shows a citation refusal as the server words it and keeps the text', async () => {
    const message = '"Matter of Smith, 99 I&N Dec. 1" is not in Acclaim’s library of verified authorities, so the letter cannot cite it.';
    const { onClose } = await setup(() => refusal(400, message));
    const heading = screen.getByLabelText('Section heading');
    await userEvent.clear(heading);
    await userEvent.type(heading, 'I. Introduction and Classification');
    await userEvent.click(screen.getByRole('button', { name: /Save section/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
    expect(heading).toHaveValue('I. Introduction and Classification');
    expect(screen.getByRole('textbox', { name: /^Text of/ })).toHaveTextContent('Dr. Müller seeks classification under');
  });

  it('on a newer version saved elsewhere, keeps the text, offers to copy it, and saves on the reloaded version', async () => {
    const { requests, onClose } = await setup((body) =>
      body.baseVersion === 3 ? refusal(409, 'The letter changed since you opened it (now version 5). Copy your text, reload, and apply it again.') : ok(),
    );
    await userEvent.type(screen.getByLabelText('Section heading'), ' (revised)');
    await userEvent.click(screen.getByRole('button', { name: /Save section/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('now version 5');
    expect(within(alert).getByRole('button', { name: 'Copy my text' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(alert).getByRole('button', { name: 'Reload the letter' }));
    expect(await screen.findByText(/The letter is reloaded at version 5/)).toBeInTheDocument();
    expect(screen.getByLabelText('Section heading')).toHaveValue('I. Introduction (revised)');
    await userEvent.click(screen.getByRole('button', { name: /Save section/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.map((request) => request.baseVersion)).toEqual([3, 5]);
    expect(requests[1]!.sections![0]).toMatchObject({ id: 'introduction', heading: 'I. Introduction (revised)' });
  });

  it('asks before discarding changes on Cancel, and closes at once when nothing changed', async () => {
    const { onClose } = await setup(ok);
    await userEvent.type(screen.getByLabelText('Section heading'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Section heading'), '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
