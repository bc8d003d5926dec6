import { isIdentityFlagged, type IdentityStatus } from '@acclaim/domain';
import type { TIdentity } from '@acclaim/contracts';

/** The identity columns a document and an evidence item both carry. */
export interface IdentityColumns {
  identityStatus: IdentityStatus;
  identityNames: string[];
  identityConfirmedAt: Date | null;
  identityConfirmedByName: string | null;
  identityConfirmationReason: string | null;
}

const isHeld = (columns: IdentityColumns) => isIdentityFlagged(columns.identityStatus) && columns.identityConfirmedAt === null;

function confirmationOf(columns: IdentityColumns): TIdentity['confirmation'] {
  if (!columns.identityConfirmedAt) return null;
  return {
    byName: columns.identityConfirmedByName ?? 'A former member',
    at: columns.identityConfirmedAt.toISOString(),
    reason: columns.identityConfirmationReason ?? '',
  };
}

export function presentIdentity(columns: IdentityColumns, source: TIdentity['source'], beneficiaryName: string | null): TIdentity {
  return {
    status: columns.identityStatus,
    names: columns.identityNames,
    source,
    beneficiaryName,
    isCounted: !isHeld(columns),
    confirmation: confirmationOf(columns),
  };
}

/**
 * An evidence item's identity: its own check when it is flagged (an item typed by hand that names someone else),
 * else its document's; an item without a document has only its own.
 */
export function presentItemIdentity(item: IdentityColumns, document: IdentityColumns | null, beneficiaryName: string | null): TIdentity {
  if (isIdentityFlagged(item.identityStatus) || !document) return presentIdentity(item, 'item', beneficiaryName);
  return presentIdentity(document, 'document', beneficiaryName);
}
