import type { TFilingPackage } from '@acclaim/contracts';
import { countOf } from '@/lib/format';

const KIND_LABELS: Readonly<Record<TFilingPackage['parts'][number]['kind'], string>> = {
  transmittal: 'Transmittal letter',
  forms: 'Forms',
  'petition-letter': 'Petition letter',
  'recommendation-letter': 'Recommendation letters',
  'exhibit-index': 'Exhibit index',
  exhibit: 'Exhibit',
};

/** What is in the PDF and where: each part with its first page and Bates range, as the bookmarks show it. */
export function PackageContents({ pkg }: { pkg: TFilingPackage }) {
  return (
    <details className="rounded-md border border-border">
      <summary className="cursor-pointer rounded-md px-4 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        Contents: {countOf(pkg.parts.length, 'part')}
      </summary>
      <div className="relative overflow-x-auto border-t border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Parts of the filing package</caption>
          <thead className="bg-surface text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Part
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Page
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Pages
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Bates
              </th>
            </tr>
          </thead>
          <tbody>
            {pkg.parts.map((part) => (
              <tr key={`${part.kind}-${part.startPage}`} className="border-t border-border align-top">
                <td className="px-4 py-2">
                  <span className="font-medium">{part.kind === 'exhibit' ? `Exhibit ${part.exhibitLabel ?? ''}` : KIND_LABELS[part.kind]}</span>
                  {part.kind !== 'transmittal' && part.kind !== 'exhibit-index' && (
                    <span className="block break-words text-muted-foreground">{part.title}</span>
                  )}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{part.startPage}</td>
                <td className="px-3 py-2 text-right tabular-nums">{part.pageCount}</td>
                <td className="whitespace-nowrap px-4 py-2 font-mono text-xs">{part.bates ? `${part.bates.first} – ${part.bates.last}` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
