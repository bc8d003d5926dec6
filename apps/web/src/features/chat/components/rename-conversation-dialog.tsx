import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { ZRenameConversationRequest, type TConversation } from '@acclaim/contracts';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useRenameConversation } from '../api/rename-conversation';

/** Gives a conversation a title of the user's own, checked by the same rule as the server's. */
export function RenameConversationDialog({ caseId, conversation, onClose }: { caseId: string; conversation: TConversation | null; onClose: () => void }) {
  const rename = useRenameConversation(caseId);
  const [error, setError] = React.useState<string | undefined>();

  function handleOpenChange(open: boolean) {
    if (open) return;
    setError(undefined);
    rename.reset();
    onClose();
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!conversation) return;
    const parsed = ZRenameConversationRequest.safeParse({ title: String(new FormData(event.currentTarget).get('title') ?? '') });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    rename.mutate(
      { conversationId: conversation.id, title: parsed.data.title },
      {
        onSuccess: () => {
          toast.success('Conversation renamed');
          handleOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog open={conversation !== null} onOpenChange={handleOpenChange}>
      <DialogContent title="Rename the conversation">
        <DialogForm onSubmit={handleSubmit} formError={rename.error?.message} isPending={rename.isPending} submitLabel="Rename" pendingLabel="Renaming…">
          <FormField id="conversation-title" label="Title" error={error}>
            {(field) => <Input {...field} name="title" maxLength={120} autoComplete="off" defaultValue={conversation?.title ?? ''} />}
          </FormField>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
