import { FileDown, FileJson } from 'lucide-react';
import { DownloadLink } from '@/components/ui/download-link';
import { worksheetUrl } from '../api/worksheet-url';

/** The I-140 worksheet as PDF and as JSON. */
export function I140WorksheetDownloads({ caseId }: { caseId: string }) {
  return (
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
  );
}
