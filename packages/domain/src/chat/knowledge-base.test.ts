import { describe, expect, it } from 'vitest';
import { CRITERIA } from '../assessment/eb1a/criteria/common';
import { AUTHORITIES } from '../authorities/library';
import { lintCitations } from '../authorities/lint-citations';
import { findApprovalProbability } from './check-answer';
import { GUIDANCE, guidanceFor } from './guidance';
import { authorityScope, legalPassages } from './knowledge-base';

const LIBRARY = new Set(AUTHORITIES.map((a) => a.id));

describe('guidance', () => {
  it('covers the ten criteria, the three prongs and the frameworks around them', () => {
    for (const c of CRITERIA) expect(guidanceFor(c.id)?.title).toBe(`(${c.numeral}) ${c.label}`);
    for (const id of ['niw-prong-1', 'niw-prong-2', 'niw-prong-3', 'niw-threshold', 'eb1a-final-merits', 'eb1a-one-time', 'eb1a-comparable'])
      expect(guidanceFor(id)).toBeDefined();
  });

  it('rests every point on authorities that are in the library', () => {
    for (const g of GUIDANCE) {
      for (const id of [...g.ruleAuthorityIds, ...g.typicalEvidenceAuthorityIds]) expect(LIBRARY.has(id), `${g.topicId}: ${id}`).toBe(true);
      for (const point of [...g.applied, ...g.pitfalls]) {
        expect(point.authorityIds.length, point.text).toBeGreaterThan(0);
        for (const id of point.authorityIds) expect(LIBRARY.has(id), `${g.topicId}: ${id}`).toBe(true);
      }
    }
  });

  it('states no citation of its own and no outcome prediction', () => {
    for (const g of GUIDANCE) {
      for (const text of [g.title, ...g.typicalEvidence, ...g.applied.map((p) => p.text), ...g.pitfalls.map((p) => p.text)]) {
        expect(lintCitations(text).citations, text).toEqual([]);
        expect(findApprovalProbability(text), text).toEqual([]);
      }
    }
  });
});

describe('legal passages', () => {
  const passages = legalPassages();

  it('holds every proposition of the library once, citing its authority', () => {
    const authorityPassages = passages.filter((p) => p.source.kind === 'authority');
    expect(authorityPassages.length).toBe(AUTHORITIES.reduce((n, a) => n + a.propositions.length, 0));
    for (const p of authorityPassages) expect(p.cited).toBe(AUTHORITIES.find((a) => p.source.kind === 'authority' && a.id === p.source.authorityId)?.citation);
  });

  it('has unique ids and is built once', () => {
    expect(new Set(passages.map((p) => p.id)).size).toBe(passages.length);
    expect(legalPassages()).toBe(passages);
  });

  it('knows which petition an authority belongs to', () => {
    expect(authorityScope('cfr-204-5-h-3-ix')).toBe('EB1A');
    expect(authorityScope('kazarian')).toBe('EB1A');
    expect(authorityScope('dhanasar')).toBe('NIW');
    expect(authorityScope('ina-203-b-2-b-i')).toBe('NIW');
    expect(authorityScope('chawathe')).toBe('general');
  });
});
