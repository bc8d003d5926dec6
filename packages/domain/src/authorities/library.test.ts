import { describe, expect, it } from 'vitest';
import { AUTHORITIES, AUTHORITY_KINDS, LIBRARY_CHECKED_ON } from './library';
import { getAuthority, pinFor, pinnedCitation } from './lookup';
import { lintCitations } from './lint-citations';

describe('authorities library', () => {
  it('gives every record a unique id, a non-empty unique citation, a short name, a source and propositions', () => {
    const ids = new Set<string>();
    const citations = new Set<string>();
    for (const a of AUTHORITIES) {
      expect(a.id).toMatch(/^[a-z0-9-]+$/);
      expect(ids.has(a.id), `duplicate id ${a.id}`).toBe(false);
      ids.add(a.id);
      expect(a.citation.trim(), a.id).not.toBe('');
      expect(citations.has(a.citation), `duplicate citation ${a.citation}`).toBe(false);
      citations.add(a.citation);
      expect(a.shortName.trim(), a.id).not.toBe('');
      expect(a.source.trim(), a.id).not.toBe('');
      expect(AUTHORITY_KINDS).toContain(a.kind);
      expect(a.propositions.length, a.id).toBeGreaterThan(0);
      for (const p of a.propositions) expect(p.trim(), a.id).toMatch(/^[A-Z"].*\.$/);
      if (a.asOf !== undefined) expect(a.asOf, a.id).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
    }
  });

  it('holds the statute, the regulation paragraphs and the key decisions the engine refers to', () => {
    const ids = new Set(AUTHORITIES.map((a) => a.id));
    const required = [
      'ina-203-b-1-a',
      'ina-203-b-2-a',
      'ina-203-b-2-b-i',
      'cfr-204-5-h-2',
      'cfr-204-5-h-3',
      ...['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'].map((n) => `cfr-204-5-h-3-${n}`),
      'cfr-204-5-h-4',
      'cfr-204-5-h-5',
      'cfr-204-5-k-2',
      'cfr-204-5-k-3-ii',
      'cfr-204-5-k-3-iii',
      'cfr-204-5-k-4-ii',
      'ina-101-a-32',
      'mukherji',
      'loper-bright',
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((l) => `cfr-204-5-k-3-ii-${l}`),
      'pm-6-f-2',
      'pm-6-f-5',
      'pm-602-0005-1',
      'pa-2024-24',
      'pa-2025-03',
      'kazarian',
      'dhanasar',
      'chawathe',
    ];
    for (const id of required) expect(ids.has(id), id).toBe(true);
  });

  it('leaves out what the notes mark unverified', () => {
    // No "January 2023" NIW update exists in the notes (flagged [U]), nor the reported withdrawal of the Mukherji appeal.
    expect(AUTHORITIES.some((a) => a.asOf?.startsWith('2023-01'))).toBe(false);
    expect(AUTHORITIES.some((a) => a.propositions.some((p) => /withdr[ae]w/i.test(p)))).toBe(false);
  });

  it('records for every authority when it was last checked and against which part of the notes', () => {
    for (const a of AUTHORITIES) {
      expect(a.lastChecked, a.id).toMatch(/^2026-11(-28)?$/);
      expect(a.checkedAgainst, a.id).toMatch(/^legal-domain\.md §\d/);
    }
    // What the November 2026 updates (§14) confirm carries their month; the rest was checked on the library's date.
    expect(getAuthority('mukherji').lastChecked).toBe('2026-11');
    expect(getAuthority('mukherji').checkedAgainst).toContain('§14.1');
    expect(getAuthority('rubin').lastChecked).toBe(LIBRARY_CHECKED_ON);
  });

  it('keeps the 2010 AFM memo only as history and places the two-step test in the Policy Manual', () => {
    const memo = getAuthority('pm-602-0005-1');
    expect(memo.historical).toBe(true);
    expect(memo.scope).toMatch(/History only/);
    expect(memo.scope).toContain('USCIS Policy Manual, Vol. 6, Pt. F, Ch. 2');
    expect(getAuthority('pm-6-f-2').propositions.some((p) => /two steps/.test(p) && /final merits determination/.test(p))).toBe(true);
    expect(getAuthority('nysdot').historical).toBe(true);
  });

  it('states Mukherji and Loper Bright with their scope, as the notes give them', () => {
    const mukherji = getAuthority('mukherji');
    expect(mukherji.citation).toBe('Mukherji v. Miller, No. 4:24-CV-3170 (D. Neb. Jan. 28, 2026)');
    expect(mukherji.scope).toMatch(/Persuasive authority from one district court, binding only on its parties/);
    expect(mukherji.scope).toMatch(/never as binding/);
    expect(mukherji.reliability).toBe('secondary');
    const loper = getAuthority('loper-bright');
    expect(loper.citation).toBe('Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024)');
    // The notes give only how Mukherji used it, so that is all the library says of it.
    expect(loper.propositions).toHaveLength(1);
    expect(loper.propositions[0]).toMatch(/Mukherji/);
  });

  it('cites each proposition to the text that states it (the attorney review corrections, §14.2)', () => {
    // "Profession" is defined in INA 101(a)(32) and 8 C.F.R. 204.5(k)(2), not in INA 203(b)(2)(A).
    expect(getAuthority('ina-203-b-2-a').propositions.join(' ')).not.toMatch(/listed|minimum entry|bachelor/i);
    expect(getAuthority('ina-101-a-32').propositions[0]).toMatch(/"profession"/);
    expect(getAuthority('cfr-204-5-k-2').propositions.some((p) => /^A profession is/.test(p))).toBe(true);
    // "National interest" is undefined: Dhanasar at 887, not the statute.
    expect(getAuthority('ina-203-b-2-b-i').propositions.join(' ')).not.toMatch(/define/);
    const dhanasar = getAuthority('dhanasar');
    const undefinedAt = dhanasar.propositions.findIndex((p) => /define "national interest"/.test(p));
    expect(pinFor(dhanasar, undefinedAt)).toBe('887');
    // Policy Manual glosses are the Policy Manual's, not the regulation's.
    expect(getAuthority('cfr-204-5-h-3-ii').propositions.join(' ')).not.toMatch(/solely|fee|union/);
    expect(getAuthority('cfr-204-5-h-4').propositions.join(' ')).not.toMatch(/why/);
    expect(getAuthority('cfr-204-5-h-3-i').propositions).toHaveLength(1);
    const pm = getAuthority('pm-6-f-2').propositions.join(' ');
    expect(pm).toMatch(/solely on a level of education/);
    expect(pm).toMatch(/does not readily apply/);
    // 8 C.F.R. 103.2(b)(11) states the one-response rule, not an appeal rule.
    const b11 = getAuthority('cfr-103-2-b-11').propositions.join(' ');
    expect(b11).toMatch(/one response/);
    expect(b11).not.toMatch(/appeal/);
    expect(getAuthority('soriano').propositions[0]).toMatch(/not considered on appeal/);
    expect(getAuthority('obaigbena').propositions[0]).toMatch(/not considered on appeal/);
    // PA-2025-03 says what it adds, not just that it "tightens".
    const pa = getAuthority('pa-2025-03').propositions.join(' ');
    expect(pa).not.toMatch(/tightens/);
    expect(pa).toMatch(/examples of national importance/);
    expect(pa).toMatch(/letters and business plans/);
    for (const id of ['cfr-204-5-k-3-iii', 'cfr-204-5-k-4-ii', 'cfr-103-2-b-8-iv', 'phinpathya', 'ramirez-sanchez', 'izummi'])
      expect(getAuthority(id).id).toBe(id);
  });

  it('gives the pinpoints the notes state, and only those', () => {
    const pins = Object.fromEntries(AUTHORITIES.filter((a) => a.pinCites?.length).map((a) => [a.id, [...new Set(a.pinCites!.map((p) => p.pin))]]));
    expect(pins).toEqual({
      kazarian: ['1119-22'],
      dhanasar: ['888-91', '887'],
      'ramirez-sanchez': ['506'],
      phinpathya: ['188-89 n.6'],
    });
    for (const a of AUTHORITIES) {
      for (const { proposition, pin } of a.pinCites ?? []) {
        expect(a.propositions[proposition], `${a.id} pin ${pin}`).toBeDefined();
        // The pinned citation is still the library's citation to the linter.
        const printed = pinnedCitation(a, pin);
        expect(printed, a.id).not.toBe(a.citation);
        expect(
          lintCitations(printed).citations.map((c) => [c.text, c.authorityId]),
          printed,
        ).toEqual([[printed, a.id]]);
      }
    }
    expect(pinnedCitation(getAuthority('dhanasar'), '887')).toBe('Matter of Dhanasar, 26 I&N Dec. 884, 887 (AAO 2016)');
    expect(pinnedCitation(getAuthority('kazarian'), '1119-22')).toBe('Kazarian v. USCIS, 596 F.3d 1115, 1119-22 (9th Cir. 2010)');
    expect(pinnedCitation(getAuthority('phinpathya'), '188-89 n.6')).toBe('INS v. Phinpathya, 464 U.S. 183, 188-89 n.6 (1984)');
    // A pin the library does not hold is never printed.
    expect(pinnedCitation(getAuthority('dhanasar'), '999')).toBe('Matter of Dhanasar, 26 I&N Dec. 884 (AAO 2016)');
  });

  it('keeps the reporter citations the notes verify (Kazarian is 596 F.3d, not the misprinted 593)', () => {
    const kazarian = AUTHORITIES.find((a) => a.id === 'kazarian');
    expect(kazarian?.citation).toBe('Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010)');
    expect(AUTHORITIES.find((a) => a.id === 'dhanasar')?.citation).toBe('Matter of Dhanasar, 26 I&N Dec. 884 (AAO 2016)');
    expect(AUTHORITIES.find((a) => a.id === 'chawathe')?.citation).toBe('Matter of Chawathe, 25 I&N Dec. 369 (AAO 2010)');
  });

  it('lets no proposition cite anything outside the library', () => {
    for (const a of AUTHORITIES) {
      for (const p of a.propositions) expect(lintCitations(p).unknown, `${a.id}: ${p}`).toEqual([]);
    }
  });
});
