import { OFFICIAL_PAGES, type FormFact, type NoteRef } from './sources';

/**
 * I-140 fees and where to file, as the research notes give them (see sources.ts; the § numbers below are sections
 * of those notes), with their November 2026 updates overriding older figures where they differ, and with the
 * sources the notes name.
 * Every figure below is stated in the notes; nothing is computed from a rule they do not give. Fees change:
 * the UI shows `FEES_AS_OF` and asks the user to check the USCIS I-140 page before paying. Each figure is shown
 * with the official page that publishes it; the notes' own sources (law-firm copies of USCIS guidance) stay in
 * `sourceTags` for maintainers.
 */

/** The date of the latest dated fee source in the notes: 91 FR 1059 (Jan. 12, 2026), the premium processing rule. */
export const FEES_AS_OF = '2026-01-12';
export const FEES_AS_OF_LABEL = `The newest fee rule here is 91 FR 1059 of Jan. 12, 2026, and payments follow the rules in force since Oct. 28, 2025. Fees change: check them on ${OFFICIAL_PAGES.i140} before you pay.`;

export interface FeeFigure {
  id: 'i140-filing' | 'asylum-standard' | 'asylum-small-employer' | 'asylum-nonprofit-research' | 'asylum-self-petitioner' | 'premium-2024' | 'premium-2026';
  label: string;
  amountUsd: number;
  /** ISO date from which the notes say it applies (for premium processing 2026: the postmark date). */
  effectiveFrom: string;
  ref: NoteRef;
}

const FEE_REF: NoteRef = { official: 'i140Form', sourceTags: ['FEE'], marks: ['S'] };
const PP_REF: NoteRef = { official: 'premiumProcessingRule', sourceTags: ['PP'], marks: ['P', 'S'] };

export const FEE_FIGURES: readonly FeeFigure[] = [
  {
    id: 'i140-filing',
    label: 'I-140 filing fee (fee rule effective April 1, 2024; earlier $700, and $580 in 2015-16)',
    amountUsd: 715,
    effectiveFrom: '2024-04-01',
    // The notes (§10.2) take the figure from a self-filer's guide and the USCIS lockbox tips; USCIS publishes it.
    ref: { official: 'i140Form', sourceTags: ['FEE', 'FORM'], marks: ['S'] },
  },
  {
    id: 'asylum-standard',
    label: 'Asylum Program Fee, standard',
    amountUsd: 600,
    effectiveFrom: '2024-04-01',
    ref: FEE_REF,
  },
  {
    id: 'asylum-small-employer',
    label: 'Asylum Program Fee, employers with 25 or fewer full-time-equivalent employees',
    amountUsd: 300,
    effectiveFrom: '2024-04-01',
    ref: FEE_REF,
  },
  {
    id: 'asylum-nonprofit-research',
    label: 'Asylum Program Fee, nonprofits and government research organizations',
    amountUsd: 0,
    effectiveFrom: '2024-04-01',
    ref: FEE_REF,
  },
  {
    // §14.3 confirms $300 from USCIS's Sept. 2024 I-140 fee guidance; the earlier $600 report is superseded.
    id: 'asylum-self-petitioner',
    label: 'Asylum Program Fee, self-petitioners with 25 or fewer (or zero) full-time employees (USCIS I-140 fee guidance, Sept. 2024)',
    amountUsd: 300,
    effectiveFrom: '2024-04-01',
    ref: FEE_REF,
  },
  {
    id: 'premium-2024',
    label: 'Premium processing (Form I-907), from Feb. 26, 2024 (up from $2,500)',
    amountUsd: 2805,
    effectiveFrom: '2024-02-26',
    ref: PP_REF,
  },
  {
    id: 'premium-2026',
    label: 'Premium processing (Form I-907), requests postmarked on or after March 1, 2026 (91 FR 1059, Jan. 12, 2026)',
    amountUsd: 2965,
    effectiveFrom: '2026-03-01',
    ref: PP_REF,
  },
];

export function feeFigure(id: FeeFigure['id']): FeeFigure {
  const figure = FEE_FIGURES.find((f) => f.id === id);
  if (!figure) throw new Error(`Unknown fee figure ${id}`);
  return figure;
}

/** Premium processing timeframes in business days (since April 1, 2024), §10.2. */
export const PREMIUM_PROCESSING_BUSINESS_DAYS = { EB1A: 15, NIW: 45 } as const;

const PAYMENT_REF: NoteRef = {
  official: 'i140Form',
  // The notes (§14.3) report the rule from law-firm and news summaries; USCIS states it on the form's page.
  sourceTags: ['PAY'],
  marks: ['S'],
};

/** How fees are paid since Oct. 28, 2025 (§14.3, which replaces the check/money-order line of §10.2). */
export const PAYMENT_METHOD_FACTS: readonly FormFact[] = [
  {
    text: 'Since Oct. 28, 2025 USCIS rejects paper checks and money orders for paper filings (EO 14247).',
    ref: PAYMENT_REF,
  },
  {
    text: 'Pay by card with Form G-1450 or by ACH debit from a U.S. bank account with Form G-1650; online filings pay through Pay.gov.',
    ref: PAYMENT_REF,
  },
];

/** What the notes say about paying (§10.2, with §14.3's payment methods). */
export const FEE_PAYMENT_FACTS: readonly FormFact[] = [
  ...PAYMENT_METHOD_FACTS,
  {
    text: 'The filing fee and the Asylum Program Fee are still separate payments.',
    ref: PAYMENT_REF,
  },
  {
    text: 'Wrong fees or blank Part 1 questions 5 and 6 lead to rejection; USCIS reported an "unusually high number" of I-140 rejections after April 2024.',
    ref: FEE_REF,
  },
  {
    text: 'If USCIS misses the premium processing window it refunds the fee and continues expedited handling; an RFE or NOID stops the clock.',
    ref: { official: 'premiumProcessingRule', sourceTags: ['PP'], marks: ['S'] },
  },
];

/** The I-140 filing fee for a filing on `date` (ISO); null before the April 1, 2024 rule, whose earlier range the notes do not date. */
export function i140FilingFee(date: string): FeeFigure | null {
  const figure = feeFigure('i140-filing');
  return date >= figure.effectiveFrom ? figure : null;
}

/**
 * The Asylum Program Fee from Part 1 questions 5 and 6: $0 for a nonprofit or government research entity,
 * $300 with 25 or fewer full-time employees, $600 otherwise. A self-petitioner pays $300 per USCIS's Sept.
 * 2024 I-140 fee guidance (§14.3). Null until the answers that decide it are given.
 */
export function asylumProgramFee(answers: {
  filedBy: 'self' | 'employer' | null;
  isNonprofitResearch: boolean | null;
  has25OrFewerEmployees: boolean | null;
}): FeeFigure | null {
  if (answers.isNonprofitResearch === true) return feeFigure('asylum-nonprofit-research');
  if (answers.filedBy === 'self' && answers.has25OrFewerEmployees !== false) return feeFigure('asylum-self-petitioner');
  if (answers.isNonprofitResearch === null || answers.has25OrFewerEmployees === null) return null;
  return feeFigure(answers.has25OrFewerEmployees ? 'asylum-small-employer' : 'asylum-standard');
}

/** The I-907 fee for a request postmarked on `postmarkDate` (ISO); null before Feb. 26, 2024 (not dated in the notes). */
export function premiumProcessingFee(postmarkDate: string): FeeFigure | null {
  const newest = [...FEE_FIGURES]
    .filter((f) => f.id.startsWith('premium-') && postmarkDate >= f.effectiveFrom)
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
  return newest[0] ?? null;
}

export interface FeeSummary {
  lines: FeeFigure[];
  /** Sum of the lines; null while a fee cannot be determined yet (see `unknown`). */
  totalUsd: number | null;
  /** What is still needed to know the total. */
  unknown: string[];
  /** True when a line rests on a figure the notes mark uncertain or conflicting. */
  hasUncertainFigure: boolean;
  asOf: string;
}

/** The fees a filing on `filingDate` pays: I-140 filing fee, Asylum Program Fee and, when asked for, I-907. */
export function feeSummary(input: {
  filingDate: string;
  filedBy: 'self' | 'employer' | null;
  isNonprofitResearch: boolean | null;
  has25OrFewerEmployees: boolean | null;
  premiumProcessing: boolean;
}): FeeSummary {
  const lines: FeeFigure[] = [];
  const unknown: string[] = [];
  const filing = i140FilingFee(input.filingDate);
  if (filing) lines.push(filing);
  else unknown.push(`We have no dated I-140 filing fee before April 1, 2024: check ${OFFICIAL_PAGES.i140}.`);
  const asylum = asylumProgramFee(input);
  if (asylum) lines.push(asylum);
  else unknown.push('Answer Part 1 questions 5 and 6 to know the Asylum Program Fee.');
  if (input.premiumProcessing) {
    const premium = premiumProcessingFee(input.filingDate);
    if (premium) lines.push(premium);
    else unknown.push(`We have no dated premium processing fee before Feb. 26, 2024: check ${OFFICIAL_PAGES.i140}.`);
  }
  return {
    lines,
    totalUsd: unknown.length ? null : lines.reduce((sum, f) => sum + f.amountUsd, 0),
    unknown,
    hasUncertainFigure: lines.some((f) => f.ref.marks.includes('U')),
    asOf: FEES_AS_OF,
  };
}

/** Where to file (§10.3). The notes give no street address, so none is stated: the user reads the USCIS page. */
export const WHERE_TO_FILE: readonly FormFact[] = [
  {
    text: 'USCIS publishes "Direct Filing Addresses for Form I-140"; the address depends on whether the I-140 is filed alone or with other forms (e.g. I-485, I-907). Use the page current on your filing date.',
    ref: { official: 'i140Form', sourceTags: ['FORM'], marks: ['P'] },
  },
  {
    text: "Adjudication is at the Nebraska and Texas Service Centers; an older, undated guide assigns states to one or the other by the petitioner's location.",
    // The notes (§10.3) have this from AAO decisions and an old guide, with no current assignment: USCIS decides.
    ref: { official: 'i140Form', sourceTags: ['FORM'], marks: ['S', 'U'] },
  },
];
