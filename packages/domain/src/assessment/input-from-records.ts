import type { DocumentCategory, EvidenceType, PetitionType, VerificationState } from '../evidence';
import { ZAssessmentInput, type AssessmentInput, type CitationMetrics, type PublicationCheck } from './schema';

/** The case fields the engine reads (a case row, or a case entered any other way). */
export interface CaseRecord {
  petitionType: PetitionType;
  fieldOfEndeavor: string | null;
  currentRole: string | null;
  employer: string | null;
  highestDegree: string | null;
  yearsOfExperience: number | null;
  proposedEndeavor: string | null;
  intendedFilingDate: string | null;
}

/** One accepted evidence item as it is stored, with the exhibit label of its document when it has one. */
export interface EvidenceRecord {
  item: {
    id: string;
    type: EvidenceType;
    title: string;
    description: string;
    date: string | null;
    details: Record<string, unknown>;
    verification: VerificationState;
    verificationDetails: PublicationCheck | null;
    documentId: string | null;
  };
  exhibit: string | null;
  /** The category of that document: a CV describes, anything else is a primary exhibit. */
  documentCategory?: DocumentCategory | null;
}

/**
 * The engine's input from stored records: the one mapping from a case and its accepted evidence to what
 * `assessCase` reads. The server calls it with database rows (services/assessments/build-assessment-input.ts);
 * the AAO development-set evaluation calls it with the same shapes, so both assess evidence the same way.
 * Pure: the caller supplies "today" (`asOf`).
 */
export function assessmentInputFromRecords(records: {
  caseRecord: CaseRecord;
  beneficiaryName: string | null;
  evidence: readonly EvidenceRecord[];
  metrics: CitationMetrics | null;
  asOf: string;
}): AssessmentInput {
  const { caseRecord: row } = records;
  return ZAssessmentInput.parse({
    profile: {
      petitionType: row.petitionType,
      fullName: records.beneficiaryName?.trim() || null,
      fieldOfEndeavor: row.fieldOfEndeavor,
      currentRole: row.currentRole,
      employer: row.employer,
      highestDegree: row.highestDegree,
      yearsOfExperience: row.yearsOfExperience,
      proposedEndeavor: row.proposedEndeavor,
      intendedFilingDate: row.intendedFilingDate,
    },
    evidence: records.evidence.map(({ item, exhibit, documentCategory }) => ({
      id: item.id,
      type: item.type,
      title: item.title,
      description: item.description,
      date: item.date,
      details: item.details,
      verification: item.verification,
      check: item.verificationDetails ?? null,
      documentId: item.documentId,
      exhibit: exhibit ?? null,
      documentCategory: documentCategory ?? null,
    })),
    metrics: records.metrics,
    asOf: records.asOf,
  });
}
