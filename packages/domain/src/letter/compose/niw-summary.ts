import { detailNumber } from '../../assessment/details';
import type { Block, Sentence } from '../schema';
import { type ComposeContext, ofType, possessive } from './context';
import { workInUse } from './continuing-work';
import { capitalize, counted, fmt, joinAnd, numberWord, quoted } from './format';
import { isIndependentLetter, writerName } from './letters';
import { inlineList, usedWorks } from './merits-evidence';
import { FIGURE, importanceStatements, isPlan, outsideSources, publicFunding, publisherName, publisherOf, recordedBy, SHORTAGE } from './niw-sources';
import { fact, factInline, heading, paragraph, prose } from './sentences';

/**
 * The NIW petition in brief, at the start of the letter and again at its end. An officer reads the opening first:
 * it states the strongest fact of each prong on its exhibit, so the case is clear before its proof. Each point is
 * argued in depth in its own section; here it is stated once, with a figure where the record has one.
 */

/**
 * Sentences that read on their own, shortest first: the opening quotes a source's sentence away from its
 * neighbours, so one that leans on them ("Such clinics …") would lose its subject.
 */
const standalone = (sentences: readonly string[]): string[] =>
  sentences.filter((s) => !/^(Such|These|This|Those|They|Its)\b/.test(s)).sort((a, b) => a.length - b.length);

/** The need, in the outside sources' own figures: at most two sentences, from two different sources. */
function needSentences(ctx: ComposeContext): Sentence[] {
  const seen = new Set<string>();
  const out: Sentence[] = [];
  for (const source of outsideSources(ctx)) {
    if (seen.has(source.id) || out.length >= 2) continue;
    const words = standalone(importanceStatements(source).filter((s) => FIGURE.test(s) && !SHORTAGE.test(s)))[0];
    if (!words) continue;
    seen.add(source.id);
    out.push(fact([source], recordedBy(source, words, false)));
  }
  return out;
}

/** What the applicant has already built that others use, with the first figure of use the record holds. */
function recordSentences(ctx: ComposeContext): Sentence[] {
  // Work in use, the most used first (those with figures of use), then the rest.
  const inUse = workInUse(ctx);
  const ranked = usedWorks(ctx.items).filter((e) => inUse.includes(e));
  const works = [...ranked, ...inUse.filter((e) => !ranked.includes(e))].slice(0, 3);
  const out: Sentence[] = [];
  if (works.length) {
    out.push(
      factInline([`${ctx.short} has already built work the endeavor extends, and institutions that do not employ ${ctx.short} use it: `, ...inlineList(works)]),
    );
    // The figure again in brief; the second prong states it in full.
    const first = works[0]!;
    const downloads = detailNumber(first, 'downloads');
    const users = detailNumber(first, 'users');
    const figures = [downloads !== null ? `${fmt(downloads)} downloads` : null, users !== null ? `${fmt(users)} users` : null].filter(
      (f): f is string => f !== null,
    );
    if (figures.length) out.push(fact([first], `${quoted(first.title)} alone counts ${joinAnd(figures)}`));
  }
  const funding = publicFunding(ctx);
  if (funding.length) {
    const funders = [
      ...new Set(
        funding
          .map(publisherOf)
          .filter((p): p is string => p !== null)
          .map(publisherName),
      ),
    ];
    out.push(
      fact(funding, `The work is publicly funded${funders.length ? ` by ${joinAnd(funders)}` : ''} through ${joinAnd(funding.map((e) => quoted(e.title)))}`),
    );
  }
  const independent = ofType(ctx, 'recommendation_letter').filter(isIndependentLetter);
  if (independent.length >= 2) {
    out.push(
      fact(
        independent,
        `${capitalize(numberWord(independent.length))} experts independent of ${ctx.short}, ${joinAnd(independent.map(writerName))}, write from first-hand knowledge of the work`,
      ),
    );
  }
  const plans = ofType(ctx, 'other').filter(isPlan);
  if (plans.some((p) => /\b20\d{2}\b/.test(p.description)))
    out.push(fact(plans, `The plan for the endeavor sets dated milestones against which its progress can be measured`));
  return out;
}

/** Why the waiver, in one argued sentence: work used beyond one employer, and a shortage the sources record. */
function balanceSentences(ctx: ComposeContext): Sentence[] {
  if (!workInUse(ctx).length) return [];
  const shortage = outsideSources(ctx).flatMap((source) =>
    standalone(importanceStatements(source).filter((s) => SHORTAGE.test(s) && FIGURE.test(s))).map((words) => ({ source, words })),
  )[0];
  const out: Sentence[] = [
    prose(
      `Because ${possessive(ctx.short)} results serve institutions beyond any one employer, a labor certification tied to a single position could not capture the endeavor.`,
    ),
  ];
  // Named here, quoted under the third prong.
  if (shortage)
    out.push(fact([shortage.source], 'The sources also record a shortage of the specialists on whom the work depends, which the third prong weighs'));
  return out;
}

/** "The Petition in Brief", for the introduction; empty when the record holds none of its facts. */
export function petitionInBrief(ctx: ComposeContext): Block[] {
  const need = needSentences(ctx);
  const record = recordSentences(ctx);
  const balance = balanceSentences(ctx);
  if (!need.length && !record.length) return [];
  const blocks: Block[] = [heading('The Petition in Brief')];
  if (need.length) blocks.push(paragraph([prose('The endeavor meets a need that sources outside the petitioner document in figures.'), ...need]));
  if (record.length) blocks.push(paragraph(record));
  if (balance.length) blocks.push(paragraph(balance));
  return blocks;
}

/** What the first two prongs rest on, counted, for the conclusion: the outside sources; the work in use and the letters. */
export function conclusionCounts(ctx: ComposeContext): { sources: Sentence | null; results: Sentence | null } {
  const sources = outsideSources(ctx);
  const inUse = workInUse(ctx);
  const independent = ofType(ctx, 'recommendation_letter').filter(isIndependentLetter);
  let sourcesSentence: Sentence | null = null;
  if (sources.length >= 2) {
    const publishers = [
      ...new Set(
        sources
          .map(publisherOf)
          .filter((p): p is string => p !== null)
          .map(publisherName),
      ),
    ];
    const by = publishers.length > 4 ? `${publishers.slice(0, 4).join(', ')} and others` : joinAnd(publishers);
    sourcesSentence = fact(
      sources,
      `The first prong rests on ${counted(sources.length, 'source')} outside the petitioner${publishers.length ? `, published by ${by}` : ''}`,
    );
  }
  const secondProng = [...inUse, ...independent];
  const parts = [
    inUse.length ? `${counted(inUse.length, 'result')} already used by institutions that do not employ ${ctx.short}` : null,
    independent.length ? `${counted(independent.length, 'letter')} from independent experts` : null,
  ].filter((p): p is string => p !== null);
  const results = secondProng.length ? fact(secondProng, `The second prong rests on ${joinAnd(parts)}`) : null;
  return { sources: sourcesSentence, results };
}
