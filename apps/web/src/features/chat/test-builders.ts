import type { TChatMessage, TChatQuota, TChatStreamEvent, TConversation, TConversationListResponse, TConversationResponse } from '@acclaim/contracts';

export function buildConversation(overrides: Partial<TConversation> = {}): TConversation {
  return {
    id: 'conv-1',
    caseId: 'case-1',
    title: 'Which criterion is my weakest?',
    messageCount: 2,
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:01:00.000Z',
    ...overrides,
  };
}

export function buildQuota(overrides: Partial<TChatQuota> = {}): TChatQuota {
  return { hasLanguageModel: true, aiAnswersPerDay: 30, aiAnswersUsed: 3, aiAnswersLeft: 27, resetsAt: '2026-03-03T00:00:00.000Z', ...overrides };
}

export function buildUserMessage(overrides: Partial<TChatMessage> = {}): TChatMessage {
  return {
    id: 'msg-q1',
    role: 'user',
    content: 'Which criterion is my weakest?',
    sources: [],
    citations: [],
    followUps: [],
    engine: null,
    model: null,
    createdAt: '2026-03-02T10:00:30.000Z',
    ...overrides,
  };
}

/** An answer as the retrieval assistant writes it: from the case and the library, each statement cited. */
export function buildAnswer(overrides: Partial<TChatMessage> = {}): TChatMessage {
  return {
    id: 'msg-a1',
    role: 'assistant',
    content:
      'Your weakest criterion is **judging the work of others**: the case holds one review invitation (Exhibit C-1). Judging must be shown by participation, not an invitation alone (8 C.F.R. § 204.5(h)(3)(iv)).\n\n_This is general information, not legal advice, and Acclaim is not a law firm._',
    sources: ['case', 'knowledge'],
    citations: [
      { kind: 'authority', authorityId: 'cfr-204-5-h-3-iv', citation: '8 C.F.R. § 204.5(h)(3)(iv)' },
      { kind: 'exhibit', label: 'C-1', title: 'Review invitation, Journal of Power Sources' },
      { kind: 'article', id: 'faq-judging', title: 'What counts as judging?', url: '/faq' },
    ],
    followUps: ['What does judging need?', 'Is my salary evidence enough?'],
    engine: 'retrieval',
    model: null,
    createdAt: '2026-03-02T10:01:00.000Z',
    ...overrides,
  };
}

export function buildList(overrides: Partial<TConversationListResponse> = {}): TConversationListResponse {
  return {
    success: true,
    conversations: [buildConversation()],
    quota: buildQuota(),
    access: { canChat: true, upgradeNote: null },
    suggestions: ['Which criterion is my weakest?', 'What does prong 2 need?', 'Is my salary evidence enough?'],
    ...overrides,
  };
}

export function buildConversationResponse(overrides: Partial<TConversationResponse> = {}): TConversationResponse {
  return { success: true, conversation: buildConversation(), messages: [buildUserMessage(), buildAnswer()], ...overrides };
}

/** A streamed answer's body: one JSON event per line. */
export const ndjson = (events: TChatStreamEvent[]) => events.map((event) => `${JSON.stringify(event)}\n`).join('');
