import type { FormsPetitionType } from './schema';
import type { NoteRef } from './sources';

/**
 * The I-140 field guide: the parts and key fields of Form I-140 that the research notes list (see sources.ts), in
 * form order. It is a
 * worksheet that mirrors the form, not the official XFA PDF: item numbers are given only where the notes give
 * them, and the NIW box letter of the current edition is unconfirmed there, so the guide never states it.
 *
 * `required` is the guide's own completeness rule (a part is not complete without it), taken from what the notes
 * list as the part's key fields: 'always', only when an 'employer' files, or 'never' (asked when it applies).
 */
export type FieldRequirement = 'always' | 'employer' | 'never';

export interface I140Field {
  /** Stable id, unique across the guide; `prefillI140` answers by it. */
  id: string;
  label: string;
  help: string;
  required: FieldRequirement;
  /** The classifications the field applies to. */
  classifications: readonly FormsPetitionType[];
}

export interface I140Part {
  /** Stable id, unique across the guide; `formsProgress` counts confirmed parts by it. */
  id: string;
  /** "Part 1", or "Later parts" where the notes do not number it. */
  number: string;
  title: string;
  fields: readonly I140Field[];
  ref: NoteRef;
}

const BOTH = ['EB1A', 'NIW'] as const;
const FORM_REF: NoteRef = { official: 'i140Form', sourceTags: ['FORM'], marks: ['S'] };

export const I140_PARTS: readonly I140Part[] = [
  {
    id: 'petitioner',
    number: 'Part 1',
    title: 'Information about the person or organization filing this petition',
    ref: { official: 'i140Form', sourceTags: ['FORM', 'FEE'], marks: ['P', 'S'] },
    fields: [
      {
        id: 'petitionerName',
        label: 'Petitioner name or company',
        help: 'The employer that files, or your own name when you file for yourself (self-petition).',
        required: 'always',
        classifications: BOTH,
      },
      {
        id: 'petitionerAddress',
        label: 'Petitioner mailing address',
        help: "The employer's address, or yours for a self-petition.",
        required: 'always',
        classifications: BOTH,
      },
      {
        id: 'petitionerTaxId',
        label: 'IRS tax number (employer)',
        help: 'An employer gives its IRS tax number. In the 2015-16 edition an EB-1A self-petition (item 1.a) or NIW (item 1.i) did not need the IRS tax number or SSN; check the current instructions.',
        required: 'employer',
        classifications: BOTH,
      },
      {
        id: 'petitionerIsNonprofitResearch',
        label: 'Question 5: nonprofit or government research entity?',
        help: 'Sets the Asylum Program Fee ($0 for nonprofit or government research organizations). Must not be left blank: a blank answer leads to rejection.',
        required: 'always',
        classifications: BOTH,
      },
      {
        id: 'petitionerHas25OrFewerEmployees',
        label: 'Question 6: 25 or fewer full-time employees?',
        help: 'Sets the Asylum Program Fee ($300 with 25 or fewer full-time-equivalent employees, otherwise $600). Must not be left blank. A self-petitioner answers for 25 or fewer (or zero) and pays $300, per the USCIS I-140 fee guidance of September 2024.',
        required: 'always',
        classifications: BOTH,
      },
    ],
  },
  {
    id: 'petition-type',
    number: 'Part 2',
    title: 'Petition type (classification)',
    ref: { official: 'i140Form', sourceTags: ['FORM'], marks: ['S', 'P', 'U'] },
    fields: [
      {
        id: 'classification',
        label: 'Classification checkbox',
        help: 'Tick one box. EB-1A: "alien of extraordinary ability" (item a in historical editions). NIW: the separate national interest waiver box (item i in the 2007 and 2015 editions; we could not confirm its letter in the current edition, so check the form on https://www.uscis.gov/i-140), not the advanced-degree box that is NOT seeking a waiver.',
        required: 'always',
        classifications: BOTH,
      },
    ],
  },
  {
    id: 'beneficiary',
    number: 'Part 3',
    title: 'Information about the person you are filing for (beneficiary), with biographic data',
    ref: FORM_REF,
    fields: [
      { id: 'beneficiaryFamilyName', label: 'Family name (last name)', help: 'As in the passport.', required: 'always', classifications: BOTH },
      { id: 'beneficiaryGivenName', label: 'Given name (first name)', help: 'As in the passport.', required: 'always', classifications: BOTH },
      { id: 'beneficiaryDateOfBirth', label: 'Date of birth', help: 'As in the passport.', required: 'always', classifications: BOTH },
      { id: 'beneficiaryCountryOfBirth', label: 'Country of birth', help: 'As in the passport.', required: 'always', classifications: BOTH },
      { id: 'beneficiaryCitizenship', label: 'Country of citizenship or nationality', help: 'As in the passport.', required: 'always', classifications: BOTH },
      { id: 'beneficiaryANumber', label: 'Alien registration number (A-number)', help: 'Only if you have one.', required: 'never', classifications: BOTH },
      { id: 'beneficiaryAddress', label: 'Beneficiary mailing address', help: 'Where USCIS can reach you.', required: 'always', classifications: BOTH },
    ],
  },
  {
    id: 'processing',
    number: 'Part 4',
    title: 'Processing information',
    ref: FORM_REF,
    fields: [
      {
        id: 'processingRoute',
        label: 'Adjustment of status in the U.S. or consular processing abroad',
        help: 'Where you intend to complete the green card; the intent is not binding.',
        required: 'always',
        classifications: BOTH,
      },
      { id: 'foreignAddress', label: 'Foreign address', help: 'Your address abroad, for consular processing.', required: 'never', classifications: BOTH },
      {
        id: 'filedWithI485',
        label: 'Filed together with other petitions or applications (e.g. a concurrent I-485)?',
        help: 'Whether other forms go in the same filing; the filing address depends on it.',
        required: 'always',
        classifications: BOTH,
      },
      {
        id: 'inRemovalProceedings',
        label: 'In removal proceedings?',
        help: 'Whether the beneficiary is in removal proceedings.',
        required: 'always',
        classifications: BOTH,
      },
    ],
  },
  {
    id: 'employer-details',
    number: 'Part 5',
    title: 'Additional information about the petitioner (employer details)',
    ref: { official: 'i140Form', sourceTags: ['FORM'], marks: ['U'] },
    fields: [
      {
        id: 'employerDetails',
        label: 'Employer details',
        help: "Details of the employing petitioner. We could not confirm this part's fields (for example, whether it asks for a NAICS code): follow the current form on https://www.uscis.gov/i-140.",
        required: 'never',
        classifications: BOTH,
      },
    ],
  },
  {
    id: 'proposed-employment',
    number: 'Part 6',
    title: 'Basic information about the proposed employment',
    ref: { official: 'i140Form', sourceTags: ['FORM', 'self-filer FAQ'], marks: ['S'] },
    fields: [
      {
        id: 'jobTitle',
        label: 'Job title',
        help: 'Self-petitioners still fill this part; a self-filer advises against leaving it blank.',
        required: 'always',
        classifications: BOTH,
      },
      {
        id: 'socCode',
        label: 'SOC code',
        help: 'The Standard Occupational Classification (2018) code of the job. A suggested code is a starting point: confirm it against the SOC definitions.',
        required: 'always',
        classifications: BOTH,
      },
      { id: 'wages', label: 'Wages', help: 'Amount and period, e.g. per year.', required: 'always', classifications: BOTH },
      { id: 'jobDescription', label: 'Nontechnical job description', help: 'A plain description of the work.', required: 'never', classifications: BOTH },
    ],
  },
  {
    id: 'family',
    number: 'Part 7',
    title: 'Information on spouse and all children of the beneficiary',
    ref: { official: 'i140Form', sourceTags: ['FORM'], marks: ['P'] },
    fields: [{ id: 'spouseAndChildren', label: 'Spouse and children', help: 'Your spouse and every child, if any.', required: 'never', classifications: BOTH }],
  },
  {
    id: 'signature',
    number: 'Later parts',
    title: "Petitioner's statement and signature (interpreter, preparer and additional information follow)",
    ref: { official: 'i140Form', sourceTags: ['FORM'], marks: ['S', 'U'] },
    fields: [
      {
        id: 'signatoryName',
        label: 'Who signs',
        help: "The petitioner signs under penalty of perjury: the employer's representative, or the self-petitioner.",
        required: 'always',
        classifications: BOTH,
      },
    ],
  },
];

/** Every field of the guide with its part id, in form order. */
export function i140Fields(): { partId: string; field: I140Field }[] {
  return I140_PARTS.flatMap((part) => part.fields.map((field) => ({ partId: part.id, field })));
}
