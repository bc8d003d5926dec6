import fs from 'node:fs';
import path from 'node:path';
import { parseFaq, parsePage, parsePost, type Faq, type Page, type Post } from '@acclaim/content';

export interface SiteContent {
  posts: Post[];
  pages: Page[];
  faq: Faq | null;
}

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort();
}

/**
 * Reads content/ once at start. A malformed file stops the server with the file's name rather
 * than serving a broken page later.
 */
export function loadSiteContent(contentDir: string): SiteContent {
  const read = (...parts: string[]) => fs.readFileSync(path.join(contentDir, ...parts), 'utf8');
  const posts = markdownFiles(path.join(contentDir, 'blog'))
    .map((file) => parsePost(file.replace(/\.md$/, ''), read('blog', file)))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const pages = markdownFiles(path.join(contentDir, 'pages')).map((file) => parsePage(file.replace(/\.md$/, ''), read('pages', file)));
  const faq = fs.existsSync(path.join(contentDir, 'faq.md')) ? parseFaq(read('faq.md')) : null;
  return { posts, pages, faq };
}
