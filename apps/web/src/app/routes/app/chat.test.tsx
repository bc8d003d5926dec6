import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { buildConversationResponse, buildList } from '@/features/chat/test-builders';
import { Component as ChatScreen } from './chat';

afterEach(() => void vi.unstubAllGlobals());

describe('/chat screen', () => {
  it('opens the chat of the active case under the line that it is not legal advice', async () => {
    stubApi({
      'GET /api/cases/active': { body: { success: true, case: { id: 'case-1' } } },
      'GET /api/cases/case-1/conversations': { body: buildList() },
      'GET /api/conversations/conv-1': { body: buildConversationResponse() },
    });
    renderAt(<ChatScreen />, { url: '/chat' });

    expect(screen.getByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
    expect(screen.getByText(/not legal advice, and Acclaim is not a law firm\. It never estimates your chances of approval\./)).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeInTheDocument();
    expect(document.title).toBe('Chat · Acclaim');
  });

  it('says the assistant is turned off when a super admin has switched it off', async () => {
    stubApi({
      'GET /api/cases/active': { body: { success: true, case: { id: 'case-1' } } },
      'GET /api/site/status': {
        body: { success: true, status: { maintenance: { isOn: false, message: null }, announcement: null, signupsOpen: true, chatEnabled: false, stats: [] } },
      },
    });
    renderAt(<ChatScreen />, { url: '/chat' });
    expect(await screen.findByText(/The chat assistant is turned off for now\./)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).not.toBeInTheDocument();
  });

  it('says when the case cannot be opened', async () => {
    stubApi({ 'GET /api/cases/active': { status: 500, body: errorBody('Something went wrong on our side.', 'INTERNAL') } });
    renderAt(<ChatScreen />, { url: '/chat' });
    expect(await screen.findByText('Your case could not be opened.')).toBeInTheDocument();
    expect(screen.getByText(/not legal advice/)).toBeInTheDocument();
  });
});
