import * as React from 'react';
import { sectionHeadingId } from '../components/section-dom';

/** The section open in the editor, if any; one at a time. */
export function useSectionEditing() {
  const [editingId, setEditingId] = React.useState<string | null>(null);

  function closeEditor(sectionId: string) {
    setEditingId(null);
    // The editor is gone; reading continues from the section's heading.
    requestAnimationFrame(() => window.document.getElementById(sectionHeadingId(sectionId))?.focus({ preventScroll: true }));
  }

  return { editingId, openEditor: setEditingId, closeEditor };
}
