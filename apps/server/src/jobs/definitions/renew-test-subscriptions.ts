import { z } from 'zod';
import { defineJob } from './define-job';

/** Test mode's billing clock, on a schedule: it needs no data. */
export const renewTestSubscriptionsJob = defineJob('renew-test-subscriptions', z.object({}));
