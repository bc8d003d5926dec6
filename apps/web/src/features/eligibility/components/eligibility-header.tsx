import { Download } from 'lucide-react';
import { DownloadLink } from '@/components/ui/download-link';
import { assessmentReportUrl } from '../api/report-url';

/** The screen's title and, when a result is shown, the download of its report. */
export function EligibilityHeader({ reportAssessmentId }: { reportAssessmentId: string | undefined }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Eligibility</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Where your case stands against the EB-1A criteria and the national interest waiver test, from the evidence you accepted.
        </p>
      </div>
      {reportAssessmentId && (
        <DownloadLink
          href={assessmentReportUrl(reportAssessmentId)}
          icon={Download}
          label="Download PDF"
          preparingLabel="Preparing the PDF report…"
          fileName="eligibility-assessment.pdf"
          failedMessage="The report could not be made as a PDF. Please try again."
          className="self-start sm:self-auto"
        />
      )}
    </header>
  );
}
