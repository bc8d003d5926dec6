import * as React from 'react';
import { ApiError } from '@/lib/api-client';
import { useUpdateI140, type I140Change } from '../api/update-i140';
import type { PartFailure } from '../components/i140-part-panel';

/** Field messages of a 400, keyed by answer key ("answers.dateOfBirth" → "dateOfBirth"). */
function answerFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(
    Object.entries(error.fields)
      .filter(([path]) => path.startsWith('answers.'))
      .map(([path, messages]) => [path.slice('answers.'.length), messages[0] ?? error.message]),
  );
}

/**
 * Saves changes to the I-140 guide. A refusal is kept for the part it concerns; a 409 (the worksheet changed
 * elsewhere) becomes a message for the whole guide, cleared by the next successful save or by `clearMessages`.
 */
export function useI140Save(caseId: string) {
  const update = useUpdateI140(caseId);
  const [failure, setFailure] = React.useState<{ partId: string; value: PartFailure } | null>(null);
  const [staleMessage, setStaleMessage] = React.useState<string | null>(null);

  /** The saved forms, or null when the save was refused. */
  async function save(partId: string, change: I140Change) {
    setFailure(null);
    try {
      const forms = await update.mutateAsync(change);
      setStaleMessage(null);
      return forms;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStaleMessage(error.message);
      else setFailure({ partId, value: { message: (error as Error).message, fieldErrors: answerFieldErrors(error) } });
      return null;
    }
  }

  function clearMessages() {
    setStaleMessage(null);
    setFailure(null);
  }

  /** The refusal of the last save of this part, if any. */
  const failureOf = (partId: string) => (failure?.partId === partId ? failure.value : null);

  return { isPending: update.isPending, staleMessage, failureOf, save, clearMessages };
}
