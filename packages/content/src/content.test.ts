import { describe, expect, it } from 'vitest';
import { markdownToText, parseFaq, parsePost, shownStats } from './index';

describe('content parsing', () => {
  it('reads a post with its front matter and reading time', () => {
    const post = parsePost('x', '---\ntitle: "A title"\nsummary: "S"\ndate: 2026-11-02\ntags: [eb-1a]\nauthor: Team\n---\nHello **world**.\n');
    expect(post).toMatchObject({
      slug: 'x',
      title: 'A title',
      date: '2026-11-02',
      tags: ['eb-1a'],
      author: 'Team',
      body: 'Hello **world**.',
      readingMinutes: 1,
    });
  });

  it('names the file and field when front matter is wrong', () => {
    expect(() => parsePost('bad', 'no front matter')).toThrow('content/blog/bad.md: missing front matter');
    expect(() => parsePost('bad', '---\ntitle: T\n---\nbody')).toThrow(/content\/blog\/bad\.md: summary/);
  });

  it('groups FAQ questions under their categories', () => {
    const faq = parseFaq(
      '---\ntitle: FAQ\ndescription: D\n---\n## Eligibility\n### Who qualifies?\nPeople.\n\nMore.\n### Why?\nBecause.\n## Pricing\n### How much?\n$100.\n',
    );
    expect(faq.categories.map((c) => [c.title, c.items.map((i) => i.question)])).toEqual([
      ['Eligibility', ['Who qualifies?', 'Why?']],
      ['Pricing', ['How much?']],
    ]);
    expect(faq.categories[0]!.items[0]).toEqual({ id: 'who-qualifies', question: 'Who qualifies?', answer: 'People.\n\nMore.' });
  });

  it('turns markdown into plain text', () => {
    expect(markdownToText('## Heading\n- a [link](/x) and **bold**\n\n| a | b |\n|---|---|\n| 1 | 2 |')).toBe('Heading a link and bold a b 1 2');
  });

  it('shows only substantiated figures', () => {
    expect(shownStats().every((stat) => stat.substantiated)).toBe(true);
    expect(shownStats().map((s) => s.value)).not.toContain('95%+');
  });
});
