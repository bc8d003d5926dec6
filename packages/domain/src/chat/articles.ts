import type { ChatArticle } from './schema';
import { splitSentences } from './sentences';

/**
 * Site articles into passages of a few sentences, each under the heading it sits in (for the FAQ, the
 * question). Markdown is reduced to plain prose: front matter, tables, images and code are dropped
 * (tables hold figures that read badly out of context), emphasis and link targets are removed.
 */

export interface ArticlePassage {
  readonly id: string;
  readonly heading: string | null;
  readonly text: string;
}

/** Passages stay under this many characters unless one sentence alone is longer. */
export const MAX_PASSAGE_CHARS = 600;
const MAX_PASSAGE_SENTENCES = 3;
const MIN_TAIL_CHARS = 160;

function stripFrontMatter(text: string): string {
  return text.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}

/** Inline Markdown to plain text: links keep their words, emphasis and code marks go. */
export function plainInline(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(–—"“'-])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,;:!?'"”-]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Section {
  heading: string | null;
  paragraphs: string[];
}

function sectionsOf(markdown: string): Section[] {
  const sections: Section[] = [{ heading: null, paragraphs: [] }];
  let paragraph: string[] = [];
  let inCode = false;
  /** True while list items are being appended to the paragraph that introduced them ("… if you show that:"). */
  let inList = false;
  const current = () => sections[sections.length - 1]!;
  const flush = () => {
    const text = plainInline(paragraph.join(' '));
    if (text) current().paragraphs.push(text);
    paragraph = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const item = /^([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (line.startsWith('```')) {
      inCode = !inCode;
      flush();
      continue;
    }
    if (inCode) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      inList = false;
      sections.push({ heading: plainInline(heading[1] ?? ''), paragraphs: [] });
    } else if (item) {
      flush();
      const paragraphs = current().paragraphs;
      const intro = paragraphs[paragraphs.length - 1];
      if (inList || intro?.endsWith(':')) {
        // Items that continue a sentence ("1. your endeavor …; 2. you are …") stay in it.
        paragraphs[paragraphs.length - 1] = `${paragraphs[paragraphs.length - 1] ?? ''} ${plainInline(item[2] ?? '')}`.trim();
        inList = true;
      } else {
        // A free-standing list: each item is its own paragraph, so items never run together unpunctuated.
        paragraph.push(item[2] ?? '');
        flush();
      }
    } else if (!line || line.startsWith('|') || /^(-{3,}|\*{3,})$/.test(line)) {
      flush();
      // A blank line may separate items of one list; a table or a rule ends it.
      if (line) inList = false;
    } else {
      inList = false;
      paragraph.push(line.replace(/^>\s?/, ''));
    }
  }
  flush();
  return sections.filter((s) => s.paragraphs.length);
}

/** Sentences of one paragraph grouped into passages of at most three sentences and about 600 characters. */
function group(sentences: readonly string[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const s of sentences) {
    if (current.length && (current.length >= MAX_PASSAGE_SENTENCES || length + s.length + 1 > MAX_PASSAGE_CHARS)) {
      out.push(current.join(' '));
      current = [];
      length = 0;
    }
    current.push(s);
    length += s.length + 1;
  }
  if (current.length) {
    // A short tail ("The correct citation is …") means little alone; it stays with the sentences before it.
    const tail = current.join(' ');
    if (out.length && current.length === 1 && tail.length < MIN_TAIL_CHARS) out[out.length - 1] = `${out[out.length - 1]} ${tail}`;
    else out.push(tail);
  }
  return out;
}

/** The passages of one article, in reading order, with ids `${article.id}#${n}`. */
export function splitArticle(article: Pick<ChatArticle, 'id' | 'text'>): ArticlePassage[] {
  const out: ArticlePassage[] = [];
  for (const section of sectionsOf(stripFrontMatter(article.text))) {
    for (const paragraph of section.paragraphs) {
      for (const text of group(splitSentences(paragraph))) out.push({ id: `${article.id}#${out.length + 1}`, heading: section.heading, text });
    }
  }
  return out;
}
