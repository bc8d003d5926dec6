import type {
  TChecklistItem,
  TFilingChecklist,
  TFilingPackage,
  TFormsOverview,
  TG28Worksheet,
  TI140Field,
  TI140Guide,
  TI140Part,
  TNoteRef,
} from '@acclaim/contracts';

const REF: TNoteRef = { section: '§10.1 Parts and key fields', sourceTags: ['FORM'], marks: ['S'], isUncertain: false };

export function buildField(overrides: Partial<TI140Field> = {}): TI140Field {
  return {
    fieldId: 'jobTitle',
    label: 'Job title',
    help: 'Self-petitioners still fill this part.',
    value: 'Senior Data Scientist',
    displayValue: 'Senior Data Scientist',
    source: 'case',
    required: true,
    issues: [],
    answer: { key: 'jobTitle', kind: 'text', options: [], placeholder: null },
    note: null,
    ...overrides,
  };
}

export function buildPart(overrides: Partial<TI140Part> = {}): TI140Part {
  return {
    partId: 'proposed-employment',
    number: 'Part 6',
    title: 'Basic information about the proposed employment',
    ref: REF,
    fields: [buildField()],
    missingRequired: 0,
    errors: 0,
    isConfirmed: false,
    blockers: [],
    ...overrides,
  };
}

/** Part 1 with question 5 unanswered: one error that blocks the confirmation. */
export function buildBlockedPetitionerPart(overrides: Partial<TI140Part> = {}): TI140Part {
  const blocker = 'Question 5 must not be left blank: it sets the Asylum Program Fee, and a blank answer leads to rejection.';
  return buildPart({
    partId: 'petitioner',
    number: 'Part 1',
    title: 'Information about the person or organization filing this petition',
    fields: [
      buildField({
        fieldId: 'filedBy',
        label: 'Who files this petition?',
        help: 'Decides whose name Part 1 gives.',
        value: 'self',
        displayValue: 'I file for myself (self-petition)',
        answer: {
          key: 'filedBy',
          kind: 'choice',
          options: [
            { value: 'self', label: 'I file for myself (self-petition)' },
            { value: 'employer', label: 'An employer files for me' },
          ],
          placeholder: null,
        },
      }),
      buildField({
        fieldId: 'petitionerName',
        label: 'Petitioner name or company',
        help: 'Your own name.',
        value: 'Amara Okafor',
        displayValue: 'Amara Okafor',
        answer: { key: 'fullName', kind: 'text', options: [], placeholder: null },
      }),
      buildField({
        fieldId: 'petitionerIsNonprofitResearch',
        label: 'Question 5: nonprofit or government research entity?',
        help: 'Sets the Asylum Program Fee.',
        value: null,
        displayValue: null,
        source: 'missing',
        issues: [{ code: 'missing_required', severity: 'error', text: blocker, ref: null }],
        answer: { key: 'petitionerIsNonprofitResearch', kind: 'yesNo', options: [], placeholder: null },
      }),
    ],
    missingRequired: 1,
    errors: 1,
    blockers: [blocker],
    ...overrides,
  });
}

export function buildGuide(overrides: Partial<TI140Guide> = {}): TI140Guide {
  return {
    classification: 'NIW',
    parts: [buildBlockedPetitionerPart(), buildPart()],
    answers: {},
    confirmedPartIds: [],
    version: 0,
    progress: 0,
    ...overrides,
  };
}

export function buildOverview(overrides: Partial<TFormsOverview> = {}): TFormsOverview {
  return {
    caseId: 'case-1',
    caseTitle: 'My petition',
    petitionType: 'NIW',
    petitionTypeNote: null,
    needs: { hasAttorney: false, wantsPremiumProcessing: false, wantsEmailNotice: true, paysByCard: false },
    recommendedForms: [
      {
        formId: 'I-140',
        title: 'Form I-140, Immigrant Petition for Alien Workers',
        reason: 'The I-140 is the petition itself; for a national interest waiver it ticks the NIW box.',
        need: 'required',
        facts: [
          {
            text: 'Labor certification is waived for NIW.',
            ref: { ...REF, section: '§10.4 Supporting forms and documents', sourceTags: ['REG'], marks: ['P'] },
          },
        ],
      },
    ],
    fees: {
      filingDate: '2026-11-24',
      lines: [{ id: 'i140-filing', label: 'I-140 filing fee', amountUsd: 715, effectiveFrom: '2024-04-01', sourceLabel: 'FEE', isUncertain: false }],
      totalUsd: null,
      unknown: ['Answer Part 1 questions 5 and 6 to know the Asylum Program Fee.'],
      hasUncertainFigure: false,
      asOf: '2026-01-12',
      asOfLabel: 'Fees as stated in the latest sources found; check the USCIS fee page before paying.',
      paymentFacts: [],
    },
    whereToFile: [{ text: 'USCIS publishes "Direct Filing Addresses for Form I-140".', ref: { ...REF, section: '§10.3 Where to file', marks: ['P'] } }],
    i140: buildGuide(),
    g28: null,
    upgradeNote: null,
    disclaimer: 'Not legal advice.',
    ...overrides,
  };
}

/** A firm case's G-28 worksheet with every answer but the attorney's bar number. */
export function buildG28(overrides: Partial<TG28Worksheet> = {}): TG28Worksheet {
  const G28_REF: TNoteRef = { section: '§10.4 Supporting forms and documents', sourceTags: ['G28'], marks: ['P'], isUncertain: false };
  return {
    firmName: 'Harbor Immigration LLP',
    sections: [
      {
        sectionId: 'representative',
        number: null,
        title: 'Attorney or accredited representative',
        fields: [
          { fieldId: 'attorneyName', label: 'Name of the attorney or accredited representative', value: 'Dana Whitfield', required: true, fix: null },
          { fieldId: 'firmName', label: 'Law firm or organization', value: 'Harbor Immigration LLP', required: true, fix: null },
          { fieldId: 'addressLine1', label: 'Street address', value: '120 Main Street', required: true, fix: null },
          {
            fieldId: 'uscisOnlineAccountNumber',
            label: 'USCIS online account number (if any)',
            value: null,
            required: false,
            fix: { place: 'firm-members', text: 'Add the USCIS online account number, if the attorney has one, on the Members page.' },
          },
        ],
      },
      {
        sectionId: 'eligibility',
        number: null,
        title: 'Eligibility: the attorney’s bar admission',
        fields: [
          {
            fieldId: 'licensingAuthority',
            label: 'Licensing authority (the state or court that admitted the attorney)',
            value: 'Supreme Judicial Court of Massachusetts',
            required: true,
            fix: null,
          },
          {
            fieldId: 'barNumber',
            label: 'Bar number',
            value: null,
            required: true,
            fix: { place: 'firm-members', text: 'Add the bar number on the Members page.' },
          },
        ],
      },
      {
        sectionId: 'client',
        number: 'Part 3',
        title: 'Client: the petitioner (the beneficiary, self-petitioning)',
        fields: [
          { fieldId: 'clientName', label: 'Client name', value: 'Amara Okafor', required: true, fix: null },
          { fieldId: 'clientEmail', label: 'Client email address', value: 'amara@example.com', required: false, fix: null },
        ],
      },
    ],
    missing: 1,
    clientNote: 'The beneficiary files for themself (a self-petition), so they are the petitioner and the client on the G-28.',
    facts: [{ text: 'For an I-140, the client listed in Part 3 of the G-28 is the petitioner, not the beneficiary.', ref: G28_REF }],
    ...overrides,
  };
}

/** A checklist item (a form's, unless `group` says otherwise), titled and summarised after its id. */
export const buildChecklistItem = (fields: Partial<TChecklistItem> & Pick<TChecklistItem, 'id' | 'status'>): TChecklistItem => ({
  group: 'forms',
  title: fields.id,
  summary: `${fields.id} summary`,
  details: [],
  target: null,
  manual: null,
  ...fields,
});

/** The checklist of these items, its counts and completeness worked out as the server does. */
export function buildChecklist(items: TChecklistItem[]): TFilingChecklist {
  const count = (status: TChecklistItem['status']) => items.filter((i) => i.status === status).length;
  const counts = { present: count('present'), missing: count('missing'), blocking: count('blocking'), 'not-needed': count('not-needed') };
  return { items, counts, isComplete: counts.blocking === 0 && counts.missing === 0 };
}

/** A filing package assembled without a hitch: 42 pages, Bates-numbered; give it `parts` and `problems` to show them. */
export function buildFilingPackage(overrides: Partial<TFilingPackage> = {}): TFilingPackage {
  return {
    id: 'pkg-1',
    status: 'completed',
    createdAt: '2026-11-24T10:00:00.000Z',
    completedAt: '2026-11-24T10:00:05.000Z',
    totalPages: 42,
    pdfBytes: 480_000,
    zipBytes: 470_000,
    bates: { first: 'VOGT 000001', last: 'VOGT 000041' },
    parts: [],
    problems: [],
    error: null,
    ...overrides,
  };
}
