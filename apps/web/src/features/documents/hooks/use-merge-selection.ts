import * as React from 'react';
import type { TEvidenceItem } from '@acclaim/contracts';

/** The items ticked to be merged, among those on the screen, and whether the merge dialog is open. */
export function useMergeSelection(visible: TEvidenceItem[]) {
  const [selectedIds, setSelectedIds] = React.useState<ReadonlySet<string>>(new Set());
  const [isMerging, setIsMerging] = React.useState(false);
  const selected = visible.filter((item) => selectedIds.has(item.id));

  function setSelected(id: string, isSelected: boolean) {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  const clearSelection = () => setSelectedIds(new Set());

  return { selectedIds, selected, setSelected, clearSelection, isMerging, setIsMerging };
}
