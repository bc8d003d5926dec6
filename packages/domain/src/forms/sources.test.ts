import { describe, expect, it } from 'vitest';
import { OFFICIAL_SOURCES, OFFICIAL_SOURCE_HOSTS, checkSentence, formatAsOf, officialSourceLine, officialSourceName } from './sources';

describe('official sources', () => {
  it('sends every fact to a page on an official host', () => {
    for (const source of Object.values(OFFICIAL_SOURCES)) {
      const host = new URL(source.url).hostname;
      expect(
        OFFICIAL_SOURCE_HOSTS.some((official) => host === official || host.endsWith(`.${official}`)),
        source.url,
      ).toBe(true);
    }
  });

  it('names the source with its date, and its link in print', () => {
    const ref = { official: 'premiumProcessingRule', sourceTags: ['PP'], marks: ['P'] } as const;
    expect(officialSourceName(ref)).toBe('Federal Register, 91 FR 1059, as of Jan. 12, 2026');
    expect(officialSourceLine({ official: 'i140Form', sourceTags: [], marks: ['S'] }, '2026-01-12')).toBe(
      'USCIS, Form I-140 page (https://www.uscis.gov/i-140), as of Jan. 12, 2026',
    );
    expect(formatAsOf('2026-09-03')).toBe('Sept. 3, 2026');
  });

  it('tells the user where to check only what it cannot confirm, in one sentence with the link and the date', () => {
    expect(checkSentence({ official: 'i140Form', sourceTags: ['FORM'], marks: ['S'] })).toBeNull();
    const sentence = checkSentence({ official: 'i140Form', sourceTags: ['FORM'], marks: ['S', 'U'] }, '2026-11-28');
    expect(sentence).toBe('We could not confirm this from an official source as of Nov. 28, 2026: check https://www.uscis.gov/i-140 before you file.');
  });
});
