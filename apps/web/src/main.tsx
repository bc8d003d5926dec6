import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { QueryClient } from '@tanstack/react-query';
import { fetchPageContent } from '@/content/content-queries';
import { createQueryClient } from '@/lib/query-client';
import { seedDrawnSiteStatus } from '@/lib/site-status';
import { storage } from '@/lib/storage';
import { Providers } from './app/providers';
import { routes } from './app/router';
import './index.css';

// Made here, in the browser only: the prerender build draws the same routes with a static router.
const router = createBrowserRouter(routes);

/**
 * Tells public/load-app.js that the app has taken over the page (its first render is committed), so that it
 * hands over the clicks it held meanwhile. Draws nothing.
 */
function AnnounceReady() {
  useEffect(() => {
    document.dispatchEvent(new Event('acclaim:app-ready'));
  }, []);
  return null;
}

const app = (queryClient: QueryClient) => (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
      <AnnounceReady />
    </Providers>
  </StrictMode>
);

/** Resolves once the router has loaded the code of the page it opened on (routes are loaded lazily). */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

/**
 * Whether the server found the drawn page still current: the site shows no banner and the same figures as when the
 * page was drawn (apps/server/src/lib/static-web.ts).
 */
const isDrawnPageCurrent = () => document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.drawn === 'current';

/**
 * A public page arrives drawn as HTML at build time (entry-prerender.tsx). For a visitor who is not signed in, React
 * takes over that HTML once the page's code and content are loaded, so that its first render draws the same page.
 * A signed-in visitor's header and links differ from the drawn ones, and a page drawn before a banner was turned on
 * or the figures changed differs from the site now, so those are drawn afresh.
 */
async function start() {
  const container = document.getElementById('root')!;
  const queryClient = createQueryClient();
  if (!container.hasChildNodes() || storage.getToken() || !isDrawnPageCurrent()) {
    createRoot(container).render(app(queryClient));
    return;
  }
  seedDrawnSiteStatus(queryClient);
  await Promise.all([routerReady(), fetchPageContent(queryClient, window.location.pathname)]);
  // As a transition, React takes the page over in slices of a few milliseconds, so that a tap or a scroll meanwhile is
  // answered at once; a click on the page hydrates it at once and is then handled.
  startTransition(() => {
    hydrateRoot(container, app(queryClient));
  });
}

void start();
