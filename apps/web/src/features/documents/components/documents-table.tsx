import { FileImage, FileText } from 'lucide-react';
import type { TDocument } from '@acclaim/contracts';
import { documentRowId } from '../dom-ids';
import { formatBytes } from '@/lib/format';
import { formatShortDay } from '@/lib/format';
import { DocumentActions } from './document-actions';
import { DocumentCategorySelect } from './document-category-select';
import { DocumentStatusBadge } from './document-status-badge';
import { IdentityFlag } from './identity/identity-flag';
import { TranslationOfSelect } from './translation-of-select';
import { ColumnHeadings } from '@/components/ui/column-headings';

/** A label that only phones show, where the table has become a stack of cards without column headings. */
function CardLabel({ children }: { children: string }) {
  return <span className="mb-1 block text-xs font-medium text-muted-foreground md:hidden">{children}</span>;
}

function DocumentRow({ caseId, document, documents }: { caseId: string; document: TDocument; documents: readonly TDocument[] }) {
  const Icon = document.mimeType.startsWith('image/') ? FileImage : FileText;
  const pages = document.pageCount ? ` · ${document.pageCount} ${document.pageCount === 1 ? 'page' : 'pages'}` : '';
  return (
    <tr
      id={documentRowId(document.id)}
      // Focusable from the upload results' "Show in the list" link.
      tabIndex={-1}
      className="block scroll-mt-24 rounded-lg border border-border bg-background p-4 focus:outline-2 focus:outline-offset-2 focus:outline-ring md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:last:border-b-0"
    >
      <td className="block md:table-cell md:py-3 md:pl-4 md:pr-3 md:align-top">
        <div className="flex min-w-0 items-start gap-3">
          <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="min-w-0">
            <p className="break-words font-medium">{document.name}</p>
            <p className="mt-0.5 text-xs text-muted-foreground">
              Added {formatShortDay(document.createdAt)}
              {pages}
            </p>
            <IdentityFlag caseId={caseId} target={{ kind: 'document', id: document.id }} name={document.name} identity={document.identity} />
          </div>
        </div>
      </td>
      <td className="mt-3 inline-block w-1/2 align-top md:mt-0 md:table-cell md:w-auto md:px-3 md:py-3">
        <CardLabel>Exhibit</CardLabel>
        <span className="font-mono text-sm">{document.exhibitLabel ?? '—'}</span>
      </td>
      <td className="mt-3 inline-block w-1/2 align-top md:mt-0 md:table-cell md:w-auto md:px-3 md:py-3 md:text-right">
        <CardLabel>Size</CardLabel>
        <span className="text-sm tabular-nums">{formatBytes(document.sizeBytes)}</span>
      </td>
      <td className="mt-3 block md:mt-0 md:table-cell md:px-3 md:py-2.5 md:align-top">
        <CardLabel>Category</CardLabel>
        <DocumentCategorySelect caseId={caseId} document={document} />
        {document.category === 'translation' && <TranslationOfSelect caseId={caseId} document={document} documents={documents} />}
      </td>
      <td className="mt-3 block md:mt-0 md:table-cell md:px-3 md:py-3 md:align-top">
        <CardLabel>Status</CardLabel>
        <DocumentStatusBadge document={document} />
      </td>
      <td className="-mx-2 mt-3 block border-t border-border pt-2 md:mx-0 md:mt-0 md:table-cell md:border-0 md:py-1.5 md:pl-1 md:pr-2 md:align-top">
        <DocumentActions caseId={caseId} document={document} />
      </td>
    </tr>
  );
}

const DOCUMENT_COLUMNS = [
  { label: 'Document', className: 'pl-4 pr-3' },
  { label: 'Exhibit', className: 'px-3' },
  { label: 'Size', className: 'px-3 text-right' },
  { label: 'Category', className: 'px-3' },
  { label: 'Status', className: 'px-3' },
  { label: <span className="sr-only">Actions</span>, className: 'pl-1 pr-4' },
];

/** A table from `md` up; below it each row becomes a card with its own labels. */
export function DocumentsTable({ caseId, documents }: { caseId: string; documents: TDocument[] }) {
  return (
    <div className="md:overflow-x-auto md:rounded-lg md:border md:border-border md:bg-background">
      <table className="block w-full text-left text-sm md:table">
        <caption className="sr-only">Documents of this case</caption>
        <thead className="hidden border-b border-border bg-surface text-xs uppercase tracking-wide text-muted-foreground md:table-header-group">
          <ColumnHeadings cellClassName="py-2.5" columns={DOCUMENT_COLUMNS} />
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0">
          {documents.map((document) => (
            <DocumentRow key={document.id} caseId={caseId} document={document} documents={documents} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
