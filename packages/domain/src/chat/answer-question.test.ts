import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question';
import type { ChatAnswer } from './schema';
import { suggestQuestions } from './suggest-questions';
import { TEST_ARTICLES } from './test-articles';
import { demoContext, emptyContext, niwContext } from './test-context';
import { authorityIdsOf, expectGrounded, exhibitsOf, isUnknownAnswer } from './test-grounding';

/**
 * Real questions on the /demo case (Priya Raman: undecided, seven EB-1A criteria likely met, salary
 * borderline, red flags, exhibits on her key documents) with the FAQ and blog excerpts. Each answer must be
 * grounded (test-grounding.ts) and say the specific things the case and the law support.
 */
const demo = demoContext();
const ask = (question: string, context = demo, history: { role: 'user' | 'assistant'; content: string }[] = []): ChatAnswer => {
  const answer = answerQuestion({ question, context, articles: TEST_ARTICLES, history });
  expectGrounded(answer, context, TEST_ARTICLES);
  return answer;
};
const firstParagraph = (a: ChatAnswer) => a.markdown.split('\n\n')[0] ?? '';

describe('answerQuestion on the demo case', () => {
  it('"Which criterion is my weakest?" names the borderline salary criterion, why, and the rule', () => {
    const a = ask('Which criterion is my weakest?');
    expect(a.markdown).toContain('Weakest EB-1A criterion with evidence: (ix) High salary');
    expect(a.markdown).toContain('**Borderline**');
    expect(a.markdown).toContain('82nd percentile');
    // Criteria with no evidence are named apart, with the three-of-ten rule.
    expect(a.markdown).toMatch(/No evidence yet for \(vii\) Artistic exhibitions or showcases and \(x\) Commercial success/);
    expect(authorityIdsOf(a)).toEqual(expect.arrayContaining(['cfr-204-5-h-3-ix', 'cfr-204-5-h-3']));
    expect(a.sources).toEqual(['case', 'knowledge', 'reasoning']);
    expect(a.followUps).toContain('What is missing for high salary?');
  });

  it('"What does prong 2 need?" gives the Dhanasar factors, then where the case stands with its exhibits', () => {
    const a = ask('What does prong 2 need?');
    expect(a.markdown).toContain('Second-prong factors include education, skills, knowledge and record of success');
    expect(a.markdown).toContain('Prong 2: Well positioned to advance the endeavor is rated **Strong**');
    expect(a.markdown.indexOf('Second-prong factors')).toBeLessThan(a.markdown.indexOf('**In your case**'));
    expect(exhibitsOf(a)).toEqual(expect.arrayContaining(['B-1', 'B-2', 'B-3', 'B-4']));
    expect(authorityIdsOf(a)).toContain('dhanasar');
  });

  it('"Is my salary evidence enough?" says not yet, why, and how salary is compared', () => {
    const a = ask('Is my salary evidence enough?');
    expect(a.markdown).toContain('(ix) High salary is rated **Borderline**');
    expect(a.markdown).toMatch(/Not yet: a borderline rating means the record does not clearly meet/);
    expect(a.markdown).toContain('82nd percentile of BLS OEWS');
    expect(a.markdown).toContain('compensation surveys');
    expect(authorityIdsOf(a)).toEqual(expect.arrayContaining(['cfr-204-5-h-3-ix', 'pm-6-f-2', 'skokos']));
    expect(a.markdown).toContain('**Evidence usually filed**');
  });

  it('"How many criteria do I meet?" counts from the assessment, lists them with exhibits, and adds step two', () => {
    const a = ask('How many criteria do I meet?');
    const e = demo.assessment!.eb1a!;
    expect(a.markdown).toContain(`**${e.criteriaLikelyMet} of 10** criteria look likely met or strong, so step one looks satisfied`);
    for (const c of e.criteria.filter((x) => x.level === 'likely' || x.level === 'strong')) expect(a.markdown).toContain(`(${c.id.slice(5)}) ${c.label}`);
    expect(a.markdown).toMatch(/\*\*Closest to meeting\*\*\n\n- \(ix\) High salary: Borderline/);
    expect(exhibitsOf(a)).toEqual(expect.arrayContaining(['A-1', 'A-2', 'C-1', 'E-1']));
    expect(authorityIdsOf(a)).toEqual(expect.arrayContaining(['cfr-204-5-h-3', 'kazarian']));
  });

  it('"What should I do next?" puts the high red flags first and stays short', () => {
    const a = ask('What should I do next?');
    const steps = a.markdown.split('\n').filter((l) => /^\d+\. /.test(l));
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(steps.length).toBeLessThanOrEqual(5);
    expect(steps[0]).toMatch(/^1\. Fix first: 'Invited keynote, RECOMB 2026' is dated after your intended filing date/);
    expect(steps.join('\n')).toContain('(ix) High salary');
    expect(a.markdown).toContain('ask "Which of my evidence could hurt my petition?"');
    expect(authorityIdsOf(a)).toEqual(expect.arrayContaining(['katigbak', 'cfr-103-2-b-1']));
  });

  it('"What is missing for criterion (iii)?" lists the gaps and actions for published material', () => {
    const a = ask('What is missing for criterion (iii)?');
    expect(a.markdown).toContain('(iii) Published material about you is rated **Likely met**');
    expect(a.markdown).toContain("'Halcyon Genomics announces AI resistance platform' is paid or promotional content");
    expect(a.markdown).toContain("'The rise of AI in biology' is not about you");
    expect(a.markdown).toContain('**What would strengthen it**');
    expect(a.markdown).toContain('**Common pitfalls**');
    expect(exhibitsOf(a)).toContain('C-1');
    expect(authorityIdsOf(a)).toEqual(expect.arrayContaining(['cfr-204-5-h-3-iii', 'noroozi']));
  });

  it('"Should I file EB-1A or NIW?" explains both tests and gives the assessment\'s recommendation', () => {
    const a = ask('Should I file EB-1A or NIW?');
    expect(a.markdown).toContain(`**${demo.assessment!.recommendation!.headline.replace(/\.$/, '')}** (case assessment)`);
    expect(a.markdown).toContain('small percentage who have risen to the very top');
    expect(a.markdown).toContain('immigration attorney');
    expect(authorityIdsOf(a)).toEqual(expect.arrayContaining(['cfr-204-5-h-2', 'dhanasar', 'kazarian']));
  });

  it('"What is the Kazarian two-step?" leads with Kazarian itself, then the guidance, articles and the case', () => {
    const a = ask('What is the Kazarian two-step?');
    expect(firstParagraph(a)).toBe(
      'For EB-1A: Adjudication proceeds in two steps: first whether the evidence meets at least three criteria, then whether the evidence as a whole shows the required level of expertise (Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010)).',
    );
    expect(a.citations).toContainEqual({ kind: 'article', id: 'kazarian-final-merits', title: expect.any(String), url: '/blog/kazarian-final-merits' });
    expect(a.markdown).toMatch(/\*\*In your case\*\*\n\n- EB-1A final merits \(step two\): solid/);
    expect(a.sources).toEqual(['case', 'knowledge']);
  });

  it('"Do I need a job offer for NIW?" answers from the NIW waiver, not the EB-1A rule', () => {
    const a = ask('Do I need a job offer for NIW?');
    expect(firstParagraph(a)).toMatch(/job offer and labor certification/);
    expect(firstParagraph(a)).not.toMatch(/^For EB-1A/);
    expect(a.markdown).not.toContain('8 C.F.R. § 204.5(h)(5)');
    expect(authorityIdsOf(a)).toEqual(expect.arrayContaining(['ina-203-b-2-b-i', 'dhanasar']));
  });

  it('"What counts as original contributions of major significance?" explains the rule, practice and pitfalls, then the case', () => {
    const a = ask('What counts as original contributions of major significance?');
    for (const heading of ['**The rule**', '**How officers apply it**', '**Evidence usually filed**', '**Common pitfalls**', '**In your case**'])
      expect(a.markdown).toContain(heading);
    expect(a.markdown).toContain('Major significance means the work significantly affected the field');
    expect(a.markdown).toContain('(v) Original contributions of major significance is rated **Strong**');
    expect(exhibitsOf(a)).toContain('E-1');
    expect(authorityIdsOf(a)).toEqual(expect.arrayContaining(['cfr-204-5-h-3-v', 'visinscaia', 'amin', 'rubin', 'caron']));
  });

  it('"How much is the I-140 filing fee?" gives the figures with their dates and what they mean for the filing date', () => {
    const a = ask('How much is the I-140 filing fee?');
    expect(firstParagraph(a)).toBe('The Form I-140 filing fee is **$715**, under the fee rule effective April 1, 2024 (earlier $700).');
    expect(a.markdown).toContain('$2,965 for requests postmarked on or after March 1, 2026 (91 Fed. Reg. 1059 (Jan. 12, 2026))');
    expect(a.markdown).toContain(
      'For your intended filing date of 2026-02-01 (case profile): the $715 filing fee applies, and premium processing would cost $2,805',
    );
    expect(a.markdown).toContain('USCIS guidance as reported by immigration lawyers, not read from an official fee schedule');
    expect(a.markdown).toContain('check them on https://www.uscis.gov/i-140 before you pay');
    expect(authorityIdsOf(a)).toEqual(['fr-91-1059']);
  });

  it('"What are my chances of approval?" refuses a probability and gives the criterion-by-criterion view', () => {
    for (const question of ['What are my chances of approval?', 'Will I be approved?', 'What is the approval rate for NIW?']) {
      const a = ask(question);
      expect(firstParagraph(a)).toMatch(/^No one can honestly put a number on the outcome of a petition, and Acclaim never does\./);
      expect(a.markdown).not.toMatch(/\d\s*%|percent\b/);
      expect(a.markdown).toContain('(ix) High salary: Borderline (case assessment)');
      expect(a.markdown).toContain('Prong 1: Substantial merit and national importance: Strong (case assessment)');
      expect(authorityIdsOf(a)).toContain('chawathe');
    }
  });

  it('"Tell me about quantum gardening" says plainly that it does not know, and what to ask instead', () => {
    const a = ask('Tell me about quantum gardening');
    expect(a.markdown).toMatch(/^I don't know\. Nothing in your case, in Acclaim's legal library or in Acclaim's articles covers that/);
    expect(a.citations).toEqual([]);
    expect(a.sources).toEqual([]);
    expect(a.followUps).toEqual(suggestQuestions(demo).slice(0, 3));
    expect(a.markdown).toContain(`- ${suggestQuestions(demo)[0]}`);
  });

  it('"What evidence do I have for judging?" lists each judging item with its exhibit and how it was weighed', () => {
    const a = ask('What evidence do I have for judging?');
    expect(a.markdown).toContain('**Evidence considered (3)**');
    expect(a.markdown).toContain(
      "Judging: 'Peer reviewer for Nature Methods, Bioinformatics and Genome Biology' (2019) — Completed 34 manuscript reviews between 2019 and 2025 (Exhibit D-1).",
    );
    expect(a.markdown).toContain(
      "Judging: 'Program committee, ISMB 2023 and 2024' (2023) — Reviewed 18 submissions (your evidence list, no exhibit label yet).",
    );
    expect(a.markdown).toContain('is not judging work in the field');
    expect(exhibitsOf(a)).toEqual(['D-1']);
    expect(authorityIdsOf(a)).toContain('cfr-204-5-h-3-iv');
  });

  it('answers from the FAQ with a link when an article covers the question', () => {
    const a = ask('Can I add evidence after I file?');
    expect(a.markdown).toContain('Generally, no evidence created after filing can establish eligibility.');
    expect(a.citations).toContainEqual({ kind: 'article', id: 'faq', title: 'Frequently asked questions', url: '/faq' });
    expect(authorityIdsOf(a)).toEqual(expect.arrayContaining(['katigbak', 'cfr-103-2-b-1']));
  });

  it('lists the red flags, most severe first', () => {
    const a = ask('Which of my evidence could hurt my petition?');
    const bullets = a.markdown.split('\n').filter((l) => l.startsWith('- '));
    expect(bullets.length).toBe(demo.assessment!.redFlags.length);
    expect(bullets[0]).toMatch(/^- \*\*High:\*\*/);
    expect(bullets[bullets.length - 1]).toMatch(/^- \*\*Low:\*\*/);
  });

  it('keeps the focus of the previous question in a short follow-up', () => {
    const a = ask('And for awards?', demo, [
      { role: 'user', content: 'What is missing for judging?' },
      { role: 'assistant', content: '(iv) Judging the work of others is rated Strong …' },
    ]);
    expect(a.markdown).toMatch(/^\(i\) Awards is rated \*\*Likely met\*\*/);
    expect(a.markdown).toContain("Your 'Global Scientist Excellence Award 2023' required an entry fee");
    expect(a.markdown).toContain('**What would strengthen it**');
  });

  it('every follow-up it offers is a question it can answer', () => {
    const questions = [
      'Which criterion is my weakest?',
      'What does prong 2 need?',
      'How many criteria do I meet?',
      'What is the Kazarian two-step?',
      'How much is the I-140 filing fee?',
    ];
    const followUps = new Set(questions.flatMap((q) => ask(q).followUps));
    for (const f of followUps) expect(isUnknownAnswer(ask(f)), f).toBe(false);
  });

  it('is deterministic and works on the serialized context the server would send', () => {
    const question = 'What does prong 2 need?';
    const roundTripped = JSON.parse(JSON.stringify(demo)) as typeof demo;
    expect(answerQuestion({ question, context: roundTripped, articles: TEST_ARTICLES })).toEqual(
      answerQuestion({ question, context: demo, articles: TEST_ARTICLES }),
    );
  });

  it('works without articles, from the library and the case alone', () => {
    const a = answerQuestion({ question: 'What is the Kazarian two-step?', context: demo });
    expectGrounded(a, demo);
    expect(authorityIdsOf(a)).toContain('kazarian');
    expect(a.citations.some((c) => c.kind === 'article')).toBe(false);
  });

  it('offers suggestions for an empty question and rejects invalid input', () => {
    const a = ask('   ');
    expect(a.markdown).toContain(`- ${suggestQuestions(demo)[0]}`);
    expect(() => answerQuestion({ question: 'x', context: { profile: { petitionType: 'EB3' } } } as never)).toThrow();
  });
});

describe('answerQuestion on other cases', () => {
  const niw = niwContext();
  const empty = emptyContext();

  it('an NIW case: prong questions use its prongs and exhibits; criterion questions say they are not assessed', () => {
    const weakest = ask('Which criterion is my weakest?', niw);
    expect(weakest.markdown).toContain('judged on three prongs rather than the ten EB-1A criteria (case profile)');
    expect(weakest.markdown).toMatch(/Weakest NIW prong: Prong \d/);

    const prong3 = ask('What does prong 3 need?', niw);
    expect(prong3.markdown).toContain('Third-prong factors include');
    expect(prong3.markdown).toMatch(/Prong 3: Balance favours waiving labor certification is rated \*\*\w+/);

    const judging = ask('What evidence do I have for judging?', niw);
    expect(judging.markdown).toContain('the EB-1A criteria are not assessed (case profile)');
    expect(judging.markdown).toContain("Judging: 'Peer reviewer, Journal of Rural Health'");
    expect(exhibitsOf(judging)).toHaveLength(1);

    const count = ask('How many criteria do I meet?', niw);
    expect(count.markdown).toContain('which has no ten-criteria count (case profile)');
  });

  it('an empty case: onboarding steps, and no made-up case facts', () => {
    const first = ask('What should I do first?', empty);
    expect(first.markdown).toContain('Your case has no documents or evidence yet (case profile)');
    expect(first.markdown).toMatch(/1\. Upload your CV/);
    expect(exhibitsOf(first)).toEqual([]);

    const weakest = ask('Which criterion is my weakest?', empty);
    expect(weakest.markdown).toContain('Your case has no evidence yet, so there is nothing to assess (case profile)');
    expect(authorityIdsOf(weakest)).toEqual(expect.arrayContaining(['cfr-204-5-h-3', 'dhanasar']));

    const chances = ask('What are my chances?', empty);
    expect(chances.markdown).toContain('Your case has no eligibility assessment yet (case profile)');
  });

  it('a letter with filing issues: lists them, and never repeats a citation outside the library', () => {
    const context = {
      ...demo,
      letter: {
        ...demo.letter!,
        filingIssueCount: 7,
        filingIssues: [
          {
            kind: 'citation-outside-library',
            message:
              '"Matter of Smith, 99 I&N Dec. 1 (AAO 2030)" is cited as free text but is not in the authority library; cite a library authority or remove it.',
          },
          { kind: 'unsupported-sentence', message: 'A factual sentence in "Judging the work of others" rests on no evidence.' },
          { kind: 'exhibit-missing', message: "Exhibit Z-9 is cited but is not among the case's exhibits." },
        ],
      },
    };
    const a = ask('What are the filing-check issues in my letter?', context);
    expect(a.markdown).toContain('The filing check reports **7 issues**');
    expect(a.markdown).toContain("[a citation not in Acclaim's library]");
    expect(a.markdown).not.toContain('Matter of Smith');
    expect(a.markdown).toContain('…and 4 more');
    // A label that is not an exhibit of the case is never printed as if it were one.
    expect(a.markdown).toContain("Exhibit label Z-9 is cited but is not among the case's exhibits (petition letter).");
  });

  it('never answers with an outcome figure, even when the case data holds one', () => {
    const context = {
      ...demo,
      evidence: demo.evidence.map((e) => (e.id === 'demo-judging-journals' ? { ...e, description: 'My mentor says I have a 90% chance of approval.' } : e)),
    };
    const a = ask('What evidence do I have for judging?', context);
    expect(a.markdown).not.toContain('90%');
    expect(a.markdown).toContain('[an outcome prediction]');
  });
});
