import type { OrcidWork, ScholarlyWork } from '../../adapters/scholarly/types';
import { SERVICE_LABELS } from './service-failures';
import { hasFamilyNameAmong, isSameTitle } from './text-match';

export interface ApplicantIdentity {
  /** The case's ORCID iD (bare), when the applicant gave one. */
  orcid: string | null;
  /** The beneficiary's legal name, as the case gives it. */
  name: string | null;
  /** Former and other names (a maiden name on older papers); none when absent. */
  otherNames?: string[];
  /** The applicant's works on ORCID; null when not known (no iD, ORCID unreachable, or unknown iD). */
  orcidWorks: OrcidWork[] | null;
}

/** "Christian S. Hardtke" → "Hardtke"; "Hardtke, Christian" → "Hardtke". */
function displayFamilyName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.includes(',')) return trimmed.slice(0, trimmed.indexOf(',')).trim();
  return trimmed.split(/\s+/).at(-1) ?? trimmed;
}

/** Whether any record or the applicant's ORCID record ties this work to the applicant's ORCID iD. */
export function isConfirmedByOrcid(applicant: ApplicantIdentity, work: { doi: string | null; title: string }, records: ScholarlyWork[]): boolean {
  const { orcid } = applicant;
  if (!orcid) return false;
  const inRecords = records.some(
    (record) => record.authors.some((author) => author.orcid === orcid) || record.openalex?.authorships.some((authorship) => authorship.orcid === orcid),
  );
  if (inRecords) return true;
  return (applicant.orcidWorks ?? []).some(
    (listed) => (work.doi !== null && listed.doi === work.doi) || (listed.title !== null && isSameTitle(listed.title, work.title)),
  );
}

/**
 * With an ORCID iD on the case, authorship is confirmed by the iD (on an author of the record, or the work on
 * the ORCID record), else by the applicant's family name among the recorded authors. A sentence when neither
 * holds; null when authorship is confirmed or cannot be judged (no iD, or a record without authors).
 */
export function describeAuthorshipGap(applicant: ApplicantIdentity, work: { doi: string | null; title: string }, records: ScholarlyWork[]): string | null {
  if (!applicant.orcid) return null;
  if (isConfirmedByOrcid(applicant, work, records)) return null;
  const withAuthors = records.filter((record) => record.authors.length);
  if (!withAuthors.length) return null;
  const names = withAuthors.flatMap((record) => record.authors.map((author) => author.name));
  if ([applicant.name, ...(applicant.otherNames ?? [])].some((name) => name && hasFamilyNameAmong(name, names))) return null;
  const label = SERVICE_LABELS[withAuthors[0]!.source];
  const byName = applicant.name ? ` or the name ${displayFamilyName(applicant.name)}` : '';
  const onOrcid = applicant.orcidWorks ? ', and your ORCID record does not list this work' : '';
  return `No author in ${label} carries your ORCID iD ${applicant.orcid}${byName}${onOrcid}.`;
}
