import * as React from 'react';
import type { TEvidenceItem } from '@acclaim/contracts';
import { evidenceItemId } from '../dom-ids';

/**
 * Which groups of the list by kind show in full: those the reader asked for, and the group of the item a link named
 * (a link from an assessment names the evidence it rests on). Once the list has loaded, that item comes into view.
 */
export function useTypeGroupExpansion(items: TEvidenceItem[], focusItemId: string | undefined) {
  const [expandedTypes, setExpandedTypes] = React.useState<Set<string>>(() => new Set());
  const hasFocusedLinkedItem = React.useRef(false);
  const linkedItem = focusItemId ? items.find((item) => item.id === focusItemId) : undefined;

  React.useEffect(() => {
    if (!linkedItem || hasFocusedLinkedItem.current) return;
    const element = document.getElementById(evidenceItemId(linkedItem.id));
    if (!element) return;
    hasFocusedLinkedItem.current = true;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [linkedItem]);

  const isGroupExpanded = (type: string) => expandedTypes.has(type) || linkedItem?.type === type;
  const expandGroup = (type: string) => setExpandedTypes((types) => new Set(types).add(type));

  return { isGroupExpanded, expandGroup };
}
