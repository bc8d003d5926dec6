import * as React from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import type { TProcessingState } from '@acclaim/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocuments } from '../api/get-documents';
import { useEvidence } from '../api/get-evidence';
import { documentRowId } from '../dom-ids';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { DocumentsHeader } from './documents-header';
import { DocumentsPanel } from './documents-panel';
import { EvidenceReview } from './evidence-review';
import { ExtractionProgressCard } from './extraction-progress-card';
import { UploadPanel } from './upload-panel';

type Tab = 'documents' | 'evidence';

/** The whole Documents screen for one case: upload, reading progress, the documents and their evidence. */
export function DocumentsWorkspace({
  caseId,
  processing,
  evidenceAside,
}: {
  caseId: string;
  processing: TProcessingState[];
  /** Shown above the evidence review, e.g. the publications verification card. */
  evidenceAside?: React.ReactNode;
}) {
  const [searchParams] = useSearchParams();
  // `?tab=evidence` opens the review directly, e.g. from a dashboard link; `&item=<id>` opens it on one item.
  const [tab, setTab] = React.useState<Tab>(() => (searchParams.get('tab') === 'evidence' || searchParams.get('item') ? 'evidence' : 'documents'));
  const focusItemId = searchParams.get('item') ?? undefined;
  const uploads = useUploadQueue(caseId);
  const documentsQuery = useDocuments(caseId);
  const evidenceQuery = useEvidence(caseId);
  const toReview = evidenceQuery.data?.filter((item) => item.status === 'suggested').length ?? 0;
  const documentCount = documentsQuery.data?.length;

  function handleShowDocument(documentId: string) {
    // Render the documents tab now, so the row exists to take focus.
    flushSync(() => setTab('documents'));
    const row = document.getElementById(documentRowId(documentId));
    if (!row) {
      toast.info('That document is no longer in the list.');
      return;
    }
    row.scrollIntoView({ block: 'center', behavior: 'smooth' });
    row.focus({ preventScroll: true });
  }

  return (
    <div>
      <DocumentsHeader planLimitMessage={uploads.planLimitMessage} />
      <div className="mt-8">
        <UploadPanel uploads={uploads} onShowDocument={handleShowDocument} />
      </div>
      <div className="[&>*]:mt-6">
        <ExtractionProgressCard processing={processing} />
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-10">
        <TabsList className="sm:max-w-md">
          <TabsTrigger value="documents" className="gap-2">
            Documents
            {documentCount !== undefined && <span className="text-xs tabular-nums text-muted-foreground">({documentCount})</span>}
          </TabsTrigger>
          <TabsTrigger value="evidence" className="gap-2">
            Evidence
            {toReview > 0 && (
              <span className="whitespace-nowrap rounded-full bg-warning-soft px-2 py-0.5 text-xs text-warning">
                {toReview}
                <span className="sr-only sm:not-sr-only"> to review</span>
              </span>
            )}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="documents">
          <DocumentsPanel caseId={caseId} documentsQuery={documentsQuery} />
        </TabsContent>
        <TabsContent value="evidence" className="space-y-10">
          {evidenceAside}
          <EvidenceReview caseId={caseId} evidenceQuery={evidenceQuery} documents={documentsQuery.data ?? []} focusItemId={focusItemId} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
