import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { assessCase, DEMO_PROFILE } from '@acclaim/domain/assessment';
import { ZAssessmentInput } from '@acclaim/domain';
import { getAuthority } from '@acclaim/domain/authorities';
import { renderAssessmentReport, reportFileName } from './render-assessment-report';

async function textOf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes).slice());
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

function demo(petitionType: 'EB1A' | 'NIW' | 'UNDECIDED', fullName = 'Zofia Łódź-Núñez') {
  const input = ZAssessmentInput.parse({ ...DEMO_PROFILE, profile: { ...DEMO_PROFILE.profile, petitionType, fullName } });
  return { input, result: assessCase(input) };
}

describe('renderAssessmentReport', () => {
  it('renders an undecided case with both petitions, the legal basis in full and every name intact', async () => {
    const data = demo('UNDECIDED');
    const report = await renderAssessmentReport(data);
    expect(report.pageCount).toBeGreaterThan(15);
    const text = await textOf(report.bytes);
    expect(text).toContain('Zofia Łódź-Núñez');
    expect(text).toContain('Contents');
    for (const finding of [...data.result.eb1a!.criteria, ...data.result.niw!.prongs]) expect(text).toContain(finding.label);
    expect(text).toContain(data.result.recommendation!.headline);
    // Full citation strings from the closed library, not just short names.
    expect(text).toContain(getAuthority('kazarian').citation);
    expect(text).toContain(getAuthority('dhanasar').citation);
    expect(text).toContain(`Page ${report.pageCount} of ${report.pageCount}`);
    // Every red flag and every assessed item is listed.
    for (const flag of data.result.redFlags) expect(text).toContain(flag.text.slice(0, 40).replace(/\s+/g, ' '));
    expect(text).toContain(`The ${data.input.evidence.length} accepted evidence items this assessment read`);
  });

  it('leaves out the petition that was not asked for', async () => {
    const text = await textOf((await renderAssessmentReport(demo('NIW'))).bytes);
    expect(text).toContain('EB-2 National Interest Waiver');
    expect(text).not.toContain('EB-1A: the ten criteria');
  });

  it('names the file in plain ASCII after the person and the date', () => {
    expect(reportFileName(demo('EB1A'))).toBe(`acclaim-eligibility-assessment-zofia-lodz-nunez-${DEMO_PROFILE.asOf}.pdf`);
    expect(reportFileName(demo('EB1A', '李 小龍'))).toBe(`acclaim-eligibility-assessment-${DEMO_PROFILE.asOf}.pdf`);
  });
});
