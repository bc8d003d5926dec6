import type { Block } from '@acclaim/domain/letter';
import { paragraphInlines, type Inline } from './letter-inlines';

export interface ExhibitIndexRow {
  /** "B-2", without the parentheses the body's references carry. */
  readonly label: string;
  readonly description: readonly Inline[];
}

/**
 * The rows of an exhibit-index list (exhibit, description), when every item opens with one exhibit run and
 * says something after it, as the composer writes them ("(Exhibit A-1) Award certificate"). An edited index
 * that no longer has that shape gets null and is printed as the list it is, so nothing the user wrote is lost.
 */
export function exhibitIndexRows(block: Block): ExhibitIndexRow[] | null {
  if (block.type !== 'list') return null;
  const rows: ExhibitIndexRow[] = [];
  for (const item of block.items) {
    const [first, ...others] = item.sentences;
    const [lead, ...rest] = first?.runs ?? [];
    if (lead?.type !== 'exhibit' || rest[0]?.type === 'exhibit') return null;
    const description = paragraphInlines({ sentences: [...(rest.length ? [{ ...first!, runs: rest }] : []), ...others] });
    if (description.length === 0) return null;
    rows.push({ label: lead.label, description });
  }
  return rows;
}
