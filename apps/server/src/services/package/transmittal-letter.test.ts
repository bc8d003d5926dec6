import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pageTexts } from './inspect-pdf';
import type { PackagePart } from './package-types';
import { buildTransmittalLetter } from './transmittal-letter';

type Summary = Pick<PackagePart, 'kind' | 'title' | 'exhibitLabel' | 'criterion'>;

const parts: Summary[] = [
  { kind: 'exhibit', title: 'Award certificate', exhibitLabel: 'A-1', criterion: 'Criterion (i): awards' },
  { kind: 'exhibit', title: 'Award press release', exhibitLabel: 'A-2', criterion: 'Criterion (i): awards' },
  { kind: 'recommendation-letter', title: 'Letter from Prof. Zoë Kowalczyk' },
  { kind: 'petition-letter', title: 'Petition letter' },
  { kind: 'exhibit', title: 'Membership letter', exhibitLabel: 'B-1', criterion: 'Criterion (ii): membership' },
  { kind: 'forms', title: 'Form I-140 worksheet' },
  { kind: 'transmittal', title: 'Transmittal letter' },
];

async function letterText(bytes: Uint8Array) {
  expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  return (await pageTexts(bytes))[0]!;
}

describe('buildTransmittalLetter', () => {
  it('lists the contents in filing order on one page, for the petitioner to sign', async () => {
    const text = await letterText(
      await buildTransmittalLetter({
        applicantName: 'Łucja Nowak',
        petitionType: 'EB1A',
        date: '2025-03-04',
        addressLines: ['Attn: I-140', 'P.O. Box 0000'],
        parts,
      }),
    );
    expect(text).toMatch(
      /^March 4, 2025 U\.S\. Citizenship and Immigration Services Attn: I-140 P\.O\. Box 0000 Re: Form I-140, Immigrant Petition for Alien Worker/,
    );
    expect(text).toContain('Petitioner and beneficiary: Łucja Nowak (self-petition)');
    expect(text).toContain('Classification requested: EB-1A, alien of extraordinary ability');
    expect(text).toContain('on my own behalf');
    const order = [
      'Form I-140 worksheet',
      'Petition letter',
      'Recommendation letters (1)',
      'Letter from Prof. Zoë Kowalczyk',
      'Exhibit index',
      'Exhibits A-1 to B-1 (3 exhibits), each behind a tab page bearing its label',
      'Criterion (i): awards: Exhibits A-1 to A-2',
      'Criterion (ii): membership: Exhibit B-1',
      'Signature of petitioner Łucja Nowak Petitioner Date:',
    ];
    const positions = order.map((item) => text.indexOf(item));
    expect(
      positions.every((at) => at >= 0),
      JSON.stringify(positions),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).not.toContain('Transmittal letter');
  });

  it('stays factual: no disclaimer, no legal citations in the filed letter', async () => {
    const text = await letterText(await buildTransmittalLetter({ applicantName: 'Ana Lee', petitionType: 'NIW', date: '2025-01-15', parts }));
    expect(text).toContain('EB-2 with a national interest waiver');
    expect(text).not.toMatch(/legal advice|C\.?F\.?R|U\.S\.C|§|Matter of|I&N Dec|INA /i);
  });

  it('lets a representative sign on the petitioner’s behalf', async () => {
    const text = await letterText(
      await buildTransmittalLetter({
        applicantName: 'Ana Lee',
        petitionType: 'EB1A',
        date: '2025-01-15',
        parts,
        signer: { name: 'Sam Roe', capacity: 'Attorney for the petitioner' },
      }),
    );
    expect(text).toContain('On behalf of the petitioner, Ana Lee, I submit');
    expect(text).toContain('Signature of attorney for the petitioner Sam Roe Attorney for the petitioner');
    expect(text).not.toContain('on my own behalf');
  });

  it('still fits one page for a large case, listing fewer details', async () => {
    const many: Summary[] = [
      ...Array.from({ length: 14 }, (_, index) => ({
        kind: 'recommendation-letter' as const,
        title: `Letter from recommender number ${index + 1}, professor of a long-named department`,
      })),
      ...Array.from({ length: 60 }, (_, index) => ({
        kind: 'exhibit' as const,
        title: `Exhibit ${index}`,
        exhibitLabel: `${index + 1}`,
        criterion: `Criterion ${index % 10}: a criterion with a long descriptive heading`,
      })),
    ];
    const text = await letterText(await buildTransmittalLetter({ applicantName: 'Ana Lee', petitionType: 'EB1A', date: '2025-01-15', parts: many }));
    expect(text).toContain('Recommendation letters (14)');
    expect(text).toContain('Exhibits 1 to 60 (60 exhibits)');
    expect(text).toContain('Signature of petitioner');
  });
});
