import * as React from 'react';
import { sectionElementId } from '../components/section-dom';

/** The section in view, for the outline's highlight; none where the browser cannot tell (tests, old browsers). */
export function useSectionInView(sectionIds: readonly string[]) {
  const [inView, setInView] = React.useState<string | null>(null);
  const key = sectionIds.join('|');
  React.useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = entry.target.id;
          if (entry.isIntersecting) visible.add(id);
          else visible.delete(id);
        }
        const first = key.split('|').find((id) => visible.has(sectionElementId(id)));
        if (first) setInView(first);
      },
      // The band below the sticky header where a reader's eye is.
      { rootMargin: '-80px 0px -60% 0px' },
    );
    for (const id of key.split('|')) {
      const element = document.getElementById(sectionElementId(id));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);
  return inView;
}
