import { eq } from 'drizzle-orm';
import { sameWrittenName } from '@acclaim/domain';
import type { Db } from '../../db/client';
import { cases, type CaseRow } from '../../db/schema/index';
import { findCaseApplicant } from '../firms/case-applicant';

export interface BeneficiaryNames {
  /** The legal name the case gives; else the applicant's name as the case's people see it (see findCaseApplicant). */
  legalName: string | null;
  /** The legal name first, then former and other names, each once. */
  knownNames: string[];
}

/** All the names of a case's beneficiary, from its row (no query when the case has its legal name). */
export async function beneficiaryNamesOf(db: Db, row: Pick<CaseRow, 'id' | 'beneficiaryName' | 'beneficiaryOtherNames'>): Promise<BeneficiaryNames> {
  const legalName = row.beneficiaryName?.trim() || (await findCaseApplicant(db, row.id))?.name.trim() || null;
  const knownNames: string[] = [];
  for (const name of [legalName, ...row.beneficiaryOtherNames]) {
    if (name?.trim() && !knownNames.some((known) => sameWrittenName(known, name))) knownNames.push(name.trim());
  }
  return { legalName, knownNames };
}

export async function findBeneficiaryNames(db: Db, caseId: string): Promise<BeneficiaryNames> {
  const [row] = await db
    .select({ id: cases.id, beneficiaryName: cases.beneficiaryName, beneficiaryOtherNames: cases.beneficiaryOtherNames })
    .from(cases)
    .where(eq(cases.id, caseId));
  return row ? beneficiaryNamesOf(db, row) : { legalName: null, knownNames: [] };
}
