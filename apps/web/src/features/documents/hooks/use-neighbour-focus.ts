import * as React from 'react';
import { evidenceItemId } from '../dom-ids';

/**
 * Where focus goes once a decided item has left the filtered list: the next item as shown, else the one before, else
 * the heading. `visible` is the filtered list; focus moves when it changes.
 */
export function useNeighbourFocus(visible: unknown) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const pendingFocus = React.useRef<string | null>(null);

  React.useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    // A neighbour in a closed group is not on the screen: the heading keeps the reader's place instead.
    const element = target === 'heading' ? null : document.getElementById(evidenceItemId(target));
    if (element) element.focus();
    else headingRef.current?.focus();
  }, [visible]);

  /** `shownIds`: the items in the order on the screen. */
  function focusNeighbourOnLeave(itemId: string, shownIds: string[]) {
    const index = shownIds.findIndex((id) => id === itemId);
    const neighbour = shownIds[index + 1] ?? shownIds[index - 1];
    pendingFocus.current = neighbour ?? 'heading';
  }

  return { headingRef, focusNeighbourOnLeave };
}
