import { assessCase, DEMO_PROFILE, ENGINE_VERSION } from '@acclaim/domain/assessment';
import { ZAssessmentInput } from '@acclaim/domain';
import { renderOffThread } from '../render-threads/render-pool';
import type { RenderedReport } from './report/render-assessment-report';
import type { ReportData } from './report/report-data';

export const SAMPLE_REPORT_FILE_NAME = 'acclaim-sample-eligibility-assessment.pdf';

let cached: { version: string; report: Promise<RenderedReport> } | null = null;

/** The demo profile's assessment, by the same engine as a user's; rendered by the same renderer. */
function sampleReportData(): ReportData {
  const input = ZAssessmentInput.parse(DEMO_PROFILE);
  return { input, result: assessCase(input) };
}

/**
 * The public sample PDF, rendered once per process and then served from memory: the demo profile and the
 * engine are fixed, so the bytes only change with a new engine version. A failed render is not cached.
 */
export function getSampleReport(): Promise<RenderedReport> {
  if (!cached || cached.version !== ENGINE_VERSION) {
    const report = renderOffThread('assessmentReport', sampleReportData());
    cached = { version: ENGINE_VERSION, report };
    report.catch(() => {
      if (cached?.report === report) cached = null;
    });
  }
  return cached.report;
}
