import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { RotateCcw } from 'lucide-react';
import type { TRecommendationLetterVersion } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { formatDateTime } from '@/lib/format';
import { useRecommendationVersions } from '../../api/get-recommendation-versions';
import { useRestoreRecommendationVersion } from '../../api/restore-recommendation-version';
import { VERSION_SOURCE_LABELS } from './labels';

/** Every saved version of the letter; restoring one copies it forward, so the versions in between stay. */
export function VersionsList({
  caseId,
  letterId,
  currentVersion,
  canRestore,
}: {
  caseId: string;
  letterId: string;
  currentVersion: number;
  canRestore: boolean;
}) {
  const versions = useRecommendationVersions(caseId, letterId);
  const restore = useRestoreRecommendationVersion(caseId, letterId);
  const [asked, setAsked] = React.useState<TRecommendationLetterVersion | null>(null);

  function handleRestore() {
    if (!asked) return;
    restore.mutate(asked.number, {
      onSuccess: (letter) => {
        toast.success(`Version ${asked.number} restored`, { description: `It is now version ${letter.version}.` });
        setAsked(null);
      },
    });
  }

  if (versions.isPending) return <ListSkeleton label="Loading the versions" rows={2} />;
  if (versions.isError) return <QueryLoadError title="The versions could not be loaded." query={versions} />;
  return (
    <>
      <ul className="divide-y divide-border" aria-label="Versions of the letter">
        {versions.data.map((v) => (
          <li key={v.number} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold">Version {v.number}</span>
                {v.number === currentVersion && <Badge tone="info">Current</Badge>}
                <Badge tone="neutral">{VERSION_SOURCE_LABELS[v.source]}</Badge>
              </p>
              <p className="break-words text-sm">{v.note}</p>
              <p className="text-xs text-muted-foreground">
                {formatDateTime(v.createdAt)}
                {v.createdBy && ` · ${v.createdBy}`}
              </p>
            </div>
            {v.number !== currentVersion && canRestore && (
              <Button variant="outline" size="sm" onClick={() => setAsked(v)} aria-label={`Restore version ${v.number}`}>
                <RotateCcw aria-hidden="true" /> Restore
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAsked(null);
            restore.reset();
          }
        }}
        title={`Restore version ${asked?.number ?? ''}?`}
        description={
          <>
            <p>Its text becomes the newest version ({currentVersion + 1}). Every version in between is kept, so you can come back to the current text.</p>
            {restore.error && <p className="text-destructive">{restore.error.message}</p>}
          </>
        }
        confirmLabel="Restore"
        pendingLabel="Restoring…"
        isPending={restore.isPending}
        onConfirm={handleRestore}
      />
    </>
  );
}
