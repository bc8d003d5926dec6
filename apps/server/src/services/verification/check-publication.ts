import type { PublicationCheck, VerificationState } from '@acclaim/domain';
import type { ScholarlySession } from '../../adapters/scholarly/scholarly-clients';
import type { ScholarlyWork } from '../../adapters/scholarly/types';
import { describeAuthorshipGap, type ApplicantIdentity } from './authorship';
import { describeDifferences } from './compare-claim';
import { foundRecords, lookupPublication, type PublicationRecords } from './lookup-publication';
import type { PublicationClaim } from './publication-claim';
import type { ServiceFailures } from './service-failures';

/** A publication the services know, with what the person's metrics need. */
export interface MatchedWork {
  evidenceId: string;
  title: string;
  year: number | null;
  doi: string | null;
  citationCount: number | null;
  fieldPercentile: number | null;
  /** The OpenAlex record, when OpenAlex has the work: its id and authorships feed the self-citation count. */
  openalex: ScholarlyWork | null;
}

export interface PublicationOutcome {
  state: Exclude<VerificationState, 'unverified'>;
  /** Null for 'offline': what an earlier run found is kept. */
  check: PublicationCheck | null;
  /** Set for 'verified' and 'mismatch'. */
  work: MatchedWork | null;
}

/**
 * Citations come from OpenAlex first (it counts citing works beyond Crossref members, and the self-citation
 * count is made from its citing works), then Semantic Scholar, then Crossref; the check names the source.
 */
function citationSource(records: PublicationRecords): ScholarlyWork | null {
  return [records.openalex, records.semanticScholar, records.crossref].find((work): work is ScholarlyWork => !!work && work.citationCount !== null) ?? null;
}

function notFoundSentence(claim: PublicationClaim, records: PublicationRecords): string {
  if (records.via === 'doi') return `Crossref, OpenAlex and Semantic Scholar have no record of DOI ${records.doi}.`;
  const around = claim.year !== null ? ` from ${claim.year - 1}–${claim.year + 1}` : '';
  return `Crossref finds no work with this title${around}. Adding the DOI makes the check exact.`;
}

/** Decides one publication's state from what the services hold. */
export function judgePublication(claim: PublicationClaim, records: PublicationRecords, applicant: ApplicantIdentity, checkedAt: string): PublicationOutcome {
  const found = foundRecords(records);
  const asked = records.via === 'doi' ? [records.crossref, records.openalex, records.semanticScholar] : [records.crossref];
  if (!found.length) {
    // "Not found" needs every service asked to have answered; a silent one might hold the work.
    if (asked.some((answer) => answer === undefined)) return { state: 'offline', check: null, work: null };
    const check: PublicationCheck = {
      source: 'crossref',
      doi: records.doi,
      differences: [notFoundSentence(claim, records)],
      citationCount: null,
      citationsExcludingSelf: null,
      fieldPercentile: null,
      venue: null,
      checkedAt,
    };
    return { state: 'not_found', check, work: null };
  }

  const differences = describeDifferences(claim, found);
  const authorship = describeAuthorshipGap(applicant, { doi: records.doi, title: claim.title }, found);
  if (authorship) differences.push(authorship);

  const cited = citationSource(records);
  const fieldPercentile = records.openalex?.openalex?.fieldPercentile ?? null;
  const check: PublicationCheck = {
    source: (cited ?? found[0]!).source,
    doi: records.doi,
    differences,
    citationCount: cited?.citationCount ?? null,
    citationsExcludingSelf: null,
    fieldPercentile,
    venue: found.find((work) => work.venue)?.venue ?? null,
    checkedAt,
  };
  const work: MatchedWork = {
    evidenceId: claim.evidenceId,
    title: claim.title,
    year: found.find((work) => work.year !== null)?.year ?? claim.year,
    doi: records.doi,
    citationCount: check.citationCount,
    fieldPercentile,
    openalex: records.openalex ?? null,
  };
  return { state: differences.length ? 'mismatch' : 'verified', check, work };
}

export async function checkPublication(
  session: ScholarlySession,
  claim: PublicationClaim,
  applicant: ApplicantIdentity,
  failures: ServiceFailures,
  checkedAt: string,
): Promise<PublicationOutcome> {
  const firstAuthor = claim.authors[0] ?? applicant.name;
  const records = await lookupPublication(session, claim, firstAuthor, failures);
  return judgePublication(claim, records, applicant, checkedAt);
}
