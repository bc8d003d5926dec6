import { describe, expect, it } from 'vitest';
import { parsePersonName } from './names';
import type { RecommenderCandidate } from './schema';
import { suggestRecommenders } from './suggest';
import { DEMO_APPLICANT, DEMO_CITING_WORKS, demoEvidence } from './test-case';

const suggest = (petitionType: 'EB1A' | 'NIW' = 'EB1A', extra: { evidence?: ReturnType<typeof demoEvidence>; citingWorks?: typeof DEMO_CITING_WORKS } = {}) =>
  suggestRecommenders({
    petitionType,
    applicant: DEMO_APPLICANT,
    evidence: extra.evidence ?? demoEvidence(),
    citingWorks: extra.citingWorks ?? DEMO_CITING_WORKS,
  });

const byName = (list: RecommenderCandidate[], name: string) => list.find((c) => c.name === name);

describe('suggestRecommenders', () => {
  const candidates = suggest();

  it('lists independent experts first', () => {
    const firstOther = candidates.findIndex((c) => c.relationship !== 'independent');
    expect(firstOther).toBeGreaterThan(3);
    expect(candidates.slice(firstOther).some((c) => c.relationship === 'independent')).toBe(false);
  });

  it('suggests citing authors as independent experts, naming the articles they cited', () => {
    const nakamura = byName(candidates, 'Kenji Nakamura');
    expect(nakamura).toMatchObject({ relationship: 'independent', sources: ['citing_author'], affiliation: 'University of Tokyo' });
    expect(nakamura?.evidenceIds.sort()).toEqual(['demo-pub-gnn', 'demo-pub-ismb']);
    expect(nakamura?.reason).toContain('“Graph neural networks for cell-state transitions”');
    expect(nakamura?.reason).toContain('“Benchmarking single-cell clone callers across 40 datasets” (Genome Research, 2024)');
    expect(nakamura?.canAttest).toEqual(expect.arrayContaining(['eb1a-v', 'eb1a-vi']));
  });

  it('asks the first and last authors of a long citing author list, not the middle ones', () => {
    expect(byName(candidates, 'Folake Adeyemi')?.relationship).toBe('independent');
    expect(byName(candidates, 'Hanna Fischer')?.relationship).toBe('independent');
    expect(byName(candidates, 'Rosa Lopez')).toBeUndefined();
  });

  it('treats a co-author who also cites the work as a collaborator', () => {
    const okafor = candidates.filter((c) => parsePersonName(c.name ?? '')?.key === 'okafor|d');
    expect(okafor).toHaveLength(1);
    expect(okafor[0]).toMatchObject({ relationship: 'collaborator', sources: ['coauthor', 'citing_author'] });
    expect(okafor[0]?.reason).toMatch(/^Co-authored “scDrift.*would not count as independent\.$/);
  });

  it('merges a letter writer with their co-authorship and keeps the closer tie', () => {
    const hughes = byName(candidates, 'Alan Hughes');
    // "doctoral advisor" is how they know the applicant, not a position to sign under.
    expect(hughes).toMatchObject({ relationship: 'mentor', role: null });
    expect(hughes?.reason).toContain('as doctoral advisor');
    expect(hughes?.sources).toEqual(expect.arrayContaining(['existing_letter', 'coauthor']));
    expect(candidates.filter((c) => c.name?.endsWith('Hughes'))).toHaveLength(1);
  });

  it('keeps an explicitly independent letter writer independent, and merges them with their citing article', () => {
    const marquez = byName(candidates, 'Elena Marquez');
    expect(marquez).toMatchObject({ relationship: 'independent', affiliation: 'Stanford University' });
    expect(marquez?.sources).toEqual(['existing_letter', 'citing_author']);
  });

  it('treats the authors of a citing work the applicant co-wrote as collaborators', () => {
    expect(byName(candidates, 'Marta Silva')).toMatchObject({ relationship: 'collaborator' });
  });

  it('does not call a citing author at the applicant’s own institution independent', () => {
    const brooks = byName(candidates, 'Carla Brooks');
    expect(brooks?.relationship).toBe('other');
    expect(brooks?.reason).toContain('own institution');
  });

  it('never suggests the applicant, however the name is written', () => {
    const keys = candidates.map((c) => parsePersonName(c.name ?? '')?.key);
    expect(keys).not.toContain('raman|p');
    const ids = candidates.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('suggests no role nobody on record fills, and no one for a pay-to-enter award or a student poster day', () => {
    expect(candidates.every((c) => c.name.trim().length > 0)).toBe(true);
    expect(candidates.filter((c) => /^(a|an|the|someone)\b/i.test(c.name) || /^(a|an|the|someone)\b/i.test(c.role ?? ''))).toEqual([]);
    expect(candidates.some((c) => c.sources.includes('award_committee'))).toBe(false);
    expect(candidates.some((c) => c.evidenceIds.includes('demo-award-global'))).toBe(false);
    expect(candidates.some((c) => c.evidenceIds.includes('demo-judging-poster-day'))).toBe(false);
  });

  it('suggests a committee member, an editor and a supervisor when the record names them', () => {
    const evidence = demoEvidence().map((e) => {
      if (e.id === 'demo-award-ismb') return { ...e, details: { ...e.details, committeeChair: 'Prof. Laura Bianchi' } };
      if (e.id === 'demo-judging-ismb-pc') return { ...e, details: { ...e.details, chair: 'Tomas Novak' } };
      if (e.id === 'demo-employment-halcyon') return { ...e, details: { ...e.details, supervisor: 'Dr. Susan Whitfield' } };
      return e;
    });
    const list = suggest('EB1A', { evidence });
    expect(byName(list, 'Laura Bianchi')).toMatchObject({
      relationship: 'independent',
      sources: ['award_committee'],
      evidenceIds: ['demo-award-ismb'],
      role: null,
    });
    expect(byName(list, 'Tomas Novak')).toMatchObject({ relationship: 'independent', sources: ['judging_venue'] });
    expect(byName(list, 'Susan Whitfield')).toMatchObject({ relationship: 'employer', sources: ['employer'] });
  });

  it('suggests journalists who wrote about the applicant, but not those of paid or passing mentions', () => {
    expect(byName(candidates, 'Jordan Kim')).toMatchObject({ relationship: 'other', sources: ['press'], canAttest: ['eb1a-iii'] });
    expect(byName(candidates, 'Sam Ortiz')).toBeUndefined();
  });

  it('names prongs for an NIW case', () => {
    const nakamura = byName(suggest('NIW'), 'Kenji Nakamura');
    expect(nakamura?.canAttest).toEqual(['niw-prong-1', 'niw-prong-2']);
  });

  it('works without citing works: co-authors and the record only', () => {
    const list = suggest('EB1A', { citingWorks: [] });
    expect(byName(list, 'Kenji Nakamura')).toBeUndefined();
    // The CV gives "Okafor, D." only: an initial is no name to sign with, so no suggestion without the citing work's "David".
    expect(list.some((c) => c.name.endsWith('Okafor'))).toBe(false);
  });

  it('does not depend on the order of the evidence', () => {
    const reversed = suggest('EB1A', { evidence: demoEvidence().reverse(), citingWorks: [...DEMO_CITING_WORKS].reverse() });
    expect(reversed).toEqual(candidates);
  });

  it('never suggests the applicant from a surname-only author list, nor anyone by surname or initials alone', () => {
    const evidence = demoEvidence().map((e) =>
      e.id === 'demo-pub-atlas' ? { ...e, details: { ...e.details, authors: 'Hampton, Jones, Raman, Okafor, D., Teal' } } : e,
    );
    const list = suggest('EB1A', { evidence, citingWorks: [] });
    for (const c of list) {
      const name = parsePersonName(c.name);
      expect(name?.family, c.name).not.toBe('Raman');
      expect(
        name?.given.split(/\s+/).some((w) => /^\p{Lu}\p{Ll}+/u.test(w)),
        c.name,
      ).toBe(true);
    }
    expect(list.some((c) => ['Hampton', 'Jones', 'Teal'].includes(c.name))).toBe(false);
  });
});
