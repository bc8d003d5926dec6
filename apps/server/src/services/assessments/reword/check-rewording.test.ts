import { describe, expect, it } from 'vitest';
import { checkRewording } from './check-rewording';

const ORIGINAL = "Your 'Best Paper Award, ISMB 2021' (Exhibit A-1) was selective (2 of 312 entrants) under 8 C.F.R. § 204.5(h)(3)(i).";

describe('checkRewording', () => {
  it('accepts plainer words that keep every number, exhibit and citation', () => {
    expect(
      checkRewording(ORIGINAL, 'The ISMB 2021 Best Paper Award (Exhibit A-1) went to 2 of 312 entrants, which matters under 8 CFR 204.5(h)(3)(i).'),
    ).toEqual({ ok: true });
    expect(checkRewording('You have 1,234 citations.', 'Your work is cited 1234 times.')).toEqual({ ok: true });
  });

  it('refuses a dropped, changed or added number', () => {
    expect(checkRewording(ORIGINAL, "Your 'Best Paper Award, ISMB 2021' (Exhibit A-1) was selective under 8 C.F.R. § 204.5(h)(3)(i).")).toEqual({
      ok: false,
      reason: 'numbers changed',
    });
    expect(checkRewording('You judged 14 papers.', 'You judged 15 papers.')).toEqual({ ok: false, reason: 'numbers changed' });
    expect(checkRewording('You judged papers.', 'You judged 40 papers.')).toEqual({ ok: false, reason: 'numbers changed' });
  });

  it('refuses a changed exhibit label', () => {
    expect(checkRewording('See Exhibit B-2 and C-1.', 'See Exhibit B-2 and D-1.')).toEqual({ ok: false, reason: 'exhibit labels changed' });
  });

  it('refuses an invented or an added citation, and a dropped one', () => {
    expect(checkRewording('Final merits decide it.', 'Final merits decide it, see Matter of Imaginary Decision.')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^citation not in the library/),
    });
    expect(checkRewording('Final merits decide it.', 'Final merits decide it (Kazarian v. USCIS).')).toEqual({ ok: false, reason: 'legal citations changed' });
    expect(checkRewording('As Matter of Chawathe holds, more likely than not.', 'It must be more likely than not.')).toEqual({
      ok: false,
      reason: 'legal citations changed',
    });
  });

  it('refuses talk of chances and empty or bloated answers', () => {
    expect(checkRewording('This looks strong.', 'Your chances look good.')).toEqual({ ok: false, reason: 'speaks of an outcome' });
    expect(checkRewording('This looks strong.', '  ')).toEqual({ ok: false, reason: 'empty' });
    expect(checkRewording('Short.', 'Long '.repeat(100))).toEqual({ ok: false, reason: 'much longer than the original' });
  });
});
