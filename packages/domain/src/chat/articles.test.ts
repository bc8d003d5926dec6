import { describe, expect, it } from 'vitest';
import { AUTHORITIES } from '../authorities/library';
import { lintCitations } from '../authorities/lint-citations';
import { MAX_PASSAGE_CHARS, plainInline, splitArticle } from './articles';
import { findApprovalProbability } from './check-answer';
import { articlePassages } from './knowledge-base';
import { splitSentences } from './sentences';
import { TEST_ARTICLES } from './test-articles';

describe('splitSentences', () => {
  it('does not cut inside legal citations', () => {
    const text =
      'Under Matter of Chawathe, 25 I&N Dec. 369 (AAO 2010), the standard is preponderance. See Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010). The rule is 8 C.F.R. § 204.5(h)(3).';
    expect(splitSentences(text)).toEqual([
      'Under Matter of Chawathe, 25 I&N Dec. 369 (AAO 2010), the standard is preponderance.',
      'See Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010).',
      'The rule is 8 C.F.R. § 204.5(h)(3).',
    ]);
  });

  it('keeps initials and abbreviations inside the sentence', () => {
    expect(splitSentences('Letter from Dr. Kenji Mori and J. Smith of the U.S. Army. It was filed.')).toEqual([
      'Letter from Dr. Kenji Mori and J. Smith of the U.S. Army.',
      'It was filed.',
    ]);
  });
});

describe('splitArticle', () => {
  const article = {
    id: 'demo',
    text: [
      '---',
      'title: "A post"',
      '---',
      'Intro paragraph about *Matter of Dhanasar*. It has **two** sentences.',
      '',
      '## The prongs',
      'USCIS may grant the waiver if you show that:',
      '',
      '1. your endeavor has merit;',
      '2. you are well positioned; and',
      '3. on balance it helps.',
      '',
      '| Period | Figure |',
      '|---|---|',
      '| FY2024 | 43% approvals |',
      '',
      'See [the FAQ](/faq) for more.',
    ].join('\n'),
  };

  it('drops front matter and tables, removes Markdown marks and link targets', () => {
    const texts = splitArticle(article)
      .map((p) => p.text)
      .join(' | ');
    expect(texts).not.toMatch(/title:|43%|\*|\]\(|\/faq/);
    expect(texts).toContain('Intro paragraph about Matter of Dhanasar. It has two sentences.');
    expect(texts).toContain('See the FAQ for more.');
  });

  it('keeps a list in the sentence that introduces it, under its heading', () => {
    const passage = splitArticle(article).find((p) => p.text.startsWith('USCIS may grant'));
    expect(passage).toEqual({
      id: 'demo#2',
      heading: 'The prongs',
      text: 'USCIS may grant the waiver if you show that: your endeavor has merit; you are well positioned; and on balance it helps.',
    });
  });

  it('cuts real articles into passages of a few sentences', () => {
    for (const a of TEST_ARTICLES) {
      const passages = splitArticle(a);
      expect(passages.length).toBeGreaterThan(3);
      for (const p of passages) {
        expect(splitSentences(p.text).length).toBeLessThanOrEqual(4);
        if (splitSentences(p.text).length > 1) expect(p.text.length).toBeLessThanOrEqual(MAX_PASSAGE_CHARS + 200);
      }
    }
  });

  it('removes emphasis inside hyphenated words', () => {
    expect(plainInline('Post-*Kazarian* courts and **bold** text')).toBe('Post-Kazarian courts and bold text');
  });
});

describe('article passages in the knowledge base', () => {
  const passages = articlePassages(TEST_ARTICLES);
  const library = new Set(AUTHORITIES.map((a) => a.id));

  it('never quotes a citation outside the library or an approval figure', () => {
    for (const p of passages) {
      expect(lintCitations(p.text).unknown, p.text).toEqual([]);
      expect(findApprovalProbability(p.text), p.text).toEqual([]);
      for (const c of lintCitations(p.text).citations) expect(library.has(c.authorityId ?? '')).toBe(true);
    }
  });

  it('leaves out the approval-rate figures of the RFE post but keeps the rest of it', () => {
    const rfe = passages.filter((p) => p.source.kind === 'article' && p.source.articleId === 'rfe-increase');
    expect(rfe.length).toBeGreaterThan(3);
    expect(rfe.map((p) => p.text).join(' ')).not.toMatch(/\d+(\.\d+)?%/);
    expect(rfe.some((p) => /Matter of Chawathe/.test(p.text))).toBe(true);
  });

  it('drops only the sentence with a citation outside the library, not its neighbours', () => {
    const withBadCite = [
      {
        kind: 'faq' as const,
        id: 'x',
        title: 'X',
        url: '/x',
        text: 'The rule is clear. See Matter of Smith, 99 I&N Dec. 1 (AAO 2030). Evidence must exist at filing.',
      },
    ];
    expect(articlePassages(withBadCite).map((p) => p.text)).toEqual(['The rule is clear. Evidence must exist at filing.']);
  });

  it('tells which petition a passage speaks to', () => {
    const scopeOf = (needle: string) => passages.find((p) => p.text.includes(needle))?.scope;
    expect(scopeOf('For EB-2 NIW, the waiver itself removes the job offer')).toBe('NIW');
    expect(scopeOf('Since Kazarian v. USCIS')).toBe('EB1A');
  });
});
