import { SITE } from '@acclaim/content';
import type { SiteContent } from './load-site-content';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL. */
  path: string;
  type: 'website' | 'article';
  isIndexable: boolean;
}

const HOME = SITE.pages['/'];

/** Title, description and canonical path of a public page; anything else is kept out of search engines. */
export function resolvePageMeta(rawPath: string, content: SiteContent): PageMeta {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const named = (SITE.pages as Record<string, { title: string; description: string }>)[path];
  if (path === '/') return { ...HOME, path, type: 'website', isIndexable: true };
  if (named) return { title: `${named.title} · Acclaim`, description: named.description, path, type: 'website', isIndexable: true };

  const post = path.startsWith('/blog/') ? content.posts.find((entry) => `/blog/${entry.slug}` === path) : undefined;
  if (post) return { title: `${post.title} · Acclaim`, description: post.summary, path, type: 'article', isIndexable: true };

  const page = content.pages.find((entry) => `/${entry.slug}` === path);
  if (page) return { title: `${page.title} · Acclaim`, description: page.description, path, type: 'website', isIndexable: true };

  if (path === '/faq' && content.faq) {
    return { title: `${content.faq.title} · Acclaim`, description: content.faq.description, path, type: 'website', isIndexable: true };
  }
  return { title: HOME.title, description: HOME.description, path, type: 'website', isIndexable: false };
}

/** Every indexable public URL, for sitemap.xml. */
export function listPublicPaths(content: SiteContent): { path: string; lastModified?: string }[] {
  return [
    ...Object.keys(SITE.pages)
      .filter((path) => path !== '/login' && path !== '/search')
      .map((path) => ({ path })),
    ...(content.faq ? [{ path: '/faq' }] : []),
    ...content.pages.map((page) => ({ path: `/${page.slug}`, lastModified: page.updated })),
    ...content.posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.date })),
  ];
}
