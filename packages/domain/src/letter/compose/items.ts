import type { Finding, Reason } from '../../assessment/schema';
import type { Block, Sentence } from '../schema';
import { type ComposeContext, type Usable, possessive } from './context';
import { itemSentences } from './evidence';
import { capitalize, joinAnd, quoted } from './format';
import { letterRef } from './letters';
import { citationsOf, pubYear, venueOf } from './publications';
import { fact, heading, paragraph, reasonSentences } from './sentences';

/**
 * Evidence items as the blocks of an argument: a sub-heading with the item's title, the item's sentences,
 * links to other exhibits that name the same work, and the engine's reasons about that item alone. The
 * reasons that rest on several items are left for the section's closing argument.
 */

/** Reasons about exactly this item. */
const reasonsAbout = (reasons: readonly Reason[], e: Usable): Reason[] => reasons.filter((r) => r.evidenceIds.length === 1 && r.evidenceIds[0] === e.id);

/** Reasons that are not about a single one of `items`. */
export function sharedReasons(reasons: readonly Reason[], items: readonly Usable[]): Reason[] {
  const ids = new Set(items.map((e) => e.id));
  return reasons.filter((r) => !(r.evidenceIds.length === 1 && ids.has(r.evidenceIds[0] ?? '')));
}

/** Short titles for sub-headings; the full title is in the first sentence. */
const headingTitle = (e: Usable): string => (e.title.trim().length > 110 ? `${e.title.trim().slice(0, 107).trimEnd()}…` : e.title.trim());

/**
 * Names of works that identify them across exhibits: coined words with an inner capital ("scDrift",
 * "SparseFold") or letters and digits together ("GPT4"). Ordinary words are not used, so two items are
 * linked only when they really name the same thing.
 */
export function workNames(e: Usable): string[] {
  const tokens = e.title
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((t) => t.length >= 4 && (/\p{Ll}\p{Lu}/u.test(t) || (/\p{L}/u.test(t) && /\p{N}/u.test(t) && /^\p{L}/u.test(t) && !/^\p{L}-?\d+$/u.test(t))));
  return [...new Set(tokens)];
}

export const mentionsWord = (s: string, word: string): boolean =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'u').test(s);

/** Sentences tying a contribution to the articles, letters and coverage that name the same work. */
export function linkedWorkSentences(ctx: ComposeContext, e: Usable): Sentence[] {
  const out: Sentence[] = [];
  for (const word of workNames(e)) {
    const others = ctx.items.filter((o) => o.id !== e.id && (mentionsWord(o.title, word) || mentionsWord(o.description, word)));
    for (const pub of others.filter((o) => o.type === 'publication')) {
      const where = [venueOf(pub), pubYear(pub)].filter((p) => p !== null).join(', ');
      const cited = citationsOf(pub);
      const named = mentionsWord(pub.title, word) ? `whose title names ${word}` : `whose exhibit refers to ${word}`;
      out.push(
        fact(
          [pub],
          `The article ${quoted(pub.title)}${where ? ` (${where})` : ''}, ${named}, ${cited !== null ? `has been cited ${cited.toLocaleString('en-US')} times` : 'is listed among the scholarly articles'}`,
        ),
      );
    }
    const letters = others.filter((o) => o.type === 'recommendation_letter');
    if (letters.length) out.push(fact(letters, `${capitalize(joinAnd(letters.map(letterRef)))} ${letters.length === 1 ? 'refers' : 'refer'} to ${word}`));
    const coverage = others.filter((o) => o.type === 'media_coverage');
    if (coverage.length)
      out.push(
        fact(coverage, `Published material about ${possessive(ctx.short)} work also refers to ${word}: ${joinAnd(coverage.map((o) => quoted(o.title)))}`),
      );
  }
  return out;
}

/** The blocks of one item inside a criterion or prong. */
export function itemBlocks(ctx: ComposeContext, e: Usable, finding: Finding | null, options: { heading?: boolean } = {}): Block[] {
  const sentences = itemSentences(ctx, e);
  if (e.type === 'original_contribution' || e.type === 'patent') sentences.push(...linkedWorkSentences(ctx, e));
  const why = finding ? reasonSentences(ctx, reasonsAbout(finding.strengths, e)) : [];
  return [...(options.heading === false ? [] : [heading(headingTitle(e), 3)]), paragraph(sentences), ...(why.length ? [paragraph(why)] : [])];
}
