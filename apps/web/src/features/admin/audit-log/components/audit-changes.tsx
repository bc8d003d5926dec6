import type { TAdminAuditLogEntry } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { ColumnHeadings } from '@/components/ui/column-headings';

type Side = Record<string, unknown> | null;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** "activeSessions" → "Active sessions". */
const fieldLabel = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function Value({ side, field }: { side: Side; field: string }) {
  if (!side || !(field in side)) return <span className="italic text-muted-foreground">not recorded</span>;
  const value = side[field];
  if (value === null || value === undefined) return <span className="italic text-muted-foreground">none</span>;
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>;
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) return <time dateTime={value}>{formatDateTime(value)}</time>;
  if (typeof value === 'object') return <pre className="whitespace-pre-wrap break-words font-mono text-xs">{JSON.stringify(value, null, 2)}</pre>;
  return <span className="break-words">{String(value)}</span>;
}

const isSame = (before: Side, after: Side, field: string) =>
  JSON.stringify(before?.[field]) === JSON.stringify(after?.[field]) && Boolean(before && after && field in before && field in after);

/** What an action changed: each recorded field before and after, the changed ones marked in words. */
export function AuditChanges({ entry }: { entry: Pick<TAdminAuditLogEntry, 'before' | 'after'> }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return <p className="text-sm text-muted-foreground">Nothing was recorded about the state before or after.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Before and after</caption>
      <thead className="text-xs uppercase tracking-wide text-muted-foreground">
        <ColumnHeadings cellClassName="py-1" columns={[{ label: 'Field', className: 'pr-4' }, { label: 'Before', className: 'pr-4' }, 'After']} />
      </thead>
      <tbody className="divide-y divide-border">
        {fields.map((field) => {
          const isChanged = !isSame(entry.before, entry.after, field);
          return (
            <tr key={field} className="align-top" data-changed={isChanged}>
              <th scope="row" className="py-2 pr-4 font-medium">
                <span className="mr-2">{fieldLabel(field)}</span>
                {isChanged && <Badge tone="warning">Changed</Badge>}
              </th>
              <td className={`py-2 pr-4 ${isChanged ? '' : 'text-muted-foreground'}`}>
                <Value side={entry.before} field={field} />
              </td>
              <td className={`py-2 ${isChanged ? 'font-medium' : 'text-muted-foreground'}`}>
                <Value side={entry.after} field={field} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
