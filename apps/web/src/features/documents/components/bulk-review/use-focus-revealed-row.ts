import * as React from 'react';
import { evidenceItemId } from '../../dom-ids';

/** "Show all" leaves the screen once pressed: focus goes to the first row it revealed. */
export function useFocusRevealedRow(isShowingAll: boolean) {
  const firstRevealed = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (!isShowingAll || !firstRevealed.current) return;
    document.getElementById(evidenceItemId(firstRevealed.current))?.focus();
    firstRevealed.current = null;
  }, [isShowingAll]);

  /** Call before showing all, with the id of the first row that was hidden. */
  return function rememberFirstRevealed(itemId: string | null) {
    firstRevealed.current = itemId;
  };
}
