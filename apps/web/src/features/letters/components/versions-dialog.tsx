import * as React from 'react';
import { History } from 'lucide-react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useLetterVersions } from '../api/get-letter-versions';
import { useVersionComparison } from '../hooks/use-version-comparison';
import { useVersionRestore } from '../hooks/use-version-restore';
import { RestoreVersionDialog } from './restore-version-dialog';
import { VersionList } from './version-list';
import { VersionPairForm, type VersionPair } from './version-pair-form';

// The comparison brings the diff library; it loads when a comparison is first asked for.
const VersionCompare = React.lazy(() => import('../versions/version-compare'));

/** The word-by-word comparison of two versions, with a placeholder while its chunk loads. */
function LazyVersionCompare({ letterId, pair }: { letterId: string; pair: VersionPair }) {
  return (
    <React.Suspense
      fallback={
        <div role="status" className="space-y-3">
          <span className="sr-only">Opening the comparison</span>
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-24" />
        </div>
      }
    >
      <VersionCompare letterId={letterId} olderNumber={pair.older} newerNumber={pair.newer} />
    </React.Suspense>
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
  const list = versions.data ?? [];
  const { selection, pick, comparing, compare, clear, compareRef } = useVersionComparison(list);
  const restore = useVersionRestore(letterId, caseId, () => {
    clear();
    onOpenChange(false);
  });

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
            <QueryLoadError title="The versions could not be loaded." query={versions} />
          ) : (
            <div className="space-y-6">
              {selection && <VersionPairForm versions={list} selection={selection} onChange={pick} onCompare={compare} />}
              <div ref={compareRef}>{comparing && <LazyVersionCompare letterId={letterId} pair={comparing} />}</div>
              <VersionList
                versions={list}
                currentVersion={currentVersion}
                canRestore={canRestore}
                isRestoreBlocked={isBusy}
                onCompare={(number) => compare({ older: number, newer: currentVersion })}
                onRestore={restore.ask}
              />
            </div>
          )}
        </DialogContent>
      </Dialog>
      <RestoreVersionDialog
        versionNumber={restore.restoring}
        currentVersion={currentVersion}
        error={restore.error}
        isPending={restore.isPending}
        onCancel={restore.cancel}
        onConfirm={restore.confirm}
      />
    </>
  );
}
