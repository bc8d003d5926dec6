import * as React from 'react';
import { History } from 'lucide-react';
import type { TLetterDetail } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { formatPages, formatWords } from '../format';
import { PETITION_LABELS } from '../labels';
import { ExportActions } from './export-actions';
import { VersionsDialog } from './versions-dialog';

/**
 * The letter's facts (petition, version, length, when saved, how drafted), with its export and its versions.
 * Restoring a version waits while `isBusy`, and is offered only when `canRestore`.
 */
export function LetterHeader({ letter, caseId, isBusy, canRestore }: { letter: TLetterDetail; caseId: string; isBusy: boolean; canRestore: boolean }) {
  const [isVersionsOpen, setIsVersionsOpen] = React.useState(false);
  return (
    <>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <dl className="flex min-w-0 flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <div className="flex gap-1">
            <dt className="sr-only">Petition</dt>
            <dd className="font-medium text-foreground">{PETITION_LABELS[letter.petitionType]} letter</dd>
          </div>
          <div className="flex gap-1">
            <dt>Version</dt>
            <dd className="tabular-nums">{letter.version}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Length</dt>
            <dd className="tabular-nums">
              {formatWords(letter.wordCount)}, {formatPages(letter.pageEstimate)}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Saved</dt>
            <dd>{formatDateTime(letter.updatedAt)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Written by</dt>
            <dd>{letter.generator === 'llm' && letter.model ? `Drafted with ${letter.model}` : "Drafted automatically from the case's evidence"}</dd>
          </div>
        </dl>
        <div className="shrink-0">
          <ExportActions letterId={letter.id} access={letter.access} isDisabled={letter.version === 0}>
            <Button variant="outline" onClick={() => setIsVersionsOpen(true)}>
              <History aria-hidden="true" /> Versions
            </Button>
          </ExportActions>
        </div>
      </div>
      <VersionsDialog
        open={isVersionsOpen}
        onOpenChange={setIsVersionsOpen}
        letterId={letter.id}
        caseId={caseId}
        currentVersion={letter.version}
        isBusy={isBusy}
        canRestore={canRestore}
      />
    </>
  );
}
