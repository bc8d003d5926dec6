import { z } from 'zod';
import { defineJob, type JobData } from './define-job';

/** Assembles a case's filing package: the PDF and the ZIP. */
export const assemblePackageJob = defineJob('assemble-package', z.object({ packageId: z.string().uuid() }));

export type AssemblePackageJob = JobData<typeof assemblePackageJob>;
