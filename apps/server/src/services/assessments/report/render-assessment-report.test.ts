import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { assessCase, assessedItemNotes, DEMO_PROFILE } from '@acclaim/domain/assessment';
import { DOCUMENTATION_LABELS, ELEMENT_STATUS_LABELS, findingName, STEP_ONE_LABELS, ZAssessmentInput } from '@acclaim/domain';
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

  it('gives each criterion its step-one status, its elements with their status, and its documentation', async () => {
    const data = demo('EB1A');
    const text = await textOf((await renderAssessmentReport(data)).bytes);
    for (const criterion of data.result.eb1a!.criteria) {
      const stepOne = criterion.stepOne!;
      expect(text).toContain(`${findingName(criterion)}`);
      expect(text).toContain(`Step one: ${STEP_ONE_LABELS[stepOne.status]}`);
      for (const element of criterion.elements!) expect(text).toContain(element.label);
    }
    const salary = data.result.eb1a!.criteria.find((criterion) => criterion.id === 'eb1a-ix')!;
    const high = salary.elements!.find((element) => element.status !== 'shown')!;
    // The element's status and why sit in its row of the table.
    expect(text).toContain(`${high.label} ${ELEMENT_STATUS_LABELS[high.status]} ${high.text.slice(0, 40)}`);
    expect(text).toContain(`Documentation: ${DOCUMENTATION_LABELS.primary_exhibit}`);
    expect(text).toContain('Final merits (Kazarian step two)');
    // An unclaimed criterion lists its elements once instead of one "nothing addresses this" row per element.
    expect(text).toContain('Nothing has been offered under this criterion yet. Its elements:');
    expect(text).not.toContain('Nothing in the record addresses this element yet.');
  });

  it('flags evidence resting only on the CV and prints a sentence said of many items once', async () => {
    const awards = Array.from({ length: 24 }, (_, index) => ({
      id: `cv-award-${index}`,
      type: 'award' as const,
      title: `Society medal ${index + 1}`,
      description: 'National prize for excellence in computational biology.',
      date: String(2000 + index),
      details: { issuer: 'Society for Computational Biology', scope: 'national' },
      documentId: 'doc-cv',
      documentCategory: 'cv' as const,
    }));
    const base = demo('EB1A');
    const input = ZAssessmentInput.parse({ ...base.input, evidence: [...base.input.evidence.filter((item) => item.type !== 'award'), ...awards] });
    const result = assessCase(input);
    const awardsFinding = result.eb1a!.criteria[0]!;
    expect(awardsFinding.stepOne!.documentation).toBe('cv_only');
    const repeated = awardsFinding.nextActions.filter((reason) => reason.text.startsWith('Document the selection process of')).length;
    expect(repeated).toBeGreaterThan(10);

    const text = await textOf((await renderAssessmentReport({ input, result })).bytes);
    expect(text).toContain(`Documentation: ${DOCUMENTATION_LABELS.cv_only}`);
    expect(text).toContain('CV only');
    // Each award states grantor and scope but not how winners are chosen: the evidence table names what is missing.
    const missing = assessedItemNotes(awards[0]!).missingProofFacts;
    expect(missing.length).toBeGreaterThan(0);
    expect(text).toContain(`Missing proof facts: ${missing.join('; ')}`);
    expect(text.split('Document the selection process of').length - 1).toBe(1);
    expect(text).toContain(`The same applies to ${repeated - 1} more items:`);
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
