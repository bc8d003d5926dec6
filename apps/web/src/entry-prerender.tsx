import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { CONTENT_PAGE_PATHS, fetchPageContent } from '@/content/content-queries';
import { loadPosts } from '@/content/site-content';
import { createQueryClient } from '@/lib/query-client';
import { drawnSiteStatus, seedDrawnSiteStatus } from '@/lib/site-status';
import { Providers } from './app/providers';
import { routes } from './app/router';

/**
 * Draws the public pages to HTML at build time (scripts/build.mjs), so that a visitor sees the page before any
 * JavaScript has run; main.tsx then hydrates it. The pages are drawn for a visitor who is not signed in, with the
 * site status of a fresh install (`drawnSiteStatus`: no banner, the file's figures); the server tells the browser
 * whether the live status still matches, and where it does not, the app draws the page afresh.
 */

export { drawnSiteStatus };

/** Every path drawn at build time: the landing, pricing, the FAQ, the blog and each article, the Markdown pages. */
export async function listPrerenderedPaths(): Promise<string[]> {
  const posts = await loadPosts();
  return ['/', paths.pricing, paths.faq, paths.blog, ...posts.map((post) => paths.blogPost(post.slug)), ...CONTENT_PAGE_PATHS];
}

/** The HTML inside #root for `pathname`. */
export async function renderPage(pathname: string): Promise<string> {
  const queryClient = createQueryClient();
  seedDrawnSiteStatus(queryClient);
  await fetchPageContent(queryClient, pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${pathname}`));
  if (context instanceof Response) throw new Error(`Prerendering ${pathname} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`Prerendering ${pathname} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  try {
    return renderToString(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    );
  } finally {
    queryClient.clear();
  }
}
