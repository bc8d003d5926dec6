import type { ChatAnswer, ChatArticle, ChatCaseContextInput, ChatHistoryMessage } from '@acclaim/domain/chat';
import { answerQuestion } from '@acclaim/domain/chat';

export interface ChatQuestion {
  question: string;
  context: ChatCaseContextInput;
  articles: ChatArticle[];
  /** Earlier messages of the conversation, oldest first. */
  history: ChatHistoryMessage[];
}

/** Who answers: the offline retrieval assistant, or a language model whose answer must pass the same check. */
export interface ChatResponder {
  engine: 'retrieval' | 'llm';
  model: string | null;
  /** Calls `onDelta` with each piece of the answer as it is written; resolves with the answer to save. */
  answer(question: ChatQuestion, onDelta: (text: string) => void | Promise<void>): Promise<ChatAnswer & { engine: 'retrieval' | 'llm'; model: string | null }>;
}

/**
 * The offline assistant composes the whole answer at once (about 20 ms); it is sent paragraph by paragraph,
 * through the same stream a model's answer takes.
 */
export const retrievalResponder: ChatResponder = {
  engine: 'retrieval',
  model: null,
  async answer(question, onDelta) {
    const answer = answerQuestion(question);
    const paragraphs = answer.markdown.split(/(?<=\n\n)/);
    for (const paragraph of paragraphs) await onDelta(paragraph);
    return { ...answer, engine: 'retrieval', model: null };
  },
};
