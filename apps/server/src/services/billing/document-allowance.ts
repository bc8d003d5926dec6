import type { TDocumentAllowance } from '@acclaim/contracts';
import type { Db } from '../../db/client';
import type { CaseRow, UserRow } from '../../db/schema/index';
import { getUserPlan } from '../billing-plan';
import { countDocumentsOwned, countFirmDocuments } from '../documents/manage-documents';
import { planHolderForCase } from '../firms/firm-access';

/**
 * The upload allowance a case's next document counts against, as the upload itself checks it: the firm's plan and
 * documents for a firm's case, else the account's plan and the documents of all its own petitions.
 */
export async function getDocumentAllowance(db: Db, user: UserRow, caseRow: CaseRow): Promise<TDocumentAllowance> {
  const allowed = getUserPlan(await planHolderForCase(db, user, caseRow)).limits.documentUploads;
  const used = caseRow.firmId ? await countFirmDocuments(db, caseRow.firmId) : await countDocumentsOwned(db, user.id);
  return { used, allowed };
}
