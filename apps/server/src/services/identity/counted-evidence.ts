import { sql, type SQL } from 'drizzle-orm';
import { documents, evidenceItems } from '../../db/schema/index';

/**
 * The identity statuses that keep evidence out until a person confirms it belongs (isIdentityFlagged in the domain).
 * Written out for SQL; identity-status.test.ts keeps the two lists equal.
 */
export const FLAGGED_IDENTITY_STATUSES = ['names_other', 'names_no_one'] as const;

/**
 * The condition an evidence item meets when identity lets it count: neither the item itself (an item typed by hand)
 * nor the document it was read from names someone else, or names no one the case knows, without a person's
 * confirmation. Used by every reader that turns evidence into a claim: the assessment, the petition letter, the
 * filing package and publication verification. The document is looked up in its own scope (alias `held`), so the
 * condition fits any query whose FROM has `evidence_items`, joined to `documents` or not.
 */
export function evidenceIdentityCleared(): SQL {
  return sql`((${evidenceItems.identityStatus} not in ('names_other', 'names_no_one') or ${evidenceItems.identityConfirmedAt} is not null) and not exists (select 1 from ${documents} as held where held.id = ${evidenceItems.documentId} and held.identity_status in ('names_other', 'names_no_one') and held.identity_confirmed_at is null))`;
}

/** The condition a document meets when its identity lets it be filed as an exhibit (same rule as its evidence). */
export function documentIdentityCleared(): SQL {
  return sql`(${documents.identityStatus} not in ('names_other', 'names_no_one') or ${documents.identityConfirmedAt} is not null)`;
}
