import { parseFaq, parsePage, parsePost, type Post } from '@acclaim/content';

/**
 * The Markdown in content/ is bundled at build time: each post and page becomes its own chunk,
 * loaded only when opened; the list of posts needs only their front matter.
 */
const postFiles = import.meta.glob<string>('../../../../content/blog/*.md', { query: '?raw', import: 'default' });
const pageFiles = import.meta.glob<string>('../../../../content/pages/*.md', { query: '?raw', import: 'default' });
const faqFile = import.meta.glob<string>('../../../../content/faq.md', { query: '?raw', import: 'default' });

const slugOf = (file: string) => file.split('/').pop()!.replace(/\.md$/, '');

export async function loadPosts(): Promise<Post[]> {
  const posts = await Promise.all(Object.entries(postFiles).map(async ([file, load]) => parsePost(slugOf(file), await load())));
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

export async function loadPost(slug: string): Promise<Post | null> {
  const entry = Object.entries(postFiles).find(([file]) => slugOf(file) === slug);
  return entry ? parsePost(slug, await entry[1]()) : null;
}

export async function loadPage(slug: string) {
  const entry = Object.entries(pageFiles).find(([file]) => slugOf(file) === slug);
  return entry ? parsePage(slug, await entry[1]()) : null;
}

export async function loadFaq() {
  const load = Object.values(faqFile)[0];
  return load ? parseFaq(await load()) : null;
}
