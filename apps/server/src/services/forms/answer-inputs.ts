import type { I140CaseFacts } from '@acclaim/domain/forms';
import type { I140AnswerKey, TAnswerInput } from '@acclaim/contracts';

/**
 * How each field of the I-140 guide is answered: which case fact it saves under and with what kind of input.
 * Part 1 and the signature depend on who files, so the same field edits the user's own name and address for a
 * self-petition and the employer's for an employer petition.
 */
type FiledBy = I140CaseFacts['filedBy'];
type Option = TAnswerInput['options'][number];

export const FILED_BY_FIELD_ID = 'filedBy';

const FILED_BY_OPTIONS: Option[] = [
  { value: 'self', label: 'I file for myself (self-petition)' },
  { value: 'employer', label: 'An employer files for me' },
];

const CLASSIFICATION_OPTIONS: Option[] = [
  { value: 'EB1A', label: 'EB-1A: alien of extraordinary ability' },
  { value: 'NIW', label: 'EB-2 with a national interest waiver (NIW)' },
  { value: 'EB2_WITHOUT_NIW', label: 'EB-2 advanced degree or exceptional ability, NOT seeking a waiver' },
];

const PROCESSING_OPTIONS: Option[] = [
  { value: 'adjustment', label: 'Adjustment of status in the U.S.' },
  { value: 'consular', label: 'Consular processing abroad' },
];

const OPTIONS_BY_FIELD: Record<string, Option[]> = {
  [FILED_BY_FIELD_ID]: FILED_BY_OPTIONS,
  classification: CLASSIFICATION_OPTIONS,
  processingRoute: PROCESSING_OPTIONS,
};

const OPTIONS_BY_KEY: Partial<Record<I140AnswerKey, Option[]>> = {
  filedBy: FILED_BY_OPTIONS,
  classification: CLASSIFICATION_OPTIONS,
  processing: PROCESSING_OPTIONS,
};

const WHO_FILES_FIRST = 'Say who files this petition first (at the top of Part 1).';

const input = (key: I140AnswerKey, kind: TAnswerInput['kind'] = 'text', placeholder: string | null = null): TAnswerInput => ({
  key,
  kind,
  options: kind === 'choice' ? (OPTIONS_BY_KEY[key] ?? []) : [],
  placeholder,
});

const FIXED: Record<string, TAnswerInput> = {
  petitionerIsNonprofitResearch: input('petitionerIsNonprofitResearch', 'yesNo'),
  petitionerHas25OrFewerEmployees: input('petitionerHas25OrFewerEmployees', 'yesNo'),
  classification: input('classification', 'choice'),
  beneficiaryFamilyName: input('familyName'),
  beneficiaryGivenName: input('givenName'),
  beneficiaryDateOfBirth: input('dateOfBirth', 'date'),
  beneficiaryCountryOfBirth: input('countryOfBirth'),
  beneficiaryCitizenship: input('citizenship'),
  beneficiaryANumber: input('aNumber', 'text', 'A-123456789'),
  beneficiaryAddress: input('address', 'textarea'),
  processingRoute: input('processing', 'choice'),
  foreignAddress: input('foreignAddress', 'textarea'),
  filedWithI485: input('filedWithI485', 'yesNo'),
  inRemovalProceedings: input('inRemovalProceedings', 'yesNo'),
  jobTitle: input('jobTitle'),
  socCode: input('socCode', 'text', '15-2051'),
  wages: input('wage', 'text', 'USD 120,000 per year'),
  jobDescription: input('jobDescription', 'textarea'),
  spouseAndChildren: input('spouseAndChildren', 'textarea', 'Name, relationship, date and country of birth of each'),
};

/** The input that answers `fieldId` for a case filed by `filedBy`, or a note saying why it is not answered here. */
export function answerInputFor(fieldId: string, filedBy: FiledBy): { answer: TAnswerInput | null; note: string | null } {
  const fixed = FIXED[fieldId];
  if (fixed) return { answer: fixed, note: null };
  switch (fieldId) {
    case FILED_BY_FIELD_ID:
      return { answer: input('filedBy', 'choice'), note: null };
    case 'petitionerName':
      if (filedBy === 'self') return { answer: input('fullName'), note: 'Your own name as the petitioner.' };
      if (filedBy === 'employer') return { answer: input('employer'), note: null };
      return { answer: null, note: WHO_FILES_FIRST };
    case 'petitionerAddress':
      if (filedBy === 'self') return { answer: input('address', 'textarea'), note: 'Your own mailing address as the petitioner.' };
      if (filedBy === 'employer') return { answer: input('employerAddress', 'textarea'), note: null };
      return { answer: null, note: WHO_FILES_FIRST };
    case 'petitionerTaxId':
      if (filedBy === 'employer') return { answer: input('employerTaxId', 'text', '12-3456789'), note: null };
      if (filedBy === 'self')
        return { answer: null, note: 'Left blank for a self-petition in the editions the notes describe; check the current instructions.' };
      return { answer: null, note: WHO_FILES_FIRST };
    case 'signatoryName':
      if (filedBy === 'employer') return { answer: input('signatoryName'), note: null };
      if (filedBy === 'self') return { answer: null, note: 'You sign as the petitioner: the name given in Part 1.' };
      return { answer: null, note: WHO_FILES_FIRST };
    case 'employerDetails':
      return { answer: null, note: "Not covered by this worksheet: the sources do not confirm this part's fields. Follow the current edition of the form." };
    default:
      return { answer: null, note: null };
  }
}

/** A field's value as the worksheet prints it. */
export function displayValue(fieldId: string, value: string | boolean | null): string | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return OPTIONS_BY_FIELD[fieldId]?.find((o) => o.value === value)?.label ?? value;
}
