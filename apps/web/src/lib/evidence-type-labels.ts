import type { EvidenceType } from '@acclaim/domain';

/** Headings of the evidence groups, and the names the type selector offers (documents, eligibility, demo). */
export const EVIDENCE_TYPE_LABELS: Readonly<Record<EvidenceType, { group: string; single: string }>> = {
  publication: { group: 'Publications', single: 'Publication' },
  citation_record: { group: 'Citation records', single: 'Citation record' },
  award: { group: 'Awards and prizes', single: 'Award or prize' },
  membership: { group: 'Memberships', single: 'Membership' },
  media_coverage: { group: 'Press and media coverage', single: 'Press or media coverage' },
  judging: { group: 'Judging / peer review', single: 'Judging or peer review' },
  original_contribution: { group: 'Original contributions', single: 'Original contribution' },
  presentation: { group: 'Presentations and talks', single: 'Presentation or talk' },
  exhibition: { group: 'Exhibitions and showcases', single: 'Exhibition or showcase' },
  leading_role: { group: 'Leading or critical roles', single: 'Leading or critical role' },
  salary: { group: 'High salary', single: 'Salary' },
  commercial_success: { group: 'Commercial success', single: 'Commercial success' },
  recommendation_letter: { group: 'Recommendation letters', single: 'Recommendation letter' },
  degree: { group: 'Degrees', single: 'Degree' },
  license: { group: 'Licenses and certifications', single: 'License or certification' },
  employment: { group: 'Employment', single: 'Employment' },
  patent: { group: 'Patents', single: 'Patent' },
  grant: { group: 'Grants and funding', single: 'Grant or funding' },
  other: { group: 'Other evidence', single: 'Other' },
};
