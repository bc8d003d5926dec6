import * as React from 'react';
import { Merge } from 'lucide-react';
import type { TEvidenceItem } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { MergeEvidenceDialog } from './merge-evidence-dialog';

function SelectionBar({ count, onMerge, onClear }: { count: number; onMerge: () => void; onClear: () => void }) {
  return (
    <div className="sticky bottom-4 z-10 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/30 bg-background p-3 shadow-lg">
      <p className="text-sm font-medium" aria-live="polite">
        {count} selected{count < 2 ? ' · choose at least two duplicates to merge' : ''}
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
        <Button size="sm" onClick={onMerge} disabled={count < 2}>
          <Merge aria-hidden="true" /> Merge…
        </Button>
      </div>
    </div>
  );
}

/** The bar that counts the selected items and the dialog that merges them; after a merge, focus goes to `headingRef`. */
export function EvidenceMergeControls({
  caseId,
  selected,
  isMerging,
  onMergingChange,
  onClearSelection,
  headingRef,
}: {
  caseId: string;
  selected: TEvidenceItem[];
  isMerging: boolean;
  onMergingChange: (isMerging: boolean) => void;
  onClearSelection: () => void;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const hasJustMerged = React.useRef(false);

  return (
    <>
      {selected.length > 0 && <SelectionBar count={selected.length} onMerge={() => onMergingChange(true)} onClear={onClearSelection} />}
      <MergeEvidenceDialog
        caseId={caseId}
        items={selected}
        open={isMerging}
        onOpenChange={onMergingChange}
        onMerged={() => {
          hasJustMerged.current = true;
          onClearSelection();
        }}
        onCloseAutoFocus={(event) => {
          // The selection bar that opened the dialog is gone after a merge.
          if (!hasJustMerged.current) return;
          hasJustMerged.current = false;
          event.preventDefault();
          headingRef.current?.focus();
        }}
      />
    </>
  );
}
