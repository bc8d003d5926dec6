import { useEffect } from 'react';

function setContent(selector: string, attribute: 'content' | 'href', value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

const PRODUCT = 'Acclaim';
let titleSuffix = PRODUCT;

/**
 * The name after each screen's title: Acclaim's, or a firm's in its white-label portal. The layout that knows the
 * brand sets it; the title already in the tab is renamed at once, since the page's own effect ran first.
 */
export function setTitleSuffix(name: string | null) {
  const next = name ?? PRODUCT;
  if (document.title.endsWith(` · ${titleSuffix}`)) document.title = `${document.title.slice(0, -titleSuffix.length)}${next}`;
  titleSuffix = next;
}

/**
 * Names the screen in the tab and, for public pages, keeps the description, canonical URL and social
 * tags that the server filled in on first load in step with client-side navigation.
 */
export function usePageMeta(meta: { title: string; description?: string; path?: string; isFullTitle?: boolean }) {
  const { title, description, path, isFullTitle } = meta;
  useEffect(() => {
    const fullTitle = isFullTitle ? title : `${title} · ${titleSuffix}`;
    document.title = fullTitle;
    setContent('meta[property="og:title"]', 'content', fullTitle);
    setContent('meta[name="twitter:title"]', 'content', fullTitle);
    if (description) {
      setContent('meta[name="description"]', 'content', description);
      setContent('meta[property="og:description"]', 'content', description);
      setContent('meta[name="twitter:description"]', 'content', description);
    }
    if (path) {
      const url = `${window.location.origin}${path}`;
      setContent('link[rel="canonical"]', 'href', url);
      setContent('meta[property="og:url"]', 'content', url);
    }
  }, [title, description, path, isFullTitle]);
}

/** Signed-in screens only need a title. */
export function usePageTitle(title: string) {
  usePageMeta({ title });
}
