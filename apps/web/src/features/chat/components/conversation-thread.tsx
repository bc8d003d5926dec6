import * as React from 'react';
import type { TChatMessage } from '@acclaim/contracts';
import type { PendingTurn } from '../hooks/use-ask-question';
import { AssistantMessage, UserMessage } from './chat-message';
import { QuestionButtons } from './question-buttons';
import { WritingIndicator } from './writing-indicator';

/**
 * The messages of a conversation, oldest first, with the question being answered and its answer as it is written.
 * An empty conversation offers the questions that fit the case; the latest answer offers its follow-ups.
 */
export function ConversationThread({
  messages,
  pending,
  suggestions,
  canAsk,
  isAsking,
  onAsk,
}: {
  messages: readonly TChatMessage[];
  pending: PendingTurn | null;
  suggestions: readonly string[];
  canAsk: boolean;
  isAsking: boolean;
  onAsk: (question: string) => void;
}) {
  const endRef = React.useRef<HTMLDivElement>(null);
  const pendingQuestion = pending?.question;

  // Bring a question just asked, and the answer coming under it, into view; the reader's scrolling is left alone after.
  React.useEffect(() => {
    if (!pendingQuestion) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    endRef.current?.scrollIntoView?.({ block: 'end', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pendingQuestion]);

  if (messages.length === 0 && !pending) {
    return (
      <div className="space-y-4 py-2">
        <p className="max-w-prose text-sm text-muted-foreground">
          Ask about your evidence, a criterion or a prong, your letter or the next steps. The assistant answers from your case and the legal library, cites what
          it relies on, and says when it does not know.
        </p>
        {canAsk && <QuestionButtons label="Questions for your case as it is now" questions={suggestions} onAsk={onAsk} isDisabled={isAsking} />}
      </div>
    );
  }

  const lastAnswer = messages.at(-1)?.role === 'assistant' ? messages.at(-1) : undefined;
  return (
    <>
      <ol aria-label="Messages" className="space-y-4">
        {messages.map((message) => (
          <li key={message.id}>
            {message.role === 'user' ? (
              <UserMessage content={message.content} />
            ) : (
              <AssistantMessage content={message.content} sources={message.sources} citations={message.citations} isAiWritten={message.engine === 'llm'}>
                {message === lastAnswer && canAsk && !pending && (
                  <QuestionButtons label="Ask next" questions={message.followUps} onAsk={onAsk} isDisabled={isAsking} />
                )}
              </AssistantMessage>
            )}
          </li>
        ))}
        {pending && (
          <>
            <li>
              <UserMessage content={pending.question} />
            </li>
            <li>
              <AssistantMessage content={pending.answer} isWriting>
                <WritingIndicator hasText={pending.answer.length > 0} />
              </AssistantMessage>
            </li>
          </>
        )}
      </ol>
      <div ref={endRef} />
    </>
  );
}
