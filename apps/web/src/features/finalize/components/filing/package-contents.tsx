import type { TFilingPackage } from '@acclaim/contracts';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { countOf } from '@/lib/format';

const KIND_LABELS: Readonly<Record<TFilingPackage['parts'][number]['kind'], string>> = {
  transmittal: 'Transmittal letter',
  forms: 'Forms',
  'petition-letter': 'Petition letter',
  'recommendation-letter': 'Recommendation letters',
  'exhibit-index': 'Exhibit index',
  exhibit: 'Exhibit',
};

type Part = TFilingPackage['parts'][number];

// In the package's own order (page by page), so the columns do not sort.
const COLUMNS: TableColumn<Part>[] = [
  {
    id: 'part',
    header: 'Part',
    cell: (part) => (
      <>
        <span className="font-medium">{part.kind === 'exhibit' ? `Exhibit ${part.exhibitLabel ?? ''}` : KIND_LABELS[part.kind]}</span>
        {part.kind !== 'transmittal' && part.kind !== 'exhibit-index' && <span className="block break-words text-muted-foreground">{part.title}</span>}
      </>
    ),
  },
  { id: 'page', header: 'Page', isNumeric: true, cell: (part) => part.startPage },
  { id: 'pages', header: 'Pages', isNumeric: true, cell: (part) => part.pageCount },
  {
    id: 'bates',
    header: 'Bates',
    className: 'whitespace-nowrap font-mono text-xs',
    cell: (part) => (part.bates ? `${part.bates.first} – ${part.bates.last}` : '—'),
  },
];

/** What is in the PDF and where: each part with its first page and Bates range, as the bookmarks show it. */
export function PackageContents({ pkg }: { pkg: TFilingPackage }) {
  return (
    <details className="rounded-md border border-border">
      <summary className="cursor-pointer rounded-md px-4 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        Contents: {countOf(pkg.parts.length, 'part')}
      </summary>
      <DataTable
        caption="Parts of the filing package"
        rows={pkg.parts}
        rowKey={(part) => `${part.kind}-${part.startPage}`}
        columns={COLUMNS}
        frameClassName="rounded-none border-0 border-t"
      />
    </details>
  );
}
