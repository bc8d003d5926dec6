import { detailNumber } from '../../../assessment/details';
import type { Block, Paragraph, Section } from '../../schema';
import type { ComposeContext, Usable } from '../context';
import { criterionTitle } from '../criteria';
import { standingSentences } from '../evidence';
import { fmt } from '../format';
import { letterSentences } from '../letters';
import { isVerifiedPub, publicationEntry, pubYear } from '../publications';
import { fact, heading, item, listBlock, paragraph, prose } from '../sentences';
import { section } from '../shared';
import type { CriterionPlan } from './plan';
import { MAX_LETTERS } from './plan';
import { APPENDIX_NAME } from './summary';

/**
 * The appendix after the exhibit index: the long lists the body only summarises, criterion by criterion. The
 * full list of scholarly articles (venue, year, author position, citations), and for the other criteria the
 * items the body does not argue in depth, each with the facts its exhibit holds.
 */

/** An article's entry: the bibliographic sentence and its citation record, without the CV line it came from. */
function articleEntry(e: Usable): Paragraph {
  const entry = publicationEntry(e, false);
  const stated = detailNumber(e, 'citationCount');
  if (!isVerifiedPub(e) && stated !== null)
    return { sentences: [...entry.sentences, fact([e], `The citation report in the exhibit records ${fmt(stated)} citations of the article`)] };
  return entry;
}

/** Newest first, then by title, so the list reads like a publication record. */
const byYearThenTitle = (a: Usable, b: Usable): number => (pubYear(b) ?? 0) - (pubYear(a) ?? 0) || a.title.localeCompare(b.title);

function criterionBlocks(ctx: ComposeContext, plan: CriterionPlan): Block[] {
  const pubs = plan.finding.id === 'eb1a-vi' ? plan.items.filter((e) => e.type === 'publication') : [];
  const others = plan.finding.id === 'eb1a-vi' ? plan.rest.filter((e) => e.type !== 'publication') : plan.rest;
  const letters = plan.letters.slice(MAX_LETTERS);
  const entries: Paragraph[] = [
    ...[...pubs].sort(byYearThenTitle).map(articleEntry),
    ...others.map((e) => item(standingSentences(ctx, e))),
    ...letters.map((e) => item(letterSentences(ctx, e))),
  ];
  if (!entries.length) return [];
  // No figure here: a count would be a fact without an exhibit; the list itself shows how many.
  const what = pubs.length
    ? `Every scholarly article in the record, newest first, with its venue, date, author position and citation record${others.length || letters.length ? ', then the other items of this criterion' : ''}.`
    : 'The items of this criterion that the body summarises, each with the facts its exhibit holds.';
  return [heading(criterionTitle(plan.finding)), paragraph([prose(what)]), listBlock(entries)];
}

/** The appendix, or null when every criterion's evidence fits in the body. */
export function appendixSection(ctx: ComposeContext, plans: readonly CriterionPlan[]): Section | null {
  const blocks = plans.flatMap((p) => criterionBlocks(ctx, p));
  return blocks.length ? section('appendix', 'appendix', `${APPENDIX_NAME}. The Evidence Listed in Full`, blocks) : null;
}
