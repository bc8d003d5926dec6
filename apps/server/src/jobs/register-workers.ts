import type { AppDeps } from '../lib/context';
import { registerExtractionWorker } from '../services/extraction/extract-document-job';
import { registerVerificationWorker } from '../services/verification/verify-publications-job';
import { registerAssessmentWorker } from '../services/assessments/assess-case-job';
import { registerLetterWorker } from '../services/letters/draft-letter-job';
import { registerPackageWorker } from '../services/filing/assemble-package-job';
import { registerBillingWorker } from '../services/billing/renew-test-subscriptions';
import { registerNotificationWorker } from '../services/notifications/email-notifications';

/** Every background job of the product, worked by this process: the server's own (by default) or `npm run worker`. */
export async function registerWorkers(deps: AppDeps) {
  await registerExtractionWorker(deps);
  await registerVerificationWorker(deps);
  await registerAssessmentWorker(deps);
  await registerLetterWorker(deps);
  await registerPackageWorker(deps);
  await registerBillingWorker(deps);
  await registerNotificationWorker(deps);
}
