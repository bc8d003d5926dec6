import { estimatePages, type Letter, type LetterPetitionType } from '@acclaim/domain/letter';
import type { FirmLetterhead } from '../../firms/letterhead';

/**
 * The printed letter's measures, shared by the DOCX and PDF renderers so both paginate alike. Plans cut the
 * letter at WORDS_PER_PAGE (575) words a page (packages/domain/src/letter/plain-text.ts), counting words only,
 * while a composed letter spends much of its page on headings and short paragraphs. The type and spacing below
 * are set as compact as a letter stays comfortable to read, so a cut at N pages prints on N pages plus at most
 * one more that the upgrade note and the headings' share spill onto (see render-letter-pdf.test.ts,
 * render-letter-docx.test.ts and the "letter" section of `npm run bench` for the measurements).
 */
export const LETTER_LAYOUT = {
  /** US Letter, as USCIS filings are; 1-inch margins at the sides, a little less above and below. */
  page: { widthPt: 612, heightPt: 792 },
  margin: { topPt: 64, rightPt: 72, bottomPt: 60, leftPt: 72 },
  /** Where the running header and the page-number footer sit, from the page's edge. */
  headerFromEdgePt: 30,
  footerFromEdgePt: 28,
  /**
   * Body size per format. DejaVu Serif Condensed (PDF) has a tall x-height: 10 pt of it is as large to the eye as
   * 11.5 pt Times New Roman, and sets as many words to the line as 11 pt Times New Roman (DOCX), so both formats
   * break pages at about the same places.
   */
  bodyPt: { pdf: 10, docx: 11 },
  /** Sizes above the body size, the same in both formats. */
  headingUpPt: { 1: 1, 2: 0, 3: 0 },
  titleUpPt: 3.5,
  smallPt: 8.5,
  /** Single spacing; the space between paragraphs marks them, as petition letters are set. */
  paragraphAfterPt: 5,
  listItemAfterPt: 3,
  headingBeforePt: { 1: 12, 2: 7, 3: 5 },
  headingAfterPt: { 1: 4, 2: 2, 3: 2 },
  listIndentPt: 22,
  ink: '#1a1a1a',
  muted: '#555555',
  noteFill: '#f3f4f6',
  noteBorder: '#6b7280',
} as const;

/** A letter shorter than this many pages keeps its contents on the first page instead of a page of its own. */
const TOC_OWN_PAGE_MIN_PAGES = 8;

/**
 * Whether the contents start a page of their own. A long letter gets a contents page as briefs have; a short
 * whole letter keeps them above the introduction, so a letter under a plan's page limit is not pushed over it.
 */
export const isTocOnOwnPage = (letter: Letter): boolean => estimatePages(letter) >= TOC_OWN_PAGE_MIN_PAGES;

const CLASSIFICATION: Record<LetterPetitionType, string> = { EB1A: 'EB-1A', NIW: 'EB-2 NIW' };

/** The running header: whose petition this is, on every page. */
export const runningHeader = (letter: Letter, applicantName: string): string =>
  `${applicantName} · Form I-140 petition, ${CLASSIFICATION[letter.petitionType]}`;

/**
 * What the file metadata says the document is. Not part of the filed text, so it may carry the disclaimer. For a
 * firm's case it must stay true under the firm's name: the firm is a law firm and its attorneys advise; what is
 * not legal advice is the drafting software's output, which the firm's attorneys review.
 */
export function documentSubject(letter: Letter, applicantName: string, firm: Pick<FirmLetterhead, 'firmName' | 'hideAcclaimBranding'> | null = null): string {
  const what = `${CLASSIFICATION[letter.petitionType]} petition letter for ${applicantName}`;
  if (!firm) return `${what}, drafted with Acclaim; not legal advice`;
  return firm.hideAcclaimBranding
    ? `${what}, prepared by ${firm.firmName}; drafted with software for review by the firm's attorneys (the software's drafts are not legal advice)`
    : `${what}, prepared by ${firm.firmName}; drafted with Acclaim for review by the firm's attorneys (Acclaim's drafts are not legal advice)`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-03-05" → "March 5, 2026", the way US letters are dated; anything else is printed as given. */
export function formatLetterDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month || Number(match[3]) < 1 || Number(match[3]) > 31) return isoDate;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
