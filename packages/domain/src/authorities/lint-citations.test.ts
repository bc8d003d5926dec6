import { describe, expect, it } from 'vitest';
import { AUTHORITIES } from './library';
import { lintCitations } from './lint-citations';

const idOf = (text: string): (string | null)[] => lintCitations(text).citations.map((c) => c.authorityId);

describe('lintCitations', () => {
  it('recognises every library citation as exactly one known citation (round trip)', () => {
    for (const a of AUTHORITIES) {
      const { citations, unknown } = lintCitations(a.citation);
      expect(unknown, a.citation).toEqual([]);
      expect(
        citations.map((c) => c.authorityId),
        a.citation,
      ).toEqual([a.id]);
    }
  });

  it('recognises library citations inside running text', () => {
    for (const a of AUTHORITIES) {
      const { citations } = lintCitations(`As the petitioner shows, see ${a.citation}. The record supports this.`);
      expect(
        citations.map((c) => c.authorityId),
        a.citation,
      ).toEqual([a.id]);
    }
  });

  it('maps spelling variants of one citation to the same id', () => {
    const variants = [
      '8 C.F.R. § 204.5(h)(3)(iv)',
      '8 CFR 204.5(h)(3)(iv)',
      '8 C.F.R. §204.5(h)(3)(iv)',
      '8 CFR § 204.5(h)(3)(iv)',
      '8 C.F.R. 204.5(h)(3)(iv)',
      '8 C.F.R. §§ 204.5(h) (3) (iv)',
      '8 CFR section 204.5(h)(3)(iv)',
    ];
    for (const v of variants) expect(idOf(v), v).toEqual(['cfr-204-5-h-3-iv']);

    for (const v of ['INA § 203(b)(1)(A)', 'INA 203(b)(1)(A)', 'INA §203(b)(1)(A)', 'INA section 203(b)(1)(A)']) {
      expect(idOf(v), v).toEqual(['ina-203-b-1-a']);
    }
    for (const v of ['USCIS Policy Manual, Vol. 6, Pt. F, Ch. 2', 'USCIS Policy Manual, Volume 6, Part F, Chapter 2', '6 USCIS-PM F.2']) {
      expect(idOf(v), v).toEqual(['pm-6-f-2']);
    }
    for (const v of ['Matter of Dhanasar', 'Matter of Dhanasar, 26 I&N Dec. 884', 'Matter of Dhanasar, 26 I & N Dec. 884 (AAO 2016)']) {
      expect(idOf(v), v).toEqual(['dhanasar']);
    }
    for (const v of ['Kazarian v. USCIS', 'Kazarian v. USCIS, 596 F. 3d 1115', 'Kazarian v. USCIS, 596 F.3d 1115, 1122 (9th Cir. 2010)']) {
      expect(idOf(v), v).toEqual(['kazarian']);
    }
    expect(idOf('56 FR 60897')).toEqual(['fr-56-60897']);
    expect(idOf('91 FR 1059')).toEqual(['fr-91-1059']);
    expect(idOf('PM-602-0005.1')).toEqual(['pm-602-0005-1']);
    expect(idOf("Matter of Christo's")).toEqual(['christos']);
    expect(idOf('Matter of NYSDOT')).toEqual(['nysdot']);
    expect(idOf('Rijal v. USCIS, 772 F. Supp. 2d 1339 (W.D. Wash. 2011)')).toEqual(['rijal']);
  });

  it('accepts the pinpoints the library gives, in full and short form', () => {
    expect(idOf('Matter of Dhanasar, 26 I&N Dec. 884, 887 (AAO 2016)')).toEqual(['dhanasar']);
    expect(idOf('Matter of Dhanasar, 26 I&N Dec. 884, 889 (AAO 2016)')).toEqual(['dhanasar']); // inside 888-91
    expect(idOf('See Dhanasar, 26 I&N Dec. at 887.')).toEqual(['dhanasar']);
    expect(idOf('Kazarian, 596 F.3d at 1119-22')).toEqual(['kazarian']);
    expect(idOf('INS v. Phinpathya, 464 U.S. 183, 188-89 n.6 (1984)')).toEqual(['phinpathya']);
    expect(idOf('Matter of Ramirez-Sanchez, 17 I&N Dec. 503, 506 (BIA 1980)')).toEqual(['ramirez-sanchez']);
    const short = lintCitations('Under Dhanasar, 26 I&N Dec. at 887, the term is undefined.').citations;
    expect(short.map((c) => c.text)).toEqual(['Dhanasar, 26 I&N Dec. at 887']);
  });

  it('recognises an unreported decision by its docket number, and by name alone', () => {
    const text =
      'The court in Mukherji v. Miller, No. 4:24-CV-3170 (D. Neb. Jan. 28, 2026), relied on Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024).';
    expect(lintCitations(text).citations.map((c) => [c.text, c.authorityId])).toEqual([
      ['Mukherji v. Miller, No. 4:24-CV-3170 (D. Neb. Jan. 28, 2026)', 'mukherji'],
      ['Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024)', 'loper-bright'],
    ]);
    expect(idOf('As Mukherji v. Miller shows, the objection is preserved.')).toEqual(['mukherji']);
  });

  it('reports position and text of each citation', () => {
    const text = 'Under Matter of Chawathe, 25 I&N Dec. 369 (AAO 2010), and 8 CFR 204.5(h)(2), the petitioner prevails.';
    const { citations } = lintCitations(text);
    expect(citations).toEqual([
      { text: 'Matter of Chawathe, 25 I&N Dec. 369 (AAO 2010)', index: 6, authorityId: 'chawathe' },
      { text: '8 CFR 204.5(h)(2)', index: text.indexOf('8 CFR'), authorityId: 'cfr-204-5-h-2' },
    ]);
  });

  it('does not stretch a bare name over the words after it', () => {
    const { citations } = lintCitations('In Kazarian v. USCIS Director Smith lost. Under Matter of Dhanasar USCIS may waive.');
    expect(citations.map((c) => [c.text, c.authorityId])).toEqual([
      ['Kazarian v. USCIS', 'kazarian'],
      ['Matter of Dhanasar', 'dhanasar'],
    ]);
  });

  it('flags invented or unlisted citations as unknown', () => {
    const fakes = [
      '8 C.F.R. § 204.5(h)(3)(xi)', // an eleventh criterion does not exist
      '8 CFR 204.5(h)(3)(iv)(A)', // deeper than the regulation goes
      '8 CFR 204.5(k)(3)(iv)', // no such paragraph
      'Matter of Dhanasar, 26 I&N Dec. 884, 901 (AAO 2016)', // a pin the notes do not give
      'Kazarian v. USCIS, 596 F.3d 1115, 1130 (9th Cir. 2010)', // outside the pin range the notes give
      'Amin v. Mayorkas, 24 F.4th 383, 390 (5th Cir. 2022)', // the notes give no pin for Amin
      'INS v. Phinpathya, 464 U.S. 183, 188-89 n.7 (1984)', // wrong footnote
      'Dhanasar, 26 I&N Dec. at 895', // short form, unknown pin
      'Mukherji v. Miller, No. 4:24-CV-3171 (D. Neb. Jan. 28, 2026)', // wrong docket number
      'INA § 203(b)(1)(D)',
      'Matter of Smith',
      'Matter of Smith, 26 I&N Dec. 884 (AAO 2016)', // real reporter cite, wrong name
      'Matter of Dhanasar, 26 I&N Dec. 885 (AAO 2016)', // wrong page
      'Matter of Dhanasar, 26 I&N Dec. 884 (AAO 2019)', // wrong year
      'Kazarian v. USCIS, 999 F.3d 1',
      'Kazarian v. USCIS, 593 F.3d 1115 (9th Cir. 2010)', // the misprint the notes warn about
      'Smith v. Mayorkas, 24 F.4th 383 (5th Cir. 2022)',
      'Strategati, LLC v. Sessions', // no reporter citation in the notes, so not in the library
      'Roe v. Wade, 410 U.S. 113 (1973)',
      'USCIS Policy Manual, Vol. 6, Pt. F, Ch. 7',
      'PM-602-0099',
      'PA-2023-16',
      '85 FR 12345',
      '8 U.S.C. § 1153(b)(1)(A)',
      '8 C.F.R. Part 204',
      'H.R. Rep. No. 101-723 (1991)', // wrong year
      "Rijal v. USCIS, 772 F. Supp. 2d 1339 (W.D. Wash. 2011), aff'd, 683 F.3d 1031 (9th Cir. 2012)", // wrong appeal page
    ];
    for (const fake of fakes) {
      const { citations, unknown } = lintCitations(`The petitioner relies on ${fake} here.`);
      expect(citations.length, fake).toBeGreaterThan(0);
      expect(unknown.length, fake).toBeGreaterThan(0);
    }
  });

  it('keeps neighbouring citations apart', () => {
    expect(idOf('Matter of E-M-. USCIS Policy Manual Update (Jan. 21, 2022). PA-2025-03.')).toEqual(['e-m', 'pm-update-2022-01-21', 'pa-2025-03']);
    expect(idOf('See PA-2024-24. Kazarian v. USCIS applies.')).toEqual(['pa-2024-24', 'kazarian']);
    expect(lintCitations('PA-2023-16. Kazarian v. USCIS applies.').unknown.map((u) => u.text)).toEqual(['PA-2023-16']);
    expect(idOf('(Matter of Soriano, 19 I&N Dec. 764 (BIA 1988); Matter of Furtado, 28 I&N Dec. 794 (BIA 2024)).')).toEqual(['soriano', 'furtado']);
  });

  it('checks both ends of a range', () => {
    expect(idOf('8 C.F.R. § 204.5(h)(3)(i)-(x)')).toEqual(['cfr-204-5-h-3-i', 'cfr-204-5-h-3-x']);
    const { unknown } = lintCitations('8 C.F.R. § 204.5(h)(3)(i)-(xi)');
    expect(unknown.map((u) => u.text)).toEqual(['(xi)']);
  });

  it('finds nothing in text without citations', () => {
    const texts = [
      '',
      'Dr. Chen has published 42 peer-reviewed articles and reviewed 120 manuscripts for leading journals.',
      'As a matter of discretion, the officer weighed the evidence in its totality.',
      'Her salary of $250,000 in 2024 places her in the top 5% of data scientists in New York.',
      'The petitioner filed Form I-140 on March 1, 2025, with Exhibits 1-12.',
    ];
    for (const t of texts) expect(lintCitations(t), t).toEqual({ citations: [], unknown: [] });
  });
});
