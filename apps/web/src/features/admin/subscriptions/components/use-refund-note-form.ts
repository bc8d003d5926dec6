import type { ZDeclineRefundBody, ZGrantRefundBody } from '@acclaim/contracts';
import { toast } from '@/components/ui/toast';
import { ApiError, fieldErrors } from '@/lib/api-client';
import { useContractForm } from '@/lib/forms/use-contract-form';

/**
 * The note of a refund decision (granting or declining a request), checked with its contract and sent with the
 * decision. A refusal about the note shows beside it; any other is said in a toast, and a request someone else
 * resolved meanwhile (409) closes the dialog, the queue being read again to show how it ended.
 */
export function useRefundNoteForm(
  schema: typeof ZGrantRefundBody | typeof ZDeclineRefundBody,
  { send, done, failed, close }: { send: (note: string | undefined) => Promise<{ message: string }>; done: string; failed: string; close: () => void },
) {
  // The two schemas differ only in whether the note is required: one form shape serves both.
  const form = useContractForm(schema as typeof ZGrantRefundBody, { defaultValues: { note: '' } });
  const onSubmit = form.handleSubmit(async ({ note }) => {
    try {
      const answer = await send(note || undefined);
      toast.success(done, { description: answer.message });
      close();
    } catch (error) {
      const noteMessage = fieldErrors(error).note;
      if (noteMessage) return form.setError('note', { type: 'server', message: noteMessage });
      toast.error(failed, { description: (error as Error).message });
      if (error instanceof ApiError && error.status === 409) close();
    }
  });
  return { form, onSubmit };
}
