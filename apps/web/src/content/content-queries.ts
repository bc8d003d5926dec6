import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';

// The Markdown and its parser load with the first page that shows content, not with the app's first chunk.
const content = () => import('./site-content');

/** The bundled Markdown as queries: it never changes while the page is open. */
export const contentQueries = {
  posts: () => queryOptions({ queryKey: ['content', 'posts'], queryFn: async () => (await content()).loadPosts(), staleTime: Infinity }),
  post: (slug: string) => queryOptions({ queryKey: ['content', 'post', slug], queryFn: async () => (await content()).loadPost(slug), staleTime: Infinity }),
  page: (slug: string) => queryOptions({ queryKey: ['content', 'page', slug], queryFn: async () => (await content()).loadPage(slug), staleTime: Infinity }),
  faq: () => queryOptions({ queryKey: ['content', 'faq'], queryFn: async () => (await content()).loadFaq(), staleTime: Infinity }),
};

/** The Markdown pages served at their own path (content/pages/<slug>.md). */
export const CONTENT_PAGE_PATHS: readonly string[] = [paths.about, paths.aiInfo, paths.privacy, paths.terms];

/**
 * Loads the content a public page shows at `pathname` into `queryClient`. Done before a prerendered page is drawn
 * (at build time) and before it is hydrated in the browser, so that both draw the text rather than a loading
 * skeleton, and agree with each other.
 */
export async function fetchPageContent(queryClient: QueryClient, pathname: string): Promise<void> {
  const blogPrefix = `${paths.blog}/`;
  if (pathname === paths.blog) await queryClient.fetchQuery(contentQueries.posts());
  else if (pathname.startsWith(blogPrefix)) {
    const slug = pathname.slice(blogPrefix.length);
    await Promise.all([queryClient.fetchQuery(contentQueries.post(slug)), queryClient.fetchQuery(contentQueries.posts())]);
  } else if (pathname === paths.faq) await queryClient.fetchQuery(contentQueries.faq());
  else if (CONTENT_PAGE_PATHS.includes(pathname)) await queryClient.fetchQuery(contentQueries.page(pathname.slice(1)));
}
