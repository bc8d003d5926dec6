import { describe, expect, it } from 'vitest';
import { nameKeys, parsePersonName } from './names';

describe('parsePersonName', () => {
  it('reads family-name-first author entries', () => {
    expect(parsePersonName('Raman, P.')).toMatchObject({ display: 'P. Raman', family: 'Raman', key: 'raman|p', affiliation: null });
    expect(parsePersonName('Garcia Lopez, M. J.')).toMatchObject({ family: 'Garcia Lopez', key: 'garcialopez|m' });
  });

  it('drops honorifics and keeps what follows the comma as the affiliation', () => {
    expect(parsePersonName('Prof. Elena Marquez, Stanford University')).toMatchObject({
      display: 'Elena Marquez',
      key: 'marquez|e',
      affiliation: 'Stanford University',
    });
    expect(parsePersonName('Prof. Alan Hughes, doctoral advisor')).toMatchObject({ display: 'Alan Hughes', affiliation: 'doctoral advisor' });
    expect(parsePersonName('Dr. Jane Doe PhD')).toMatchObject({ display: 'Jane Doe', key: 'doe|j' });
  });

  it('gives one key to every spelling of one person', () => {
    const keys = ['van der Berg, Tomas', 'Tomas van der Berg', 'T. van der Berg'].map((n) => parsePersonName(n)?.key);
    expect(new Set(keys)).toEqual(new Set(['vanderberg|t']));
    expect(parsePersonName('Müller, Ana')?.key).toBe(parsePersonName('Ana Muller')?.key);
  });

  it('refuses groups and bare initials', () => {
    expect(parsePersonName('TCGA Research Network')).toBeNull();
    expect(parsePersonName('The ENCODE Project Consortium')).toBeNull();
    expect(parsePersonName('J.')).toBeNull();
    expect(parsePersonName('  ')).toBeNull();
  });

  it('collects the keys of a list of names', () => {
    expect(nameKeys(['Priya Raman', 'Raman, P.', 'Consortium X'])).toEqual(new Set(['raman|p']));
  });
});
