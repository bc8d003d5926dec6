import { quoted } from '../../letter/compose/format';
import { paragraph, prose } from '../../letter/compose/sentences';
import type { Block, Sentence } from '../../letter/schema';
import { parsePersonName } from '../names';
import type { LetterItem } from '../plan-facts';
import { repairExtractedText } from '../repair-text';
import type { CitingWork, Recommender, RecommenderSource } from '../schema';
import { itemWords } from './item-words';
import {
  ACHIEVEMENT_FRAMES,
  CANDOUR,
  CITING_FRAMES,
  COAUTHOR_FRAMES,
  COMMITTEE_FRAMES,
  EDITOR_FRAMES,
  RELATION_OPENERS,
  ROLE_OPENERS,
  REVIEWING_NOTES,
  SELECTION_LEADS,
  TIE_FRAMES,
} from './phrases-relation';
import { FIGURES } from './phrases-facts';
import { inlineFact } from './runs';
import { pick, type Voice } from './voice';

/** Parts for `inlineFact`: each item's quoted title followed by its exhibit, joined "A, B and C". */
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
  return inlineFact(after ? [...parts, after] : parts);
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

const workLabel = (w: CitingWork) =>
  `${quoted(repairExtractedText(w.title, { title: true }) || w.title)}${w.venue || w.year ? ` (${[w.venue, w.year].filter(Boolean).join(', ')})` : ''}`;

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

/** Where the writer's first-hand knowledge comes from: the closest source of their suggestion. */
type Vantage = 'committee' | 'editor' | 'citing' | 'coauthor' | 'other';

function vantageOf(recommender: Recommender): Vantage {
  const has = (s: RecommenderSource) => recommender.sources.includes(s);
  if (recommender.relationship === 'independent' && has('award_committee')) return 'committee';
  if (recommender.relationship === 'independent' && has('judging_venue')) return 'editor';
  if (recommender.relationship === 'collaborator' || has('coauthor')) return 'coauthor';
  if (recommender.relationship === 'independent') return 'citing';
  return 'other';
}

/** A committee member: the award they helped decide, how it is decided, and the figures of its selectivity. */
function committeeSentences(v: Voice, style: number, linked: readonly LetterItem[]): Sentence[] {
  const award = linked.find((e) => e.type === 'award' || e.type === 'grant');
  if (!award) return [];
  const out = [framed(pick(COMMITTEE_FRAMES, style), [award]), prose(pick(SELECTION_LEADS, style)(v))];
  const figures = itemWords(award, v.short, style).figures;
  if (figures.length) out.push(inlineFact([pick(FIGURES, style)(figures.join('; ')), award]));
  return out;
}

/** An editor: the reviewing they received, what it involved, and its figures. */
function editorSentences(v: Voice, style: number, linked: readonly LetterItem[]): Sentence[] {
  const judging = linked.find((e) => e.type === 'judging');
  if (!judging) return [];
  const out = [framed(pick(EDITOR_FRAMES, style)(v.short), [judging]), prose(pick(REVIEWING_NOTES, style)(v))];
  const figures = itemWords(judging, v.short, style).figures;
  if (figures.length) out.push(inlineFact([pick(FIGURES, style)(figures.join('; ')), judging]));
  return out;
}

/** A citing author: their own article that uses the work, else the work they know best. */
function citingSentences(
  style: number,
  recommender: Recommender,
  facts: readonly LetterItem[],
  works: readonly CitingWork[],
  items: ReadonlyMap<string, LetterItem>,
): Sentence[] {
  const citing = citingOf(recommender, works, items);
  const out = citing.map(({ work, cited }, i) => framed(pick(CITING_FRAMES, style + 3 * i)(workLabel(work)), cited.slice(0, 2)));
  const read = facts.find((e) => e.type === 'publication' || e.type === 'original_contribution');
  if (!citing.length && read) out.push(framed(pick(KNOWN_THROUGH, style), [read]));
  return out;
}

/** A co-author: the joint work, and what it achieved when the record holds figures for it. */
function coauthorSentences(v: Voice, style: number, publications: readonly LetterItem[], facts: readonly LetterItem[]): Sentence[] {
  if (!publications.length) return [];
  const out = [framed(pick(COAUTHOR_FRAMES, style)(v.short), publications)];
  // The focus section states the figures of its own facts; here only those of a joint work it does not cover.
  const other = publications.find((e) => !facts.includes(e));
  const figures = other ? itemWords(other, v.short, style).figures.filter((f) => !f.includes(v.short)) : [];
  if (other && figures.length) out.push(inlineFact([pick(ACHIEVEMENT_FRAMES, style)(figures.join('; ')), other]));
  return out;
}

/**
 * The paragraph on how the writer knows the applicant's work, from where they stood: a committee member
 * on the award they helped decide and why it was selective, an editor on the reviewing they received, a
 * citing author on their own article that uses the work, a co-author on the joint work and what it achieved,
 * anyone else on the documented tie. Writers with a tie then own it in a sentence.
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
  const vantage = vantageOf(recommender);
  // A committee member or an editor knows the work from that role, not from the literature.
  const opener = vantage === 'committee' || vantage === 'editor' ? ROLE_OPENERS : RELATION_OPENERS[recommender.relationship];
  const sentences: Sentence[] = [prose(pick(opener, style)(v))];
  const publications = linked.filter((e) => e.type === 'publication').slice(0, 3);
  const ties = linked.filter((e) => e.type !== 'publication').slice(0, 2);
  if (vantage === 'committee') sentences.push(...committeeSentences(v, style, linked));
  else if (vantage === 'editor') sentences.push(...editorSentences(v, style, linked));
  else if (vantage === 'citing') sentences.push(...citingSentences(style, recommender, facts, works, items));
  else if (vantage === 'coauthor') sentences.push(...coauthorSentences(v, style, publications, facts));
  else if (publications.length) sentences.push(framed(pick(COAUTHOR_FRAMES, style)(v.short), publications));
  if (recommender.relationship !== 'independent') {
    if (ties.length) sentences.push(framed(pick(TIE_FRAMES, style), ties));
    sentences.push(prose(pick(CANDOUR, style)(v)));
  }
  return [paragraph(sentences)];
}
