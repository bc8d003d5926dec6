import { describe, expect, it } from 'vitest';
import { CHAT_DISCLAIMER } from './answer-builder';
import { checkAnswer, findApprovalProbability } from './check-answer';

describe('checkAnswer: citations', () => {
  it('passes library citations and reports the authorities cited', () => {
    const result = checkAnswer('Two steps apply (Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010); 8 C.F.R. § 204.5(h)(3)).');
    expect(result.ok).toBe(true);
    expect(result.authorityIds).toEqual(['kazarian', 'cfr-204-5-h-3']);
  });

  it('catches a made-up citation', () => {
    const result = checkAnswer('Officers must approve strong cases (Matter of Smith, 99 I&N Dec. 1 (AAO 2030)).');
    expect(result.ok).toBe(false);
    expect(result.issues).toEqual([expect.objectContaining({ kind: 'citation_outside_library', text: 'Matter of Smith, 99 I&N Dec. 1 (AAO 2030)' })]);
  });

  it('catches a wrong reporter page on a real case name', () => {
    expect(checkAnswer('See Kazarian v. USCIS, 593 F.3d 1115 (9th Cir. 2010).').issues.map((i) => i.kind)).toEqual(['citation_outside_library']);
  });
});

describe('checkAnswer: approval probabilities', () => {
  const flagged = [
    'You have an 80% chance of approval.',
    'Approval probability: 70 percent.',
    'Your odds of approval are 3 in 4.',
    'Your chances of approval are high.',
    'There is a strong likelihood of success.',
    'You will be approved.',
    'Your petition will likely be approved.',
    'With this record you are likely to be approved.',
    'Approval is almost certain.',
    'We guarantee your approval.',
    'EB-1A approvals fell from 70.50% to 60.65%.',
  ];
  it.each(flagged)('flags "%s"', (text) => {
    const result = checkAnswer(text);
    expect(result.ok).toBe(false);
    expect(result.issues.map((i) => i.kind)).toContain('approval_probability');
  });

  const allowed = [
    'No one can honestly put a number on the outcome of a petition, and Acclaim never does.',
    'I cannot tell you whether you will be approved.',
    'Acclaim never states an approval probability.',
    'Your pay is at the 82nd percentile of the survey.',
    'Meeting three criteria is only step one.',
    'How can I improve my chances?',
    'You have 34 manuscript reviews and 671 citations from others.',
  ];
  it.each(allowed)('does not flag "%s"', (text) => {
    expect(findApprovalProbability(text)).toEqual([]);
  });

  it('reports where each problem is, in order', () => {
    const text = 'Matter of Smith, 99 I&N Dec. 1 (AAO 2030) says so. You have an 80% chance of approval.';
    const result = checkAnswer(text);
    expect(result.issues.map((i) => i.kind)).toEqual(['citation_outside_library', 'approval_probability']);
    expect(text.slice(result.issues[1]!.index)).toMatch(/^80% chance/);
  });
});

describe('checkAnswer: disclaimer', () => {
  it('notices whether the not-legal-advice reminder is there', () => {
    expect(checkAnswer(`Some text.\n\n${CHAT_DISCLAIMER}`).hasDisclaimer).toBe(true);
    expect(checkAnswer('Some text.').hasDisclaimer).toBe(false);
  });
});
