import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import type { TDocument } from '@acclaim/contracts';
import { DOCUMENT_STATUS_LABELS } from '../labels';
import { Badge } from '@/components/ui/badge';
import { countOf } from '@/lib/format';

/** Where the reading of a document stands, with what came of it. */
export function DocumentStatusBadge({ document }: { document: TDocument }) {
  const label = DOCUMENT_STATUS_LABELS[document.status];
  switch (document.status) {
    case 'uploaded':
      return (
        <div className="space-y-1">
          <Badge tone="neutral">
            <Clock aria-hidden="true" /> {label}
          </Badge>
          <p className="text-xs text-muted-foreground">Waiting to be read</p>
        </div>
      );
    case 'extracting':
      return (
        <Badge tone="info">
          <LoaderCircle className="animate-spin" aria-hidden="true" /> {label}
        </Badge>
      );
    case 'extracted':
      return (
        <div className="space-y-1">
          <Badge tone="success">
            <CircleCheck aria-hidden="true" /> {label}
          </Badge>
          <p className="text-xs text-muted-foreground">
            {document.evidenceCount === 0 ? 'No evidence found' : `${countOf(document.evidenceCount, 'item')} found`}
            {/* The flag beside the name says why; here only that its evidence is held. */}
            {!document.identity.isCounted && document.evidenceCount > 0 && <span className="text-warning"> · not counted</span>}
          </p>
          {/* A read document's note: scanned pages past the OCR limit were not read. */}
          {document.failureReason && <p className="max-w-56 text-xs text-muted-foreground">{document.failureReason}</p>}
        </div>
      );
    case 'failed':
      return (
        <div className="space-y-1">
          <Badge tone="destructive">
            <CircleAlert aria-hidden="true" /> {label}
          </Badge>
          {document.failureReason && <p className="max-w-56 text-xs text-destructive">{document.failureReason}</p>}
        </div>
      );
  }
}
