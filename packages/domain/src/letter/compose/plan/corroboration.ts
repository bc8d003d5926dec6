import { detailString } from '../../../assessment/details';
import type { Sentence } from '../../schema';
import { type ComposeContext, type Usable, possessive } from '../context';
import { capitalize, fmt, joinAnd, lowerFirst, numberWord, quoted, stripPeriod } from '../format';
import { mentionsWord, workNames } from '../items';
import { letterRef } from '../letters';
import { pubYear, venueOf } from '../publications';
import { fact } from '../sentences';
import { recordedCitations, strongestFirst } from './strength';

/**
 * What stands behind an item beyond the petitioner's own account: the corroboration its exhibit records, and
 * the other exhibits that name the same work (articles with their citations, expert letters, press). Each
 * sentence rests on the exhibits it names, never on the CV's say-so.
 */

/** Articles named at most, most cited first; the others are counted. */
const MAX_ARTICLES = 3;

/**
 * The names that identify a work across exhibits: the short name its details give ("Rocker" from "Rocker
 * Project", "taxadb") when that name is one distinctive word, else the coined words in its title ("scDrift").
 */
export function namesOf(e: Usable): string[] {
  const short = (detailString(e, 'name') ?? '')
    .replace(/^the\s+/i, '')
    .replace(/\s+(project|package|software)$/i, '')
    .trim();
  const named = short && !/\s/.test(short) && short.length >= 3 ? [short] : [];
  // A recorded name identifies the work itself; coined words in a descriptive title may name something else ("GitHub").
  return named.length ? named : workNames(e);
}

const namesWork = (o: Usable, word: string): boolean => mentionsWord(o.title, word) || mentionsWord(o.description, word);

/** Articles in the record that name the work, each once, with their recorded citations. */
function citingArticles(ctx: ComposeContext, e: Usable, names: readonly string[]): Sentence[] {
  const byArticle = new Map<Usable, string>();
  for (const word of names)
    for (const o of ctx.items) if (o.id !== e.id && o.type === 'publication' && !byArticle.has(o) && namesWork(o, word)) byArticle.set(o, word);
  const articles = strongestFirst([...byArticle.keys()]);
  if (!articles.length) return [];
  const out = articles.slice(0, MAX_ARTICLES).map((pub) => {
    const where = [venueOf(pub), pubYear(pub)].filter((p) => p !== null).join(', ');
    const cited = recordedCitations(pub);
    return fact(
      [pub],
      `The article ${quoted(pub.title)}${where ? ` (${where})` : ''} presents ${byArticle.get(pub)}${cited !== null ? ` and has been cited ${fmt(cited)} times` : ''}`,
    );
  });
  const more = articles.slice(MAX_ARTICLES);
  if (more.length) out.push(fact(more, `${capitalize(numberWord(more.length))} further ${more.length === 1 ? 'article names' : 'articles name'} the work`));
  return out;
}

/** Letters and press in the record that name the work, each once. */
function otherVoices(ctx: ComposeContext, e: Usable, names: readonly string[]): Sentence[] {
  const naming = (type: Usable['type']) => ctx.items.filter((o) => o.id !== e.id && o.type === type && names.some((w) => namesWork(o, w)));
  const word = names[0] ?? '';
  const out: Sentence[] = [];
  const letters = naming('recommendation_letter');
  if (letters.length) out.push(fact(letters, `${capitalize(joinAnd(letters.map(letterRef)))} ${letters.length === 1 ? 'addresses' : 'address'} ${word}`));
  const press = naming('media_coverage');
  if (press.length) {
    const outlets = press.map((o) => `${quoted(o.title)}${detailString(o, 'outlet') ? ` (${detailString(o, 'outlet')})` : ''}`);
    out.push(fact(press, `Published material about ${possessive(ctx.short)} work also discusses ${word}: ${joinAnd(outlets)}`));
  }
  return out;
}

/** Every corroborating sentence for one argued item. */
export function corroborationOf(ctx: ComposeContext, e: Usable): Sentence[] {
  const out: Sentence[] = [];
  const own = detailString(e, 'corroboration');
  if (own) out.push(fact([e], `The exhibit corroborates this with evidence from others: ${lowerFirst(stripPeriod(own))}`));
  const names = namesOf(e);
  if (names.length) out.push(...citingArticles(ctx, e, names), ...otherVoices(ctx, e, names));
  return out;
}
