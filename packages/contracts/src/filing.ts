import { z } from 'zod';
import { CHECKLIST_STATUSES, MANUAL_CHECKLIST_ITEMS } from '@acclaim/domain/filing';

/**
 * The filing checklist and the filing package of a case (issue 7): what a complete filing needs, each item
 * present, missing, blocking or not needed; and the assembled package (one PDF in filing order and a ZIP).
 */

export const ZChecklistItem = z.object({
  id: z.string(),
  group: z.enum(['forms', 'personal', 'letters', 'evidence']),
  title: z.string(),
  status: z.enum(CHECKLIST_STATUSES),
  summary: z.string(),
  details: z.array(z.string()),
  target: z.enum(['i140-guide', 'forms', 'documents', 'petition-letter', 'recommendations']).nullable(),
  manual: z.object({ isDone: z.boolean() }).nullable(),
});
export type TChecklistItem = z.infer<typeof ZChecklistItem>;

export const ZFilingChecklist = z.object({
  items: z.array(ZChecklistItem),
  counts: z.object({ present: z.number(), missing: z.number(), blocking: z.number(), 'not-needed': z.number() }),
  isComplete: z.boolean(),
});
export type TFilingChecklist = z.infer<typeof ZFilingChecklist>;
export const ZFilingChecklistResponse = z.object({ success: z.literal(true), checklist: ZFilingChecklist });

export const ZManualChecklistItemParam = z.enum(MANUAL_CHECKLIST_ITEMS);
export const ZUpdateChecklistItemRequest = z.object({ isDone: z.boolean() }).strict();

const ZBates = z.object({ first: z.string(), last: z.string() }).nullable();

export const ZPackagePart = z.object({
  kind: z.enum(['transmittal', 'forms', 'petition-letter', 'recommendation-letter', 'exhibit', 'exhibit-index']),
  title: z.string(),
  exhibitLabel: z.string().nullable(),
  criterion: z.string().nullable(),
  startPage: z.number(),
  pageCount: z.number(),
  bates: ZBates,
});

export const ZPackageProblem = z.object({ title: z.string(), fileName: z.string(), message: z.string(), outcome: z.enum(['omitted', 'degraded']) });

export const ZFilingPackage = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  totalPages: z.number().nullable(),
  pdfBytes: z.number().nullable(),
  zipBytes: z.number().nullable(),
  bates: ZBates,
  parts: z.array(ZPackagePart),
  problems: z.array(ZPackageProblem),
  error: z.string().nullable(),
});
export type TFilingPackage = z.infer<typeof ZFilingPackage>;

export const ZPackageAccess = z.object({ canAssemble: z.boolean(), upgradeNote: z.string().nullable() });
export const ZFilingPackageResponse = z.object({ success: z.literal(true), package: ZFilingPackage.nullable(), access: ZPackageAccess });
export type TFilingPackageResponse = z.infer<typeof ZFilingPackageResponse>;

export const ZPackageDownloadQuery = z.object({ format: z.enum(['pdf', 'zip']).default('pdf') });
