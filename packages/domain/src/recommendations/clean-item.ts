import type { AssessmentEvidence } from '../assessment/schema';
import { repairExtractedText } from './repair-text';

/**
 * Evidence items as a letter may quote them. Extraction from a CV leaves the reference line in the
 * description and sometimes its author-year run in the title; the letters quote titles only, repaired, and
 * never a line of the CV.
 */

/** Detail fields a letter or a reason prints: repaired like titles are. */
const PRINTED_DETAILS = ['venue', 'issuer', 'organization', 'outlet', 'author', 'role'] as const;

/** At least two letters in a row and not only a year or a page range: something a reader can recognise. */
const isRecognisable = (s: string): boolean => /\p{L}{2}/u.test(s) && s.replace(/[^\p{L}]/gu, '').length >= 4;

/** The title up to the first full stop that ends a sentence ("The Forecast Trap. Ecology Letters 25" → "The Forecast Trap"). */
function firstSentence(s: string): string {
  const m = /^(.+?[^\s.]{2})\.\s+\p{Lu}/u.exec(s);
  return (m?.[1] ?? s).trim();
}

/** Words that open a journal's name, when the extractor ran the venue into the title ("… in R. Methods in Ecology and Evolution"). */
const VENUE_TAIL =
  /^(.{12,}?[^\s.])[.,]\s+((?:The\s+)?(?:Journal|Proceedings|Methods in|Annals|Bulletin|Transactions|Frontiers in|Philosophical Transactions|Nature|Science|Ecology|Evolution|PeerJ|PLOS|F1000|R Journal|Ecosphere|Ecological|Theoretical|American|Biological|Conservation)\b[^.]*)\.?$/u;

const withoutVenueTail = (title: string): string => VENUE_TAIL.exec(title)?.[1] ?? title;

/**
 * The work's title, repaired ("Univer- sity" → "University", no list number); when the title field holds
 * only the authors and year ("Carl Boettiger (2018)"), the title read from the reference line instead;
 * null when neither names the work.
 */
export function titleOf(e: Pick<AssessmentEvidence, 'title' | 'description'>): string | null {
  const direct = withoutVenueTail(repairExtractedText(e.title, { title: true }));
  if (isRecognisable(direct)) return direct;
  const fromLine = withoutVenueTail(firstSentence(repairExtractedText(e.description, { title: true })));
  return isRecognisable(fromLine) ? fromLine : null;
}

/** A reference line of a list ("25. Carl Boettiger (2018). …", "2019 - current. Associate Editor"). */
const LIST_LINE = /^\s*(?:\[\d+\]|\(\d+\)|\d{1,4}[.)]\s|\d{4}\s*[-–—]|[•·▪◦*])|\(\d{4}[a-z]?\)/u;

/**
 * The item's own description when a letter may quote it: written on a primary document (an award letter, an
 * article, what the user typed for an item without a document), never a CV's line, repaired. "" otherwise.
 */
export function quotableDescription(e: Pick<AssessmentEvidence, 'title' | 'description' | 'documentCategory'>): string {
  if (e.documentCategory === 'cv' || LIST_LINE.test(e.description)) return '';
  const repaired = repairExtractedText(e.description);
  const title = repairExtractedText(e.title).toLowerCase();
  return title && repaired.toLowerCase().includes(title) && repaired.length < title.length + 40 ? '' : repaired;
}

/**
 * The item with its title, printed details and description repaired for quoting; `title` is "" when the
 * record holds no usable title (a letter leaves such an item out rather than quote a CV line).
 */
export function cleanItem<T extends AssessmentEvidence>(e: T): T {
  const details = { ...e.details };
  for (const key of PRINTED_DETAILS) {
    const value = details[key];
    if (typeof value === 'string') details[key] = repairExtractedText(value);
  }
  const authors = details['authors'];
  if (Array.isArray(authors)) details['authors'] = authors.map((a) => (typeof a === 'string' ? repairExtractedText(a) : a));
  else if (typeof authors === 'string') details['authors'] = repairExtractedText(authors);
  return { ...e, title: titleOf(e) ?? '', description: quotableDescription(e), details };
}
