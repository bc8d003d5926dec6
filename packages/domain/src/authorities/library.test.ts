import { describe, expect, it } from 'vitest';
import { AUTHORITIES, AUTHORITY_KINDS } from './library';
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
    const ids = new Set(AUTHORITIES.map((a) => a.id));
    expect(ids.has('cfr-204-5-k-3-iii')).toBe(false);
    expect(AUTHORITIES.some((a) => a.citation.includes('204.5(k)(3)(iii)'))).toBe(false);
    // No "January 2023" NIW update exists in the notes (flagged [U]).
    expect(AUTHORITIES.some((a) => a.asOf?.startsWith('2023-01'))).toBe(false);
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
