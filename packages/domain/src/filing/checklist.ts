import type { DocumentCategory, DocumentStatus } from '../evidence';
import type { FilingPetitionType } from './exhibit-groups';

export const CHECKLIST_STATUSES = ['present', 'missing', 'blocking', 'not-needed'] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

/** Items the product cannot see for itself: the user ticks them. */
export const MANUAL_CHECKLIST_ITEMS = ['supporting-forms', 'fees'] as const;
export type ManualChecklistItem = (typeof MANUAL_CHECKLIST_ITEMS)[number];

export type ChecklistItemId =
  | 'i-140'
  | ManualChecklistItem
  | 'identity'
  | 'status'
  | 'degree'
  | 'petition-letter'
  | 'letter-approval'
  | 'recommendation-letters'
  | 'exhibits'
  | 'translations';

export type ChecklistGroup = 'forms' | 'personal' | 'letters' | 'evidence';

/** Where in the app the user fixes an item. */
export type ChecklistTarget = 'i140-guide' | 'forms' | 'documents' | 'petition-letter' | 'recommendations';

export interface ChecklistItem {
  id: ChecklistItemId;
  group: ChecklistGroup;
  title: string;
  status: ChecklistStatus;
  /** One sentence on where the item stands. */
  summary: string;
  /** What is there or missing, one line each (documents, letters, issues). */
  details: string[];
  target: ChecklistTarget | null;
  /** Set for items the user ticks: whether they have. */
  manual: { isDone: boolean } | null;
}

export interface ChecklistDocument {
  id: string;
  name: string;
  category: DocumentCategory;
  exhibitLabel: string | null;
  status: DocumentStatus;
  translationOfId: string | null;
  /** From the extracted text: null while unknown (not yet read, or too little text). */
  isEnglish: boolean | null;
}

/** One finding of the letter's filing check, as the check reports it (letter/filing-check.ts). */
export interface ChecklistLetterIssue {
  kind: string;
  message: string;
  /** The heading of the section it is in; null for the title or the whole letter. */
  sectionHeading: string | null;
  /** The sentence or citation concerned, when there is one. */
  text: string | null;
}

export interface ChecklistLetter {
  state: 'writing' | 'failed' | 'ready';
  version: number;
  /** Pages the plan shows; null for the whole letter. */
  pageLimit: number | null;
  /** The filing check of this version; null when it has not run. */
  check: { isClean: boolean; issues: ChecklistLetterIssue[] } | null;
}

/** How many of the check's findings the checklist names; the letter screen lists them all. */
export const LETTER_ISSUES_SHOWN = 3;

/**
 * Attorney approval of a firm case's petition letter: of the sections the plan shows, how many an owner or
 * attorney approved as their text stands; those waiting by heading (`hasChanged`: approved once, edited since).
 */
export interface ChecklistLetterApproval {
  total: number;
  approved: number;
  awaiting: { heading: string; hasChanged: boolean }[];
}

export interface ChecklistRecommendation {
  recommenderName: string;
  hasDraft: boolean;
  isSigned: boolean;
  hasCv: boolean;
}

export interface FilingChecklistInput {
  /** The type the filing is for; null while the case is undecided. */
  petitionType: FilingPetitionType | null;
  i140: { hasAssistance: boolean; partsConfirmed: number; partsTotal: number };
  /** Forms other than the I-140 that the case needs, with their titles. */
  supportingForms: { formId: string; title: string; need: 'required' | 'optional' }[];
  /** "$1,315", or null while a fee cannot be determined yet. */
  feeTotal: string | null;
  feeUnknown: string[];
  /** From the I-140 guide (Part 4): adjustment of status in the United States, consular processing, or unknown. */
  processing: 'adjustment' | 'consular' | null;
  hasDegreeEvidence: boolean;
  documents: ChecklistDocument[];
  letter: ChecklistLetter | null;
  /** Set for a case a firm runs, whose letter an attorney approves before filing; absent or null otherwise. */
  letterApproval?: ChecklistLetterApproval | null;
  recommendations: ChecklistRecommendation[];
  manualDone: readonly string[];
}

export interface FilingChecklist {
  items: ChecklistItem[];
  counts: Record<ChecklistStatus, number>;
  /** No item blocks and none is missing. */
  isComplete: boolean;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const docLine = (d: Pick<ChecklistDocument, 'name' | 'exhibitLabel'>) => (d.exhibitLabel ? `${d.exhibitLabel}: ${d.name}` : d.name);

function item(fields: Omit<ChecklistItem, 'details' | 'target' | 'manual'> & Partial<Pick<ChecklistItem, 'details' | 'target' | 'manual'>>): ChecklistItem {
  return { details: [], target: null, manual: null, ...fields };
}

function i140Item(input: FilingChecklistInput): ChecklistItem {
  const { hasAssistance, partsConfirmed, partsTotal } = input.i140;
  const base = { id: 'i-140' as const, group: 'forms' as const, title: 'Form I-140, signed' };
  if (!hasAssistance) {
    return item({
      ...base,
      status: 'blocking',
      summary: 'Fill in and sign the official Form I-140. The part-by-part guide comes with the Complete plan.',
      target: 'forms',
    });
  }
  if (partsTotal > 0 && partsConfirmed >= partsTotal) {
    return item({
      ...base,
      status: 'present',
      summary: `All ${partsTotal} parts are confirmed in the I-140 guide. Copy them onto the official form and sign it.`,
      target: 'i140-guide',
    });
  }
  return item({ ...base, status: 'blocking', summary: `${partsConfirmed} of ${partsTotal} parts are confirmed in the I-140 guide.`, target: 'i140-guide' });
}

function supportingFormsItem(input: FilingChecklistInput, isDone: boolean): ChecklistItem {
  const base = { id: 'supporting-forms' as const, group: 'forms' as const, title: 'Supporting forms' };
  if (!input.supportingForms.length)
    return item({ ...base, status: 'not-needed', summary: 'Your answers call for no form besides the I-140.', target: 'forms' });
  const details = input.supportingForms.map((form) => `${form.formId}: ${form.title}${form.need === 'optional' ? ' (optional)' : ''}`);
  const required = input.supportingForms.filter((form) => form.need === 'required');
  return item({
    ...base,
    status: isDone ? 'present' : required.length ? 'blocking' : 'missing',
    summary: isDone
      ? 'You marked these forms as filled in and signed.'
      : 'Fill in and sign these official forms; Acclaim does not fill them for you. Tick the item when they are ready.',
    details,
    target: 'forms',
    manual: { isDone },
  });
}

function feesItem(input: FilingChecklistInput, isDone: boolean): ChecklistItem {
  const base = { id: 'fees' as const, group: 'forms' as const, title: 'Filing fees' };
  const amount = input.feeTotal ? `${input.feeTotal} in total` : 'An amount that depends on answers still open';
  return item({
    ...base,
    status: isDone ? 'present' : 'blocking',
    summary: isDone
      ? `You marked the payment as prepared (${amount.toLowerCase()}).`
      : `${amount}, paid as separate payments as the Forms and fees step explains. Tick the item when the payment is prepared.`,
    details: input.feeTotal ? [] : input.feeUnknown,
    target: 'forms',
    manual: { isDone },
  });
}

function documentsItem(
  input: FilingChecklistInput,
  fields: { id: 'identity' | 'status' | 'degree'; title: string; categories: DocumentCategory[]; missing: string; present: string; status: ChecklistStatus },
): ChecklistItem {
  const found = input.documents.filter((d) => fields.categories.includes(d.category));
  const base = { id: fields.id, group: 'personal' as const, title: fields.title, target: 'documents' as const };
  if (found.length) return item({ ...base, status: 'present', summary: fields.present, details: found.map(docLine) });
  return item({ ...base, status: fields.status, summary: fields.missing });
}

function statusItem(input: FilingChecklistInput): ChecklistItem {
  if (input.processing === 'consular') {
    return item({
      id: 'status',
      group: 'personal',
      title: 'Immigration status in the United States',
      status: 'not-needed',
      summary: 'You plan consular processing abroad, so no U.S. status documents are needed.',
      target: 'documents',
    });
  }
  return documentsItem(input, {
    id: 'status',
    title: 'Immigration status in the United States',
    categories: ['status'],
    present: 'Copies of your current status are uploaded.',
    missing:
      input.processing === 'adjustment'
        ? 'You plan to adjust status in the United States: upload your visa, I-94 record and status approval notices (category “Immigration status”).'
        : 'If you are in the United States, upload your visa, I-94 record and status approval notices (category “Immigration status”).',
    status: 'missing',
  });
}

function degreeItem(input: FilingChecklistInput): ChecklistItem {
  const isNiw = input.petitionType === 'NIW';
  const item = documentsItem(input, {
    id: 'degree',
    title: isNiw ? 'Advanced degree: diploma and transcripts' : 'Degrees: diplomas and transcripts',
    categories: ['degree'],
    present: 'Degree documents are uploaded.',
    missing: isNiw
      ? 'An NIW petition first shows the EB-2 advanced degree (or exceptional ability): upload the diploma and transcripts, with a credential evaluation for a foreign degree.'
      : 'Upload diplomas and transcripts; they show your training in the field.',
    status: isNiw && !input.hasDegreeEvidence ? 'blocking' : 'missing',
  });
  return item;
}

/** The first few findings, each with the section it is in, and how many more the letter screen shows. */
function letterIssueLines(issues: readonly ChecklistLetterIssue[]): string[] {
  const lines = issues.slice(0, LETTER_ISSUES_SHOWN).map((issue) => {
    const where = issue.sectionHeading ? `In “${issue.sectionHeading}”: ` : '';
    // A sentence without an exhibit is found by its words; the message alone does not say which one.
    const quote = issue.kind === 'unsupported-sentence' && issue.text ? `“${issue.text}” ` : '';
    return `${where}${quote}${issue.message}`;
  });
  const more = issues.length - LETTER_ISSUES_SHOWN;
  return more > 0 ? [...lines, `${plural(more, 'more issue')} in the petition letter’s filing check.`] : lines;
}

function petitionLetterItem(input: FilingChecklistInput): ChecklistItem {
  const base = { id: 'petition-letter' as const, group: 'letters' as const, title: 'Petition letter', target: 'petition-letter' as const };
  const letter = input.letter;
  if (!letter) return item({ ...base, status: 'blocking', summary: 'No petition letter yet. Generate it from your evidence on the cover letter screen.' });
  if (letter.state === 'writing') return item({ ...base, status: 'blocking', summary: 'The letter is being written.' });
  if (letter.state === 'failed')
    return item({ ...base, status: 'blocking', summary: 'Writing the letter did not finish. Start it again on the cover letter screen.' });
  if (letter.pageLimit !== null) {
    return item({
      ...base,
      status: 'blocking',
      summary: `Your plan shows the first ${plural(letter.pageLimit, 'page')} of the letter. The whole letter comes with the Complete plan.`,
    });
  }
  const check = letter.check;
  if (!check) return item({ ...base, status: 'blocking', summary: `Version ${letter.version} has not been through the filing check yet.` });
  if (!check.isClean || check.issues.length > 0) {
    return item({
      ...base,
      status: 'blocking',
      summary: `Version ${letter.version}: the filing check found ${plural(check.issues.length, 'issue')} to resolve.`,
      details: letterIssueLines(check.issues),
    });
  }
  return item({
    ...base,
    status: 'present',
    summary: `Version ${letter.version} passes the filing check: every legal citation is in the library and every factual sentence cites an exhibit.`,
  });
}

function letterApprovalItem(approval: ChecklistLetterApproval): ChecklistItem {
  const base = {
    id: 'letter-approval' as const,
    group: 'letters' as const,
    title: 'Attorney approval of the petition letter',
    target: 'petition-letter' as const,
  };
  if (approval.total === 0)
    return item({ ...base, status: 'blocking', summary: 'An attorney approves each section of the petition letter once it is written.' });
  if (approval.approved >= approval.total) {
    const summary =
      approval.total === 1
        ? 'The letter’s section is approved by an attorney as it now reads.'
        : `All ${approval.total} sections of the letter are approved by an attorney as they now read.`;
    return item({ ...base, status: 'present', summary });
  }
  const waiting = approval.total - approval.approved;
  return item({
    ...base,
    status: 'blocking',
    summary: `${plural(waiting, 'section')} of ${approval.total} ${waiting === 1 ? 'awaits' : 'await'} attorney approval; the package is assembled once every section is approved.`,
    details: approval.awaiting.map((section) =>
      section.hasChanged ? `${section.heading}: changed since it was approved` : `${section.heading}: not yet approved`,
    ),
  });
}

function recommendationsItem(input: FilingChecklistInput): ChecklistItem {
  const base = {
    id: 'recommendation-letters' as const,
    group: 'letters' as const,
    title: 'Recommendation letters with the recommenders’ CVs',
    target: 'recommendations' as const,
  };
  const drafted = input.recommendations.filter((r) => r.hasDraft);
  if (!drafted.length)
    return item({
      ...base,
      status: 'missing',
      summary: 'No recommendation letter yet. Letters from independent experts carry weight; plan and draft them in the Recommendation letters step.',
    });
  const details = drafted.map((r) => `${r.recommenderName}: ${r.isSigned ? 'signed' : 'draft, not yet signed'}${r.hasCv ? ', CV attached' : ', CV missing'}`);
  const unsigned = drafted.filter((r) => !r.isSigned).length;
  const noCv = drafted.filter((r) => !r.hasCv).length;
  if (!unsigned && !noCv)
    return item({ ...base, status: 'present', summary: `${plural(drafted.length, 'letter')}, all signed, each with the recommender’s CV.`, details });
  const gaps = [unsigned ? `${unsigned} not yet signed` : '', noCv ? `${noCv} without the recommender’s CV` : ''].filter(Boolean).join(' and ');
  return item({ ...base, status: 'missing', summary: `${plural(drafted.length, 'letter')}: ${gaps}.`, details });
}

function exhibitsItem(input: FilingChecklistInput): ChecklistItem {
  const base = { id: 'exhibits' as const, group: 'evidence' as const, title: 'Exhibits by criterion', target: 'documents' as const };
  const exhibits = input.documents.filter((d) => !['identity', 'status', 'translation'].includes(d.category));
  if (!exhibits.length) return item({ ...base, status: 'blocking', summary: 'No evidence is uploaded yet.' });
  const unlabelled = exhibits.filter((d) => !d.exhibitLabel);
  const failed = exhibits.filter((d) => d.status === 'failed');
  const details = [
    ...unlabelled.map((d) => `${d.name} has no exhibit label.`),
    ...failed.map((d) => `${docLine(d)} could not be read; check that the file opens.`),
  ];
  if (details.length) return item({ ...base, status: 'missing', summary: `${plural(exhibits.length, 'document')}; some need attention.`, details });
  return item({
    ...base,
    status: 'present',
    summary: `${plural(exhibits.length, 'document')}, each with its exhibit label. The package files them behind tabs, grouped by criterion.`,
  });
}

function translationsItem(input: FilingChecklistInput): ChecklistItem {
  const base = { id: 'translations' as const, group: 'evidence' as const, title: 'Certified English translations', target: 'documents' as const };
  const translated = new Set(input.documents.filter((d) => d.category === 'translation' && d.translationOfId).map((d) => d.translationOfId));
  const foreign = input.documents.filter((d) => d.category !== 'translation' && d.isEnglish === false);
  const untranslated = foreign.filter((d) => !translated.has(d.id));
  const unlinked = input.documents.filter((d) => d.category === 'translation' && !d.translationOfId);
  const details = [
    ...untranslated.map((d) => `${docLine(d)} does not read as English and has no linked translation.`),
    ...unlinked.map((d) => `${d.name} is a translation not linked to its original.`),
  ];
  if (details.length) {
    return item({
      ...base,
      status: untranslated.length ? 'blocking' : 'missing',
      summary:
        'Every document not in English needs a complete English translation with the translator’s certification (8 C.F.R. § 103.2(b)(3)). Upload it in the category “Translation” and link it to the original.',
      details,
    });
  }
  if (!foreign.length) {
    const summary = input.documents.length ? 'Every document that could be read is in English.' : 'No document needs a translation so far.';
    return item({ ...base, status: 'not-needed', summary });
  }
  return item({ ...base, status: 'present', summary: `${plural(foreign.length, 'document')} not in English, each with its linked translation.` });
}

/**
 * Everything a complete I-140 filing needs, each with whether it is present, missing (the filing is weaker
 * without it) or blocking (the filing should not go without it). The order is the package's order.
 */
export function buildFilingChecklist(input: FilingChecklistInput): FilingChecklist {
  const done = new Set(input.manualDone);
  const items = [
    i140Item(input),
    supportingFormsItem(input, done.has('supporting-forms')),
    feesItem(input, done.has('fees')),
    documentsItem(input, {
      id: 'identity',
      title: 'Passport (identity page)',
      categories: ['identity'],
      present: 'A copy of your passport is uploaded.',
      missing: 'Upload a copy of your passport’s identity page (category “Passport or ID”).',
      status: 'missing',
    }),
    statusItem(input),
    degreeItem(input),
    petitionLetterItem(input),
    ...(input.letterApproval ? [letterApprovalItem(input.letterApproval)] : []),
    recommendationsItem(input),
    exhibitsItem(input),
    translationsItem(input),
  ];
  const counts = Object.fromEntries(CHECKLIST_STATUSES.map((status) => [status, items.filter((i) => i.status === status).length])) as Record<
    ChecklistStatus,
    number
  >;
  return { items, counts, isComplete: counts.blocking === 0 && counts.missing === 0 };
}
