import * as React from 'react';
import { useLocation } from 'react-router';

/** Long enough for a step's data to arrive on a slow connection; after that the user has scrolled on their own. */
const GIVE_UP_MS = 10_000;

/**
 * Scrolls to the element the URL's #hash names once it is on the page. The router's scroll restoration looks for it
 * only at navigation, when a step such as the I-140 guide is still loading, so a link like
 * /finalize/forms#i140-guide would otherwise open at the top.
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  // scrollIntoView is called optionally: test DOMs (jsdom) do not implement it.
  React.useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const found = document.getElementById(id);
    if (found) {
      found.scrollIntoView?.({ block: 'start' });
      return;
    }
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (!element) return;
      observer.disconnect();
      element.scrollIntoView?.({ block: 'start' });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), GIVE_UP_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [hash, key]);
}
