import type { FormFact, NoteRef } from './sources';

/**
 * Form G-28 worksheet (Notice of Entry of Appearance as Attorney or Accredited Representative) for a firm's case.
 * The legal notes (§10.4, source G28) say only this of the form: an attorney or accredited representative files
 * it with each client's petition; for an I-140 the client listed in Part 3 is the petitioner, not the
 * beneficiary; it goes with the lockbox filing, and follow-up G-28s are not sent to the lockbox. So Part 3 is the
 * only part numbered here; the other groups are named by what they hold, and no item number is given. Like the
 * I-140 guide it is a worksheet to copy from, not the official form.
 */

/** Where a missing answer is fixed, so the screen can say (and later link) where to go. */
export type G28FixPlace = 'firm-settings' | 'firm-members' | 'firm-cases' | 'account' | 'i140-guide';

export interface G28Fix {
  place: G28FixPlace;
  /** "Add the bar number on the Members page." */
  text: string;
}

export interface G28Field {
  fieldId: string;
  label: string;
  value: string | null;
  required: boolean;
  /** Set when the value is missing (or wrong), with where to fix it. */
  fix: G28Fix | null;
}

export interface G28Section {
  sectionId: 'representative' | 'eligibility' | 'client';
  /** "Part 3" for the client, the only part number the notes give; null for the others. */
  number: string | null;
  title: string;
  fields: G28Field[];
}

export interface G28Worksheet {
  sections: G28Section[];
  /** Required fields without a value, plus a representative who is not an attorney. */
  missing: number;
  /** What the notes say about the G-28, with section and source. */
  facts: FormFact[];
  /** Who the client is and why, in one sentence. */
  clientNote: string;
}

export interface G28Input {
  firm: {
    name: string | null;
    addressLine1: string | null;
    addressLine2: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
    country: string | null;
    phone: string | null;
    email: string | null;
  };
  /** The attorney of record (the firm's owner when the case names nobody); null when neither is in the firm. */
  attorney: {
    name: string | null;
    email: string | null;
    /** Their role in the firm: a paralegal cannot enter an appearance. */
    role: 'OWNER' | 'ATTORNEY' | 'PARALEGAL';
    barNumber: string | null;
    licensingAuthority: string | null;
    uscisOnlineAccountNumber: string | null;
  } | null;
  /** The case owner's account: the beneficiary, who is also the petitioner of a self-petition. */
  client: { name: string | null; email: string | null };
  /** From the I-140 guide: who files. `null` (not answered) is read as a self-petition, which EB-1A and NIW allow. */
  filedBy: 'self' | 'employer' | null;
  /** The employer petitioner's name and signatory, from the I-140 guide, used when an employer files. */
  employer: { name: string | null; signatoryName: string | null };
}

const G28_REF: NoteRef = { official: 'g28LockboxTips', sourceTags: ['G28'], marks: ['P'] };

export const G28_FACTS: readonly FormFact[] = [
  { text: "Filed by an attorney or accredited representative with each client's petition.", ref: G28_REF },
  { text: 'For an I-140, the client listed in Part 3 of the G-28 is the petitioner, not the beneficiary.', ref: G28_REF },
  { text: 'Send it with the lockbox filing; do not send follow-up G-28s to the lockbox.', ref: G28_REF },
];

const clean = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

function field(fieldId: string, label: string, rawValue: string | null | undefined, required: boolean, fix: G28Fix): G28Field {
  const value = clean(rawValue);
  return { fieldId, label, value, required, fix: value === null ? fix : null };
}

const FIRM_SETTINGS = (what: string): G28Fix => ({ place: 'firm-settings', text: `Add the firm's ${what} on Firm settings.` });
const MEMBERS = (what: string): G28Fix => ({ place: 'firm-members', text: `Add the ${what} on the Members page.` });
const NO_ATTORNEY: G28Fix = { place: 'firm-cases', text: 'Choose the attorney of record for this case on the firm’s case list.' };

/** Who appears and how USCIS reaches them: the attorney of record at the firm's address. */
function representativeSection(input: G28Input): G28Section {
  const { firm, attorney } = input;
  const name = attorney
    ? field('attorneyName', 'Name of the attorney or accredited representative', attorney.name, true, {
        place: 'account',
        text: 'The attorney adds their full name on the Account page.',
      })
    : { fieldId: 'attorneyName', label: 'Name of the attorney or accredited representative', value: null, required: true, fix: NO_ATTORNEY };
  if (attorney && attorney.role === 'PARALEGAL' && name.value !== null) {
    name.fix = {
      place: 'firm-cases',
      text: 'The attorney of record is a paralegal: a G-28 is filed by an attorney or accredited representative. Choose an attorney on the firm’s case list.',
    };
  }
  return {
    sectionId: 'representative',
    number: null,
    title: 'Attorney or accredited representative',
    fields: [
      name,
      field('firmName', 'Law firm or organization', firm.name, true, FIRM_SETTINGS('name')),
      field(
        'uscisOnlineAccountNumber',
        'USCIS online account number (if any)',
        attorney?.uscisOnlineAccountNumber,
        false,
        attorney ? MEMBERS('USCIS online account number, if the attorney has one,') : NO_ATTORNEY,
      ),
      field('addressLine1', 'Street address', firm.addressLine1, true, FIRM_SETTINGS('address')),
      field('addressLine2', 'Suite, floor or unit', firm.addressLine2, false, FIRM_SETTINGS('suite or floor, if it has one,')),
      field('city', 'City or town', firm.city, true, FIRM_SETTINGS('city')),
      field('state', 'State', firm.state, true, FIRM_SETTINGS('state')),
      field('postalCode', 'ZIP code', firm.postalCode, true, FIRM_SETTINGS('ZIP code')),
      field('country', 'Country', firm.country, true, FIRM_SETTINGS('country')),
      field('phone', 'Daytime telephone', firm.phone, true, FIRM_SETTINGS('phone number')),
      // The attorney's own address is the one USCIS writes to; the firm's shared inbox stands in when it is unset.
      field('email', 'Email address', clean(attorney?.email) ?? firm.email, false, FIRM_SETTINGS('email address')),
    ],
  };
}

function eligibilitySection(input: G28Input): G28Section {
  const { attorney } = input;
  return {
    sectionId: 'eligibility',
    number: null,
    title: 'Eligibility: the attorney’s bar admission',
    fields: [
      field(
        'licensingAuthority',
        'Licensing authority (the state or court that admitted the attorney)',
        attorney?.licensingAuthority,
        true,
        attorney ? MEMBERS('licensing authority') : NO_ATTORNEY,
      ),
      field('barNumber', 'Bar number', attorney?.barNumber, true, attorney ? MEMBERS('bar number') : NO_ATTORNEY),
    ],
  };
}

/**
 * Part 3: for an I-140 the client is the petitioner. A self-petitioner (EB-1A or NIW) is the beneficiary themself,
 * so the case owner's account gives the name and email; when an employer files, the employer is the client.
 */
function clientSection(input: G28Input): { section: G28Section; note: string } {
  if (input.filedBy === 'employer') {
    const guide = (what: string): G28Fix => ({ place: 'i140-guide', text: `Add the employer's ${what} in Part 1 of the I-140 guide.` });
    return {
      note: 'An employer files this petition, so the client on the G-28 is the employer (the petitioner), not the beneficiary.',
      section: {
        sectionId: 'client',
        number: 'Part 3',
        title: 'Client: the petitioner (the employer)',
        fields: [
          field('clientName', 'Client name (the petitioning employer)', input.employer.name, true, guide('name')),
          field('clientContact', 'Person who signs for the employer', input.employer.signatoryName, false, guide('signatory')),
        ],
      },
    };
  }
  const selfNote = 'The beneficiary files for themself (a self-petition), so they are the petitioner and the client on the G-28.';
  return {
    note: input.filedBy === null ? `${selfNote} If an employer files instead, answer “Who files” in the I-140 guide.` : selfNote,
    section: {
      sectionId: 'client',
      number: 'Part 3',
      title: 'Client: the petitioner (the beneficiary, self-petitioning)',
      fields: [
        field('clientName', 'Client name', input.client.name, true, { place: 'account', text: 'The client adds their full name on their Account page.' }),
        field('clientEmail', 'Client email address', input.client.email, false, {
          place: 'account',
          text: 'The client adds their email address on their Account page.',
        }),
      ],
    },
  };
}

/**
 * Maps the firm, the attorney of record and the client to the G-28 as the notes describe it. Every required
 * field without a value is flagged with where to add it; so is an attorney of record who is a paralegal.
 */
export function g28Worksheet(input: G28Input): G28Worksheet {
  const client = clientSection(input);
  const sections = [representativeSection(input), eligibilitySection(input), client.section];
  const missing = sections.flatMap((section) => section.fields).filter((f) => f.fix !== null && (f.required || f.value !== null)).length;
  return { sections, missing, facts: [...G28_FACTS], clientNote: client.note };
}
