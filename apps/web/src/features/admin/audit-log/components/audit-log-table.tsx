import * as React from 'react';
import { Link } from 'react-router';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { TAdminAuditLogEntry } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { actionLabel, targetTypeLabel } from '../audit-labels';
import { AuditChanges } from './audit-changes';
import { ColumnHeadings } from '@/components/ui/column-headings';

function Actor({ actor }: { actor: TAdminAuditLogEntry['actor'] }) {
  if (actor.type === 'cli')
    return (
      <span>
        Server command <span className="text-muted-foreground">(admin:create)</span>
      </span>
    );
  return <span className="break-all">{actor.email}</span>;
}

function Target({ entry }: { entry: TAdminAuditLogEntry }) {
  const name = entry.targetLabel ?? entry.targetId;
  return (
    <div className="min-w-0">
      <p className="text-xs text-muted-foreground">{targetTypeLabel(entry.targetType)}</p>
      {!name ? (
        <span className="text-muted-foreground">None</span>
      ) : entry.targetType === 'user' && entry.targetId ? (
        <Link to={paths.adminUser(entry.targetId)} className="break-all font-medium text-primary hover:underline">
          {name}
        </Link>
      ) : (
        <span className="break-all font-mono text-xs">{name}</span>
      )}
    </div>
  );
}

function EntryRows({ entry }: { entry: TAdminAuditLogEntry }) {
  const [isOpen, setIsOpen] = React.useState(false);
  const changesId = React.useId();
  const hasChanges = Boolean(entry.before || entry.after);
  return (
    <>
      <tr className="align-top" data-entry={entry.id}>
        <td className="whitespace-nowrap px-4 py-3">
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </td>
        <td className="px-4 py-3">
          <Actor actor={entry.actor} />
        </td>
        <td className="px-4 py-3 font-medium">{actionLabel(entry.action)}</td>
        <td className="px-4 py-3">
          <Target entry={entry} />
        </td>
        <td className="px-4 py-3 text-right">
          {hasChanges ? (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={isOpen}
              aria-controls={changesId}
              // The visible words first (label in name), then which entry, since every row has the same button.
              aria-label={`${isOpen ? 'Hide' : 'Show'} changes of ${actionLabel(entry.action)}, ${formatDateTime(entry.createdAt)}`}
              onClick={() => setIsOpen((open) => !open)}
            >
              {isOpen ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
              {isOpen ? 'Hide changes' : 'Show changes'}
            </Button>
          ) : (
            <span className="text-xs text-muted-foreground">No details</span>
          )}
        </td>
      </tr>
      {hasChanges && (
        <tr id={changesId} hidden={!isOpen}>
          <td colSpan={5} className="bg-muted/30 px-4 py-3">
            {isOpen && <AuditChanges entry={entry} />}
          </td>
        </tr>
      )}
    </>
  );
}

/** One page of entries, newest first; each opens to show what it changed. Scrolls sideways on a phone. */
export function AuditLogTable({ entries }: { entries: TAdminAuditLogEntry[] }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-border bg-background">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Admin actions, newest first</caption>
        <thead className="border-b border-border bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <ColumnHeadings cellClassName="px-4 py-3" columns={['When', 'Actor', 'Action', 'Target', { label: 'Changes', className: 'text-right' }]} />
        </thead>
        <tbody className="divide-y divide-border">
          {entries.map((entry) => (
            <EntryRows key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
