import type { Bank } from './voice';

/** How a letter opens: salutation, who the writer is, what the letter is about. */

export const SALUTATIONS: readonly string[] = [
  'To the U.S. Citizenship and Immigration Services:',
  'Dear Sir or Madam:',
  'To the officer reviewing this petition:',
  'Dear Officer:',
  'To whom it may concern:',
  'Dear Immigration Officer:',
  'To the adjudicating officer:',
  'Dear USCIS Officer:',
];

const standing = (v: { standing: string | null }, lead = ', ') => (v.standing ? `${lead}${v.standing}` : '');

export const SELF_INTRODUCTIONS: Bank = [
  (v) => `I am ${v.me}${standing(v)}.`,
  (v) => `My name is ${v.me}${v.standing ? `; I am ${v.standing}` : ''}.`,
  (v) => `I write as ${v.me}${standing(v)}.`,
  (v) => `Allow me to introduce myself: I am ${v.me}${standing(v)}.`,
  (v) => `By way of introduction, I am ${v.me}${standing(v)}.`,
  (v) => (v.standing ? `I am ${v.standing}, and my name is ${v.me}.` : `My name, for the record, is ${v.me}.`),
  (v) => `First, a word about myself: I am ${v.me}${standing(v)}.`,
  (v) => `To begin with who I am: ${v.me}${standing(v)}.`,
];

export const PURPOSES: Bank = [
  (v) => `I write in support of the petition filed for ${v.full}, and I address ${v.topic} in particular.`,
  (v) => `This letter concerns ${v.full}; my comments are limited to ${v.topic}.`,
  (v) => `I have been asked to comment on the work of ${v.full}, and I will confine myself to ${v.topic}.`,
  (v) => `The subject of this letter is ${v.full}, and specifically ${v.topic}.`,
  (v) => `I am glad to give my assessment of ${v.full}, concentrating on ${v.topic}.`,
  (v) => `What follows is my account of ${v.topic} in the case of ${v.full}.`,
  (v) => `My purpose here is to describe ${v.topic} as it appears in the work of ${v.full}.`,
  (v) => `I offer this letter on behalf of ${v.full}, with attention to ${v.topic}.`,
];

export const CV_NOTES: readonly string[] = [
  'My curriculum vitae is enclosed.',
  'A copy of my CV accompanies this letter.',
  'I attach my curriculum vitae.',
  'My CV is attached for reference.',
  'Enclosed please find my CV.',
  'My full CV is enclosed with this letter.',
  'I have enclosed my curriculum vitae.',
  'A CV is attached.',
];

export const INTRODUCTION_HEADINGS: readonly string[] = [
  'Introduction',
  'About me',
  'My background',
  'Who I am',
  'The writer',
  'About the author',
  'My position',
  'Background',
];
export const RELATIONSHIP_HEADINGS: readonly string[] = [
  'How I know the work',
  'My relationship to the applicant',
  'How I came to know the work',
  'My connection to the work',
  'How I know the applicant',
  'The basis of my knowledge',
  'Where my knowledge comes from',
  'My vantage point',
];
export const CONCLUSION_HEADINGS: readonly string[] = [
  'Conclusion',
  'In closing',
  'Summary',
  'My conclusion',
  'Closing remarks',
  'To conclude',
  'Final assessment',
  'In sum',
];
