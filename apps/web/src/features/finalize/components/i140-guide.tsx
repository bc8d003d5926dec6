import * as React from 'react';
import { Accordion } from 'radix-ui';
import { toast } from '@/components/ui/toast';
import { RefreshCw } from 'lucide-react';
import type { TI140Answers, TI140Guide, TI140Part } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { partName } from '../format';
import { useI140Save } from '../hooks/use-i140-save';
import { I140PartItem, i140PartTriggerId } from './i140-part-item';
import { I140WorksheetDownloads } from './i140-worksheet-downloads';

/**
 * The I-140 field guide: every part of the form pre-filled from the case, the issues to fix, and a confirmation per
 * part that moves the dashboard's forms progress. A worksheet to copy from, downloadable as PDF or JSON.
 */
export function I140Guide({ caseId, guide, onReload, isReloading }: { caseId: string; guide: TI140Guide; onReload: () => void; isReloading: boolean }) {
  const { isPending, staleMessage, failureOf, save, clearMessages } = useI140Save(caseId);
  const [openParts, setOpenParts] = React.useState<string[]>(() => {
    const first = guide.parts.find((part) => !part.isConfirmed) ?? guide.parts[0];
    return first ? [first.partId] : [];
  });
  const confirmedCount = guide.parts.filter((part) => part.isConfirmed).length;

  async function handleConfirm(part: TI140Part) {
    const forms = await save(part.partId, { confirmPartId: part.partId });
    if (!forms?.i140) return;
    toast.success(`${partName(part)} confirmed`, { description: `${forms.i140.progress}% of the I-140 guide is confirmed.` });
    // On to the next part still open, and the keyboard with it: the confirm button is gone.
    const next = forms.i140.parts.find((p) => !p.isConfirmed);
    setOpenParts(next ? [next.partId] : []);
    if (next) requestAnimationFrame(() => document.getElementById(i140PartTriggerId(next.partId))?.focus());
  }

  function handleReload() {
    clearMessages();
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
          <I140WorksheetDownloads caseId={caseId} />
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
            {isPending ? 'Saving…' : guide.version > 0 ? 'All answers saved.' : ''}
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
            <I140PartItem
              key={part.partId}
              part={part}
              failure={failureOf(part.partId)}
              onSave={(answers: TI140Answers) => void save(part.partId, { answers })}
              onConfirm={() => void handleConfirm(part)}
              onReopen={() => void save(part.partId, { unconfirmPartId: part.partId })}
            />
          ))}
        </Accordion.Root>
      </CardContent>
    </Card>
  );
}
