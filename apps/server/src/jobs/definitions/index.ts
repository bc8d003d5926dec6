import { assemblePackageJob } from './assemble-package';
import { assessCaseJob } from './assess-case';
import { draftLetterJob } from './draft-letter';
import { extractDocumentJob } from './extract-document';
import { renewTestSubscriptionsJob } from './renew-test-subscriptions';
import { sendNotificationsJob } from './send-notifications';
import { verifyPublicationsJob } from './verify-publications';

export { defineJob, JobPayloadError, scheduleJob, sendJob, sendJobOrUndo, workJob, type JobData, type JobDefinition, type JobInput } from './define-job';
export { assemblePackageJob, type AssemblePackageJob } from './assemble-package';
export { assessCaseJob } from './assess-case';
export { draftLetterJob, type DraftLetterJob } from './draft-letter';
export { extractDocumentJob } from './extract-document';
export { renewTestSubscriptionsJob } from './renew-test-subscriptions';
export { sendNotificationsJob } from './send-notifications';
export { verifyPublicationsJob, type VerifyPublicationsJob } from './verify-publications';

/** Every background job of the product. */
export const jobDefinitions = [
  extractDocumentJob,
  verifyPublicationsJob,
  assessCaseJob,
  draftLetterJob,
  assemblePackageJob,
  renewTestSubscriptionsJob,
  sendNotificationsJob,
] as const;
