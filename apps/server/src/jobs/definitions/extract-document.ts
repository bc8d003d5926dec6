import { z } from 'zod';
import { defineJob } from './define-job';

/** Reads an uploaded document: its text, the evidence it suggests and the identity checks. */
export const extractDocumentJob = defineJob(
  'extract-document',
  z.object({
    documentId: z.string().uuid(),
    // Added by the queue: the account the document belongs to, so each account waits behind its own uploads only.
    fairnessKey: z.string().optional(),
  }),
);
