import { bigint, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PackageManifest } from './package-manifest';
import { caseIdColumn, requestedByColumn } from './case-columns';
import { idColumn, timestampColumns } from './common-columns';

export const filingPackageStatusEnum = pgEnum('filing_package_status', ['queued', 'running', 'completed', 'failed']);

/**
 * One assembly of a case's filing package: the combined PDF and the ZIP of its parts live in object storage
 * under `pdfKey` and `zipKey`; `manifest` says where every part landed and what could not be included.
 * A new completed assembly replaces the case's earlier ones (they are generated, never uploaded).
 */
export const filingPackages = pgTable(
  'filing_packages',
  {
    id: idColumn(),
    caseId: caseIdColumn(),
    requestedBy: requestedByColumn(),
    status: filingPackageStatusEnum('status').notNull().default('queued'),
    pdfKey: text('pdf_key'),
    zipKey: text('zip_key'),
    pdfBytes: bigint('pdf_bytes', { mode: 'number' }),
    zipBytes: bigint('zip_bytes', { mode: 'number' }),
    totalPages: integer('total_pages'),
    manifest: jsonb('manifest').$type<PackageManifest>(),
    error: text('error'),
    ...timestampColumns(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('filing_packages_case_id_idx').on(table.caseId, table.createdAt)],
);

export type FilingPackageRow = typeof filingPackages.$inferSelect;
