import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_MESSAGE_MAX_LENGTH, type TChatStreamEvent } from '@acclaim/contracts';
import { formatDateTime } from '@/lib/format';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { buildAnswer, buildConversation, buildConversationResponse, buildList, buildQuota, buildUserMessage, ndjson } from '../test-builders';
import { ChatWorkspace } from './chat-workspace';

const LIST = 'GET /api/cases/case-1/conversations';
const CREATE = 'POST /api/cases/case-1/conversations';
const OPEN = 'GET /api/conversations/conv-1';
const SEND = 'POST /api/conversations/conv-1/messages';
const RENAME = 'PATCH /api/conversations/conv-1';
const DELETE = 'DELETE /api/conversations/conv-1';
const PREVIEW = 'GET /api/chat/preview';

const ndjsonAnswer = (events: TChatStreamEvent[]) => ({ body: ndjson(events), contentType: 'application/x-ndjson' });

/** A streamed body whose lines the test sends when it wants, to see the answer while it is written. */
function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    body,
    send: (...events: TChatStreamEvent[]) => controller.enqueue(encoder.encode(ndjson(events))),
    close: () => controller.close(),
  };
}

afterEach(() => void vi.unstubAllGlobals());

describe('/chat', () => {
  it('lists the conversations, opens the newest with its answer, sources, citations and follow-ups, and shows today’s allowance', async () => {
    const older = buildConversation({ id: 'conv-0', title: 'Salary evidence', updatedAt: '2026-03-01T09:00:00.000Z' });
    stubApi({ [LIST]: { body: buildList({ conversations: [buildConversation(), older] }) }, [OPEN]: { body: buildConversationResponse() } });
    renderAt(<ChatWorkspace caseId="case-1" />, { url: '/chat' });

    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('button')[0]!.textContent)).toEqual([
      expect.stringContaining('Which criterion is my weakest?'),
      expect.stringContaining('Salary evidence'),
    ]);
    expect(within(items[0]!).getAllByRole('button')[0]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Which criterion is my weakest?' })).toBeInTheDocument();

    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(within(messages).getByText('You asked:', { exact: false }).parentElement).toHaveTextContent('Which criterion is my weakest?');
    const answer = within(messages).getByRole('article', { name: 'Answer' });
    expect(within(answer).getByText('judging the work of others').tagName).toBe('STRONG');
    expect(
      within(within(answer).getByRole('list', { name: 'Sources used' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['Your case', 'Legal library']);
    const citations = within(answer).getByRole('list', { name: 'Citations' });
    expect(within(citations).getByText('8 C.F.R. § 204.5(h)(3)(iv)')).toBeInTheDocument();
    expect(within(citations).getByRole('link', { name: 'Exhibit C-1 — Review invitation, Journal of Power Sources' })).toHaveAttribute('href', '/documents');
    expect(within(citations).getByRole('link', { name: 'What counts as judging?' })).toHaveAttribute('href', '/faq');
    expect(within(answer).getByRole('button', { name: 'What does judging need?' })).toBeEnabled();

    expect(screen.getByText('AI answers today: 27 of 30 left · the assistant keeps answering from the legal library after that')).toBeInTheDocument();
    expect(within(answer).queryByText('AI-written answer')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveAttribute('maxlength', String(CHAT_MESSAGE_MAX_LENGTH));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('offers the case’s questions when there is no conversation; asking one starts a conversation and streams its answer in', async () => {
    const stream = controlledStream();
    const created = buildConversation({ title: 'New conversation', messageCount: 0 });
    const api = stubApi({
      [LIST]: { body: buildList({ conversations: [] }) },
      [CREATE]: { status: 201, body: buildConversationResponse({ conversation: created, messages: [] }) },
      [OPEN]: { body: buildConversationResponse({ conversation: created, messages: [] }) },
      [SEND]: { body: stream.body, contentType: 'application/x-ndjson' },
    });
    renderAt(<ChatWorkspace caseId="case-1" />, { url: '/chat' });

    expect(await screen.findByRole('heading', { level: 2, name: 'New conversation' })).toBeInTheDocument();
    const suggestions = screen.getByRole('list', { name: 'Questions for your case as it is now' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Which criterion is my weakest?', 'What does prong 2 need?', 'Is my salary evidence enough?']);
    await userEvent.click(within(suggestions).getByRole('button', { name: 'Which criterion is my weakest?' }));

    await waitFor(() => expect(api.bodiesOf(SEND)).toEqual([{ content: 'Which criterion is my weakest?' }]));
    expect(api.bodiesOf(CREATE)).toEqual([{}]);
    expect(await screen.findByText('Reading your case and the legal library…')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeDisabled();

    stream.send(
      { type: 'start', userMessage: buildUserMessage(), quota: buildQuota({ aiAnswersUsed: 4, aiAnswersLeft: 26 }) },
      { type: 'delta', text: 'Your weakest criterion is **judging' },
    );
    const writing = await screen.findByRole('article', { name: 'Answer being written' });
    expect(await within(writing).findByText('Your weakest criterion is', { exact: false })).toBeInTheDocument();
    expect(writing).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Writing the answer…')).toBeInTheDocument();
    expect(await screen.findByText('AI answers today: 26 of 30 left · the assistant keeps answering from the legal library after that')).toBeInTheDocument();
    expect(screen.queryByText('The answer is complete.')).not.toBeInTheDocument();

    const answered = buildConversation({ title: 'Which criterion is my weakest?', updatedAt: '2026-03-02T10:02:00.000Z' });
    stream.send(
      { type: 'delta', text: ' the work of others**.' },
      { type: 'done', message: buildAnswer(), quota: buildQuota({ aiAnswersUsed: 4, aiAnswersLeft: 26 }), conversation: answered },
    );
    stream.close();

    const answer = await screen.findByRole('article', { name: 'Answer' });
    expect(within(answer).getByRole('link', { name: 'Exhibit C-1 — Review invitation, Journal of Power Sources' })).toBeInTheDocument();
    expect(within(answer).getByRole('list', { name: 'Sources used' })).toHaveTextContent('Your case Legal library');
    expect(screen.queryByRole('article', { name: 'Answer being written' })).not.toBeInTheDocument();
    expect(screen.getByText('The answer is complete.')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('heading', { level: 2, name: 'Which criterion is my weakest?' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Conversations' })).getByRole('button', { name: /Which criterion is my weakest\?/, current: 'page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeEnabled();
    // The question is shown once: the saved one replaced the pending one.
    expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByText('Which criterion is my weakest?')).toHaveLength(1);
  });

  it('sends with Enter, keeps Shift+Enter as a new line, asks a follow-up, and gives the text back when the server refuses', async () => {
    const api = stubApi({
      [LIST]: { body: buildList() },
      [OPEN]: { body: buildConversationResponse() },
      [SEND]: [
        ndjsonAnswer([
          {
            type: 'start',
            userMessage: buildUserMessage({ id: 'msg-q2', content: 'First line\nsecond line' }),
            quota: buildQuota({ aiAnswersUsed: 4, aiAnswersLeft: 26 }),
          },
          { type: 'delta', text: 'Answer two.' },
          {
            type: 'done',
            message: buildAnswer({ id: 'msg-a2', content: 'Answer two.', followUps: ['What does prong 2 need?'] }),
            quota: buildQuota({ aiAnswersUsed: 4, aiAnswersLeft: 26 }),
            conversation: buildConversation({ messageCount: 4 }),
          },
        ]),
        { status: 429, body: errorBody('Too many questions in a minute. Wait a moment and ask again.', 'RATE_LIMITED') },
      ],
    });
    renderAt(<ChatWorkspace caseId="case-1" />, { url: '/chat?conversation=conv-1' });

    const field = await screen.findByRole('textbox', { name: 'Your question' });
    await userEvent.type(field, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(field).toHaveValue('First line\nsecond line');
    expect(screen.getByText('22 / 2000')).toBeInTheDocument();
    await userEvent.type(field, '{Enter}');
    await waitFor(() => expect(api.bodiesOf(SEND)).toEqual([{ content: 'First line\nsecond line' }]));
    expect(await screen.findByText('Answer two.')).toBeInTheDocument();
    expect(field).toHaveValue('');

    // Only the latest answer offers its follow-ups.
    expect(screen.queryByRole('button', { name: 'What does judging need?' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'What does prong 2 need?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many questions in a minute. Wait a moment and ask again.');
    expect(api.bodiesOf(SEND)[1]).toEqual({ content: 'What does prong 2 need?' });
    expect(screen.getByRole('button', { name: 'What does prong 2 need?' })).toBeEnabled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'Is my salary evidence enough?{Enter}');
    await waitFor(() => expect(api.countOf(SEND)).toBe(3));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('Is my salary evidence enough?'));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many questions in a minute.');
  });

  it('keeps the question when the answer fails midway and says why', async () => {
    stubApi({
      [LIST]: { body: buildList() },
      [OPEN]: { body: buildConversationResponse({ messages: [] }) },
      [SEND]: ndjsonAnswer([
        {
          type: 'start',
          userMessage: buildUserMessage({ id: 'msg-q9', content: 'What does prong 2 need?' }),
          quota: buildQuota({ aiAnswersUsed: 4, aiAnswersLeft: 26 }),
        },
        { type: 'delta', text: 'Prong 2 asks' },
        { type: 'error', message: 'The answer could not be written. Please ask again.' },
      ]),
    });
    renderAt(<ChatWorkspace caseId="case-1" />, { url: '/chat' });

    await userEvent.type(await screen.findByRole('textbox', { name: 'Your question' }), 'What does prong 2 need?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The answer could not be written. Please ask again.');
    const messages = screen.getByRole('list', { name: 'Messages' });
    expect(within(messages).getByText('What does prong 2 need?')).toBeInTheDocument();
    expect(within(messages).queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('');
  });

  it('keeps the composer once the day’s AI answers are used, since the assistant keeps answering, and marks the answers the AI wrote', async () => {
    const quota = buildQuota({ aiAnswersUsed: 30, aiAnswersLeft: 0, resetsAt: '2026-03-03T00:00:00.000Z' });
    const aiAnswer = buildAnswer({ engine: 'llm', model: 'local-chat' });
    stubApi({ [LIST]: { body: buildList({ quota }) }, [OPEN]: { body: buildConversationResponse({ messages: [buildUserMessage(), aiAnswer] }) } });
    renderAt(<ChatWorkspace caseId="case-1" />, { url: '/chat' });

    const answer = await screen.findByRole('article', { name: 'Answer' });
    expect(within(answer).getByText('AI-written answer')).toBeInTheDocument();
    expect(
      screen.getByText(
        `AI answers today: all 30 used, more from ${formatDateTime('2026-03-03T00:00:00.000Z')} · the assistant keeps answering from the legal library and your case`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeEnabled();
    expect(within(answer).getByRole('button', { name: 'What does judging need?' })).toBeEnabled();
    expect(screen.queryByText(/all 30 of today’s questions/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'Analysis, with an AI model set up',
      buildQuota({ aiAnswersPerDay: 0, aiAnswersUsed: 0, aiAnswersLeft: 0 }),
      'The assistant answers from Acclaim’s legal library and your case, with no daily limit. AI-written answers come with Complete.',
    ],
    [
      'Complete, without an AI model set up',
      buildQuota({ hasLanguageModel: false, aiAnswersUsed: 0, aiAnswersLeft: 30 }),
      'The assistant answers from Acclaim’s legal library and your case, with no daily limit.',
    ],
  ])('on %s, speaks of the assistant and promises no AI answers it cannot give', async (_plan, quota, line) => {
    stubApi({ [LIST]: { body: buildList({ quota }) }, [OPEN]: { body: buildConversationResponse() } });
    renderAt(<ChatWorkspace caseId="case-1" />, { url: '/chat' });

    expect(await screen.findByText(line)).toBeInTheDocument();
    expect(screen.queryByText(/AI answers today/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeEnabled();
  });

  it('renames a conversation in a dialog, checking the title first', async () => {
    const api = stubApi({
      [LIST]: { body: buildList() },
      [OPEN]: { body: buildConversationResponse() },
      [RENAME]: { body: buildConversationResponse({ conversation: buildConversation({ title: 'Judging evidence' }) }) },
    });
    renderAt(<ChatWorkspace caseId="case-1" />, { url: '/chat' });

    await userEvent.click(await screen.findByRole('button', { name: 'Rename “Which criterion is my weakest?”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the conversation' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Which criterion is my weakest?');
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('The title cannot be empty.')).toBeInTheDocument();
    expect(api.countOf(RENAME)).toBe(0);

    await userEvent.type(title, 'Judging evidence');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf(RENAME)).toEqual([{ title: 'Judging evidence' }]);
    expect(await screen.findByText('Conversation renamed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Judging evidence' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Conversations' })).getByRole('button', { name: /Judging evidence/, current: 'page' }),
    ).toBeInTheDocument();
  });

  it('deletes a conversation only after confirming, then opens the next one', async () => {
    const older = buildConversation({ id: 'conv-0', title: 'Salary evidence' });
    const api = stubApi({
      [LIST]: { body: buildList({ conversations: [buildConversation(), older] }) },
      [OPEN]: { body: buildConversationResponse() },
      'GET /api/conversations/conv-0': {
        body: buildConversationResponse({ conversation: older, messages: [buildUserMessage({ content: 'Is my salary evidence enough?' })] }),
      },
      [DELETE]: { body: { success: true, message: 'The conversation was deleted.' } },
    });
    renderAt(<ChatWorkspace caseId="case-1" />, { url: '/chat' });

    const remove = await screen.findByRole('button', { name: 'Delete “Which criterion is my weakest?”' });
    await userEvent.click(remove);
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete “Which criterion is my weakest?”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.countOf(DELETE)).toBe(0);
    expect(remove).toHaveFocus();

    await userEvent.click(remove);
    confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('deleted for good');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete conversation' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.countOf(DELETE)).toBe(1);
    expect(await screen.findByText('Conversation deleted')).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: 'Conversations' });
    expect(within(list).queryByText('Which criterion is my weakest?')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Salary evidence' })).toBeInTheDocument();
    expect(await screen.findByText('Is my salary evidence enough?', { selector: 'div' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'New conversation' })).toHaveFocus();
  });

  it('shows a plan without chat what the assistant would do, on the demo case, and the way to a plan with it', async () => {
    stubApi({
      [LIST]: {
        body: buildList({
          conversations: [],
          access: { canChat: false, upgradeNote: 'The chat assistant comes with the Analysis plan. Upgrade on the Billing page.' },
        }),
      },
      [PREVIEW]: {
        body: {
          success: true,
          question: 'Which criterion is my weakest?',
          answer: { markdown: buildAnswer().content, sources: ['case', 'knowledge'], citations: buildAnswer().citations },
          access: { canChat: false, upgradeNote: null },
        },
      },
    });
    renderAt(<ChatWorkspace caseId="case-1" />, { url: '/chat' });

    expect(await screen.findByText('The chat assistant comes with the Analysis plan. Upgrade on the Billing page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans on Billing' })).toHaveAttribute('href', '/billing?plan=ANALYSIS');
    expect(screen.getByText('Example')).toBeInTheDocument();
    expect(screen.getByText(/on the fictional demo case, not on yours/)).toBeInTheDocument();
    const example = await screen.findByRole('list', { name: 'Example conversation on the demo case' });
    const answer = within(example).getByRole('article', { name: 'Answer' });
    expect(within(answer).getByText('Exhibit C-1 — Review invitation, Journal of Power Sources')).not.toHaveAttribute('href');
    expect(within(answer).getByText('8 C.F.R. § 204.5(h)(3)(iv)')).toBeInTheDocument();
    expect(within(answer).getByRole('list', { name: 'Sources used' })).toHaveTextContent('Your case Legal library');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New conversation' })).not.toBeInTheDocument();
  });

  it('lets a plan without chat read its earlier conversations, without asking more', async () => {
    stubApi({ [LIST]: { body: buildList({ access: { canChat: false, upgradeNote: null } }) }, [OPEN]: { body: buildConversationResponse() } });
    renderAt(<ChatWorkspace caseId="case-1" />, { url: '/chat' });

    expect(await screen.findByRole('article', { name: 'Answer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans on Billing' })).toHaveAttribute('href', '/billing?plan=ANALYSIS');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'What does judging need?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New conversation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete “Which criterion is my weakest?”' })).toBeEnabled();
  });

  it('says when the conversations cannot be loaded and tries again', async () => {
    const api = stubApi({
      [LIST]: [{ status: 500, body: errorBody('Something went wrong on our side.', 'INTERNAL') }, { body: buildList() }],
      [OPEN]: { body: buildConversationResponse() },
    });
    renderAt(<ChatWorkspace caseId="case-1" />, { url: '/chat' });

    expect(await screen.findByText('Your conversations could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeInTheDocument();
    expect(api.countOf(LIST)).toBe(2);
  });
});
