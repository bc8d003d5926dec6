import * as React from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import type { TConversation } from '@acclaim/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { useConversations } from '../api/get-conversations';
import { useDeleteConversation } from '../api/delete-conversation';
import { useAskQuestion } from '../hooks/use-ask-question';
import { ChatPreview } from './chat-preview';
import { ConversationList } from './conversation-list';
import { ConversationPanel } from './conversation-panel';
import { RenameConversationDialog } from './rename-conversation-dialog';

/** `?conversation=new` opens a blank conversation; it is saved with its first question, so no empty ones pile up. */
const NEW = 'new';

function DeleteConversationDialog({
  caseId,
  conversation,
  navRef,
  onClose,
  onDeleted,
}: {
  caseId: string;
  conversation: TConversation | null;
  navRef: React.RefObject<HTMLElement | null>;
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  const remove = useDeleteConversation(caseId);
  const wasDeleted = React.useRef(false);

  function handleDelete() {
    if (!conversation) return;
    const { id, title } = conversation;
    remove.mutate(id, {
      onSuccess: () => {
        toast.success('Conversation deleted', { description: `“${title}” and its messages are gone.` });
        wasDeleted.current = true;
        onClose();
        onDeleted(id);
      },
    });
  }

  return (
    <ConfirmDialog
      open={conversation !== null}
      onOpenChange={(open) => {
        if (!open) {
          onClose();
          remove.reset();
        }
      }}
      title={`Delete “${conversation?.title ?? ''}”?`}
      description={
        <>
          <p>Its questions and answers are deleted for good. Your case, documents and letter are not touched.</p>
          {remove.error && <p className="text-destructive">{remove.error.message}</p>}
        </>
      }
      confirmLabel="Delete conversation"
      pendingLabel="Deleting…"
      isPending={remove.isPending}
      onConfirm={handleDelete}
      onCloseAutoFocus={(event) => {
        // The deleted conversation's button is gone; focus goes back to the top of the list.
        if (!wasDeleted.current) return;
        wasDeleted.current = false;
        event.preventDefault();
        navRef.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
      }}
    />
  );
}

/**
 * /chat for one case: the conversations beside the open one. The open conversation is in the address
 * (`?conversation=`), the newest when none is named. A plan without chat sees what the assistant would do instead,
 * or, with conversations from an earlier plan, reads them without asking more.
 */
export function ChatWorkspace({ caseId }: { caseId: string }) {
  const list = useConversations(caseId);
  const [params, setParams] = useSearchParams();
  const select = React.useCallback((id: string) => setParams({ conversation: id }, { replace: true }), [setParams]);
  const asking = useAskQuestion(caseId, { onConversationCreated: select });
  const [renaming, setRenaming] = React.useState<TConversation | null>(null);
  const [deleting, setDeleting] = React.useState<TConversation | null>(null);
  const navRef = React.useRef<HTMLElement>(null);

  if (list.isPending) return <ListSkeleton label="Loading your conversations" />;
  if (list.isError) return <QueryLoadError title="Your conversations could not be loaded." query={list} />;

  const { conversations, quota, access, suggestions } = list.data;
  if (!access.canChat && conversations.length === 0) return <ChatPreview upgradeNote={access.upgradeNote} />;

  const requested = params.get('conversation');
  const selected = requested === NEW ? null : (conversations.find((c) => c.id === requested) ?? conversations[0] ?? null);

  return (
    <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[17rem_minmax(0,1fr)]">
      <ConversationList
        conversations={conversations}
        selectedId={selected?.id ?? null}
        canStart={access.canChat}
        isAsking={asking.isAsking}
        answeringId={asking.pending?.conversationId ?? null}
        navRef={navRef}
        onSelect={select}
        onNew={() => setParams({ conversation: NEW }, { replace: true })}
        onRename={setRenaming}
        onDelete={setDeleting}
      />
      <ConversationPanel
        conversation={selected}
        suggestions={suggestions}
        quota={quota}
        canChat={access.canChat}
        upgradeNote={access.upgradeNote}
        asking={asking}
      />
      <RenameConversationDialog caseId={caseId} conversation={renaming} onClose={() => setRenaming(null)} />
      <DeleteConversationDialog
        caseId={caseId}
        conversation={deleting}
        navRef={navRef}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          if (selected?.id === id) setParams({}, { replace: true });
        }}
      />
    </div>
  );
}
