import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question';
import type { ChatCaseContext } from './schema';
import { MAX_SUGGESTIONS, MIN_SUGGESTIONS, suggestQuestions } from './suggest-questions';
import { TEST_ARTICLES } from './test-articles';
import { demoContext, emptyContext, niwContext } from './test-context';
import { expectGrounded, isUnknownAnswer } from './test-grounding';

const demo = demoContext();
const niw = niwContext();
const empty = emptyContext();

describe('suggestQuestions', () => {
  it('gives onboarding questions to a case with nothing in it', () => {
    expect(suggestQuestions(empty)).toEqual([
      'What should I do first?',
      'What is the difference between EB-1A and EB-2 NIW?',
      'How many EB-1A criteria do I need?',
      'Do I need a job offer?',
      'What does prong 2 need?',
    ]);
  });

  it('asks about the nearest criterion, the weakest prong and the choice of petition once assessed', () => {
    const questions = suggestQuestions(demo);
    expect(questions[0]).toBe('What is missing for high salary?');
    expect(questions).toEqual(expect.arrayContaining(['Which criterion is my weakest?', 'Is my salary evidence enough?', 'Should I file EB-1A or NIW?']));
    const weakestProng = [...demo.assessment!.niw!.prongs].sort((a, b) => a.score - b.score)[0]!;
    expect(questions).toContain(`What does prong ${weakestProng.id.slice(-1)} need?`);
  });

  it('asks about prongs, not criteria, for an NIW case', () => {
    const questions = suggestQuestions(niw);
    expect(questions).toContain('Which prong is my weakest?');
    expect(questions.some((q) => /criteri/.test(q))).toBe(false);
  });

  it("puts the letter's filing issues first when there are any", () => {
    const context = { ...demo, letter: { ...demo.letter!, filingIssueCount: 2 } };
    expect(suggestQuestions(context)[0]).toBe('What are the filing-check issues in my letter?');
    expect(suggestQuestions(demo)).not.toContain('What are the filing-check issues in my letter?');
  });

  it('asks about the case once documents are in but not yet assessed', () => {
    const context = { ...demo, assessment: null };
    expect(suggestQuestions(context)[0]).toBe('What should I do next?');
  });

  const cases: [string, ChatCaseContext][] = [
    ['empty', empty],
    ['demo', demo],
    ['niw', niw],
    [
      'demo with letter issues',
      {
        ...demo,
        letter: {
          ...demo.letter!,
          filingIssueCount: 1,
          filingIssues: [{ kind: 'exhibit-missing', message: "Exhibit Z-9 is cited but is not among the case's exhibits." }],
        },
      },
    ],
  ];
  it.each(cases)('suggests %s questions it can answer, grounded', (_, context) => {
    const questions = suggestQuestions(context);
    expect(questions.length).toBeGreaterThanOrEqual(MIN_SUGGESTIONS);
    expect(questions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    for (const question of questions) {
      const answer = answerQuestion({ question, context, articles: TEST_ARTICLES });
      expect(isUnknownAnswer(answer), question).toBe(false);
      expectGrounded(answer, context, TEST_ARTICLES);
    }
  });
});
