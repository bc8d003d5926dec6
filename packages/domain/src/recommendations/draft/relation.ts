import { quoted } from '../../letter/compose/format';
import { factInline, paragraph, prose, text } from '../../letter/compose/sentences';
import type { Block, Sentence } from '../../letter/schema';
import { parsePersonName } from '../names';
import type { LetterItem } from '../plan-facts';
import type { CitingWork, Recommender } from '../schema';
import { CANDOUR, CITING_FRAMES, COAUTHOR_FRAMES, RELATION_OPENERS, TIE_FRAMES } from './phrases-relation';
import { pick, type Voice } from './voice';

/** Parts for `factInline`: each item's quoted title followed by its exhibit, joined "A, B and C". */
function itemList(items: readonly LetterItem[]): (string | LetterItem)[] {
  const parts: (string | LetterItem)[] = [];
  items.forEach((e, i) => {
    const sep = i === 0 ? '' : i === items.length - 1 ? ' and ' : ', ';
    parts.push(`${sep}${quoted(e.title)}`, e);
  });
  return parts;
}

/** A factual sentence from a [before, after] frame around the items, with each exhibit after its title. */
function framed([before, after]: readonly [string, string], items: readonly LetterItem[]): Sentence {
  const parts = itemList(items);
  const first = parts[0];
  if (typeof first === 'string') parts[0] = `${before}${first}`;
  return factInline(after ? [...parts, after] : parts);
}

/** The writer's own articles that cite the applicant's, with the cited items that have exhibits. */
function citingOf(recommender: Recommender, works: readonly CitingWork[], items: ReadonlyMap<string, LetterItem>): { work: CitingWork; cited: LetterItem[] }[] {
  const key = parsePersonName(recommender.name)?.key;
  if (!key) return [];
  return works
    .filter((w) => w.authors.some((a) => parsePersonName(a.name)?.key === key))
    .map((work) => ({ work, cited: work.citedEvidenceIds.map((id) => items.get(id)).filter((e): e is LetterItem => e !== undefined) }))
    .filter((w) => w.cited.length > 0)
    .slice(0, 2);
}

const workLabel = (w: CitingWork) => `${quoted(w.title)}${w.venue || w.year ? ` (${[w.venue, w.year].filter(Boolean).join(', ')})` : ''}`;

/** How an independent expert knows the work when no citing article of theirs is on record. */
const KNOWN_THROUGH: readonly (readonly [string, string])[] = [
  ['Of the published work, I know ', ' best'],
  ['The work I know most closely is ', ''],
  ['My familiarity begins with ', ''],
  ['I have read ', ' closely'],
  ['', ' is the part of the work I know best'],
  ['I know the research above all through ', ''],
  ['My reading of the work centres on ', ''],
  ['I have studied ', ' in detail'],
];

/**
 * The paragraph on how the writer knows the applicant's work: no tie and knowledge through publications
 * for an independent expert (with the writer's own citing article when the record has one), the tie and
 * the documents behind it for everyone else, followed by a sentence that owns the tie.
 */
export function relationBlocks(
  v: Voice,
  style: number,
  recommender: Recommender,
  linked: readonly LetterItem[],
  facts: readonly LetterItem[],
  works: readonly CitingWork[],
  items: ReadonlyMap<string, LetterItem>,
): Block[] {
  const sentences: Sentence[] = [prose(text(pick(RELATION_OPENERS[recommender.relationship], style)(v)))];
  const publications = linked.filter((e) => e.type === 'publication').slice(0, 3);
  const ties = linked.filter((e) => e.type !== 'publication').slice(0, 2);
  if (recommender.relationship === 'independent') {
    const citing = citingOf(recommender, works, items);
    citing.forEach(({ work, cited }, i) => sentences.push(framed(pick(CITING_FRAMES, style + 3 * i)(workLabel(work)), cited.slice(0, 2))));
    const read = facts.find((e) => e.type === 'publication' || e.type === 'original_contribution');
    if (!citing.length && read) sentences.push(framed(pick(KNOWN_THROUGH, style), [read]));
  } else {
    if (publications.length) sentences.push(framed(pick(COAUTHOR_FRAMES, style)(v.short), publications));
    if (ties.length) sentences.push(framed(pick(TIE_FRAMES, style), ties));
    sentences.push(prose(text(pick(CANDOUR, style)(v))));
  }
  return [paragraph(sentences)];
}
