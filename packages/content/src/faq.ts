import { splitFrontMatter, ZPageMeta } from './front-matter';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  items: FaqItem[];
}

export interface Faq {
  title: string;
  description: string;
  categories: FaqCategory[];
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, 80);

/** `## Category` then `### Question?` followed by its answer, as content/faq.md is written. */
export function parseFaq(raw: string): Faq {
  const { data, body } = splitFrontMatter(raw, 'content/faq.md');
  const meta = ZPageMeta.parse(data);
  const categories: FaqCategory[] = [];
  let item: FaqItem | null = null;
  for (const line of body.split(/\r?\n/)) {
    const category = line.match(/^##\s+(.+?)\s*$/);
    const question = line.match(/^###\s+(.+?)\s*$/);
    if (category) {
      categories.push({ id: slugify(category[1]!), title: category[1]!, items: [] });
      item = null;
    } else if (question) {
      const current = categories.at(-1);
      if (!current) throw new Error('content/faq.md: a question comes before any ## category');
      item = { id: slugify(question[1]!), question: question[1]!, answer: '' };
      current.items.push(item);
    } else if (item) {
      item.answer += `${line}\n`;
    }
  }
  for (const category of categories) for (const entry of category.items) entry.answer = entry.answer.trim();
  return { title: meta.title, description: meta.description, categories };
}
