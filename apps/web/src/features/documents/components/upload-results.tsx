import { Link } from 'react-router';
import { CircleCheck, CircleX, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Announcement, UploadEntry } from '../hooks/use-upload-queue';
import { formatBytes } from '@/lib/format';
import { ProgressBar } from '@/components/ui/progress-bar';

function UploadProgress({ entry }: { entry: Extract<UploadEntry, { status: 'uploading' }> }) {
  const percent = Math.round(entry.progress);
  const isSent = percent >= 100;
  return (
    <div className="mt-2 space-y-1">
      <ProgressBar value={percent} label={`Uploading ${entry.fileName}`} valueText={isSent ? 'Sent, being stored' : `${percent}%`} />
      <p className="text-xs text-muted-foreground" aria-hidden="true">
        {isSent ? 'Sent. Storing it safely…' : `${percent}% sent`}
      </p>
    </div>
  );
}

function UploadOutcome({ entry, onShowDocument }: { entry: UploadEntry; onShowDocument: (documentId: string) => void }) {
  switch (entry.status) {
    case 'queued':
      return <p className="mt-1 text-xs text-muted-foreground">Waiting to upload</p>;
    case 'uploading':
      return <UploadProgress entry={entry} />;
    case 'done':
      return (
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-success">
          <span className="inline-flex items-center gap-1.5">
            <CircleCheck className="size-4" aria-hidden="true" /> Uploaded
          </span>
          <a
            href={`#document-${entry.documentId}`}
            onClick={(event) => {
              event.preventDefault();
              onShowDocument(entry.documentId);
            }}
            className="font-medium text-primary underline underline-offset-4"
          >
            Show in the list
          </a>
        </p>
      );
    case 'failed':
      return (
        <div className="mt-1 space-y-1 text-sm text-destructive">
          <p className="flex gap-1.5">
            <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{entry.message}</span>
          </p>
          {entry.isPlanLimit && (
            <Link to={paths.billing} className="ml-5.5 inline-block font-medium text-primary underline underline-offset-4">
              Compare plans on the Billing page
            </Link>
          )}
        </div>
      );
  }
}

/** One row per chosen file, newest first, with its progress or result. */
export function UploadResults({
  entries,
  announcements,
  onCancel,
  onDismiss,
  onClearFinished,
  onShowDocument,
}: {
  entries: UploadEntry[];
  announcements: Announcement[];
  onCancel: (key: string) => void;
  onDismiss: (key: string) => void;
  onClearFinished: () => void;
  onShowDocument: (documentId: string) => void;
}) {
  const finishedCount = entries.filter((entry) => entry.status === 'done' || entry.status === 'failed').length;
  return (
    <>
      {/* Each finished upload is announced once; progress is left to the progress bars. */}
      <div aria-live="polite" className="sr-only">
        {announcements.map((announcement) => (
          <p key={announcement.key}>{announcement.text}</p>
        ))}
      </div>
      {entries.length > 0 && (
        <section aria-label="Uploads" className="space-y-2">
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-medium">Uploads</h3>
            {finishedCount > 1 && (
              <Button variant="ghost" size="sm" onClick={onClearFinished}>
                Clear finished
              </Button>
            )}
          </div>
          <ul className="divide-y divide-border rounded-md border border-border">
            {entries.map((entry) => {
              const isActive = entry.status === 'queued' || entry.status === 'uploading';
              return (
                <li key={entry.key} className="flex items-start gap-3 px-4 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                      <span className="break-all font-medium">{entry.fileName}</span>
                      <span className="text-xs text-muted-foreground">{formatBytes(entry.sizeBytes)}</span>
                    </p>
                    <UploadOutcome entry={entry} onShowDocument={onShowDocument} />
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="-my-1 size-8 shrink-0"
                    aria-label={isActive ? `Cancel the upload of ${entry.fileName}` : `Dismiss ${entry.fileName}`}
                    onClick={() => (isActive ? onCancel(entry.key) : onDismiss(entry.key))}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
