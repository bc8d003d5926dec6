import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TChatMessage } from '@acclaim/contracts';
import { ApiError } from '@/lib/api-client';
import { useCreateConversation } from '../api/create-conversation';
import { conversationKey, conversationsKey } from '../api/query-keys';
import { streamMessage } from '../api/stream-message';
import { appendMessages, putConversationFirst, setQuota } from '../api/update-conversation-cache';

/** The question being answered: shown in its conversation until the saved answer replaces it. */
export interface PendingTurn {
  /** null until a new conversation has been created for the question. */
  conversationId: string | null;
  question: string;
  /** The answer's Markdown as written so far. */
  answer: string;
  /** The server saved the question (and reserved an AI answer for it, if the plan has one left). */
  hasStarted: boolean;
}

/** Why the last question got no answer, shown under its conversation until the next one. */
export interface AskFailure {
  conversationId: string | null;
  message: string;
}

/**
 * Asks a question and follows its answer as it is written. Without a conversation it starts one first (the empty
 * state's suggestions, a new conversation). One answer at a time: the composer waits for it. The saved question and
 * answer go into the cache when the answer is done, so the conversation shows what the server kept.
 */
export function useAskQuestion(caseId: string, { onConversationCreated }: { onConversationCreated: (conversationId: string) => void }) {
  const queryClient = useQueryClient();
  const create = useCreateConversation(caseId);
  const [pending, setPending] = React.useState<PendingTurn | null>(null);
  const [failure, setFailure] = React.useState<AskFailure | null>(null);
  // Said once per answer to screen readers, not for every piece of it.
  const [announcement, setAnnouncement] = React.useState('');
  const isBusy = React.useRef(false);
  const abort = React.useRef<AbortController | null>(null);

  React.useEffect(() => () => abort.current?.abort(), []);

  /** Resolves to whether the question was taken (saved by the server); if not, the composer gives the text back. */
  async function ask(question: string, conversationId: string | null): Promise<boolean> {
    if (isBusy.current) return false;
    isBusy.current = true;
    setFailure(null);
    setAnnouncement('');
    setPending({ conversationId, question, answer: '', hasStarted: false });
    let id = conversationId;
    // Filled by the stream's `start` event: the question as the server saved it.
    const saved: { question?: TChatMessage } = {};
    const controller = new AbortController();
    abort.current = controller;
    try {
      if (!id) {
        const created = await create.mutateAsync(undefined);
        const newId = created.conversation.id;
        id = newId;
        setPending((turn) => turn && { ...turn, conversationId: newId });
        onConversationCreated(newId);
      }
      const done = await streamMessage(id, question, {
        signal: controller.signal,
        onEvent: (event) => {
          if (event.type === 'start') {
            saved.question = event.userMessage;
            setQuota(queryClient, caseId, event.quota);
            setPending((turn) => turn && { ...turn, hasStarted: true });
          } else if (event.type === 'delta') {
            setPending((turn) => turn && { ...turn, answer: turn.answer + event.text });
          }
        },
      });
      // A read of the conversation still on its way would bring back the messages as they were before this answer.
      await queryClient.cancelQueries({ queryKey: conversationKey(id) });
      appendMessages(queryClient, id, saved.question ? [saved.question, done.message] : [done.message], done.conversation);
      // Not loaded yet (the cancelled read had nothing to keep), or the question never came: read it whole.
      if (!saved.question || !queryClient.getQueryData(conversationKey(id))) void queryClient.invalidateQueries({ queryKey: conversationKey(id) });
      putConversationFirst(queryClient, caseId, done.conversation);
      setQuota(queryClient, caseId, done.quota);
      setAnnouncement('The answer is complete.');
      return true;
    } catch (error) {
      if (controller.signal.aborted) return saved.question !== undefined;
      const message = error instanceof Error ? error.message : 'Your question could not be answered. Please try again.';
      setFailure({ conversationId: id, message });
      // The question stays saved when the answer failed after it started; a refusal may mean the plan changed.
      if (saved.question && id) {
        appendMessages(queryClient, id, [saved.question]);
        if (!queryClient.getQueryData(conversationKey(id))) void queryClient.invalidateQueries({ queryKey: conversationKey(id) });
      }
      if (saved.question || (error instanceof ApiError && error.status === 403)) void queryClient.invalidateQueries({ queryKey: conversationsKey(caseId) });
      return saved.question !== undefined;
    } finally {
      isBusy.current = false;
      abort.current = null;
      if (!controller.signal.aborted) setPending(null);
    }
  }

  return { ask, pending, failure, announcement, isAsking: pending !== null };
}
