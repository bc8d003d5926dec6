import type { TCase } from '@acclaim/contracts';
import type { CaseRow } from '../db/schema/index';

export function presentCase(row: CaseRow, activeCaseId: string | null): TCase {
  return {
    id: row.id,
    title: row.title,
    beneficiaryName: row.beneficiaryName,
    beneficiaryOtherNames: row.beneficiaryOtherNames,
    petitionType: row.petitionType,
    fieldOfEndeavor: row.fieldOfEndeavor,
    currentRole: row.currentRole,
    employer: row.employer,
    citizenship: row.citizenship,
    countryOfBirth: row.countryOfBirth,
    highestDegree: row.highestDegree,
    yearsOfExperience: row.yearsOfExperience,
    orcidId: row.orcidId,
    googleScholarUrl: row.googleScholarUrl,
    intendedFilingDate: row.intendedFilingDate,
    proposedEndeavor: row.proposedEndeavor,
    onboardingStep: row.onboardingStep,
    isActive: row.id === activeCaseId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
