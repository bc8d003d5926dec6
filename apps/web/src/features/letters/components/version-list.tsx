import { GitCompareArrows, RotateCcw } from 'lucide-react';
import type { TLetterVersionSummary } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { formatWords } from '../format';
import { VERSION_SOURCE_LABELS } from '../labels';

function VersionRow({
  version,
  isCurrent,
  canRestore,
  isRestoreBlocked,
  onCompare,
  onRestore,
}: {
  version: TLetterVersionSummary;
  isCurrent: boolean;
  /** False for a reader who may not change the letter (a firm's client): Restore is not offered. */
  canRestore: boolean;
  /** Restore is offered but waits (a job is writing the letter, or a section is open in the editor). */
  isRestoreBlocked: boolean;
  onCompare: () => void;
  onRestore: () => void;
}) {
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">Version {version.number}</span>
          {isCurrent && <Badge tone="info">Current</Badge>}
          <Badge tone="neutral">{VERSION_SOURCE_LABELS[version.source]}</Badge>
        </p>
        <p className="break-words text-sm">{version.note}</p>
        <p className="text-xs text-muted-foreground">
          {formatDateTime(version.createdAt)} · {formatWords(version.wordCount)}
          {version.createdBy && ` · ${version.createdBy}`}
        </p>
      </div>
      {!isCurrent && (
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" onClick={onCompare} aria-label={`Compare version ${version.number} with current`}>
            <GitCompareArrows aria-hidden="true" /> Compare with current
          </Button>
          {canRestore && (
            <Button variant="outline" size="sm" onClick={onRestore} disabled={isRestoreBlocked} aria-label={`Restore version ${version.number}`}>
              <RotateCcw aria-hidden="true" /> Restore
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** The letter's versions, newest first, each with Compare with current and (for a reader who may change the letter) Restore. */
export function VersionList({
  versions,
  currentVersion,
  canRestore,
  isRestoreBlocked,
  onCompare,
  onRestore,
}: {
  versions: readonly TLetterVersionSummary[];
  currentVersion: number;
  canRestore: boolean;
  isRestoreBlocked: boolean;
  onCompare: (versionNumber: number) => void;
  onRestore: (versionNumber: number) => void;
}) {
  return (
    <section aria-labelledby="versions-list-heading">
      <h3 id="versions-list-heading" className="mb-3 text-sm font-semibold">
        {versions.length} {versions.length === 1 ? 'version' : 'versions'}, newest first
      </h3>
      <ol className="divide-y divide-border">
        {versions.map((version) => (
          <VersionRow
            key={version.number}
            version={version}
            isCurrent={version.number === currentVersion}
            canRestore={canRestore}
            isRestoreBlocked={isRestoreBlocked}
            onCompare={() => onCompare(version.number)}
            onRestore={() => onRestore(version.number)}
          />
        ))}
      </ol>
    </section>
  );
}
