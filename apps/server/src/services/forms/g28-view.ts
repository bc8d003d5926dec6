import { g28Worksheet, type G28Worksheet, type I140CaseFacts } from '@acclaim/domain/forms';
import type { Db } from '../../db/client';
import type { CaseRow } from '../../db/schema/index';
import { findCaseApplicant } from '../firms/case-applicant';
import { findAttorneyOfRecord } from '../firms/attorney-of-record';
import { brandOfCase } from '../firms/firm-access';

/** The firm running a case as the forms show it: its name, white label, and the G-28 its attorney files. */
export interface FirmForms {
  firmName: string;
  hideAcclaimBranding: boolean;
  g28: G28Worksheet;
}

/**
 * The G-28 of a firm's case, from the firm's profile (Firm settings), its attorney of record's bar details (the
 * Members page) and the client. For an I-140 the client is the petitioner: on a self-petition the case owner,
 * named as the I-140 guide names them (their account's name unless corrected there), with their account's email.
 * Null for a self-petitioner's case.
 */
export async function loadFirmForms(db: Db, caseRow: CaseRow, facts: I140CaseFacts): Promise<FirmForms | null> {
  const branded = await brandOfCase(db, caseRow);
  if (!branded) return null;
  const { firm, brand } = branded;
  const [attorney, owner] = await Promise.all([findAttorneyOfRecord(db, caseRow, firm), findCaseApplicant(db, caseRow.id)]);
  const g28 = g28Worksheet({
    firm,
    attorney: attorney && {
      name: attorney.name,
      email: attorney.email,
      role: attorney.role,
      barNumber: attorney.barNumber,
      licensingAuthority: attorney.licensingAuthority,
      uscisOnlineAccountNumber: attorney.uscisOnlineAccountNumber,
    },
    client: { name: facts.fullName ?? owner?.name ?? null, email: owner?.email ?? null },
    filedBy: facts.filedBy,
    employer: { name: facts.employer, signatoryName: facts.signatoryName },
  });
  return { firmName: firm.name, hideAcclaimBranding: brand.hideAcclaimBranding, g28 };
}
