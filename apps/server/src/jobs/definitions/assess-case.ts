import { z } from 'zod';
import { defineJob } from './define-job';

/** Runs a queued eligibility assessment of a case. */
export const assessCaseJob = defineJob('assess-case', z.object({ assessmentId: z.string().uuid() }));
