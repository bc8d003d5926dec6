import { PDFDocument } from 'pdf-lib';
import { renderPdf, SERIF } from '../../lib/pdf/pdf-engine';
import type { Content, DocumentDefinition } from '../../lib/pdf/pdf-types';
import type { FirmLetterhead } from '../firms/letterhead';
import { letterheadContent } from '../firms/letterhead-pdf';
import { formatLetterDate } from '../letters/render/letter-layout';
import { EXHIBIT_INDEX_TITLE, UNGROUPED_HEADING } from './exhibit-index';
import { INK, MUTED } from './generated-style';
import { criterionOf, groupByCriterion, orderParts, type OrderedPart, type PartSummary } from './order-parts';
import type { PackagePetitionType } from './package-types';

export interface TransmittalSigner {
  name: string;
  /** "Counsel for the Petitioner". */
  capacity: string;
  /** Lines under the capacity, e.g. the attorney's bar number and licensing authority. */
  details?: string[];
}

export interface TransmittalLetterInput {
  applicantName: string;
  petitionType: PackagePetitionType;
  /** The letter's date, YYYY-MM-DD. */
  date: string;
  /** The filing address from the forms guide (USCIS "Direct Filing Addresses for Form I-140"); left out when unknown. */
  addressLines?: string[];
  /** The package's parts (the transmittal letter itself is skipped), in the order given to assemblePackage. */
  parts: readonly PartSummary[];
  /** Who signs; the petitioner unless an attorney or representative files the package. */
  signer?: TransmittalSigner;
  /** A firm's case: the letter is on the firm's letterhead, and the file names the firm as its maker under white label. */
  letterhead?: FirmLetterhead | null;
  /** The maker in the file's metadata; Acclaim unless a firm's white label says otherwise. */
  software?: string;
}

const CLASSIFICATION_REQUESTED: Record<PackagePetitionType, string> = {
  EB1A: 'EB-1A, alien of extraordinary ability (employment-based first preference)',
  NIW: 'EB-2 with a national interest waiver (employment-based second preference)',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Exhibits A-1 to A-6" or "Exhibit A-7". */
function labelRange(exhibits: readonly OrderedPart<PartSummary>[]): string {
  const first = exhibits[0]?.label ?? '';
  const last = exhibits[exhibits.length - 1]?.label ?? '';
  return exhibits.length === 1 ? `Exhibit ${first}` : `Exhibits ${first} to ${last}`;
}

/** One line per run of exhibits under a criterion, with their labels; none when no exhibit names a criterion. */
function runLines(exhibits: readonly OrderedPart<PartSummary>[]): string[] {
  const groups = groupByCriterion(exhibits);
  if (groups.every((group) => group.criterion === null)) return [];
  return groups.map((group) => `${group.criterion ?? UNGROUPED_HEADING}: ${labelRange(group.exhibits)}`);
}

/** The compact form: how many exhibits each criterion has, for at most MAX_CRITERIA_LINES criteria. */
function criterionCountLines(exhibits: readonly OrderedPart<PartSummary>[]): string[] {
  const counts = new Map<string, number>();
  for (const exhibit of exhibits) {
    const criterion = criterionOf(exhibit.part) ?? UNGROUPED_HEADING;
    counts.set(criterion, (counts.get(criterion) ?? 0) + 1);
  }
  if (counts.size === 1 && counts.has(UNGROUPED_HEADING)) return [];
  const lines = [...counts].map(([criterion, count]) => `${criterion}: ${plural(count, 'exhibit', 'exhibits')}`);
  const hidden = lines.length - MAX_CRITERIA_LINES;
  return hidden > 1 ? [...lines.slice(0, MAX_CRITERIA_LINES), `${hidden} more criteria, as the exhibit index lists`] : lines;
}

const MAX_CRITERIA_LINES = 10;

interface Variant {
  fontSize: number;
  /** Lists each recommendation letter, or only how many there are. */
  isDetailed: boolean;
}

/** The contents in filing order, as numbered items with sub-items. */
function contentsList(parts: readonly PartSummary[], { isDetailed }: Variant): Content[] {
  const ordered = orderParts(parts).filter((item) => item.part.kind !== 'transmittal');
  const items: Content[] = [];
  for (const item of ordered) {
    if (item.part.kind === 'forms' || item.part.kind === 'petition-letter') items.push(item.part.title);
  }
  const letters = ordered.filter((item) => item.part.kind === 'recommendation-letter');
  if (letters.length) {
    const heading = `Recommendation letters (${letters.length})`;
    items.push(isDetailed ? { stack: [heading, { ul: letters.map((item) => item.part.title), margin: [0, 1, 0, 0] }] } : heading);
  }
  const exhibits = ordered.filter((item) => item.part.kind === 'exhibit');
  if (exhibits.length) {
    items.push(EXHIBIT_INDEX_TITLE);
    const heading = `${labelRange(exhibits)} (${plural(exhibits.length, 'exhibit', 'exhibits')}), each behind a tab page bearing its label`;
    const lines = isDetailed ? runLines(exhibits) : criterionCountLines(exhibits);
    items.push(lines.length ? { stack: [heading, { ul: lines, margin: [0, 1, 0, 0] }] } : heading);
  }
  return items;
}

/** The letter as pdfmake content; exported for tests. */
export function buildTransmittalDefinition(input: TransmittalLetterInput, variant: Variant = { fontSize: 11, isDetailed: true }): DocumentDefinition {
  const signer = input.signer ?? { name: input.applicantName, capacity: 'Petitioner' };
  const isPetitionerSigning = !input.signer || input.signer.name.trim() === input.applicantName.trim();
  const opening = isPetitionerSigning
    ? `I submit the enclosed Form I-140, Immigrant Petition for Alien Worker, on my own behalf, requesting classification as ${CLASSIFICATION_REQUESTED[input.petitionType]}.`
    : `On behalf of the petitioner, ${input.applicantName}, I submit the enclosed Form I-140, Immigrant Petition for Alien Worker, requesting classification as ${CLASSIFICATION_REQUESTED[input.petitionType]}.`;
  const signatureLabel = isPetitionerSigning ? 'Signature of petitioner' : `Signature of ${signer.capacity.toLowerCase()}`;
  const gap = variant.fontSize * 0.9;
  const head = input.letterhead ? letterheadContent(input.letterhead, { width: 612 - 72 * 2, muted: MUTED }) : [];
  const content: Content[] = [
    ...head,
    { text: formatLetterDate(input.date), margin: [0, 0, 0, gap * 1.5] },
    { stack: ['U.S. Citizenship and Immigration Services', ...(input.addressLines ?? [])], margin: [0, 0, 0, gap * 1.5] },
    {
      stack: [
        { text: 'Re: Form I-140, Immigrant Petition for Alien Worker', bold: true },
        `Petitioner and beneficiary: ${input.applicantName} (self-petition)`,
        `Classification requested: ${CLASSIFICATION_REQUESTED[input.petitionType]}`,
      ],
      margin: [0, 0, 0, gap * 1.5],
    },
    { text: 'Dear Officer:', margin: [0, 0, 0, gap] },
    { text: opening, margin: [0, 0, 0, gap] },
    { text: 'The package is arranged in this order:', margin: [0, 0, 0, gap / 2] },
    { ol: contentsList(input.parts, variant), margin: [12, 0, 0, gap] },
    {
      text: 'Every page after this letter carries a page number at the bottom right, numbered continuously through the last exhibit; the exhibit index gives the page on which each exhibit begins.',
      margin: [0, 0, 0, gap],
    },
    { text: 'Thank you for your consideration of this petition.', margin: [0, 0, 0, gap] },
    { text: 'Respectfully submitted,', margin: [0, 0, 0, gap * 3.5] },
    {
      stack: [
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.6, lineColor: INK }] },
        { text: signatureLabel, fontSize: variant.fontSize - 2, color: MUTED, margin: [0, 2, 0, 4] },
        signer.name,
        signer.capacity,
        ...(input.signer?.details ?? []),
        { text: 'Date: ____________________', margin: [0, gap, 0, 0] },
      ],
      unbreakable: true,
    },
  ];
  return {
    pageSize: 'LETTER',
    pageMargins: [72, 64, 72, 60],
    info: {
      title: 'Transmittal letter',
      author: input.letterhead?.firmName ?? signer.name,
      subject: `Form I-140 petition of ${input.applicantName}`,
      creator: input.software ?? 'Acclaim',
      producer: input.software ?? 'Acclaim',
    },
    defaultStyle: { font: SERIF, fontSize: variant.fontSize, color: INK, lineHeight: 1.2 },
    content,
  };
}

/** From roomiest to most compact; the first that fits one page is used. */
const VARIANTS: Variant[] = [
  { fontSize: 11, isDetailed: true },
  { fontSize: 10, isDetailed: true },
  { fontSize: 9, isDetailed: true },
  { fontSize: 9, isDetailed: false },
  { fontSize: 8, isDetailed: false },
];

/**
 * The transmittal (cover) letter: one page, addressed to USCIS, listing the package's contents in filing order,
 * with a signature line for the petitioner (or the signer given). Factual only: no legal argument, no citations.
 * Pass the result to assemblePackage as the part of kind "transmittal".
 */
export async function buildTransmittalLetter(input: TransmittalLetterInput): Promise<Uint8Array> {
  let bytes: Uint8Array = new Uint8Array();
  for (const variant of VARIANTS) {
    bytes = await renderPdf(buildTransmittalDefinition(input, variant));
    if ((await PDFDocument.load(bytes)).getPageCount() === 1) return bytes;
  }
  return bytes;
}
