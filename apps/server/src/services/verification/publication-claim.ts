import { normalizeDoi } from '../../adapters/scholarly/identifiers';
import type { EvidenceItemRow } from '../../db/schema/index';

/** What the applicant says about one publication, read from an evidence item. */
export interface PublicationClaim {
  evidenceId: string;
  title: string;
  doi: string | null;
  year: number | null;
  venue: string | null;
  /** As the CV writes them; empty when the item gives none. */
  authors: string[];
  /** Whether the author list was cut short ("et al."), so its length says nothing. */
  isAuthorListTruncated: boolean;
  /** Who makes the claim, for sentences: "The CV", "The document", "Your entry". */
  claimant: string;
}

const TRUNCATION = /^(et\.? al\.?|others|\.\.\.|…)$/i;
const TRAILING_ET_AL = /,?\s*et\.? al\.?$/i;

function yearOf(item: Pick<EvidenceItemRow, 'date' | 'details'>): number | null {
  const fromDetails = item.details.year;
  if (typeof fromDetails === 'number' && Number.isInteger(fromDetails)) return fromDetails;
  if (typeof fromDetails === 'string' && /^\d{4}$/.test(fromDetails.trim())) return Number(fromDetails.trim());
  const fromDate = item.date?.slice(0, 4);
  return fromDate && /^\d{4}$/.test(fromDate) ? Number(fromDate) : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** `documentCategory` is the category of the item's source document, null for an item entered by hand. */
export function readPublicationClaim(item: EvidenceItemRow, documentCategory: string | null): PublicationClaim {
  const rawAuthors = Array.isArray(item.details.authors)
    ? item.details.authors.filter((author): author is string => typeof author === 'string' && !!author.trim())
    : [];
  const authors = rawAuthors.map((author) => author.replace(TRAILING_ET_AL, '').trim()).filter((author) => author && !TRUNCATION.test(author));
  return {
    evidenceId: item.id,
    title: item.title,
    doi: normalizeDoi(text(item.details.doi)),
    year: yearOf(item),
    venue: text(item.details.venue),
    authors,
    isAuthorListTruncated: rawAuthors.some((author) => TRUNCATION.test(author.trim()) || TRAILING_ET_AL.test(author.trim())),
    claimant: documentCategory === null ? 'Your entry' : documentCategory === 'cv' ? 'The CV' : 'The document',
  };
}

/** The fields whose change makes an earlier verification meaningless. */
export function publicationFingerprint(item: Pick<EvidenceItemRow, 'type' | 'title' | 'date' | 'details'>): string {
  const { doi, year, venue, authors } = item.details;
  return JSON.stringify([item.type, item.title, item.date, doi ?? null, year ?? null, venue ?? null, authors ?? null]);
}
