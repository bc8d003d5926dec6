import { degreeLevelOf } from '../../assessment/niw/degrees';
import { EMERGING_TECH } from '../../assessment/niw/prong-one';
import type { Block, Section, Sentence } from '../schema';
import { type ComposeContext, type Usable, ofType, possessive } from './context';
import { workInUse } from './continuing-work';
import { atDate, bodyName, capitalize, joinAnd, lowerFirst, quoted, sentencesOf, stripPeriod } from './format';
import { coinedNames, inlineList, usedWorks } from './merits-evidence';
import {
  ASKS,
  explanatoryStatements,
  importanceStatements,
  isPlan,
  isPublicBody,
  outsideSources,
  publicFunding,
  publisherName,
  publisherOf,
  sharedStems,
  SOURCE_WHY,
  type SourceKind,
  sourceKind,
  sourceRef,
  sourceSentence,
} from './niw-sources';
import { fact, factInline, heading, legalPoints, paragraph, prose } from './sentences';
import { section } from './shared';

/**
 * Dhanasar's first prong, led by the endeavor and argued from the record: substantial merit (what the endeavor will
 * produce, and the results of the same kind others already use, referred to briefly since the second prong argues
 * them), then national importance source by source (what each outside source states and why that shows national
 * importance), federal funding, and the endeavor's prospective impact beyond one employer (open release, standards,
 * use by other institutions). Without a source, a sub-section says less.
 */

export const PRONG_ONE_HEADING = 'First Prong: Substantial Merit and National Importance of the Proposed Endeavor';

/** Disciplines of science, technology, engineering and mathematics, as a degree's title names them. */
const STEM_DISCIPLINE =
  /\b(physics|engineering|computer|computing|computation\w*|mathemat\w*|statistic\w*|chemi\w*|biolog\w*|bioinformatics|biomedical|data science|informatics|neuroscience|materials science|genetics|genomics|ecology|astronom\w*|geoscience\w*|pharmac\w*)\b/i;

const appliesEmergingTech = (ctx: ComposeContext): boolean => EMERGING_TECH.test((ctx.input.profile.proposedEndeavor ?? '').toLowerCase());

/** The applicant's highest advanced degree in a STEM discipline, when the endeavor applies a critical and emerging technology. */
export function stemDegreeForEndeavor(ctx: ComposeContext): Usable | undefined {
  if (!appliesEmergingTech(ctx)) return undefined;
  const advanced = ofType(ctx, 'degree').filter((d) => ['doctorate', 'master'].includes(degreeLevelOf(d.title) ?? '') && STEM_DISCIPLINE.test(d.title));
  return advanced.find((d) => degreeLevelOf(d.title) === 'doctorate') ?? advanced[0];
}

/**
 * The January 2022 guidance applied: an advanced STEM degree tied to an endeavor in a critical and emerging
 * technology, with the federal list that names the technology when the record holds it.
 */
function stemBlocks(ctx: ComposeContext): Block[] {
  const degree = stemDegreeForEndeavor(ctx);
  if (!degree) return [];
  const list = outsideSources(ctx).find((e) => sourceKind(e) === 'technology');
  const sentences: Sentence[] = [
    fact(
      [degree],
      `${ctx.short} holds the ${quoted(degree.title)}, an advanced degree in a field of science and engineering on which the endeavor directly draws`,
    ),
  ];
  if (list) sentences.push(fact([list], `The technology the endeavor applies is among those named in ${sourceRef(list)}`));
  sentences.push(
    prose(
      `That is the combination the January 2022 guidance described in the legal framework addresses: an advanced degree in a STEM field, put to work on ${list ? 'a technology the federal government has named critical and emerging' : 'a critical and emerging technology'}, which weighs in favor of the endeavor’s national importance.`,
    ),
  );
  return [heading('An Advanced STEM Degree Applied to a Critical and Emerging Technology', 3), paragraph(sentences)];
}

const OPEN_RELEASE = /\b(open[- ]source|open release|freely available|publish\w*|share)\b/i;

function meritBlocks(ctx: ComposeContext): Block[] {
  const plans = ofType(ctx, 'other').filter(isPlan);
  const used = usedWorks(ctx.items).slice(0, 4);
  const sentences: Sentence[] = [
    prose(
      'The first prong is judged on the specific endeavor set out above, not on the occupation in general, and its merit is measured by what the endeavor will produce and by what work of the same kind has already achieved.',
    ),
  ];
  if (plans.length) sentences.push(factInline(['What the endeavor will produce, and for whom, is set out in ', ...inlineList(plans), ', quoted above']));
  if (used.length) {
    sentences.push(
      factInline([
        `Work of the same kind by ${ctx.short} has already been tested in use by others: `,
        ...inlineList(used),
        `; each is discussed with its figures under the second prong below`,
      ]),
    );
    sentences.push(
      prose(
        'Results that independent institutions already rely on show the merit of an endeavor that extends them, without resting on the petitioner’s own account of it.',
      ),
    );
  }
  return [heading('Substantial Merit'), paragraph(sentences)];
}

/** One paragraph per outside source: what it states, and why that shows national importance (each reason once). */
function sourceBlocks(ctx: ComposeContext): Block[] {
  const emerging = appliesEmergingTech(ctx);
  const reasoned = new Set<SourceKind>();
  return outsideSources(ctx).map((e) => {
    const statements = importanceStatements(e);
    const explained = explanatoryStatements(e).length > 0;
    const sentences: Sentence[] = [];
    if (explained && statements.length) {
      const [first, ...rest] = statements;
      sentences.push(fact([e], `${capitalize(sourceRef(e))}, introduced above, also states that ${lowerFirst(first ?? '')}`), ...rest.map((s) => fact([e], s)));
    } else if (statements.length) {
      sentences.push(sourceSentence(e), ...statements.map((s) => fact([e], s)));
    } else {
      sentences.push(
        fact(
          [e],
          `${capitalize(sourceRef(e))}${atDate(e.date) ? `, published ${atDate(e.date)},` : ''} bears on national importance as well as on the field, as described above`,
        ),
      );
    }
    // A technology named critical shows importance only for an endeavor that applies it.
    const kind = sourceKind(e) === 'technology' && !emerging ? 'statistics' : sourceKind(e);
    if (!reasoned.has(kind)) {
      reasoned.add(kind);
      sentences.push(prose(SOURCE_WHY[kind]));
    }
    return paragraph(sentences);
  });
}

/** Sentences that share this many stems with a source's request are taken to answer it. */
const ANSWERS_AT = 3;

/**
 * What the sources ask for, set beside the words of the plan or the endeavor that provide it: the strongest
 * national-importance argument is that those who weigh the problem nationally have asked for this very work.
 * A request is paired only with a sentence that shares enough words with it, so nothing is paired by guesswork.
 */
function answersBlocks(ctx: ComposeContext): Block[] {
  const plans = ofType(ctx, 'other').filter(isPlan);
  const endeavor = ctx.input.profile.proposedEndeavor?.trim() ?? '';
  // The plan's own sentences, and the endeavor's clauses, each offered once.
  const offers: Offer[] = [
    ...plans.flatMap((p) => sentencesOf(p.description).map((words) => ({ words, items: [p] }))),
    ...endeavor
      .split(/;\s*/)
      .map((words) => ({ words: stripPeriod(words), items: [] }))
      .filter((o) => o.words !== ''),
  ];
  const asks = outsideSources(ctx).flatMap((source) =>
    sentencesOf(source.description)
      .filter((s) => ASKS.test(s))
      .map((words) => ({ source, words })),
  );
  // Best pairs first, each request and each offer used once, then printed in the order of the sources.
  const pairs = asks
    .flatMap((ask) => offers.map((offer) => ({ ask, offer, score: sharedStems(ask.words, offer.words) })))
    .filter((p) => p.score >= ANSWERS_AT)
    .sort((a, b) => b.score - a.score || a.offer.words.length - b.offer.words.length);
  const chosen = new Map<(typeof asks)[number], Offer>();
  const used = new Set<Offer>();
  for (const { ask, offer } of pairs) {
    if (chosen.has(ask) || used.has(offer)) continue;
    chosen.set(ask, offer);
    used.add(offer);
  }
  const sentences: Sentence[] = asks.flatMap((ask) => {
    const offer = chosen.get(ask);
    if (!offer) return [];
    const provides = offer.items.length ? `the plan provides: ${quoted(offer.words)}` : `the endeavor is to ${quoted(lowerFirst(offer.words))}`;
    return [fact([ask.source, ...offer.items], `${askedBy(ask.source, ask.words)}; ${provides}`)];
  });
  if (!sentences.length) return [];
  sentences.push(
    prose(
      'The endeavor does not ask the officer to accept on its word that its subject matters: the bodies that weigh the problem for the nation have asked for work of this kind, and the endeavor is that work.',
    ),
  );
  return [heading('What the Sources Ask For, and What the Endeavor Provides', 3), paragraph(sentences)];
}

type Offer = { words: string; items: Usable[] };

/** "The report recommends that …" said of the source by name; any other wording quoted as the source's own. */
function askedBy(source: Usable, ask: string): string {
  const subject = /^(?:The (?:report|agency|brief|list|council|association|survey|statement)|It)\s+(?=(?:recommends?|calls? for|urges?|identifies)\b)/i.exec(
    ask,
  );
  return subject ? `${capitalize(sourceRef(source))} ${ask.slice(subject[0].length)}` : `${capitalize(sourceRef(source))} states: ${quoted(ask)}`;
}

function fundingBlocks(ctx: ComposeContext): Block[] {
  const funding = publicFunding(ctx);
  if (!funding.length) return [];
  const funders = [...new Set(funding.map((g) => publisherName(publisherOf(g) ?? 'a public body')))];
  return [
    paragraph([
      fact(
        funding,
        `${capitalize(joinAnd(funders))} ${funders.length === 1 ? 'has' : 'have'} already committed public funds to this work, through the ${funding.length === 1 ? 'award' : 'awards'} described with the endeavor above`,
      ),
      prose(
        'Public funding awarded in competition shows that those charged with weighing the problem nationally have judged this work worth supporting, not only the petitioner.',
      ),
    ]),
  ];
}

/** Sources that set a standard a contribution puts into practice: they share a coined name ("TG-263"). */
function standardPairs(ctx: ComposeContext): [Usable, Usable][] {
  const sources = outsideSources(ctx).filter((e) => !isPublicBody(e));
  const works = ofType(ctx, 'original_contribution', 'patent');
  return works.flatMap((w) => {
    const names = coinedNames(w.title);
    const source = sources.find((s) => coinedNames(s.title).some((n) => names.includes(n)));
    return source ? [[w, source] as [Usable, Usable]] : [];
  });
}

function beyondEmployerBlocks(ctx: ComposeContext): Block[] {
  const sentences: Sentence[] = [];
  const employer = ctx.input.profile.employer?.trim();
  const open = ofType(ctx, 'other').filter((e) => isPlan(e) && OPEN_RELEASE.test(e.description));
  if (open.length)
    sentences.push(
      fact(
        open,
        `The endeavor is designed to be used beyond ${employer ? bodyName(employer) : `${possessive(ctx.short)} own institution`}: its plan provides for public release of what it produces, so that others can adopt it without ${possessive(ctx.short)} involvement`,
      ),
    );
  const inUse = workInUse(ctx).slice(0, 5);
  if (inUse.length)
    sentences.push(factInline([`The work on which it builds already reaches institutions that do not employ ${ctx.short}: `, ...inlineList(inUse)]));
  for (const [work, source] of standardPairs(ctx))
    sentences.push(
      factInline([
        `${quoted(work.title.split(':')[0] ?? work.title)} `,
        work,
        ` puts into practice the standard set in ${sourceRef(source)} `,
        source,
        `, so its benefit extends to everyone who adopts that standard`,
      ]),
    );
  if (!sentences.length) return [];
  sentences.push(
    prose(
      'The endeavor’s benefits therefore do not stay with one employer or its patients; they reach the institutions that adopt the work, which is what the broader implications of national importance ask.',
    ),
  );
  return [heading('Prospective Impact Beyond One Employer'), paragraph(sentences)];
}

function importanceBlocks(ctx: ComposeContext): Block[] {
  const sources = [...sourceBlocks(ctx), ...answersBlocks(ctx)];
  const funding = fundingBlocks(ctx);
  const stem = stemBlocks(ctx);
  const beyond = beyondEmployerBlocks(ctx);
  if (!sources.length && !funding.length && !stem.length && !beyond.length) return [];
  return [heading('National Importance'), paragraph(legalPoints(['dhanasar', 2], ['pa-2025-03', 2])), ...sources, ...funding, ...stem, ...beyond];
}

export function prongOneSection(ctx: ComposeContext): Section {
  const merit = ctx.input.profile.proposedEndeavor?.trim() ? meritBlocks(ctx) : [];
  const importance = importanceBlocks(ctx);
  // The conclusion claims only what the sub-sections above have shown.
  const shown = [
    merit.length ? 'The record shows the endeavor’s substantial merit through what it will produce and what work of the same kind has already achieved.' : null,
    importance.length
      ? 'It shows the endeavor’s national importance through the sources, public funding and reach beyond one employer documented above.'
      : null,
  ].filter((s): s is string => s !== null);
  const closing = shown.length ? [heading('Conclusion on the First Prong'), paragraph(shown.map((s) => prose(s)))] : [];
  return section('niw-prong-1', 'niw-prong', PRONG_ONE_HEADING, [paragraph(legalPoints(['dhanasar', 0])), ...merit, ...importance, ...closing]);
}
