import { assessCase, DEMO_PROFILE } from '@acclaim/domain/assessment';
import { ZAssessmentInput } from '@acclaim/domain';
import { cachedPerEngineVersion } from '../../lib/cached-per-engine-version';
import { renderOffThread } from '../render-threads/render-pool';
import type { RenderedReport } from './report/render-assessment-report';
import type { ReportData } from './report/report-data';

export const SAMPLE_REPORT_FILE_NAME = 'acclaim-sample-eligibility-assessment.pdf';

/** The demo profile's assessment, by the same engine as a user's; rendered by the same renderer. */
function sampleReportData(): ReportData {
  const input = ZAssessmentInput.parse(DEMO_PROFILE);
  return { input, result: assessCase(input) };
}

/** The public sample PDF, rendered once per engine version (see cachedPerEngineVersion). */
export const getSampleReport = cachedPerEngineVersion((): Promise<RenderedReport> => renderOffThread('assessmentReport', sampleReportData()));
