import type { ScholarlyWork } from '../../adapters/scholarly/types';
import type { PublicationClaim } from './publication-claim';
import { SERVICE_LABELS } from './service-failures';
import { hasFamilyNameAmong, isSameTitle, isSameVenue, normalizeText } from './text-match';

const quote = (value: string) =>
  `“${value
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()}”`;

function listNames(names: string[]): string {
  const shown = names.slice(0, 3);
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : (shown[0] ?? '');
}

function titleMatches(claimed: string, recorded: string): boolean {
  if (isSameTitle(claimed, recorded)) return true;
  // A claim that carries the whole reference ("Title. Journal 12, 2020") still names the recorded title.
  const record = normalizeText(recorded);
  return record.split(' ').length >= 4 && normalizeText(claimed).includes(record);
}

/**
 * Human sentences for what differs between the claim and the records, naming the service each fact comes
 * from ("The CV gives 2019; Crossref records 2020."). A fact agrees when any service records it as claimed,
 * since services legitimately differ (online-first versus print year, abbreviated journal names).
 * `records` are ordered by authority: Crossref (the DOI registration agency) first.
 */
export function describeDifferences(claim: PublicationClaim, records: ScholarlyWork[]): string[] {
  const differences: string[] = [];
  const who = claim.claimant;

  const withYear = records.filter((work) => work.year !== null);
  if (claim.year !== null && withYear.length && !withYear.some((work) => work.year === claim.year)) {
    differences.push(`${who} gives ${claim.year}; ${SERVICE_LABELS[withYear[0]!.source]} records ${withYear[0]!.year}.`);
  }

  const withTitle = records.filter((work) => work.title);
  if (withTitle.length && !withTitle.some((work) => titleMatches(claim.title, work.title!))) {
    differences.push(`${who} gives the title ${quote(claim.title)}; ${SERVICE_LABELS[withTitle[0]!.source]} records ${quote(withTitle[0]!.title!)}.`);
  }

  const withVenue = records.filter((work) => work.venue);
  if (claim.venue && withVenue.length && !withVenue.some((work) => isSameVenue(claim.venue!, work.venue!))) {
    differences.push(`${who} gives the venue ${quote(claim.venue)}; ${SERVICE_LABELS[withVenue[0]!.source]} records ${quote(withVenue[0]!.venue!)}.`);
  }

  const withAuthors = records.filter((work) => work.authors.length);
  if (claim.authors.length && withAuthors.length) {
    const primary = withAuthors[0]!;
    const recordedNames = withAuthors.flatMap((work) => work.authors.map((author) => author.name));
    const missing = claim.authors.filter((author) => !hasFamilyNameAmong(author, recordedNames));
    if (missing.length) {
      differences.push(`${SERVICE_LABELS[primary.source]} does not list ${listNames(missing)} among the authors.`);
    }
    if (!claim.isAuthorListTruncated && !withAuthors.some((work) => work.authors.length === claim.authors.length)) {
      differences.push(
        `${who} lists ${claim.authors.length} ${claim.authors.length === 1 ? 'author' : 'authors'}; ${SERVICE_LABELS[primary.source]} lists ${primary.authors.length}.`,
      );
    }
  }

  // A DOI of a referee report or an author response is not the paper itself.
  const crossref = records.find((work) => work.source === 'crossref');
  if (crossref?.type === 'peer-review') {
    differences.push(`Crossref records this DOI as a peer-review report or author response, not as the paper.`);
  }
  return differences;
}
