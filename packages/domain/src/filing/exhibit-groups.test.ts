import { describe, expect, it } from 'vitest';
import { exhibitHeading, orderExhibits, type ExhibitDocument } from './exhibit-groups';

const doc = (id: string, category: ExhibitDocument['category'], exhibitLabel: string | null, translationOfId: string | null = null): ExhibitDocument => ({
  id,
  name: `${id}.pdf`,
  category,
  exhibitLabel,
  translationOfId,
});

describe('orderExhibits', () => {
  const documents = [
    doc('press', 'media', 'E-1'),
    doc('award-10', 'award', 'C-10'),
    doc('award-9', 'award', 'C-9'),
    doc('press-en', 'translation', 'N-1', 'press'),
    doc('cv', 'cv', 'A-1'),
    doc('passport', 'identity', 'L-1'),
    doc('loose', 'translation', 'N-2'),
  ];

  it('files identity first, criteria in the regulation’s order, labels in number order and translations after originals', () => {
    const filed = orderExhibits(documents, 'EB1A');
    expect(filed.map((f) => f.document.id)).toEqual(['passport', 'cv', 'award-9', 'award-10', 'press', 'press-en', 'loose']);
    expect(filed.find((f) => f.document.id === 'press-en')).toMatchObject({
      heading: 'Criterion (iii): published material about the beneficiary',
      translationOf: { id: 'press' },
    });
    expect(filed.at(-1)).toMatchObject({ heading: 'Translations', translationOf: null });
  });

  it('uses plain headings for NIW', () => {
    expect(exhibitHeading('award', 'NIW')).toBe('Awards and recognition');
    expect(exhibitHeading('award', 'EB1A')).toBe('Criterion (i): prizes or awards for excellence');
  });

  it('never drops a document, even a translation whose original is another translation', () => {
    const odd = [doc('t1', 'translation', null), doc('t2', 'translation', null, 't1'), doc('x', 'other', null)];
    expect(
      orderExhibits(odd, 'NIW')
        .map((f) => f.document.id)
        .sort(),
    ).toEqual(['t1', 't2', 'x']);
  });
});
