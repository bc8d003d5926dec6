import * as React from 'react';
import type { TLetterEvidence } from '@acclaim/contracts';
import type { Section } from '@acclaim/domain/letter';
import { copyText } from './copy-text';
import { EditorFooter } from './editor-footer';
import { EditorFrame } from './editor-frame';
import { ReferencePickerDialog, type Picker, type ReferenceNode } from './reference-picker-dialog';
import { SaveFeedback } from './save-feedback';
import { SectionHeadingField } from './section-heading-field';
import { UnsavedChangesDialogs } from './unsaved-changes-dialogs';
import { useLeaveGuard } from './use-leave-guard';
import { useSectionDraft } from './use-section-draft';
import { useSectionSave } from './use-section-save';

/**
 * The editor of one section (a lazily loaded chunk with TipTap): its heading and its text, with exhibit and
 * citation references as chips. Saving sends only this section; a refused save keeps the text where it is —
 * a citation outside the library (400) says which, a newer version saved elsewhere (409) offers to reload
 * the letter while the text stays here to copy or save again.
 */
export default function SectionEditor({
  letterId,
  caseId,
  section,
  evidence,
  baseVersion,
  onClose,
}: {
  letterId: string;
  caseId: string;
  section: Section;
  evidence: readonly TLetterEvidence[];
  /** The version the section was opened at. Saves name it, so a newer save elsewhere is refused, not overwritten. */
  baseVersion: number;
  onClose: () => void;
}) {
  const [picker, setPicker] = React.useState<Picker>(null);
  const [isConfirmingCancel, setIsConfirmingCancel] = React.useState(false);
  const errorId = React.useId();
  const draft = useSectionDraft(section, errorId);
  const { editor, trimmedHeading, isDirty } = draft;
  const { save, isSaving, error, reload } = useSectionSave({ letterId, caseId, section, baseVersion, draft, onSaved: onClose });
  const blocker = useLeaveGuard(isDirty, isSaving);

  function handleCancel() {
    if (isDirty) setIsConfirmingCancel(true);
    else onClose();
  }

  function insert(node: ReferenceNode) {
    setPicker(null);
    // After the dialog has closed and given focus back, put the reference where the cursor was.
    requestAnimationFrame(() => editor?.chain().focus().insertContent(node).run());
  }

  return (
    <form
      onSubmit={save}
      className="space-y-4 rounded-lg border border-primary/30 bg-background p-4 shadow-sm ring-4 ring-primary/5 sm:p-5"
      aria-label={`Edit “${section.heading}”`}
    >
      <SectionHeadingField value={draft.heading} onChange={draft.setHeading} />
      <EditorFrame editor={editor} onInsertExhibit={() => setPicker('exhibit')} onInsertCitation={() => setPicker('citation')} />
      <SaveFeedback
        id={errorId}
        error={error}
        reloadedAt={reload.reloadedAt}
        isReloading={reload.isReloading}
        onCopy={() => void copyText(draft.plainText())}
        onReload={() => void reload.reload()}
      />
      <EditorFooter
        words={draft.words}
        canSave={Boolean(editor) && !isSaving && isDirty && Boolean(trimmedHeading)}
        isSaving={isSaving}
        onCancel={handleCancel}
      />

      <ReferencePickerDialog picker={picker} evidence={evidence} onClose={() => setPicker(null)} onPick={insert} />
      <UnsavedChangesDialogs
        heading={section.heading}
        isConfirmingCancel={isConfirmingCancel}
        onConfirmingCancelChange={setIsConfirmingCancel}
        onDiscard={() => {
          setIsConfirmingCancel(false);
          onClose();
        }}
        blocker={blocker}
      />
    </form>
  );
}
