import { describe, expect, it } from 'vitest';
import { familyName, hasFamilyNameAmong, isSameTitle, isSameVenue, normalizeText, titleSimilarity } from './text-match';

describe('comparing titles', () => {
  it('ignores markup, case, punctuation and diacritics', () => {
    expect(normalizeText('<scp>T</scp>reebase: an<scp>R</scp> package')).toBe('treebase anr package');
    expect(isSameTitle('Treebase: an R package for discovery', '<scp>T</scp>reebase: an<scp>R</scp>package for discovery')).toBe(true);
    expect(isSameTitle('Naïve café models', 'Naive Cafe Models')).toBe(true);
  });

  it('accepts a title without its subtitle, but not a short shared start', () => {
    expect(isSameTitle('Vector Quotient Filters', 'Vector quotient filters: overcoming the time/space trade-off in filter design')).toBe(true);
    expect(isSameTitle('The forecast', 'The forecast trap')).toBe(false);
  });

  it('tells different titles apart', () => {
    expect(titleSimilarity('The forecast trap', 'Limits to ecological forecasting')).toBeLessThan(0.5);
    expect(isSameTitle('Ecology', 'The forecast trap')).toBe(false);
  });
});

describe('comparing venues', () => {
  it('accepts the same journal written differently', () => {
    expect(isSameVenue('PLOS ONE', 'PLoS ONE')).toBe(true);
    expect(isSameVenue('Proc. Natl. Acad. Sci. USA', 'Proceedings of the National Academy of Sciences of the United States of America')).toBe(true);
    expect(isSameVenue('Ecology Letters', 'Ecology letters (Print)')).toBe(true);
    expect(isSameVenue('SIGMOD 2021', 'Proceedings of the 2021 International Conference on Management of Data')).toBe(false);
  });

  it('tells different journals apart', () => {
    expect(isSameVenue('Nature', 'Nature Communications')).toBe(false);
    expect(isSameVenue('eLife', 'PLoS ONE')).toBe(false);
  });
});

describe('comparing names', () => {
  it('finds the family name in the forms CVs and services use', () => {
    expect(familyName('Carl Boettiger')).toBe('boettiger');
    expect(familyName('Boettiger, C.')).toBe('boettiger');
    expect(familyName('Boettiger CA')).toBe('boettiger');
    expect(hasFamilyNameAmong('Hardtke CS', ['Martial Sankar', 'Christian S Hardtke'])).toBe(true);
    expect(hasFamilyNameAmong('D. Temple Lang', ['Duncan Temple Lang'])).toBe(true);
    expect(hasFamilyNameAmong('Martin Farach-Colton', ['Martı́n Farach-Colton'])).toBe(true);
    expect(hasFamilyNameAmong('Carl Boettiger', ['Markus Ralser', 'Gino Heeren'])).toBe(false);
  });
});
