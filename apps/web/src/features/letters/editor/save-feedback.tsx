import { Copy, RefreshCw, TriangleAlert } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RunRefusal } from '@/components/plan/run-refusal';
import { ApiError } from '@/lib/api-client';

/**
 * What became of the last save of a section, announced as it changes: a refusal, a conflict with a newer version
 * saved elsewhere (with ways to keep the text and reload), or the reload that followed one.
 */
export function SaveFeedback({
  id,
  error,
  reloadedAt,
  isReloading,
  onCopy,
  onReload,
}: {
  id: string;
  error: Error | null;
  reloadedAt: number | null;
  isReloading: boolean;
  onCopy: () => void;
  onReload: () => void;
}) {
  const isConflict = error instanceof ApiError && error.status === 409;
  return (
    <div id={id} aria-live="polite" className="space-y-3">
      {error &&
        (isConflict ? (
          <Alert variant="warning" role="alert" className="flex-col gap-3">
            <p className="flex gap-2">
              <TriangleAlert aria-hidden="true" />
              <span>{error.message}</span>
            </p>
            <p className="text-foreground">Your text is still here. Copy it to keep it safe, then reload the letter and save it again.</p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" size="sm" variant="outline" onClick={onCopy} className="text-foreground">
                <Copy aria-hidden="true" /> Copy my text
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={onReload} disabled={isReloading} className="text-foreground">
                <RefreshCw className={isReloading ? 'animate-spin' : undefined} aria-hidden="true" /> {isReloading ? 'Reloading…' : 'Reload the letter'}
              </Button>
            </div>
          </Alert>
        ) : (
          <RunRefusal error={error} />
        ))}
      {reloadedAt !== null && !error && (
        <Alert variant="info">
          <p>
            The letter is reloaded at version {reloadedAt}; the rest of the page shows it. Your text is still in the editor: saving now replaces this section of
            version {reloadedAt} with it.
          </p>
        </Alert>
      )}
    </div>
  );
}
