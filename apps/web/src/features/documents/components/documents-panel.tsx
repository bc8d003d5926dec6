import type { UseQueryResult } from '@tanstack/react-query';
import type { TDocument } from '@acclaim/contracts';
import { DOCUMENTS_HEADING_ID } from '../dom-ids';
import { DocumentsEmptyState } from './documents-empty-state';
import { DocumentsTable } from './documents-table';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';

export function DocumentsPanel({ caseId, documentsQuery }: { caseId: string; documentsQuery: UseQueryResult<TDocument[]> }) {
  return (
    <section aria-labelledby={DOCUMENTS_HEADING_ID}>
      {/* Named for screen readers (the tab says it visually); focus lands here after a deletion. */}
      <h2 id={DOCUMENTS_HEADING_ID} tabIndex={-1} className="sr-only">
        Documents
      </h2>
      <DocumentsPanelBody caseId={caseId} documentsQuery={documentsQuery} />
    </section>
  );
}

function DocumentsPanelBody({ caseId, documentsQuery }: { caseId: string; documentsQuery: UseQueryResult<TDocument[]> }) {
  if (documentsQuery.isPending) return <ListSkeleton label="Loading documents" />;
  if (documentsQuery.isError) {
    return <QueryLoadError title="Your documents could not be loaded." query={documentsQuery} />;
  }
  if (documentsQuery.data.length === 0) return <DocumentsEmptyState />;
  return <DocumentsTable caseId={caseId} documents={documentsQuery.data} />;
}
