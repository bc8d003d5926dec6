import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { GitCompareArrows, History, RotateCcw } from 'lucide-react';
import type { TLetterVersionSummary } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useLetterVersions } from '../api/get-letter-versions';
import { useRestoreLetterVersion } from '../api/restore-letter-version';
import { formatDateTime } from '@/lib/format';
import { formatWords } from '../format';
import { VERSION_SOURCE_LABELS } from '../labels';
import { RunRefusal } from '@/components/plan/run-refusal';

// The comparison brings the diff library; it loads when a comparison is first asked for.
const VersionCompare = React.lazy(() => import('../versions/version-compare'));

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

/**
 * Every saved version of the letter: pick two to compare word by word, or restore one (as a new version, so
 * nothing is lost). Restoring waits while a job is writing the letter, and is not offered to a reader who may
 * not change the letter (`canRestore` false).
 */
export function VersionsDialog({
  open,
  onOpenChange,
  letterId,
  caseId,
  currentVersion,
  isBusy,
  canRestore = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  letterId: string;
  caseId: string;
  currentVersion: number;
  isBusy: boolean;
  canRestore?: boolean;
}) {
  const versions = useLetterVersions(letterId, open);
  const restore = useRestoreLetterVersion(letterId, caseId);
  const [picked, setPicked] = React.useState<{ older: number; newer: number } | null>(null);
  const [comparing, setComparing] = React.useState<{ older: number; newer: number } | null>(null);
  const [restoring, setRestoring] = React.useState<number | null>(null);
  const compareRef = React.useRef<HTMLDivElement>(null);

  const list = versions.data ?? [];
  // Until the reader picks, the newest version against the one before it.
  const selection = picked ?? (list.length >= 2 ? { older: list[1]!.number, newer: list[0]!.number } : null);

  function compare(pair: { older: number; newer: number }) {
    const ordered = pair.older <= pair.newer ? pair : { older: pair.newer, newer: pair.older };
    setPicked(ordered);
    setComparing(ordered);
    requestAnimationFrame(() => compareRef.current?.scrollIntoView?.({ block: 'nearest' }));
  }

  function handleRestore() {
    if (restoring === null) return;
    const number = restoring;
    restore.mutate(number, {
      onSuccess: (letter) => {
        setRestoring(null);
        setComparing(null);
        setPicked(null);
        onOpenChange(false);
        toast.success(`Version ${number} restored`, { description: `It is now version ${letter.version}; every earlier version is kept.` });
      },
    });
  }

  const versionOptions = list.map((version) => (
    <option key={version.number} value={version.number}>
      Version {version.number} — {VERSION_SOURCE_LABELS[version.source]}, {formatDateTime(version.createdAt)}
    </option>
  ));

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          size="lg"
          title={
            <span className="flex items-center gap-2">
              <History className="size-5 text-primary" aria-hidden="true" /> Versions
            </span>
          }
          description={`Every save, section rewrite and restore is kept. ${canRestore ? 'Compare any two, or restore one as the newest version.' : 'Compare any two.'}`}
        >
          {versions.isPending ? (
            <ListSkeleton label="Loading the versions" rows={4} />
          ) : versions.isError ? (
            <LoadError
              title="The versions could not be loaded."
              error={versions.error}
              onRetry={() => void versions.refetch()}
              isRetrying={versions.isFetching}
            />
          ) : (
            <div className="space-y-6">
              {selection && (
                <form
                  className="flex flex-col gap-3 rounded-md border border-border bg-surface p-4 sm:flex-row sm:items-end"
                  onSubmit={(event) => {
                    event.preventDefault();
                    compare(selection);
                  }}
                >
                  <label className="flex-1 space-y-1.5 text-sm font-medium">
                    <span className="block">Compare</span>
                    <NativeSelect size="sm" value={selection.older} onChange={(event) => setPicked({ ...selection, older: Number(event.target.value) })}>
                      {versionOptions}
                    </NativeSelect>
                  </label>
                  <label className="flex-1 space-y-1.5 text-sm font-medium">
                    <span className="block">with</span>
                    <NativeSelect size="sm" value={selection.newer} onChange={(event) => setPicked({ ...selection, newer: Number(event.target.value) })}>
                      {versionOptions}
                    </NativeSelect>
                  </label>
                  <Button type="submit" size="sm" disabled={selection.older === selection.newer}>
                    <GitCompareArrows aria-hidden="true" /> Compare
                  </Button>
                </form>
              )}
              <div ref={compareRef}>
                {comparing && (
                  <React.Suspense
                    fallback={
                      <div role="status" className="space-y-3">
                        <span className="sr-only">Opening the comparison</span>
                        <Skeleton className="h-5 w-1/2" />
                        <Skeleton className="h-24" />
                      </div>
                    }
                  >
                    <VersionCompare letterId={letterId} olderNumber={comparing.older} newerNumber={comparing.newer} />
                  </React.Suspense>
                )}
              </div>
              <section aria-labelledby="versions-list-heading">
                <h3 id="versions-list-heading" className="mb-3 text-sm font-semibold">
                  {list.length} {list.length === 1 ? 'version' : 'versions'}, newest first
                </h3>
                <ol className="divide-y divide-border">
                  {list.map((version) => (
                    <VersionRow
                      key={version.number}
                      version={version}
                      isCurrent={version.number === currentVersion}
                      canRestore={canRestore}
                      isRestoreBlocked={isBusy}
                      onCompare={() => compare({ older: version.number, newer: currentVersion })}
                      onRestore={() => {
                        restore.reset();
                        setRestoring(version.number);
                      }}
                    />
                  ))}
                </ol>
              </section>
            </div>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(next) => !next && !restore.isPending && setRestoring(null)}
        title={`Restore version ${restoring ?? ''}?`}
        description={
          <>
            <p>
              The letter will read as it did in version {restoring}, saved as a new version {currentVersion + 1}. The current text stays in the history, so you
              can come back to it.
            </p>
            {restore.isError && <RunRefusal error={restore.error} />}
          </>
        }
        confirmLabel="Restore version"
        pendingLabel="Restoring…"
        isPending={restore.isPending}
        onConfirm={handleRestore}
      />
    </>
  );
}
