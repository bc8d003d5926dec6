import { diffWords, type ChangeObject } from 'diff';
import { countWords, sectionToPlainText, type Letter, type Section } from '@acclaim/domain/letter';

export type DiffPart = { value: string; kind: 'same' | 'inserted' | 'deleted' };

export interface SectionDiff {
  id: string;
  /** The heading in the newer version, or in the older one for a section that was removed. */
  heading: string;
  status: 'added' | 'removed' | 'changed' | 'unchanged';
  parts: DiffPart[];
  wordsInserted: number;
  wordsDeleted: number;
}

const partKind = (change: ChangeObject<string>): DiffPart['kind'] => (change.added ? 'inserted' : change.removed ? 'deleted' : 'same');

function diffSection(id: string, before: Section | undefined, after: Section | undefined): SectionDiff {
  const oldText = before ? sectionToPlainText(before) : '';
  const newText = after ? sectionToPlainText(after) : '';
  const parts =
    oldText === newText
      ? [{ value: newText, kind: 'same' as const }]
      : diffWords(oldText, newText).map((change) => ({ value: change.value, kind: partKind(change) }));
  const words = (kind: DiffPart['kind']) => parts.filter((part) => part.kind === kind).reduce((sum, part) => sum + countWords(part.value), 0);
  return {
    id,
    heading: (after ?? before)!.heading,
    status: !before ? 'added' : !after ? 'removed' : oldText === newText ? 'unchanged' : 'changed',
    parts,
    wordsInserted: words('inserted'),
    wordsDeleted: words('deleted'),
  };
}

/**
 * Two versions of a letter compared section by section (sections keep their ids across versions): each
 * section's printed text (`sectionToPlainText`) diffed word by word. Sections come in the newer version's
 * order; a section only the older one has follows the section it came after there.
 */
export function diffLetters(older: Letter, newer: Letter): SectionDiff[] {
  const oldById = new Map(older.sections.map((section) => [section.id, section]));
  const newIds = new Set(newer.sections.map((section) => section.id));
  const order = newer.sections.map((section) => section.id);
  older.sections.forEach((section, i) => {
    if (newIds.has(section.id)) return;
    const previous = older.sections
      .slice(0, i)
      .reverse()
      .find((s) => order.includes(s.id));
    order.splice(previous ? order.indexOf(previous.id) + 1 : 0, 0, section.id);
  });
  const newById = new Map(newer.sections.map((section) => [section.id, section]));
  return order.map((id) => diffSection(id, oldById.get(id), newById.get(id)));
}

/** A stretch of unchanged words left out of a condensed comparison. */
export type DiffGap = { kind: 'gap'; words: number };

function splitWords(value: string): { lead: string; words: string[] } {
  const lead = /^\s*/.exec(value)?.[0] ?? '';
  return { lead, words: value.slice(lead.length).match(/\S+\s*/g) ?? [] };
}

/**
 * A changed section with its long unchanged stretches cut down to `context` words on each side of a change, so
 * a reader of a 40-page letter sees what changed, not the whole section again. Changes are never shortened.
 */
export function condenseParts(parts: readonly DiffPart[], context = 20): (DiffPart | DiffGap)[] {
  const out: (DiffPart | DiffGap)[] = [];
  parts.forEach((part, i) => {
    if (part.kind !== 'same') {
      out.push(part);
      return;
    }
    const { lead, words } = splitWords(part.value);
    const isFirst = i === 0;
    const isLast = i === parts.length - 1;
    const kept = (isFirst ? 0 : context) + (isLast ? 0 : context);
    // Leaving out only a few words would not spare the reader anything.
    if (words.length <= kept + 5) {
      out.push(part);
      return;
    }
    const head = isFirst ? '' : lead + words.slice(0, context).join('');
    const tail = isLast ? '' : words.slice(words.length - context).join('');
    if (head) out.push({ kind: 'same', value: head });
    out.push({ kind: 'gap', words: words.length - kept });
    if (tail) out.push({ kind: 'same', value: tail });
  });
  return out;
}
