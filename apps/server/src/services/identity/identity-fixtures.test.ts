/**
 * The identity check on the real documents of the fixtures, read as an upload is read (issue 24, item 3): Carl
 * Boettiger's CV names him; the award letters (one of them a noisy scan) and the press article about Amit Agarwal name
 * someone else; every CV and biosketch names its own person and no one else's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentCategory } from '@acclaim/domain';
import { haveRealDocuments, readRealDocument } from '../../test/real-documents';
import { checkDocumentText } from './check-case-identity';

/** Each fixture, its category as the upload guesses it, and the person it is about. */
const DOCUMENTS: { file: string; category: DocumentCategory; person: string }[] = [
  { file: 'cv/boettiger-carl_cv_2024.pdf', category: 'cv', person: 'Carl Boettiger' },
  { file: 'awards/agarwal-amit_award-letter_abzooba-victor-award_2017.pdf', category: 'award', person: 'Amit Agarwal' },
  { file: 'awards/agarwal-amit_award-letter_abzoobian-of-the-month_2018.pdf', category: 'award', person: 'Amit Agarwal' },
  { file: 'media/agarwal-amit_press_ahmedabad-mirror_2025.pdf', category: 'media', person: 'Amit Agarwal' },
  { file: 'cv/agarwal-amit_cv.pdf', category: 'cv', person: 'Amit Agarwal' },
  { file: 'cv/anderson-brian_cv.pdf', category: 'cv', person: 'Brian Anderson' },
  { file: 'cv/alperin-juan-pablo_cv.md', category: 'cv', person: 'Juan Pablo Alperin' },
  { file: 'biosketch/brokamp-cole_nih-biosketch.pdf', category: 'cv', person: 'Cole Brokamp' },
  { file: 'biosketch/howard-waylon_nih-biosketch_2025.docx', category: 'cv', person: 'Waylon Howard' },
  { file: 'cv/awesome-cv_example_cv.pdf', category: 'cv', person: 'Claud Park' },
];

describe.skipIf(!haveRealDocuments())('the identity check on the real fixtures', () => {
  const pages = new Map<string, string[]>();
  beforeAll(async () => {
    for (const { file } of DOCUMENTS) {
      pages.set(file, await readRealDocument(file));
    }
  }, 240_000);

  it('flags the Agarwal award letters and press article for Carl Boettiger, and not his CV', () => {
    const known = ['Carl Boettiger'];
    expect(checkDocumentText(pages.get('cv/boettiger-carl_cv_2024.pdf')!, 'cv', known)).toEqual({ status: 'matches', names: ['Carl Boettiger'] });
    expect(checkDocumentText(pages.get('awards/agarwal-amit_award-letter_abzooba-victor-award_2017.pdf')!, 'award', known)).toEqual({
      status: 'names_other',
      names: ['Amit Agarwal'],
    });
    // The scan reads "Mr. Amit Agarwai": the flag names the person as the text does.
    expect(checkDocumentText(pages.get('awards/agarwal-amit_award-letter_abzoobian-of-the-month_2018.pdf')!, 'award', known)).toEqual({
      status: 'names_other',
      names: ['Amit Agarwai'],
    });
    expect(checkDocumentText(pages.get('media/agarwal-amit_press_ahmedabad-mirror_2025.pdf')!, 'media', known)).toEqual({
      status: 'names_other',
      names: ['Amit Agarwal'],
    });
  });

  it('finds each document’s own person, and flags it for everyone else', () => {
    for (const { person } of DOCUMENTS) {
      for (const document of DOCUMENTS) {
        const result = checkDocumentText(pages.get(document.file)!, document.category, [person]);
        const isOwn = document.person === person;
        expect(result.status, `${document.file} for ${person}`).toBe(isOwn ? 'matches' : 'names_other');
        if (!isOwn) expect(result.names, `${document.file} for ${person}`).toHaveLength(1);
      }
    }
  });

  it('matches under a name written differently: "Boettiger, Carl", capitals, a middle initial, or only a former name', () => {
    const cv = pages.get('cv/boettiger-carl_cv_2024.pdf')!;
    for (const written of ['Boettiger, Carl', 'CARL BOETTIGER', 'Carl J. Boettiger', 'Dr. Carl Boettiger'])
      expect(checkDocumentText(cv, 'cv', [written]).status, written).toBe('matches');
    expect(checkDocumentText(cv, 'cv', ['Carla Smith', 'Carl Boettiger'])).toEqual({ status: 'matches', names: ['Carl Boettiger'] });
  });
});
