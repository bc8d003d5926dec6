import type * as React from 'react';
import type { Section } from '@acclaim/domain/letter';
import { toast } from '@/components/ui/toast';
import { useUpdateLetter } from '../api/update-letter';
import { editorJsonToBlocks } from './letter-doc';
import { useLetterReload } from './use-letter-reload';
import type { useSectionDraft } from './use-section-draft';

/**
 * Saving the section being edited: only this section, against the version it was opened at (or the one the
 * reader reloaded after a conflict). `reload` clears the refused save once the letter is reloaded.
 */
export function useSectionSave({
  letterId,
  caseId,
  section,
  baseVersion,
  draft,
  onSaved,
}: {
  letterId: string;
  caseId: string;
  section: Section;
  baseVersion: number;
  draft: ReturnType<typeof useSectionDraft>;
  onSaved: () => void;
}) {
  const update = useUpdateLetter(letterId, caseId);
  const reload = useLetterReload(letterId, baseVersion, () => update.reset());
  const { editor, trimmedHeading, isDirty } = draft;

  function save(event: React.FormEvent) {
    event.preventDefault();
    if (!editor || !trimmedHeading || !isDirty) return;
    update.mutate(
      {
        baseVersion: reload.base,
        sections: [
          { id: section.id, ...(trimmedHeading !== section.heading ? { heading: trimmedHeading } : {}), blocks: editorJsonToBlocks(editor.getJSON()) },
        ],
      },
      {
        onSuccess: (letter) => {
          toast.success(`Saved “${trimmedHeading}”`, { description: `The letter is now at version ${letter.version}.` });
          onSaved();
        },
      },
    );
  }

  return { save, isSaving: update.isPending, error: update.error, reload };
}
