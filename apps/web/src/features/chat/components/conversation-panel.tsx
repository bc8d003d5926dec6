import * as React from 'react';
import { CircleAlert } from 'lucide-react';
import type { TChatQuota, TConversation } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { ArticleSkeleton } from '@/components/ui/skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { useConversation } from '../api/get-conversation';
import type { AskFailure, PendingTurn } from '../hooks/use-ask-question';
import { ChatComposer } from './chat-composer';
import { ChatUpgradeCard } from './chat-upgrade-card';
import { ConversationThread } from './conversation-thread';

interface Asking {
  ask: (question: string, conversationId: string | null) => Promise<boolean>;
  pending: PendingTurn | null;
  failure: AskFailure | null;
  announcement: string;
  isAsking: boolean;
}

/** A saved conversation's messages, read from the server. */
function SavedThread({ conversationId, ...props }: { conversationId: string } & Omit<React.ComponentProps<typeof ConversationThread>, 'messages'>) {
  const conversation = useConversation(conversationId);
  if (conversation.isPending) return <ArticleSkeleton label="Loading the conversation" />;
  if (conversation.isError) return <QueryLoadError title="The conversation could not be opened." query={conversation} />;
  return <ConversationThread messages={conversation.data.messages} {...props} />;
}

/**
 * The open conversation (or a new one, before its first question): the messages, then what the plan allows at the
 * foot: the composer with today's AI answers (questions have no daily cap), or the way to a plan with chat.
 */
export function ConversationPanel({
  conversation,
  suggestions,
  quota,
  canChat,
  upgradeNote,
  asking,
}: {
  conversation: TConversation | null;
  suggestions: readonly string[];
  quota: TChatQuota;
  canChat: boolean;
  upgradeNote: string | null;
  asking: Asking;
}) {
  const titleId = React.useId();
  const conversationId = conversation?.id ?? null;
  const pending = asking.pending?.conversationId === conversationId ? asking.pending : null;
  const failure = asking.failure?.conversationId === conversationId ? asking.failure : null;
  const threadProps = {
    pending,
    suggestions,
    canAsk: canChat,
    isAsking: asking.isAsking,
    onAsk: (question: string) => void asking.ask(question, conversationId),
  };

  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col rounded-lg border border-border bg-background shadow-sm">
      <h2 id={titleId} className="break-words border-b border-border px-4 py-3 text-base font-semibold">
        {conversation?.title ?? 'New conversation'}
      </h2>
      <div className="flex-1 p-4">
        {conversationId ? <SavedThread conversationId={conversationId} {...threadProps} /> : <ConversationThread messages={[]} {...threadProps} />}
      </div>
      <div className={canChat ? 'sticky bottom-0 space-y-3 rounded-b-lg border-t border-border bg-background p-4' : 'space-y-3 border-t border-border p-4'}>
        {failure && (
          <Alert variant="destructive" role="alert">
            <CircleAlert aria-hidden="true" />
            <p>{failure.message}</p>
          </Alert>
        )}
        {!canChat ? (
          <ChatUpgradeCard note={upgradeNote} headingLevel="h3" />
        ) : (
          <ChatComposer quota={quota} isAsking={asking.isAsking} onAsk={(question) => asking.ask(question, conversationId)} />
        )}
      </div>
      <div aria-live="polite" className="sr-only">
        {asking.announcement}
      </div>
    </section>
  );
}
