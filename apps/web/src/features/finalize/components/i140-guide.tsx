import * as React from 'react';
import { Accordion } from 'radix-ui';
import { toast } from '@/components/ui/toast';
import { ChevronDown, FileDown, FileJson, RefreshCw } from 'lucide-react';
import type { TI140Answers, TI140Guide, TI140Part } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DownloadLink } from '@/components/ui/download-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ApiError } from '@/lib/api-client';
import { useUpdateI140, type I140Change } from '../api/update-i140';
import { worksheetUrl } from '../api/worksheet-url';
import { partName } from '../format';
import { I140PartPanel, type PartFailure } from './i140-part-panel';

const triggerId = (partId: string) => `i140-part-trigger-${partId}`;

function PartStatus({ part }: { part: TI140Part }) {
  if (part.isConfirmed) return <Badge tone="success">Confirmed</Badge>;
  if (part.errors > 0) return <Badge tone="destructive">{part.errors === 1 ? '1 to fix' : `${part.errors} to fix`}</Badge>;
  return <Badge tone="info">Ready to confirm</Badge>;
}

/** Field messages of a 400, keyed by answer key ("answers.dateOfBirth" → "dateOfBirth"). */
function answerFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(
    Object.entries(error.fields)
      .filter(([path]) => path.startsWith('answers.'))
      .map(([path, messages]) => [path.slice('answers.'.length), messages[0] ?? error.message]),
  );
}

/**
 * The I-140 field guide: every part of the form pre-filled from the case, the issues to fix, and a confirmation per
 * part that moves the dashboard's forms progress. A worksheet to copy from, downloadable as PDF or JSON.
 */
export function I140Guide({ caseId, guide, onReload, isReloading }: { caseId: string; guide: TI140Guide; onReload: () => void; isReloading: boolean }) {
  const update = useUpdateI140(caseId);
  const [openParts, setOpenParts] = React.useState<string[]>(() => {
    const first = guide.parts.find((part) => !part.isConfirmed) ?? guide.parts[0];
    return first ? [first.partId] : [];
  });
  const [failure, setFailure] = React.useState<{ partId: string; value: PartFailure } | null>(null);
  const [staleMessage, setStaleMessage] = React.useState<string | null>(null);
  const confirmedCount = guide.parts.filter((part) => part.isConfirmed).length;

  async function save(partId: string, change: I140Change) {
    setFailure(null);
    try {
      const forms = await update.mutateAsync(change);
      setStaleMessage(null);
      return forms;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStaleMessage(error.message);
      else setFailure({ partId, value: { message: (error as Error).message, fieldErrors: answerFieldErrors(error) } });
      return null;
    }
  }

  async function handleConfirm(part: TI140Part) {
    const forms = await save(part.partId, { confirmPartId: part.partId });
    if (!forms?.i140) return;
    toast.success(`${partName(part)} confirmed`, { description: `${forms.i140.progress}% of the I-140 guide is confirmed.` });
    // On to the next part still open, and the keyboard with it: the confirm button is gone.
    const next = forms.i140.parts.find((p) => !p.isConfirmed);
    setOpenParts(next ? [next.partId] : []);
    if (next) requestAnimationFrame(() => document.getElementById(triggerId(next.partId))?.focus());
  }

  function handleReload() {
    setStaleMessage(null);
    setFailure(null);
    onReload();
  }

  return (
    <Card id="i140-guide" className="scroll-mt-40">
      <CardHeader className="gap-4 px-4 sm:px-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="space-y-1.5">
            <CardTitle as="h3">Form I-140 guide</CardTitle>
            <CardDescription className="max-w-2xl">
              Every part of the form, pre-filled from your case. Fix what is flagged, check each answer against your documents, and confirm the part. This is a
              worksheet to copy from, not the official USCIS form.
            </CardDescription>
          </div>
          <div className="flex flex-wrap gap-2" role="group" aria-label="Download the worksheet">
            <DownloadLink
              href={worksheetUrl(caseId, 'pdf')}
              icon={FileDown}
              label="Worksheet PDF"
              preparingLabel="Preparing the worksheet…"
              fileName="i-140-worksheet.pdf"
              failedMessage="The worksheet could not be made as a PDF. Please try again."
            />
            <DownloadLink
              href={worksheetUrl(caseId, 'json')}
              icon={FileJson}
              label="JSON"
              preparingLabel="Preparing the JSON…"
              fileName="i-140-worksheet.json"
              failedMessage="The worksheet could not be downloaded as JSON. Please try again."
            />
          </div>
        </div>
        <div className="space-y-2">
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="font-medium">Parts confirmed</span>
            <span className="text-muted-foreground">
              {confirmedCount} of {guide.parts.length} ({guide.progress}%)
            </span>
          </div>
          <ProgressBar value={guide.progress} label="Parts of the I-140 confirmed" valueText={`${confirmedCount} of ${guide.parts.length} parts confirmed`} />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {update.isPending ? 'Saving…' : guide.version > 0 ? 'All answers saved.' : ''}
          </p>
        </div>
        {staleMessage && (
          <Alert variant="warning" role="alert" className="flex-col gap-3 sm:flex-row sm:items-center">
            <p className="flex-1">{staleMessage}</p>
            <Button variant="outline" size="sm" onClick={handleReload} disabled={isReloading} className="self-start text-foreground sm:self-center">
              <RefreshCw className={isReloading ? 'animate-spin' : undefined} aria-hidden="true" /> Reload the worksheet
            </Button>
          </Alert>
        )}
      </CardHeader>
      <CardContent className="px-3 sm:px-6">
        <Accordion.Root type="multiple" value={openParts} onValueChange={setOpenParts} className="divide-y divide-border rounded-md border border-border">
          {guide.parts.map((part) => (
            <Accordion.Item key={part.partId} value={part.partId}>
              <Accordion.Header asChild>
                <h4>
                  <Accordion.Trigger
                    id={triggerId(part.partId)}
                    className="group flex w-full items-start gap-3 p-4 text-left hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
                  >
                    <span className="flex-1 space-y-1">
                      <span className="block text-xs font-semibold uppercase tracking-wide text-primary">{part.number}</span>
                      <span className="block font-medium leading-snug">{part.title}</span>
                    </span>
                    <PartStatus part={part} />
                    <ChevronDown
                      className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                      aria-hidden="true"
                    />
                  </Accordion.Trigger>
                </h4>
              </Accordion.Header>
              <Accordion.Content className="px-4 pb-6 pt-2">
                <I140PartPanel
                  part={part}
                  failure={failure?.partId === part.partId ? failure.value : null}
                  onSave={(answers: TI140Answers) => void save(part.partId, { answers })}
                  onConfirm={() => void handleConfirm(part)}
                  onReopen={() => void save(part.partId, { unconfirmPartId: part.partId })}
                />
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </CardContent>
    </Card>
  );
}
