import { describe, expect, it } from 'vitest';
import { g28Worksheet, type G28Input } from './g28';

function firmCase(overrides: Partial<G28Input> = {}): G28Input {
  return {
    firm: {
      name: 'Harbor Immigration LLP',
      addressLine1: '120 Main Street',
      addressLine2: 'Suite 400',
      city: 'Boston',
      state: 'MA',
      postalCode: '02110',
      country: 'United States',
      phone: '+1 617 555 0100',
      email: 'office@harbor-law.example',
    },
    attorney: {
      name: 'Dana Whitfield',
      email: 'dana@harbor-law.example',
      role: 'ATTORNEY',
      barNumber: 'MA-684201',
      licensingAuthority: 'Supreme Judicial Court of Massachusetts',
      uscisOnlineAccountNumber: null,
    },
    client: { name: 'Amara Okafor', email: 'amara@example.com' },
    filedBy: 'self',
    employer: { name: null, signatoryName: null },
    ...overrides,
  };
}

const fieldOf = (sheet: ReturnType<typeof g28Worksheet>, fieldId: string) => sheet.sections.flatMap((s) => s.fields).find((f) => f.fieldId === fieldId)!;

describe('g28Worksheet', () => {
  it('maps the firm, the attorney of record and the self-petitioning client, with nothing missing', () => {
    const sheet = g28Worksheet(firmCase());
    expect(sheet.sections.map((s) => [s.sectionId, s.number])).toEqual([
      ['representative', null],
      ['eligibility', null],
      ['client', 'Part 3'],
    ]);
    expect(sheet.missing).toBe(0);
    expect(fieldOf(sheet, 'attorneyName')).toMatchObject({ value: 'Dana Whitfield', fix: null });
    expect(fieldOf(sheet, 'firmName').value).toBe('Harbor Immigration LLP');
    expect(fieldOf(sheet, 'addressLine1').value).toBe('120 Main Street');
    expect(fieldOf(sheet, 'barNumber').value).toBe('MA-684201');
    expect(fieldOf(sheet, 'licensingAuthority').value).toBe('Supreme Judicial Court of Massachusetts');
    expect(fieldOf(sheet, 'email').value).toBe('dana@harbor-law.example');
    // For an I-140 the client is the petitioner; a self-petitioner is the beneficiary themself.
    expect(fieldOf(sheet, 'clientName').value).toBe('Amara Okafor');
    expect(fieldOf(sheet, 'clientEmail').value).toBe('amara@example.com');
    expect(sheet.clientNote).toMatch(/self-petition/);
  });

  it('flags each missing required field with where to add it, and leaves optional blanks uncounted', () => {
    const base = firmCase();
    const sheet = g28Worksheet({
      ...base,
      firm: { ...base.firm, addressLine1: '  ', addressLine2: null, phone: null },
      attorney: { ...base.attorney!, barNumber: null },
    });
    expect(sheet.missing).toBe(3);
    expect(fieldOf(sheet, 'barNumber')).toMatchObject({
      value: null,
      required: true,
      fix: { place: 'firm-members', text: 'Add the bar number on the Members page.' },
    });
    expect(fieldOf(sheet, 'addressLine1')).toMatchObject({ value: null, fix: { place: 'firm-settings', text: "Add the firm's address on Firm settings." } });
    expect(fieldOf(sheet, 'phone').fix?.place).toBe('firm-settings');
    // Optional and blank: a hint, not a gap.
    expect(fieldOf(sheet, 'addressLine2')).toMatchObject({ value: null, required: false });
    expect(fieldOf(sheet, 'uscisOnlineAccountNumber')).toMatchObject({ value: null, required: false });
  });

  it('flags a paralegal of record and a case without an attorney', () => {
    const paralegal = g28Worksheet(firmCase({ attorney: { ...firmCase().attorney!, role: 'PARALEGAL' } }));
    expect(paralegal.missing).toBe(1);
    expect(fieldOf(paralegal, 'attorneyName').fix?.text).toMatch(/paralegal/);

    const nobody = g28Worksheet(firmCase({ attorney: null }));
    expect(fieldOf(nobody, 'attorneyName')).toMatchObject({ value: null, fix: { place: 'firm-cases' } });
    expect(fieldOf(nobody, 'barNumber').fix?.place).toBe('firm-cases');
    expect(nobody.missing).toBe(3);
    // Without an attorney, the firm's own inbox is the email given.
    expect(fieldOf(nobody, 'email').value).toBe('office@harbor-law.example');
  });

  it('names the employer as the client when an employer files, and reads an unanswered "who files" as a self-petition', () => {
    const employer = g28Worksheet(firmCase({ filedBy: 'employer', employer: { name: null, signatoryName: 'R. Chen' } }));
    expect(fieldOf(employer, 'clientName')).toMatchObject({ value: null, fix: { place: 'i140-guide' } });
    expect(fieldOf(employer, 'clientContact').value).toBe('R. Chen');
    expect(employer.clientNote).toMatch(/employer/);
    expect(employer.missing).toBe(1);

    const unanswered = g28Worksheet(firmCase({ filedBy: null }));
    expect(fieldOf(unanswered, 'clientName').value).toBe('Amara Okafor');
    expect(unanswered.clientNote).toMatch(/Who files/);
  });

  it('states only what the notes say of the G-28, with its section and source, and numbers no part but Part 3', () => {
    const sheet = g28Worksheet(firmCase());
    expect(sheet.facts.length).toBeGreaterThan(0);
    for (const fact of sheet.facts) expect(fact.ref).toMatchObject({ official: 'g28LockboxTips', sourceTags: ['G28'] });
    const labels = sheet.sections.flatMap((s) => [s.title, ...s.fields.map((f) => f.label)]).join(' ');
    expect(labels).not.toMatch(/\b(Part [0-24-9]|Item|\d+\.[a-z])\b/);
  });
});
