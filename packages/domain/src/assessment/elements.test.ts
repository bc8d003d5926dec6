/**
 * Step one element by element (docs/decisions/023). Each test states the rule it pins and, in brackets, the
 * section of the project's legal research notes behind it: 1 the EB-1A framework, 2 the ten criteria (2.1–2.10
 * are criteria (i)–(x) of 8 CFR 204.5(h)(3)), 8 the EB-2 threshold (8 CFR 204.5(k)), 9.1 Matter of Dhanasar,
 * 14 the November 2026 updates.
 */
import { describe, expect, it } from 'vitest';
import { assessCase } from './engine';
import type { Assessment, AssessmentEvidenceInput, AssessmentInputDraft, Finding } from './schema';
import { caseOf, item, verifiedPublication } from './test-builders';

type Profile = AssessmentInputDraft['profile'];
const SCIENTIST: Profile = { petitionType: 'EB1A', fullName: 'Ana Ruiz', fieldOfEndeavor: 'Computational biology', currentRole: 'Research scientist' };

const run = (evidence: AssessmentEvidenceInput[], profile: Profile = SCIENTIST): Assessment => assessCase(caseOf(profile, evidence));
const criterion = (a: Assessment, id: string): Finding => a.eb1a?.criteria.find((f) => f.id === id) as Finding;
const element = (f: Finding, id: string) => f.elements?.find((e) => e.id === id);
const one = (id: string, e: AssessmentEvidenceInput) => criterion(run([e]), id);

describe('every criterion and prong carries its elements and a step-one status', () => {
  it('on an empty case and on a full one', () => {
    for (const a of [
      run([], { ...SCIENTIST, petitionType: 'UNDECIDED' }),
      run([item('p', 'publication', 'Paper')], { ...SCIENTIST, petitionType: 'UNDECIDED' }),
    ]) {
      for (const f of [...(a.eb1a?.criteria ?? []), ...(a.niw?.prongs ?? [])]) {
        expect(f.elements?.length, f.id).toBeGreaterThan(0);
        expect(f.stepOne?.status, f.id).toBeDefined();
      }
      expect(a.niw?.threshold.stepOne?.status).toBeDefined();
    }
  });

  it('maps met to at least likely and not met to borderline or below', () => {
    const a = run([
      item('j', 'judging', 'Peer reviewer, Journal of Molecular Biology', { description: 'Reviewed 8 manuscripts.' }),
      item('m', 'membership', 'Member, Society of Biology'),
    ]);
    expect(criterion(a, 'eb1a-iv')).toMatchObject({ level: 'likely', stepOne: { status: 'met' } });
    expect(criterion(a, 'eb1a-ii').stepOne?.status).toBe('not_met');
    expect(['weak', 'borderline']).toContain(criterion(a, 'eb1a-ii').level);
  });
});

describe('(i) awards [2.1]', () => {
  it('a grant or fellowship is not a prize for excellence, whatever it is called', () => {
    const f = one('eb1a-i', item('g', 'award', 'NSF CAREER Award', { description: 'Five-year research grant funding the lab’s work on protein folding.' }));
    expect(element(f, 'prize')?.status).toBe('contradicted');
    expect(f.level).toBe('weak');
  });

  it('an employer-internal or student award is not nationally recognized', () => {
    expect(element(one('eb1a-i', item('a', 'award', 'Employee of the Month, Acme Corp')), 'recognition')?.status).toBe('contradicted');
    expect(element(one('eb1a-i', item('a', 'award', 'Best Student Poster, departmental retreat')), 'recognition')?.status).toBe('contradicted');
  });

  it('an award named but not described does not show national recognition: borderline, and the reason names the element', () => {
    const f = one('eb1a-i', item('a', 'award', 'Smith Prize for Innovation', { date: '2022' }));
    expect(f.stepOne?.status).toBe('not_met');
    expect(f.level).toBe('borderline');
    expect(f.gaps[0]?.text).toMatch(/^Nationally or internationally recognized: not shown/);
  });

  it('a national award with its issuer meets every element', () => {
    const f = one('eb1a-i', item('a', 'award', 'Young Investigator Award', { details: { issuer: 'American Society for Microbiology', scope: 'national' } }));
    expect(f.stepOne?.status).toBe('met');
    expect(f.elements?.every((e) => e.status === 'shown')).toBe(true);
  });

  it('coverage of the award outside the awarding body shows recognition', () => {
    expect(
      element(
        one('eb1a-i', item('a', 'award', 'First place, Baltic Regatta series', { description: 'Won the series; media coverage of the races submitted.' })),
        'recognition',
      )?.status,
    ).toBe('shown');
  });

  it('the petitioner’s label is not a fact: "claimed as internationally recognized" shows nothing [2, Fedin Bros.]', () => {
    expect(
      element(
        one('eb1a-i', item('a', 'award', 'Fastest typist title', { description: 'A title claimed as a major, internationally recognized award.' })),
        'recognition',
      )?.status,
    ).toBe('not_shown');
  });

  it('an award to a film or a company is not received by the beneficiary', () => {
    expect(
      element(
        one('eb1a-i', item('a', 'award', 'Festival awards', { description: 'Awards presented to films she worked on (not to her individually).' })),
        'recipient',
      )?.status,
    ).toBe('contradicted');
  });
});

describe('(ii) membership [2.2]', () => {
  it('a "fellow" title without admission rules does not show outstanding achievements', () => {
    const f = one('eb1a-ii', item('m', 'membership', 'Fellow, Royal Society of Biology'));
    expect(element(f, 'outstanding')?.status).toBe('not_shown');
    expect(f.stepOne?.status).toBe('not_met');
  });

  it('election for outstanding achievements by an expert council meets it', () => {
    const f = one(
      'eb1a-ii',
      item('m', 'membership', 'Elected member, Academy of Sciences', { description: 'Elected by the academy council for outstanding research achievements.' }),
    );
    expect(f.stepOne?.status).toBe('met');
  });

  it('a team chosen by ranking is not an association judged by experts', () => {
    expect(one('eb1a-ii', item('m', 'membership', 'Member of the national swimming team', { description: 'Selected by ranking.' })).level).toBe('weak');
  });
});

describe('(iii) published material [2.3]', () => {
  it('a university newsletter is not major media, and a piece about the employer is not about the person', () => {
    expect(
      element(
        one(
          'eb1a-iii',
          item('n', 'media_coverage', 'Lab news', { description: 'Campus newsletter story.', details: { author: 'Staff', isAboutPerson: true }, date: '2023' }),
        ),
        'outlet',
      )?.status,
    ).toBe('contradicted');
    expect(
      element(one('eb1a-iii', item('n', 'media_coverage', 'Acme raises funds', { description: 'An article about the company, quoting her once.' })), 'about')
        ?.status,
    ).toBe('contradicted');
  });

  it('an article about the person in a major outlet with title, date and author meets it', () => {
    expect(
      one(
        'eb1a-iii',
        item('n', 'media_coverage', 'The biologist decoding coral', {
          date: '2024-02',
          details: { outlet: 'The Guardian', author: 'R. Lee', isAboutPerson: true },
        }),
      ).stepOne?.status,
    ).toBe('met');
  });

  it('a web address is not an outlet: "nature" in a college URL does not make it Nature', () => {
    const f = one(
      'eb1a-iii',
      item('n', 'media_coverage', 'Student profile', {
        date: '2024',
        description: 'Profile at https://naturewatch.college.edu/profiles.',
        details: { author: 'J. Doe', isAboutPerson: true },
      }),
    );
    expect(element(f, 'outlet')?.status).not.toBe('shown');
  });
});

describe('(iv) judging [2.4]', () => {
  it('a judging item records the judging even when it is not described; the level stays below strong', () => {
    const f = one(
      'eb1a-iv',
      item('j', 'judging', 'Evidence submitted under the judging criterion', {
        description: 'Evidence submitted under the judging criterion (not described in the decision)',
        details: { described: false },
      }),
    );
    expect(f.stepOne?.status).toBe('met');
    expect(f.level).toBe('likely');
  });

  it('grading students is not judging work in the field; an invitation alone is not judging', () => {
    expect(one('eb1a-iv', item('j', 'judging', 'Grader, undergraduate course', { description: 'Graded class assignments.' })).level).toBe('weak');
    expect(element(one('eb1a-iv', item('j', 'judging', 'Reviewer invitation', { description: 'Invited to review for a journal.' })), 'judge')?.status).toBe(
      'not_shown',
    );
  });
});

describe('(v) original contributions [2.5]', () => {
  const tool = item('c', 'original_contribution', 'FoldKit software', { description: 'Open-source tool used by more than 300 laboratories.' });

  it('use by others in the person’s own account, uncorroborated, is borderline', () => {
    const f = one('eb1a-v', tool);
    expect(element(f, 'significance')?.status).toBe('not_shown');
    expect(f.level).toBe('borderline');
  });

  it('corroborated by an independent expert, it meets the criterion', () => {
    const letter = item('l', 'recommendation_letter', 'Letter from Prof. Kim', {
      description: 'Independent expert; her group uses FoldKit daily.',
      details: { isIndependent: true },
    });
    expect(criterion(run([tool, letter]), 'eb1a-v').stepOne?.status).toBe('met');
  });

  it('potential impact is not major significance', () => {
    expect(
      element(one('eb1a-v', item('c', 'original_contribution', 'New model', { description: 'A model that could transform the field.' })), 'significance')
        ?.status,
    ).toBe('contradicted');
  });
});

describe('(vi) scholarly articles [2.6; 5 Kazarian]', () => {
  it('an article not checked against scholarly records counts fully for step one; a verified one may be stronger', () => {
    const unchecked = one('eb1a-vi', item('p', 'publication', 'Coral symbionts under heat stress', { details: { venue: 'Marine Biology' } }));
    expect(unchecked.stepOne?.status).toBe('met');
    expect(unchecked.level).toBe('likely');
  });

  it('step one does not depend on citations: the same articles meet it with 0 or 5,000 citations', () => {
    const papers = (citations: number) => [1, 2, 3, 4, 5].map((i) => verifiedPublication(`v${i}`, `Paper ${i}`, 2020, citations, null));
    const few = criterion(run(papers(0)), 'eb1a-vi');
    const many = criterion(run(papers(5000)), 'eb1a-vi');
    expect(few.stepOne).toEqual(many.stepOne);
    expect(few.elements).toEqual(many.elements);
  });

  it('a talk without a published text and an article whose record lacks the person are not met', () => {
    expect(one('eb1a-vi', item('t', 'presentation', 'Keynote, ISMB 2024')).stepOne?.status).toBe('not_met');
    const f = one('eb1a-vi', item('p', 'publication', 'Someone else’s paper', { details: { authors: ['Smith, J.', 'Wong, K.'] } }));
    expect(element(f, 'authorship')?.status).toBe('contradicted');
  });

  it('extraction’s reading of a talk decides: slides with a repository DOI are not an article, a proceedings paper is', () => {
    const slides = item('s', 'presentation', 'Invited talk, useR! 2023', { details: { doi: '10.6084/m9.figshare.123', published: false } });
    expect(one('eb1a-vi', slides).stepOne?.status).toBe('not_met');
    const paper = item('c', 'presentation', 'Conference paper, NeurIPS 2022', { details: { published: true } });
    expect(one('eb1a-vi', paper).stepOne?.status).toBe('met');
  });
});

describe('(viii) leading or critical role [2.8]', () => {
  it('the words of an undescribed item are never read: "leading or critical role criterion" shows no role', () => {
    const f = one(
      'eb1a-viii',
      item('r', 'leading_role', 'Evidence submitted under the leading or critical role criterion', {
        description: 'Evidence submitted under the leading or critical role criterion (not described in the decision)',
        details: { described: false },
      }),
    );
    expect(f.stepOne?.status).toBe('not_determined');
    expect(element(f, 'role')?.status).toBe('not_shown');
  });

  it('a negated statement is not a statement: "no specifics of how the role was critical"', () => {
    expect(
      element(
        one('eb1a-viii', item('r', 'leading_role', 'Letters about his role', { description: 'Letters give no specifics of how the role was critical.' })),
        'role',
      )?.status,
    ).toBe('not_shown');
  });

  it('press coverage of the organization in the record can show its reputation', () => {
    const role = item('r', 'leading_role', 'Co-founder and CEO', {
      description: 'Co-founder and CEO of the diagnostics start-up Lumen Labs.',
      details: { organization: 'Lumen Labs' },
    });
    const press = item('n', 'media_coverage', 'Lumen Labs raises Series A', { description: 'Article about Lumen Labs and its founder.' });
    expect(element(criterion(run([role, press]), 'eb1a-viii'), 'distinguished')?.status).toBe('shown');
  });
});

describe('(ix) high salary [2.9]', () => {
  it('pay without a comparison is weak; a stated comparison meets it; a negated one does not', () => {
    expect(one('eb1a-ix', item('s', 'salary', 'Salary 2024', { details: { amount: 250000 } })).level).toBe('weak');
    expect(
      one('eb1a-ix', item('s', 'salary', 'Salary 2024 (W-2)', { description: 'Compared with BLS wage data for the same occupation and area.' })).stepOne
        ?.status,
    ).toBe('met');
    expect(
      element(one('eb1a-ix', item('s', 'salary', 'Salary', { description: 'Salary records (comparison with peers not established).' })), 'comparison')?.status,
    ).toBe('not_shown');
  });
});

describe('NIW threshold [8]', () => {
  const niw = (profile: Partial<Profile>, evidence: AssessmentEvidenceInput[] = []) =>
    run(evidence, { petitionType: 'NIW', fieldOfEndeavor: 'Mechanical engineering', ...profile }).niw?.threshold;

  it('reads "advanced degree" in the profile and degrees described in evidence items', () => {
    expect(niw({ highestDegree: 'Advanced degree (type not stated)' })?.stepOne?.status).toBe('met');
    expect(niw({}, [item('d', 'degree', 'Diploma', { description: 'Master of Science in Mechanical Engineering, 2015.' })])?.stepOne?.status).toBe('met');
  });

  it('an experience-based "equivalence" with a high-school diploma is not a degree; a PhD candidacy is not a doctorate', () => {
    const t = niw({ highestDegree: "Bachelor's equivalence based on work experience and a high school diploma" });
    expect(t?.stepOne?.status).toBe('not_met');
    expect(t?.elements?.[0]?.status).toBe('contradicted');
    expect(niw({ highestDegree: 'PhD candidate' })?.stepOne?.status).toBe('not_met');
  });
});

describe('Dhanasar prong 1 [9.1]', () => {
  const prongOne = (proposedEndeavor: string, evidence: AssessmentEvidenceInput[] = []) =>
    run(evidence, { petitionType: 'NIW', highestDegree: 'PhD', proposedEndeavor }).niw?.prongs[0];

  it('an occupation is not an endeavor, and a vague or inconsistent one is contradicted', () => {
    expect(
      prongOne('Continue working as an application manager to improve productivity through technology adoption at client firms.')?.elements?.[0]?.status,
    ).toBe('not_shown');
    expect(prongOne('Consulting services for clients (described in the decision as overly expansive and not specific).')?.elements?.[0]?.status).toBe(
      'contradicted',
    );
  });

  it('geography is not importance: "in the United States" alone does not show national importance', () => {
    const p = prongOne('Continue my materials research in the United States on new alloys for bicycle frames used by hobbyists and small workshops.');
    expect(p?.elements?.find((e) => e.id === 'national')?.status).toBe('not_shown');
    expect(p?.stepOne?.status).toBe('not_met');
  });
});

describe('documentation is a status of its own, never a lower level [14; issue 24 item 6]', () => {
  const judging = (rest: Partial<AssessmentEvidenceInput>) =>
    one('eb1a-iv', item('j', 'judging', 'Peer reviewer, Journal of Molecular Biology', { description: 'Reviewed 8 manuscripts.', ...rest }));

  it('reads a fact described only on the CV as meeting the element, and asks for the primary exhibit', () => {
    const onCv = judging({ documentId: 'cv-1', documentCategory: 'cv' });
    const withExhibit = judging({ documentId: 'invite-1', documentCategory: 'judging' });
    expect(onCv.level).toBe(withExhibit.level);
    expect(onCv.stepOne).toMatchObject({ status: 'met', documentation: 'cv_only', documented: false });
    expect(withExhibit.stepOne).toMatchObject({ status: 'met', documentation: 'primary_exhibit', documented: true });
    expect(onCv.nextActions.map((a) => a.text)).toContain(
      'Rests only on the CV: attach the invitation to review or judge and its confirmation for “Peer reviewer, Journal of Molecular Biology”.',
    );
    expect(withExhibit.nextActions.some((a) => a.text.startsWith('Rests only on the CV'))).toBe(false);
  });

  it('says no document is attached when an item was typed in by hand', () => {
    const typed = judging({ documentId: null });
    expect(typed.stepOne?.documentation).toBe('not_documented');
    expect(typed.nextActions.some((a) => a.text.startsWith('No document attached: attach the invitation'))).toBe(true);
  });
});

describe('final merits read the trajectory against the record’s own dates [issue 24 item 7]', () => {
  it('reads a CV that stops in 2017 up to 2017 and asks for the years since, instead of calling the career stalled', () => {
    const dated = [2013, 2014, 2015, 2016, 2016, 2017, 2017].map((year, n) =>
      item(`j${n}`, 'judging', `Reviewer ${n}, Journal of Molecular Biology`, { date: String(year), description: 'Reviewed manuscripts.' }),
    );
    const a = assessCase(caseOf({ ...SCIENTIST, intendedFilingDate: null }, dated, { asOf: '2026-11-28' }));
    const trend = a.eb1a!.finalMerits.factors.find((f) => f.id === 'merits-trajectory')!;
    expect(trend.gaps.map((g) => g.text).join(' ')).not.toMatch(/Nothing in the record is from the last three years|has slowed/);
    expect(trend.nextActions.map((x) => x.text)).toContain(
      'The record stops in 2017, and it is judged at 2026 (today): add your work and recognition since 2017 so it reaches the filing date.',
    );
  });
});
