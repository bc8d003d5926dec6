import type { EvidenceType } from '../evidence';
import { missingProofFacts } from '../evidence/proof-facts';
import type { AssessmentEvidence, AssessmentEvidenceInput, Documentation } from './schema';

/** How one item is documented: its own exhibit, only the CV or biosketch that lists it, or nothing. */
export function documentationOfItem(item: Pick<AssessmentEvidenceInput, 'documentId' | 'documentCategory'>): Documentation {
  if (!item.documentId) return 'not_documented';
  return item.documentCategory === 'cv' ? 'cv_only' : 'primary_exhibit';
}

/** The weakest documentation among the items a finding rests on: one undocumented item leaves the finding undocumented. */
export function documentationOf(items: readonly AssessmentEvidence[]): Documentation {
  const statuses = items.map(documentationOfItem);
  if (!statuses.length || statuses.includes('not_documented')) return 'not_documented';
  return statuses.includes('cv_only') ? 'cv_only' : 'primary_exhibit';
}

/** The exhibit an officer expects for each kind of evidence, named in the action that asks for it. */
const PRIMARY_EXHIBITS: Record<EvidenceType, string> = {
  publication: 'the article itself (first page with the venue and authors)',
  citation_record: 'the citation report (Google Scholar or Web of Science pages)',
  award: 'the award letter or certificate, with the grantor’s page on how it is awarded',
  membership: 'the membership certificate and the bylaws that set the admission requirements',
  media_coverage: 'the article itself, with the outlet’s circulation or audience figures',
  judging: 'the invitation to review or judge and its confirmation',
  original_contribution: 'independent evidence of its use (adoption figures, licences, letters from users)',
  presentation: 'the programme or invitation naming the talk',
  exhibition: 'the exhibition programme or catalogue',
  leading_role: 'a letter from the organization describing the role',
  salary: 'pay records (tax returns, pay slips or the employment contract)',
  commercial_success: 'box-office or sales figures from an independent source',
  recommendation_letter: 'the signed letter',
  degree: 'the diploma and transcript (with an evaluation if it is foreign)',
  license: 'the licence or certification',
  employment: 'a letter from the employer describing the role and dates',
  patent: 'the patent or its published application',
  grant: 'the award notice of the grant',
  other: 'the document that shows it',
};

export function primaryExhibitOf(type: EvidenceType): string {
  return PRIMARY_EXHIBITS[type];
}

/**
 * An item as screens and reports name it beside a finding: how it is documented (unknown, so absent, for items
 * assessed before document categories were recorded) and the essential proof facts it did not state.
 */
export function assessedItemNotes(item: AssessmentEvidenceInput): { documentation?: Documentation; missingProofFacts: string[] } {
  const missing = missingProofFacts(item.type, item.details ?? {})
    .filter((fact) => fact.isEssential)
    .map((fact) => fact.label);
  // An item with a document but no recorded category was assessed before categories were kept: unknown, not guessed.
  if (item.documentId && !item.documentCategory) return { missingProofFacts: missing };
  return { documentation: documentationOfItem(item), missingProofFacts: missing };
}

/**
 * An assessed item as the findings name it: its title, exhibit, verification, documentation and missing proof facts.
 * The server presents a case's items so, and the interactive demo its sample's.
 */
export function assessedItemRef(item: AssessmentEvidenceInput) {
  return {
    id: item.id,
    type: item.type,
    title: item.title,
    date: item.date ?? null,
    documentId: item.documentId ?? null,
    exhibit: item.exhibit ?? null,
    verification: item.verification ?? 'unverified',
    ...assessedItemNotes(item),
  };
}
