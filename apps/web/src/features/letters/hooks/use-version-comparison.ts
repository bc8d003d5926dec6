import * as React from 'react';
import type { TLetterVersionSummary } from '@acclaim/contracts';
import type { VersionPair } from '../components/version-pair-form';

/**
 * The two versions picked in the versions dialog and the pair being compared, which is brought into view when
 * a comparison is asked for (`compareRef` goes on its container).
 */
export function useVersionComparison(versions: readonly TLetterVersionSummary[]) {
  const [picked, setPicked] = React.useState<VersionPair | null>(null);
  const [comparing, setComparing] = React.useState<VersionPair | null>(null);
  const compareRef = React.useRef<HTMLDivElement>(null);

  // Until the reader picks, the newest version against the one before it.
  const selection = picked ?? (versions.length >= 2 ? { older: versions[1]!.number, newer: versions[0]!.number } : null);

  function compare(pair: VersionPair) {
    const ordered = pair.older <= pair.newer ? pair : { older: pair.newer, newer: pair.older };
    setPicked(ordered);
    setComparing(ordered);
    requestAnimationFrame(() => compareRef.current?.scrollIntoView?.({ block: 'nearest' }));
  }

  function clear() {
    setComparing(null);
    setPicked(null);
  }

  return { selection, pick: setPicked, comparing, compare, clear, compareRef };
}
