import { useEffect } from 'react';

function setContent(selector: string, attribute: 'content' | 'href', value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * Names the screen in the tab and, for public pages, keeps the description, canonical URL and social
 * tags that the server filled in on first load in step with client-side navigation.
 */
export function usePageMeta(meta: { title: string; description?: string; path?: string; isFullTitle?: boolean }) {
  const { title, description, path, isFullTitle } = meta;
  useEffect(() => {
    const fullTitle = isFullTitle ? title : `${title} · Acclaim`;
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
