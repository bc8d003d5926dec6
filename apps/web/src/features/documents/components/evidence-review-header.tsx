import type * as React from 'react';
import type { TDocument } from '@acclaim/contracts';
import { AddEvidenceDialog } from './add-evidence-dialog';

/** The heading takes focus when the item that had it is gone, so `headingRef` reaches it. */
export function EvidenceReviewHeader({
  caseId,
  documents,
  headingRef,
}: {
  caseId: string;
  documents: TDocument[];
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="max-w-2xl space-y-1">
        <h2 id="evidence-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold tracking-tight focus:outline-none">
          Evidence
        </h2>
        <p className="text-sm text-muted-foreground">
          Nothing counts toward your case until you accept it, and your edits are kept when a document is read again. Confidence shows how clearly an item was
          read, not your chances.
        </p>
      </div>
      <AddEvidenceDialog caseId={caseId} documents={documents} />
    </div>
  );
}
