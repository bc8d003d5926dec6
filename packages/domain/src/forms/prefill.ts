import { I140_PARTS, type FieldRequirement } from './i140-parts';
import { ZI140CaseFacts, type FormsPetitionType, type I140CaseFacts, type I140CaseFactsInput, type I140Classification } from './schema';
import { suggestSocCode } from './soc-codes';
import type { NoteRef } from './sources';

export type FieldValue = string | boolean | null;
/** 'case' = the case or the user's answers hold it; 'suggested' = the guide proposes it for the user to confirm. */
export type FieldSource = 'case' | 'suggested' | 'missing';

export interface FieldIssue {
  code: 'missing_required' | 'inconsistent' | 'check';
  /** 'error' must be fixed before the part can be confirmed; 'warning' should be looked at; 'info' explains. */
  severity: 'error' | 'warning' | 'info';
  text: string;
  /** The notes behind the rule, when a rule from them is applied. */
  ref: NoteRef | null;
}

export interface PrefilledField {
  fieldId: string;
  label: string;
  value: FieldValue;
  source: FieldSource;
  /** Whether this case must answer it (the field's requirement resolved against who files). */
  required: boolean;
  issues: FieldIssue[];
}

export interface PrefilledPart {
  partId: string;
  number: string;
  title: string;
  fields: PrefilledField[];
  /** Required fields still without a value. */
  missingRequired: number;
  /** Issues of severity 'error' (missing required answers included). */
  errors: number;
}

export interface I140Prefill {
  /** The classification the worksheet uses: the ticked box, else the case's type; null when UNDECIDED. */
  classification: I140Classification | null;
  parts: PrefilledPart[];
  /** Every issue with where it sits, in form order. */
  issues: (FieldIssue & { partId: string; fieldId: string })[];
}

const PARTS_REF: NoteRef = { official: 'i140Form', sourceTags: ['FORM'], marks: ['S'] };
const FEES_REF: NoteRef = { official: 'i140Form', sourceTags: ['FEE'], marks: ['S'] };
const LABOR_REF: NoteRef = { official: 'regulation', sourceTags: ['REG'], marks: ['P'] };
const WHO_FILES_REF: NoteRef = { official: 'regulation', sourceTags: ['REG', 'PM2'], marks: ['P'] };

const CLASSIFICATION_NAMES: Record<I140Classification, string> = {
  EB1A: 'EB-1A (alien of extraordinary ability)',
  NIW: 'EB-2 national interest waiver',
  EB2_WITHOUT_NIW: 'EB-2 advanced degree or exceptional ability NOT seeking a national interest waiver',
};

interface Answer {
  value: FieldValue;
  source: FieldSource;
  issues?: FieldIssue[];
}

const fromCase = (value: FieldValue, issues: FieldIssue[] = []): Answer =>
  value === null ? { value: null, source: 'missing', issues } : { value, source: 'case', issues };

/**
 * Fills the I-140 worksheet from a case: per field of `I140_PARTS`, a value (or null), where it came from and
 * the issues to look at. Pure; rules only from the research notes' I-140 sections and who may file EB-1A (see
 * sources.ts; the § numbers below are sections of those notes):
 * - a required field without a value is an error ('missing_required'); Part 1 questions 5 and 6 say why they
 *   matter (they set the Asylum Program Fee; a blank answer leads to rejection, §10.2);
 * - the Part 2 box must match the case: an NIW case with the EB-1A box, or with the advanced-degree box that
 *   does not seek the waiver, is 'inconsistent'; so is a self-petition on that no-waiver box, since only the
 *   waiver sets aside the job offer and labor certification (§10.4);
 * - EB-1A without a job offer is fine (8 CFR 204.5(h)(5)); the guide still asks for Part 6, which a
 *   self-filer advises not to leave blank (§10.1);
 * - the SOC code is suggested from the job title or field when the case has none (`suggestSocCode`), and a
 *   name split from `fullName` is a suggestion too: the user confirms both.
 */
export function prefillI140(input: I140CaseFactsInput): I140Prefill {
  const facts = ZI140CaseFacts.parse(input);
  const classification: I140Classification | null = facts.classification ?? (facts.petitionType === 'UNDECIDED' ? null : facts.petitionType);
  const answers = answerFields(facts, classification);

  const parts: PrefilledPart[] = I140_PARTS.map((part) => {
    const fields = part.fields
      .filter((field) => appliesTo(field.classifications, classification))
      .map((field): PrefilledField => {
        const answer = answers[field.id] ?? { value: null, source: 'missing' };
        const required = isRequired(field.required, facts.filedBy);
        const issues = [...(answer.issues ?? [])];
        if (required && answer.value === null && !issues.some((i) => i.code === 'missing_required')) {
          issues.unshift({ code: 'missing_required', severity: 'error', text: `${field.label}: this answer is needed.`, ref: null });
        }
        return { fieldId: field.id, label: field.label, value: answer.value, source: answer.source, required, issues };
      });
    return {
      partId: part.id,
      number: part.number,
      title: part.title,
      fields,
      missingRequired: fields.filter((f) => f.required && f.value === null).length,
      errors: fields.reduce((n, f) => n + f.issues.filter((i) => i.severity === 'error').length, 0),
    };
  });

  return {
    classification,
    parts,
    issues: parts.flatMap((p) => p.fields.flatMap((f) => f.issues.map((issue) => ({ ...issue, partId: p.partId, fieldId: f.fieldId })))),
  };
}

/** A field shows for its classifications; with no EB-1A/NIW box chosen yet, every field shows. */
function appliesTo(classifications: readonly FormsPetitionType[], classification: I140Classification | null): boolean {
  if (classification !== 'EB1A' && classification !== 'NIW') return true;
  return classifications.includes(classification);
}

function isRequired(requirement: FieldRequirement, filedBy: I140CaseFacts['filedBy']): boolean {
  if (requirement === 'always') return true;
  if (requirement === 'employer') return filedBy === 'employer';
  return false;
}

function beneficiaryName(facts: I140CaseFacts): string | null {
  if (facts.givenName && facts.familyName) return `${facts.givenName} ${facts.familyName}`;
  return facts.fullName;
}

/** Given and family name: as the case gives them, else split from the full name (last word as family name) as a suggestion. */
function nameParts(facts: I140CaseFacts): { given: Answer; family: Answer } {
  const words = facts.fullName?.split(/\s+/).filter(Boolean) ?? [];
  const canSplit = words.length >= 2;
  const splitNote: FieldIssue = {
    code: 'check',
    severity: 'info',
    text: 'Split from your full name; check it against your passport (some family names have more than one word).',
    ref: null,
  };
  const given: Answer = facts.givenName
    ? fromCase(facts.givenName)
    : canSplit
      ? { value: words.slice(0, -1).join(' '), source: 'suggested', issues: [splitNote] }
      : fromCase(null);
  const family: Answer = facts.familyName
    ? fromCase(facts.familyName)
    : canSplit
      ? { value: words[words.length - 1] ?? null, source: 'suggested', issues: [splitNote] }
      : fromCase(null);
  return { given, family };
}

function classificationAnswer(facts: I140CaseFacts, classification: I140Classification | null): Answer {
  const issues: FieldIssue[] = [];
  if (classification === null) {
    issues.push({
      code: 'missing_required',
      severity: 'error',
      text: 'Choose EB-1A or NIW for this case before preparing the I-140: the form takes one classification.',
      ref: PARTS_REF,
    });
    return { value: null, source: 'missing', issues };
  }
  const caseType = facts.petitionType;
  if (caseType !== 'UNDECIDED' && classification !== caseType) {
    issues.push({
      code: 'inconsistent',
      severity: 'error',
      text:
        caseType === 'NIW'
          ? `The case is a national interest waiver petition, but the box ticked is ${CLASSIFICATION_NAMES[classification]}; tick the national interest waiver box.`
          : `The case is an EB-1A petition, but the box ticked is ${CLASSIFICATION_NAMES[classification]}; tick the extraordinary-ability box.`,
      ref: { official: 'i140Form', sourceTags: ['FORM'], marks: ['S', 'P'] },
    });
  }
  if (facts.filedBy === 'self' && classification === 'EB2_WITHOUT_NIW') {
    issues.push({
      code: 'inconsistent',
      severity: 'error',
      text: 'A self-petition under EB-2 needs the national interest waiver: labor certification is waived only for NIW, so tick the NIW box.',
      ref: LABOR_REF,
    });
  }
  if (facts.filedBy === 'self' && classification === 'NIW') {
    issues.push({
      code: 'check',
      severity: 'info',
      text: 'You file for yourself: the NIW box asks USCIS to waive the job offer and labor certification, and reports state the ETA-9089 with Appendix A goes with the petition.',
      ref: { official: 'laborCertificationNotice', sourceTags: ['REG', 'FLAG'], marks: ['P', 'S', 'U'] },
    });
  }
  // The ticked box, or the case's own type: both come from the case.
  return { value: classification, source: 'case', issues };
}

function answerFields(facts: I140CaseFacts, classification: I140Classification | null): Record<string, Answer> {
  const self = facts.filedBy === 'self';
  const employer = facts.filedBy === 'employer';
  const name = beneficiaryName(facts);
  const { given, family } = nameParts(facts);
  const whoFiles: FieldIssue = { code: 'missing_required', severity: 'error', text: 'Say who files: you (self-petition) or an employer.', ref: null };
  const blankRejection = (label: string): FieldIssue => ({
    code: 'missing_required',
    severity: 'error',
    text: `${label} must not be left blank: it sets the Asylum Program Fee, and a blank answer leads to rejection.`,
    ref: FEES_REF,
  });

  const jobTitle = facts.jobTitle ?? facts.currentRole;
  const jobIssues: FieldIssue[] = [];
  if (self && classification === 'EB1A') {
    jobIssues.push({
      code: 'check',
      severity: 'info',
      text: 'EB-1A needs no job offer, so filing for yourself is fine; still describe the work you will continue, since a self-filer advises against leaving Part 6 blank.',
      ref: WHO_FILES_REF,
    });
  }

  return {
    petitionerName: self ? fromCase(name) : employer ? fromCase(facts.employer) : { value: null, source: 'missing', issues: [whoFiles] },
    petitionerAddress: self ? fromCase(facts.address) : employer ? fromCase(facts.employerAddress) : fromCase(null),
    petitionerTaxId: employer ? fromCase(facts.employerTaxId) : fromCase(null),
    petitionerIsNonprofitResearch:
      facts.petitionerIsNonprofitResearch === null
        ? { value: null, source: 'missing', issues: [blankRejection('Question 5')] }
        : fromCase(facts.petitionerIsNonprofitResearch),
    petitionerHas25OrFewerEmployees:
      facts.petitionerHas25OrFewerEmployees === null
        ? { value: null, source: 'missing', issues: [blankRejection('Question 6')] }
        : fromCase(facts.petitionerHas25OrFewerEmployees),
    classification: classificationAnswer(facts, classification),
    beneficiaryFamilyName: family,
    beneficiaryGivenName: given,
    beneficiaryDateOfBirth: fromCase(facts.dateOfBirth),
    beneficiaryCountryOfBirth: fromCase(facts.countryOfBirth),
    beneficiaryCitizenship: fromCase(facts.citizenship),
    beneficiaryANumber: fromCase(facts.aNumber),
    beneficiaryAddress: fromCase(facts.address),
    processingRoute: fromCase(facts.processing),
    foreignAddress: fromCase(
      facts.foreignAddress,
      facts.processing === 'consular' && facts.foreignAddress === null
        ? [{ code: 'check', severity: 'warning', text: 'Consular processing abroad: give your foreign address.', ref: PARTS_REF }]
        : [],
    ),
    filedWithI485: fromCase(facts.filedWithI485),
    inRemovalProceedings: fromCase(facts.inRemovalProceedings),
    employerDetails: fromCase(null),
    jobTitle: fromCase(jobTitle, jobIssues),
    socCode: socAnswer(facts, jobTitle),
    wages: fromCase(facts.wage),
    jobDescription: fromCase(facts.jobDescription),
    spouseAndChildren: fromCase(facts.spouseAndChildren),
    signatoryName: self ? fromCase(name) : employer ? fromCase(facts.signatoryName) : fromCase(null),
  };
}

function socAnswer(facts: I140CaseFacts, jobTitle: string | null): Answer {
  if (facts.socCode) return fromCase(facts.socCode);
  const suggestion = suggestSocCode(jobTitle, facts.fieldOfEndeavor);
  if (!suggestion) return fromCase(null);
  const issues: FieldIssue[] = [
    {
      code: 'check',
      // A group code is not an answer the form takes: the part stays open until the user picks the occupation.
      severity: suggestion.level === 'group' ? 'error' : 'info',
      text:
        suggestion.level === 'group'
          ? `${suggestion.code} ${suggestion.title} is a group, not an occupation: pick the detailed code for the subject you teach.`
          : `Suggested from the job title or field: ${suggestion.code} ${suggestion.title}. Confirm it against the SOC definitions.`,
      ref: null,
    },
  ];
  return { value: suggestion.code, source: 'suggested', issues };
}
