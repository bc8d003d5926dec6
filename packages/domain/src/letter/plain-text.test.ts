import { describe, expect, it } from 'vitest';
import { countWords, estimatePages, exhibitReference, letterToPlainText, runsText, WORDS_PER_PAGE } from './plain-text';
import { ZLetter } from './schema';
import { cite, cleanLetter, exhibit, prose, text } from '../test/letter-builders';

describe('letterToPlainText', () => {
  it('prints headings, library citations, exhibit references and lists', () => {
    expect(letterToPlainText(cleanLetter())).toBe(
      [
        'Petition for Dr. Ana Müller as an Alien of Extraordinary Ability',
        'I. Introduction',
        'Dr. Müller seeks classification under INA § 203(b)(1)(A). She received the Gottfried Prize in 2023 (Exhibit A-1).',
        'Judging the Work of Others',
        'The regulation',
        'The criterion is set out at 8 C.F.R. § 204.5(h)(3)(iv), and Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010) counts it at step one.',
        '- She reviewed 120 manuscripts for Nature Methods (Exhibit B-1).\n- She served on the 2024 NSF review panel (Exhibit B-2).',
        'Exhibit Index',
        '- (Exhibit A-1) Award certificate, Gottfried Prize.\n- (Exhibit B-1) Review records.\n- (Exhibit B-2) NSF panel letter.',
      ].join('\n\n') + '\n',
    );
  });

  it('merges adjacent exhibit references and numbers ordered lists', () => {
    expect(runsText([text('Cited widely'), exhibit('B-2'), exhibit('B-3'), exhibit('B-2'), text('.')])).toBe('Cited widely (Exhibits B-2, B-3).');
    expect(runsText([text('See '), exhibit('C-1'), text(' and '), exhibit('C-2')])).toBe('See (Exhibit C-1) and (Exhibit C-2)');
    expect(exhibitReference(['A-1'])).toBe('(Exhibit A-1)');
    // A series of three or more cites by its ends; shorter runs, other prefixes and out-of-order labels stay listed.
    expect(exhibitReference(['G-1', 'G-2', 'G-3', 'G-4', 'G-9', 'H-1', 'H-2'])).toBe('(Exhibits G-1 to G-4, G-9, H-1, H-2)');
    expect(exhibitReference(['C-2', 'C-5', 'C-6', 'C-3', 'C-4', 'C-5'])).toBe('(Exhibits C-2, C-5, C-6, C-3, C-4)');
    expect(exhibitReference(['E-1', 'E-2', 'E-3', 'L-1', 'L-2', 'L-3', 'L-4'])).toBe('(Exhibits E-1 to E-3, L-1 to L-4)');

    const letter = ZLetter.parse({
      petitionType: 'NIW',
      title: 'T',
      sections: [
        {
          id: 'conclusion',
          heading: 'Conclusion',
          kind: 'conclusion',
          blocks: [{ type: 'list', ordered: true, items: [{ sentences: [prose(text('One.'))] }, { sentences: [prose(text('Two.'))] }] }],
        },
      ],
    });
    expect(letterToPlainText(letter)).toBe('T\n\nConclusion\n\n1. One.\n2. Two.\n');
  });

  it('prints an id outside the library as a visible marker instead of failing', () => {
    expect(runsText([text('See '), cite('matter-of-nowhere'), text('.')])).toBe('See [unknown authority "matter-of-nowhere"].');
  });
});

describe('estimatePages', () => {
  const letterOfWords = (n: number) =>
    ZLetter.parse({
      petitionType: 'EB1A',
      title: 'Title',
      sections: [{ id: 'field', heading: 'Field', kind: 'field', blocks: [{ type: 'paragraph', sentences: [prose(text(Array(n).fill('word').join(' ')))] }] }],
    });

  it('counts single-spaced petition pages of about 575 words', () => {
    expect(WORDS_PER_PAGE).toBeGreaterThanOrEqual(550);
    expect(WORDS_PER_PAGE).toBeLessThanOrEqual(600);
    // Title and heading add two words.
    expect(estimatePages(letterOfWords(WORDS_PER_PAGE - 2))).toBe(1);
    expect(estimatePages(letterOfWords(WORDS_PER_PAGE - 1))).toBe(2);
    expect(estimatePages(letterOfWords(40 * WORDS_PER_PAGE - 2))).toBe(40);
  });

  it('counts printed words, including exhibit references, but not lone punctuation', () => {
    expect(countWords('She received it (Exhibit A-1) — in 2023 .')).toBe(7);
    expect(countWords('')).toBe(0);
  });
});
