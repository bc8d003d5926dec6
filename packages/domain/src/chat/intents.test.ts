import { describe, expect, it } from 'vitest';
import { detectIntent, intentInConversation, topicsOf } from './intents';

describe('detectIntent', () => {
  it.each([
    ['Which criterion is my weakest?', { kind: 'extreme', which: 'weakest', among: 'criteria' }],
    ['Which prong is my weakest?', { kind: 'extreme', which: 'weakest', among: 'prongs' }],
    ['What is my strongest criterion?', { kind: 'extreme', which: 'strongest', among: 'criteria' }],
    ['What does prong 2 need?', { kind: 'prong', prong: 2, focus: 'explain' }],
    ['Am I well positioned to advance my endeavor?', { kind: 'prong', prong: 2, focus: 'status' }],
    ['Is my salary evidence enough?', { kind: 'criterion', criterionId: 'eb1a-ix', focus: 'enough' }],
    ['Is my remuneration high enough?', { kind: 'criterion', criterionId: 'eb1a-ix', focus: 'enough' }],
    ['How many criteria do I meet?', { kind: 'criteria-count' }],
    ['What should I do next?', { kind: 'next-steps' }],
    ['How can I improve my chances?', { kind: 'next-steps' }],
    ['What is missing for criterion (iii)?', { kind: 'criterion', criterionId: 'eb1a-iii', focus: 'missing' }],
    ['What is missing for the judging criterion?', { kind: 'criterion', criterionId: 'eb1a-iv', focus: 'missing' }],
    ['What evidence do I have for judging?', { kind: 'criterion', criterionId: 'eb1a-iv', focus: 'evidence' }],
    ['How do I verify my publications?', { kind: 'criterion', criterionId: 'eb1a-vi', focus: 'missing' }],
    ['What evidence do I have for peer review?', { kind: 'criterion', criterionId: 'eb1a-iv', focus: 'evidence' }],
    ['What counts as original contributions of major significance?', { kind: 'criterion', criterionId: 'eb1a-v', focus: 'explain' }],
    ['Should I file EB-1A or NIW?', { kind: 'which-petition' }],
    ['What are my chances of approval?', { kind: 'chances' }],
    ['Will my petition be approved?', { kind: 'chances' }],
    ['How much is the I-140 filing fee?', { kind: 'fees' }],
    ['What are the filing-check issues in my letter?', { kind: 'letter-issues' }],
    ['Which of my evidence could hurt my petition?', { kind: 'red-flags' }],
    ['What is the Kazarian two-step?', { kind: 'search' }],
    ['Do I need a job offer for NIW?', { kind: 'search' }],
    ['What is the difference between EB-1A and EB-2 NIW?', { kind: 'search' }],
    ['Tell me about quantum gardening', { kind: 'search' }],
  ] as const)('"%s"', (question, intent) => {
    expect(detectIntent(question)).toEqual(intent);
  });
});

describe('topicsOf', () => {
  it('names criteria and prongs in the order the question mentions them', () => {
    expect(topicsOf('Compare my salary with my awards')).toEqual({ criterionIds: ['eb1a-ix', 'eb1a-i'], prongs: [] });
    expect(topicsOf('criterion (x) and the third prong')).toEqual({ criterionIds: ['eb1a-x'], prongs: [3] });
    expect(topicsOf('Which criterion should I focus on?')).toEqual({ criterionIds: [], prongs: [] });
    expect(topicsOf('criterion 10')).toEqual({ criterionIds: ['eb1a-x'], prongs: [] });
  });
});

describe('intentInConversation', () => {
  const history = [
    { role: 'user' as const, content: 'What is missing for judging?' },
    { role: 'assistant' as const, content: 'Judging is strong …' },
  ];

  it('carries the focus of the previous question into a short follow-up', () => {
    expect(intentInConversation('And for awards?', history)).toEqual({ kind: 'criterion', criterionId: 'eb1a-i', focus: 'missing' });
    expect(intentInConversation('What about prong 3?', history)).toEqual({ kind: 'prong', prong: 3, focus: 'missing' });
  });

  it('leaves full questions and questions without history alone', () => {
    expect(intentInConversation('What counts as an award for the awards criterion?', history)).toEqual({
      kind: 'criterion',
      criterionId: 'eb1a-i',
      focus: 'explain',
    });
    expect(intentInConversation('And for awards?', [])).toEqual({ kind: 'criterion', criterionId: 'eb1a-i', focus: 'explain' });
    expect(intentInConversation('How many criteria do I meet?', history)).toEqual({ kind: 'criteria-count' });
  });
});
