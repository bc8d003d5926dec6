import * as React from 'react';
import { ChevronDown, MessagesSquare, Plus } from 'lucide-react';
import type { TConversation } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { ConversationListItem } from './conversation-list-item';

type ConversationListProps = {
  conversations: readonly TConversation[];
  selectedId: string | null;
  canStart: boolean;
  /** An answer is being written: no new conversation until it is done. */
  isAsking: boolean;
  /** The conversation whose answer is being written: it cannot be deleted meanwhile. */
  answeringId: string | null;
  /** Where focus goes back to when the focused conversation was deleted. */
  navRef: React.RefObject<HTMLElement | null>;
  onSelect: (conversationId: string) => void;
  onNew: () => void;
  onRename: (conversation: TConversation) => void;
  onDelete: (conversation: TConversation) => void;
};

/**
 * The case's conversations, newest first, beside the open one. On a phone the list folds under a button naming
 * the open conversation, so the conversation itself keeps the screen's width.
 */
export function ConversationList({
  conversations,
  selectedId,
  canStart,
  isAsking,
  answeringId,
  navRef,
  onSelect,
  onNew,
  onRename,
  onDelete,
}: ConversationListProps) {
  const [isOpen, setIsOpen] = React.useState(false);
  const listId = React.useId();
  const selected = conversations.find((c) => c.id === selectedId);

  return (
    <nav ref={navRef} aria-label="Conversations" className="min-w-0 space-y-3 md:sticky md:top-24 md:self-start">
      {canStart && (
        <Button variant="outline" className="w-full" onClick={onNew} disabled={isAsking}>
          <Plus aria-hidden="true" /> New conversation
        </Button>
      )}
      {conversations.length > 0 && (
        <div className="rounded-lg border border-border bg-background">
          <button
            type="button"
            onClick={() => setIsOpen((value) => !value)}
            aria-expanded={isOpen}
            aria-controls={listId}
            className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left text-sm md:hidden"
          >
            <span className="flex min-w-0 items-center gap-2">
              <MessagesSquare className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="truncate font-semibold">{selected?.title ?? 'New conversation'}</span>
              <span className="shrink-0 text-muted-foreground">· {conversations.length} in all</span>
            </span>
            <ChevronDown className={cn('size-4 shrink-0 transition-transform', isOpen && 'rotate-180')} aria-hidden="true" />
          </button>
          <h2 className="hidden border-b border-border px-4 py-3 text-sm font-semibold md:block">Conversations</h2>
          <ul
            id={listId}
            className={cn(
              'space-y-0.5 border-t border-border p-2 md:block md:max-h-[calc(100dvh-14rem)] md:overflow-y-auto md:border-t-0',
              isOpen ? 'block' : 'hidden',
            )}
          >
            {conversations.map((conversation) => (
              <ConversationListItem
                key={conversation.id}
                conversation={conversation}
                isSelected={conversation.id === selectedId}
                isAnswering={conversation.id === answeringId}
                onSelect={() => {
                  setIsOpen(false);
                  onSelect(conversation.id);
                }}
                onRename={() => onRename(conversation)}
                onDelete={() => onDelete(conversation)}
              />
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}
