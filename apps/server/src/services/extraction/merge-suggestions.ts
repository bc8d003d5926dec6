/**
 * One item per piece of evidence in a case, however many documents list it. A CV and a biosketch (or a CV and its
 * professional-service page) name the same paper, role or membership; the user should review it once.
 *
 * Items match when they have the same type and the same DOI, or the same title (letters and digits) and a
 * compatible year. The evidence table links an item to one document, and this needs no change of schema: a
 * suggestion that repeats one from another document is not inserted; instead the existing suggestion gains the
 * details it lacked and an `alsoFoundIn` entry naming the second document and its pages. Items the user accepted,
 * rejected or edited are theirs and are left as they are (a repeat of one is simply not suggested again).
 */
import type { TEvidenceDraft } from '@acclaim/contracts';
import { normalizeKey } from './evidence/text';

export interface StoredItem {
  id: string;
  documentId: string | null;
  type: string;
  title: string;
  date: string | null;
  details: Record<string, unknown>;
  sourcePages: number[];
  confidence: number;
  status: string;
  isEdited: boolean;
}

export interface SourceLink {
  documentId: string;
  sourcePages: number[];
}

export interface SuggestionPlan {
  inserts: TEvidenceDraft[];
  updates: { id: string; details: Record<string, unknown>; confidence: number }[];
}

type Comparable = Pick<StoredItem, 'type' | 'title' | 'date' | 'details'>;

const doiOf = (item: Comparable) => (typeof item.details.doi === 'string' ? item.details.doi.toLowerCase() : null);
const titleKey = (item: Comparable) => normalizeKey(item.title).replace(/^the /, '');

function yearOf(item: Comparable): string | null {
  if (item.date) return item.date.slice(0, 4);
  return typeof item.details.year === 'number' ? String(item.details.year) : null;
}

/** Same evidence: same type, and the same DOI, or the same title with no conflicting DOI or year. */
export function isSameEvidence(a: Comparable, b: Comparable): boolean {
  if (a.type !== b.type) return false;
  const [doiA, doiB] = [doiOf(a), doiOf(b)];
  if (doiA && doiB) return doiA === doiB;
  if (titleKey(a) !== titleKey(b) || titleKey(a) === '') return false;
  const [yearA, yearB] = [yearOf(a), yearOf(b)];
  return yearA === null || yearB === null || yearA === yearB;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The stored details, completed with what the new reading adds (the stored values win where both have one). */
export function richerDetails(stored: Record<string, unknown>, fresh: Record<string, unknown>): Record<string, unknown> {
  const out = { ...stored };
  for (const [key, value] of Object.entries(fresh)) {
    if (key === 'alsoFoundIn') continue;
    if (isEmpty(out[key]) && !isEmpty(value)) out[key] = value;
  }
  return out;
}

function linksOf(details: Record<string, unknown>): SourceLink[] {
  const value = details.alsoFoundIn;
  return Array.isArray(value) ? value.filter((l): l is SourceLink => !!l && typeof l === 'object' && typeof (l as SourceLink).documentId === 'string') : [];
}

function withLink(details: Record<string, unknown>, link: SourceLink): Record<string, unknown> {
  const others = linksOf(details).filter((l) => l.documentId !== link.documentId);
  return { ...details, alsoFoundIn: [...others, link] };
}

/**
 * What to write for a document's new suggestions, given the case's other items (`stored`: everything except the
 * document's own replaceable suggestions, which are being replaced) and those replaced ones (`replaced`, whose links to
 * other documents carry over to the suggestion that takes their place).
 */
export function planSuggestions(documentId: string, drafts: TEvidenceDraft[], stored: StoredItem[], replaced: StoredItem[] = []): SuggestionPlan {
  const inserts: TEvidenceDraft[] = [];
  const updates = new Map<string, { id: string; details: Record<string, unknown>; confidence: number }>();
  for (const draft of drafts) {
    const match = stored.find((item) => isSameEvidence(item, draft));
    if (!match) {
      const previous = replaced.find((item) => isSameEvidence(item, draft));
      const links = previous ? linksOf(previous.details) : [];
      inserts.push(links.length ? { ...draft, details: { ...draft.details, alsoFoundIn: links } } : draft);
      continue;
    }
    const isOtherDocument = match.documentId !== null && match.documentId !== documentId;
    if (!isOtherDocument || match.status !== 'suggested' || match.isEdited) continue;
    const current = updates.get(match.id) ?? { id: match.id, details: match.details, confidence: match.confidence };
    updates.set(match.id, {
      id: match.id,
      details: withLink(richerDetails(current.details, draft.details), { documentId, sourcePages: draft.sourcePages }),
      confidence: Math.max(current.confidence, draft.confidence),
    });
  }
  return { inserts, updates: [...updates.values()] };
}
