import { describe, expect, it } from 'vitest';
import { analyze, conceptTerm, normalize, stem, wordTerms } from './analyze';
import { Bm25Index } from './bm25';
import { PassageIndex, questionScope, requiredCoverage } from './search';
import type { Passage } from './passages';

describe('text analysis', () => {
  it('glues form and category names so they stay one term', () => {
    expect(normalize('EB-1A, EB-2 NIW and Form I-140')).toBe('eb1a, eb2 niw and form i140');
    expect(wordTerms('What is the I-140 fee?')).toEqual(['i140', 'fee']);
  });

  it('stems the endings that matter and leaves short or Latin-looking words alone', () => {
    expect(['judge', 'judges', 'judging', 'judged'].map(stem)).toEqual(['judg', 'judg', 'judg', 'judg']);
    expect(['salary', 'salaries'].map(stem)).toEqual(['salary', 'salary']);
    expect(['status', 'analysis', 'fee', 'i140'].map(stem)).toEqual(['status', 'analysis', 'fee', 'i140']);
  });

  it('drops stop words, so a question keeps only its topic', () => {
    expect(wordTerms('Tell me about quantum gardening')).toEqual(['quantum', 'garden']);
  });

  it('maps the words people use to one domain concept', () => {
    const concepts = (text: string) => [...analyze(text).conceptWords.keys()];
    expect(concepts('I did peer review for three journals')).toContain('judging');
    expect(concepts('Participation as a judge of the work of others')).toContain('judging');
    expect(concepts('Is my remuneration high?')).toContain('salary');
    expect(concepts('a high salary in relation to others')).toContain('salary');
    expect(concepts('What does prong 2 need?')).toContain('prong-2');
    expect(concepts('the person is well positioned to advance it')).toContain('prong-2');
    expect(concepts('What is the Kazarian two-step?')).toContain('final-merits');
    // "judge the evidence yourself" is the verb, not judging the work of others.
    expect(concepts('so you can judge the evidence yourself')).not.toContain('judging');
  });

  it('adds concept terms that no word can collide with', () => {
    expect(analyze('peer review').terms).toContain(conceptTerm('judging'));
    expect(conceptTerm('judging')).toMatch(/^~/);
  });
});

describe('BM25', () => {
  const docs = [
    ['salary', 'high', 'field'],
    ['judg', 'work', 'other', 'field'],
    ['salary', 'salary', 'compar', 'peer', 'role', 'field', 'survey'],
  ];

  it('ranks documents holding rare query terms first and skips those without any', () => {
    const index = new Bm25Index(docs);
    const hits = index.search(['salary', 'high']);
    expect(hits.map((h) => h.index)).toEqual([0, 2]);
    expect(hits[0]?.matched).toEqual(new Set(['salary', 'high']));
  });

  it('weighs a term that appears everywhere less than a rare one', () => {
    const index = new Bm25Index(docs);
    expect(index.idf('field')).toBeLessThan(index.idf('judg'));
    expect(index.idf('field')).toBeGreaterThan(0);
  });

  it('keeps insertion order on ties, so results are deterministic', () => {
    const index = new Bm25Index([
      ['a', 'b'],
      ['a', 'b'],
    ]);
    expect(index.search(['a']).map((h) => h.index)).toEqual([0, 1]);
  });

  it('lets a weighted query term count more', () => {
    const index = new Bm25Index([['x'], ['y']]);
    const hits = index.search(['x', 'y'], new Map([['y', 3]]));
    expect(hits[0]?.index).toBe(1);
  });
});

describe('passage search', () => {
  const passage = (id: string, text: string, scope: Passage['scope'] = 'general', title = id): Passage => ({
    id,
    title,
    text,
    scope,
    source: { kind: 'guidance', topicId: id, authorityIds: [] },
  });
  const index = new PassageIndex([
    passage('judging', 'Participation as a judge of the work of others in the same field.', 'EB1A'),
    passage('salary', 'A high salary in relation to others in the field.', 'EB1A'),
    passage('waiver', 'The job offer and labor certification may be waived in the national interest.', 'NIW'),
    passage('technology', 'Quantum computing is an emerging technology.'),
  ]);

  it('finds a passage through synonyms the passage does not use', () => {
    expect(index.search('Have I done enough peer review?')[0]?.passage.id).toBe('judging');
    expect(index.search('Is my remuneration enough?')[0]?.passage.id).toBe('salary');
  });

  it('needs most of the question covered, not one shared word', () => {
    expect(requiredCoverage(2)).toBe(2);
    expect(requiredCoverage(5)).toBe(3);
    expect(index.search('Tell me about quantum gardening')).toEqual([]);
  });

  it('pushes passages written for the other petition down', () => {
    const ids = (scope?: 'EB1A' | 'NIW') => index.search('salary labor certification national interest field', { scope }).map((h) => h.passage.id);
    expect(ids('NIW')[0]).toBe('waiver');
  });

  it('reads which petition a question is about', () => {
    expect(questionScope('Do I need a job offer for NIW?')).toBe('NIW');
    expect(questionScope('What is the Kazarian two-step?')).toBe('EB1A');
    expect(questionScope('Should I file EB-1A or NIW?')).toBeUndefined();
    expect(questionScope('How much is the fee?')).toBeUndefined();
  });
});
