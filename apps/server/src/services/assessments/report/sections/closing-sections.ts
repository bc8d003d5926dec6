import type { Content, TableCell } from '../../../../lib/pdf/pdf-types';
import type { ReportData, ReportLookup } from '../report-data';
import { COLORS, LEVEL_COLORS, PETITION_LABELS, VERIFICATION_LABELS, formatDate } from '../report-theme';
import { disclaimerHeading, engineName, reportDisclaimer } from '../report-branding';
import { panel, reasonList, ruledLayout } from './blocks';

const SEVERITY = {
  high: { label: 'High', color: LEVEL_COLORS.weak },
  medium: { label: 'Medium', color: LEVEL_COLORS.borderline },
  low: { label: 'Low', color: COLORS.muted },
} as const;

const EVIDENCE_TYPE_NAMES: Record<string, string> = {
  publication: 'Publication',
  citation_record: 'Citation record',
  award: 'Award',
  membership: 'Membership',
  media_coverage: 'Media coverage',
  judging: 'Judging',
  original_contribution: 'Original contribution',
  presentation: 'Presentation',
  exhibition: 'Exhibition',
  leading_role: 'Leading role',
  salary: 'Salary',
  commercial_success: 'Commercial success',
  recommendation_letter: 'Recommendation letter',
  degree: 'Degree',
  license: 'License',
  employment: 'Employment',
  patent: 'Patent',
  grant: 'Grant',
  other: 'Other',
};

/** For an undecided case: which petition to file first and why. */
export function recommendationSection(data: ReportData, lookup: ReportLookup): Content[] {
  const { recommendation } = data.result;
  if (!recommendation) return [];
  return [
    { text: 'Recommendation', style: 'h1', tocItem: true, tocStyle: 'tocEntry', pageBreak: 'before' },
    { text: recommendation.headline, style: 'lead', bold: true, margin: [0, 0, 0, 6] },
    {
      text: `File first: ${PETITION_LABELS[recommendation.fileFirst]}${recommendation.alsoConsider ? `; also consider: ${PETITION_LABELS[recommendation.alsoConsider]}` : ''}.`,
      style: 'label',
      margin: [0, 0, 0, 6],
    },
    reasonList(recommendation.reasons, lookup),
  ];
}

/** What an officer may question across the whole record, most serious first. */
export function redFlagsSection(data: ReportData, lookup: ReportLookup): Content[] {
  const order = { high: 0, medium: 1, low: 2 } as const;
  const flags = [...data.result.redFlags].sort((a, b) => order[a.severity] - order[b.severity]);
  const out: Content[] = [{ text: 'Red flags', style: 'h1', tocItem: true, tocStyle: 'tocEntry', pageBreak: 'before' }];
  if (flags.length === 0) {
    out.push({ text: 'No red flags were found in the accepted evidence.', style: 'body' });
    return out;
  }
  out.push({ text: 'Points an officer may question. Each is worth fixing or explaining before filing.', style: 'body', margin: [0, 0, 0, 8] });
  const body: TableCell[][] = [
    [
      { text: 'Severity', style: 'tableHeader' },
      { text: 'What may be questioned', style: 'tableHeader' },
      { text: 'Evidence', style: 'tableHeader' },
    ],
    ...flags.map((flag) => {
      const authorities = lookup.authorities(flag.authorityIds);
      return [
        { text: SEVERITY[flag.severity].label, style: 'tableCell', bold: true, color: SEVERITY[flag.severity].color },
        {
          stack: [
            { text: flag.text, style: 'tableCell' },
            ...(authorities.length ? [{ text: authorities.map((a) => a.citation).join('; '), style: 'small', margin: [0, 2, 0, 0] } as Content] : []),
          ],
        },
        {
          text:
            flag.evidenceIds
              .map((id) => lookup.evidenceRef(id))
              .filter(Boolean)
              .join(', ') || '—',
          style: 'tableCell',
        },
      ];
    }),
  ];
  out.push({ table: { headerRows: 1, widths: [48, '*', 120], body, dontBreakRows: true }, layout: ruledLayout });
  return out;
}

/** Every item the engine read, with its exhibit and verification, so a reader can find each reference. */
export function evidenceIndexSection(data: ReportData): Content[] {
  const items = data.input.evidence;
  const out: Content[] = [{ text: 'Evidence assessed', style: 'h1', tocItem: true, tocStyle: 'tocEntry', pageBreak: 'before' }];
  if (items.length === 0) {
    out.push({
      text: 'No evidence had been accepted when this assessment ran. Upload documents, review the suggested evidence and accept what is right, then assess again.',
      style: 'body',
    });
    return out;
  }
  out.push({
    text: `The ${items.length} accepted evidence ${items.length === 1 ? 'item' : 'items'} this assessment read, as they were on ${formatDate(data.result.asOf)}.`,
    style: 'body',
    margin: [0, 0, 0, 8],
  });
  // Exhibits in label order first, then the items no document backs yet.
  const sorted = [...items].sort((a, b) => {
    if (a.exhibit && b.exhibit) return a.exhibit.localeCompare(b.exhibit, 'en', { numeric: true });
    if (a.exhibit || b.exhibit) return a.exhibit ? -1 : 1;
    return a.title.localeCompare(b.title);
  });
  const body: TableCell[][] = [
    ['Exhibit', 'Type', 'Title', 'Date', 'Verification'].map((text) => ({ text, style: 'tableHeader' })),
    ...sorted.map((item) => [
      { text: item.exhibit ?? '—', style: 'tableCell', bold: true },
      { text: EVIDENCE_TYPE_NAMES[item.type] ?? item.type, style: 'tableCell' },
      { text: item.title, style: 'tableCell' },
      { text: item.date ?? '—', style: 'tableCell' },
      { text: VERIFICATION_LABELS[item.verification], style: 'tableCell', color: item.verification === 'verified' ? LEVEL_COLORS.strong : COLORS.muted },
    ]),
  ];
  out.push({ table: { headerRows: 1, widths: [40, 70, '*', 50, 80], body, dontBreakRows: true }, layout: ruledLayout });
  return out;
}

/** How the assessment was made and what it is not. */
export function aboutSection(data: ReportData): Content[] {
  const { result } = data;
  return [
    { text: 'About this assessment', style: 'h1', tocItem: true, tocStyle: 'tocEntry', margin: [0, 24, 0, 10] },
    {
      text: [
        `${engineName(data)} (version ${result.engineVersion}) assessed the accepted evidence as of ${formatDate(result.asOf)}. `,
        'It scores each criterion from what the evidence shows and cites only authorities from a closed library of statutes, regulations, Policy Manual chapters and decisions. ',
        result.isReworded
          ? 'The explanations were reworded in plainer language by an AI model; the scores, levels, evidence and citations are the engine’s own, and every reworded sentence was checked to keep its numbers and citations.'
          : 'The explanations are the engine’s own words.',
      ],
      style: 'body',
      margin: [0, 0, 0, 12],
    },
    panel(
      [
        { text: disclaimerHeading(data), bold: true, style: 'label', color: COLORS.ink, margin: [0, 0, 0, 4] },
        { text: reportDisclaimer(data), style: 'body', fontSize: 9 },
      ],
      COLORS.amberSoft,
      '#f59e0b',
    ),
  ];
}
