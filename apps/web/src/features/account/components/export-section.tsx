import { CircleCheck, Download } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatBytes } from '@/lib/format';
import { useExportDownload, type ExportProgress } from '../api/download-export';

function percentOf(progress: Extract<ExportProgress, { phase: 'downloading' }>): number {
  if (!progress.estimatedBytes) return 0;
  // The size is an estimate until the last byte: the bar waits at 99 % rather than claim to be done.
  return Math.min(99, (progress.receivedBytes / progress.estimatedBytes) * 100);
}

function ExportStatus({ progress }: { progress: ExportProgress }) {
  if (progress.phase === 'preparing') {
    return (
      <div className="space-y-2">
        <ProgressBar value={0} label="Preparing your data" valueText="Preparing your archive" />
        <p className="text-sm text-muted-foreground">Gathering your cases, documents and history…</p>
      </div>
    );
  }
  if (progress.phase === 'downloading') {
    const percent = percentOf(progress);
    return (
      <div className="space-y-2">
        <ProgressBar value={percent} label="Preparing your data" valueText={`Downloading, ${Math.round(percent)}%`} />
        <p className="text-sm text-muted-foreground">
          {formatBytes(progress.receivedBytes)}
          {progress.estimatedBytes ? ` of about ${formatBytes(progress.estimatedBytes)}` : ''} received…
        </p>
      </div>
    );
  }
  if (progress.phase === 'done') {
    return (
      <Alert variant="success" role="status">
        <CircleCheck aria-hidden="true" />
        <p>
          Your data was saved as <strong className="font-semibold">{progress.fileName}</strong> ({formatBytes(progress.sizeBytes)}). Check your downloads
          folder.
        </p>
      </Alert>
    );
  }
  if (progress.phase === 'failed') {
    return (
      <Alert variant="destructive" role="alert">
        {progress.error.message}
      </Alert>
    );
  }
  return null;
}

/** "Your data": one ZIP with everything the account holds, prepared and downloaded with a progress bar. */
export function ExportSection() {
  const { progress, start, isBusy } = useExportDownload();
  return (
    <section aria-labelledby="export-title">
      <Card>
        <CardHeader>
          <CardTitle id="export-title">Your data</CardTitle>
          <CardDescription>Download a copy of everything your account holds, to keep or to take elsewhere.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <ul className="list-disc space-y-1 pl-5 text-sm">
            <li>Your profile, sign-ins and sessions, and your billing history</li>
            <li>
              Each case as a JSON file: setup answers, evidence, assessments, letters with every version, recommendation letters, forms, the filing checklist
              and your chats
            </li>
            <li>Every document you uploaded, under its original name</li>
            <li>A README explaining each file</li>
          </ul>
          <p className="text-sm text-muted-foreground">A ZIP archive; large accounts take a minute. You can export up to 5 times an hour.</p>
          <div aria-live="polite">
            <ExportStatus progress={progress} />
          </div>
          <Button onClick={() => void start()} disabled={isBusy}>
            <Download aria-hidden="true" />
            {isBusy ? 'Preparing your data…' : progress.phase === 'done' ? 'Export again' : 'Export my data'}
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
