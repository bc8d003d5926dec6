import { z } from 'zod';
import { defineJob, type JobData } from './define-job';

/** Writes a first draft of a petition letter (no sectionId), or one section of its current version again. */
export const draftLetterJob = defineJob(
  'draft-letter',
  z.object({
    letterId: z.string().uuid(),
    sectionId: z.string().min(1).optional(),
  }),
);

export type DraftLetterJob = JobData<typeof draftLetterJob>;
