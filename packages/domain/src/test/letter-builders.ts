import { ZLetter, type Letter, type LetterDraft, type Run, type Sentence } from '../letter/schema';

/** Small builders so letter tests read like the letter they build. */

export const text = (t: string, marks: ('bold' | 'italic')[] = []): Run => ({ type: 'text', text: t, marks });
export const cite = (authorityId: string): Run => ({ type: 'citation', authorityId });
export const exhibit = (label: string, evidenceIds: string[] = []): Run => ({ type: 'exhibit', label, evidenceIds });

/** A non-factual sentence (legal argument, transition). */
export const prose = (...runs: Run[]): Sentence => ({ runs, isFactual: false, evidenceIds: [] });
/** A factual sentence resting on `evidenceIds`. */
export const fact = (evidenceIds: string[], ...runs: Run[]): Sentence => ({ runs, isFactual: true, evidenceIds });

/** A small, clean EB-1A letter: every factual sentence supported, every exhibit cited. */
export function cleanLetterDraft(): LetterDraft {
  return {
    petitionType: 'EB1A',
    title: 'Petition for Dr. Ana Müller as an Alien of Extraordinary Ability',
    sections: [
      {
        id: 'introduction',
        heading: 'I. Introduction',
        kind: 'introduction',
        blocks: [
          {
            type: 'paragraph',
            sentences: [
              prose(text('Dr. Müller seeks classification under '), cite('ina-203-b-1-a'), text('.')),
              fact(['ev-award'], text('She received the '), text('Gottfried Prize', ['italic']), text(' in 2023'), exhibit('A-1', ['ev-award']), text('.')),
            ],
          },
        ],
      },
      {
        id: 'criterion-eb1a-iv',
        heading: 'Judging the Work of Others',
        kind: 'criterion',
        blocks: [
          { type: 'heading', level: 2, text: 'The regulation' },
          {
            type: 'paragraph',
            sentences: [
              prose(text('The criterion is set out at '), cite('cfr-204-5-h-3-iv'), text(', and '), cite('kazarian'), text(' counts it at step one.')),
            ],
          },
          {
            type: 'list',
            ordered: false,
            items: [
              {
                sentences: [
                  fact(
                    ['ev-review'],
                    text('She reviewed '),
                    text('120', ['bold']),
                    text(' manuscripts for Nature Methods'),
                    exhibit('B-1', ['ev-review']),
                    text('.'),
                  ),
                ],
              },
              { sentences: [fact(['ev-panel'], text('She served on the 2024 NSF review panel'), exhibit('B-2', ['ev-panel']), text('.'))] },
            ],
          },
        ],
      },
      {
        id: 'exhibit-index',
        heading: 'Exhibit Index',
        kind: 'exhibit-index',
        blocks: [
          {
            type: 'list',
            ordered: false,
            items: [
              { sentences: [prose(exhibit('A-1'), text(' Award certificate, Gottfried Prize.'))] },
              { sentences: [prose(exhibit('B-1'), text(' Review records.'))] },
              { sentences: [prose(exhibit('B-2'), text(' NSF panel letter.'))] },
            ],
          },
        ],
      },
    ],
  };
}

export const cleanLetter = (): Letter => ZLetter.parse(cleanLetterDraft());

export const CLEAN_EXHIBITS = [
  { label: 'A-1', evidenceIds: ['ev-award'] },
  { label: 'B-1', evidenceIds: ['ev-review'] },
  { label: 'B-2', evidenceIds: ['ev-panel'] },
];
