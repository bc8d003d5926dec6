import { useEffect } from 'react';

/** Every screen names itself in the tab and for screen readers announcing the page. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Acclaim`;
  }, [title]);
}
