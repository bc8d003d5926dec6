import {
  FEE_PAYMENT_FACTS,
  I140_PARTS,
  OFFICIAL_SOURCES,
  WHERE_TO_FILE,
  checkSentence,
  isUncertain,
  officialSourceLine,
  officialSourceName,
  type FieldIssue,
  type FormFact,
  type NoteRef,
  type PrefilledPart,
} from '@acclaim/domain/forms';
import type { TFormFact, TFormsFees, TFormsOverview, TG28Worksheet, TI140Field, TI140Part, TI140Worksheet, TNoteRef } from '@acclaim/contracts';
import { answerInputFor, displayValue, FILED_BY_FIELD_ID } from '../services/forms/answer-inputs';
import type { FormsView } from '../services/forms/forms-view';

export const WORKSHEET_NOTICE = 'Worksheet — not the official USCIS form. Copy these answers into the current edition of Form I-140 from uscis.gov.';
export const FORMS_DISCLAIMER =
  'Not legal advice. Acclaim is software for preparing petitions, not a law firm. Fees, form editions and filing addresses change: check uscis.gov before you file.';

const CHECK_USCIS = 'Fees, form editions and filing addresses change: check uscis.gov before you file.';

/**
 * The forms' disclaimer. On a firm's case the firm is a law firm and its attorneys advise, so the disclaimer says
 * what is not legal advice — the software's worksheets, which the firm's attorneys review — and, under white
 * label, does so without naming Acclaim.
 */
export function formsDisclaimer(firm: { firmName: string; hideAcclaimBranding: boolean } | null): string {
  if (!firm) return FORMS_DISCLAIMER;
  return firm.hideAcclaimBranding
    ? `These worksheets are prepared with software for review by ${firm.firmName}'s attorneys; the software's output is not legal advice. ${CHECK_USCIS}`
    : `These worksheets are prepared with Acclaim for review by ${firm.firmName}'s attorneys. Acclaim is software, not a law firm, and its output is not legal advice. ${CHECK_USCIS}`;
}

/** A fact's source as the customer reads it: the official page, its link and date; the notes' own tags stay inside. */
function presentRef(ref: NoteRef): TNoteRef {
  const official = OFFICIAL_SOURCES[ref.official];
  return {
    section: officialSourceName(ref),
    sourceTags: [official.url],
    marks: [...ref.marks],
    isUncertain: isUncertain(ref),
    official: { ...official },
    checkNote: checkSentence(ref),
  };
}

function presentFact(fact: FormFact): TFormFact {
  return { text: fact.text, ref: presentRef(fact.ref) };
}

function presentIssue(issue: FieldIssue) {
  return { code: issue.code, severity: issue.severity, text: issue.text, ref: issue.ref ? presentRef(issue.ref) : null };
}

/** Who files is not a box of its own, but Part 1 and the signature depend on it, so the guide asks it first. */
function filedByField(view: FormsView): TI140Field {
  const value = view.facts.filedBy;
  return {
    fieldId: FILED_BY_FIELD_ID,
    label: 'Who files this petition?',
    help: 'Not a box of its own on the form: it decides whose name and address Part 1 gives and who signs. EB-1A and NIW allow you to file for yourself.',
    value,
    displayValue: displayValue(FILED_BY_FIELD_ID, value),
    source: value === null ? 'missing' : 'case',
    required: true,
    issues: [],
    ...answerInputFor(FILED_BY_FIELD_ID, value),
  };
}

function presentPart(view: FormsView, part: PrefilledPart): TI140Part {
  const guidePart = I140_PARTS.find((p) => p.id === part.partId);
  const helpById = new Map(guidePart?.fields.map((f) => [f.id, f.help]));
  const fields: TI140Field[] = part.fields.map((field) => ({
    fieldId: field.fieldId,
    label: field.label,
    help: helpById.get(field.fieldId) ?? '',
    value: field.value,
    displayValue: displayValue(field.fieldId, field.value),
    source: field.source,
    required: field.required,
    issues: field.issues.map(presentIssue),
    ...answerInputFor(field.fieldId, view.facts.filedBy),
  }));
  const isFirst = part.partId === I140_PARTS[0]?.id;
  return {
    partId: part.partId,
    number: part.number,
    title: part.title,
    ref: presentRef(guidePart!.ref),
    fields: isFirst ? [filedByField(view), ...fields] : fields,
    missingRequired: part.missingRequired,
    errors: part.errors,
    isConfirmed: view.confirmedPartIds.includes(part.partId),
    blockers: part.fields.flatMap((f) => f.issues.filter((i) => i.severity === 'error').map((i) => i.text)),
  };
}

function presentFees(view: FormsView): TFormsFees {
  const { fees } = view;
  return {
    filingDate: fees.filingDate,
    lines: fees.lines.map((line) => ({
      id: line.id,
      label: line.label,
      amountUsd: line.amountUsd,
      effectiveFrom: line.effectiveFrom,
      sourceLabel: officialSourceLine(line.ref),
      isUncertain: isUncertain(line.ref),
      checkNote: checkSentence(line.ref),
    })),
    totalUsd: fees.totalUsd,
    unknown: fees.unknown,
    hasUncertainFigure: fees.hasUncertainFigure,
    asOf: fees.asOf,
    asOfLabel: fees.asOfLabel,
    paymentFacts: FEE_PAYMENT_FACTS.map(presentFact),
  };
}

function presentRecommended(view: FormsView) {
  return view.recommended.map((form) => ({ formId: form.formId, title: form.title, reason: form.reason, need: form.need, facts: form.facts.map(presentFact) }));
}

/** The G-28 worksheet of a firm's case; null for a self-petitioner's. */
export function presentG28(view: FormsView): TG28Worksheet | null {
  if (!view.firm) return null;
  const { g28 } = view.firm;
  return {
    firmName: view.firm.firmName,
    sections: g28.sections.map((section) => ({ ...section, fields: section.fields.map((field) => ({ ...field })) })),
    missing: g28.missing,
    clientNote: g28.clientNote,
    facts: g28.facts.map(presentFact),
  };
}

export function presentFormsOverview(view: FormsView): TFormsOverview {
  const { caseRow, worksheet } = view;
  return {
    caseId: caseRow.id,
    caseTitle: caseRow.title,
    petitionType: caseRow.petitionType,
    petitionTypeNote: view.petitionTypeNote,
    // A firm's case always has an attorney: the switch shows it as the recommended forms count it.
    needs: view.firm ? { ...worksheet.needs, hasAttorney: true } : worksheet.needs,
    recommendedForms: presentRecommended(view),
    fees: presentFees(view),
    whereToFile: WHERE_TO_FILE.map(presentFact),
    i140: view.hasI140Assistance
      ? {
          classification: view.prefill.classification,
          parts: view.prefill.parts.map((part) => presentPart(view, part)),
          answers: Object.fromEntries(Object.entries(worksheet.answers).filter((entry): entry is [string, string | boolean] => entry[1] != null)),
          confirmedPartIds: view.confirmedPartIds,
          version: worksheet.version,
          progress: view.progress,
        }
      : null,
    g28: presentG28(view),
    upgradeNote: view.upgradeNote,
    disclaimer: formsDisclaimer(view.firm),
  };
}

/** The printable worksheet's content; the JSON export is exactly this. */
export function presentI140Worksheet(view: FormsView, generatedOn: string): TI140Worksheet {
  return {
    title: `Form I-140 worksheet — ${view.caseRow.title}`,
    notice: WORKSHEET_NOTICE,
    disclaimer: formsDisclaimer(view.firm),
    generatedOn,
    caseTitle: view.caseRow.title,
    petitionType: view.caseRow.petitionType,
    classification: view.prefill.classification,
    progress: view.progress,
    parts: view.prefill.parts.map((part) => presentPart(view, part)),
    recommendedForms: presentRecommended(view),
    fees: presentFees(view),
    whereToFile: WHERE_TO_FILE.map(presentFact),
  };
}
