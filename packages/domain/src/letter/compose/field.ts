import { detailString } from '../../assessment/details';
import type { Block, Section, Sentence } from '../schema';
import { type ComposeContext, type Usable, ofType, possessive } from './context';
import { identifyItem } from './evidence';
import { atDate, capitalize, lowerFirst, quoted, stripPeriod } from './format';
import { currentPositions } from './continuing-work';
import { explanatoryStatements, isCvExhibit, isOutsideSource, sourceRef } from './niw-sources';
import { mostCited, venueOf } from './publications';
import { fact, factInline, paragraph, prose } from './sentences';
import { section } from './shared';

/**
 * The applicant's field for an officer who is not a specialist, told through the record rather than
 * general knowledge: the field as the applicant names it, the education and position the exhibits
 * document, what the work is (contributions in the record's own words, the most-cited articles and the
 * venues that published them), how a general readership met it, and who entrusts the applicant with
 * judging others' work.
 */

/** "A (Exhibit X), B (Exhibit Y) and C (Exhibit Z)" as sentence parts. */
function listParts(entries: readonly [string, Usable][]): (string | Usable)[] {
  const parts: (string | Usable)[] = [];
  entries.forEach(([label, e], i) => {
    if (i > 0) parts.push(i === entries.length - 1 ? ' and ' : ', ');
    parts.push(label, e);
  });
  return parts;
}

/** The employment or role the profile's current position points to, else the most recent one. */
function currentPosition(ctx: ComposeContext): Usable | undefined {
  const { currentRole, employer } = ctx.input.profile;
  const roles = ofType(ctx, 'leading_role', 'employment').filter((e) => !/\boffer\b/i.test(e.title));
  const matches = (e: Usable, s: string | null) =>
    Boolean(s) && `${e.title} ${detailString(e, 'organization') ?? ''}`.toLowerCase().includes((s ?? '').toLowerCase());
  return roles.find((e) => matches(e, employer) || matches(e, currentRole)) ?? [...roles].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))[0];
}

function workSentences(ctx: ComposeContext): Sentence[] {
  const out: Sentence[] = [];
  const works = ofType(ctx, 'original_contribution', 'patent');
  if (works.length)
    out.push(factInline([`${possessive(ctx.short)} work includes `, ...listParts(works.slice(0, 4).map((e): [string, Usable] => [quoted(e.title), e]))]));
  const shows = ofType(ctx, 'exhibition');
  if (shows.length)
    out.push(
      factInline([`${possessive(ctx.short)} work has been shown at `, ...listParts(shows.slice(0, 4).map((e): [string, Usable] => [quoted(e.title), e]))]),
    );
  const pubs = ofType(ctx, 'publication');
  const top = mostCited(pubs, 3);
  if (top.length)
    out.push(
      factInline([
        `Among ${possessive(ctx.short)} most-cited articles ${top.length === 1 ? 'is' : 'are'} `,
        ...listParts(top.map((e): [string, Usable] => [quoted(e.title), e])),
      ]),
    );
  const venues = new Map<string, Usable>();
  for (const p of pubs) {
    const v = venueOf(p);
    if (v && !venues.has(v)) venues.set(v, p);
  }
  const shown = [...venues].slice(0, 5);
  if (shown.length) out.push(factInline([`${possessive(ctx.short)} research has been published in venues including `, ...listParts(shown)]));
  return out;
}

function audienceSentences(ctx: ComposeContext): Sentence[] {
  const out: Sentence[] = [];
  for (const m of ofType(ctx, 'media_coverage').slice(0, 3)) {
    const outlet = detailString(m, 'outlet');
    if (outlet) out.push(factInline([`For a general readership, ${outlet} presented ${possessive(ctx.short)} work under the headline ${quoted(m.title)}`, m]));
  }
  const judging = ofType(ctx, 'judging');
  if (judging.length)
    out.push(
      factInline([
        `Others in the field entrust ${ctx.short} with judging their work, as ${judging.length === 1 ? 'in' : 'in the roles'} `,
        ...listParts(judging.slice(0, 4).map((e): [string, Usable] => [quoted(e.title), e])),
      ]),
    );
  return out;
}

export function fieldSection(ctx: ComposeContext, unit: 'criterion' | 'prong' = 'criterion'): Section | null {
  const field = ctx.input.profile.fieldOfEndeavor?.trim();
  const blocks: Block[] = [];
  if (field) {
    blocks.push(
      paragraph([
        prose(`${ctx.name} works in the field of ${lowerFirst(stripPeriod(field))}.`),
        prose(
          `This section describes that work through the exhibits, so that a reader who is not a specialist can follow the evidence presented under each ${unit}.`,
        ),
      ]),
    );
  }
  // Education, then the career in date order (offers of future work belong to the continuing-work section).
  const jobs = ofType(ctx, 'employment')
    .filter((e) => !/\boffer\b/i.test(e.title))
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  const position = currentPosition(ctx);
  const career = position && !jobs.includes(position) ? [...jobs, position] : jobs;
  const background: Sentence[] = [...ofType(ctx, 'degree'), ...career].map((e) => identifyItem(ctx, e));
  // The CV filed as an exhibit of its own supports biography only, so it is cited here and nowhere in the argument.
  const cv = ctx.items.filter((e) => e.type === 'other' && e.documentCategory === 'cv');
  if (cv.length) background.push(fact(cv, `${possessive(ctx.short)} curriculum vitae sets out this education and career in full`));
  if (background.length) blocks.push(paragraph(background));
  const work = workSentences(ctx);
  if (work.length) blocks.push(paragraph(work));
  const audience = audienceSentences(ctx);
  if (audience.length) blocks.push(paragraph(audience));
  return blocks.length ? section('field', 'field', 'The Field of Endeavor', blocks) : null;
}

/**
 * The field section of an NIW letter: the field and the problem explained for an officer who is not a specialist,
 * in the words of the outside sources the record holds (only their explanatory sentences; their figures and
 * priorities are argued under the first prong), then where the applicant's work sits in it. Degrees are argued in
 * the eligibility section and the contributions under the second prong, so neither is restated here.
 */
export function niwFieldSection(ctx: ComposeContext): Section | null {
  const field = ctx.input.profile.fieldOfEndeavor?.trim();
  const sources = ofType(ctx, 'other').filter(isOutsideSource);
  const explaining = sources.filter((e) => explanatoryStatements(e).length > 0);
  if (!explaining.length) return fieldSection(ctx, 'prong');
  const blocks: Block[] = [
    paragraph([
      prose(
        `${field ? `${ctx.name} works in the field of ${lowerFirst(stripPeriod(field))}. ` : ''}This section explains the field, and the problem the proposed endeavor addresses, in the words of the sources filed with this petition, so that a reader who is not a specialist can follow the argument; it then places ${possessive(ctx.short)} work in that field.`,
      ),
    ]),
  ];
  for (const e of explaining) {
    const [first, ...rest] = explanatoryStatements(e);
    const when = atDate(e.date);
    blocks.push(
      paragraph([
        fact([e], `${capitalize(sourceRef(e))}${when ? `, published ${when},` : ''} explains that ${lowerFirst(first ?? '')}`),
        ...rest.map((s) => fact([e], s)),
      ]),
    );
  }
  const works = ofType(ctx, 'original_contribution', 'patent');
  const place: Sentence[] = [];
  const position = currentPositions(ctx)[0];
  if (position)
    place.push(fact([position], `${ctx.short} works in this field today as ${quoted(position.title)}, a position described under the second prong below`));
  const cv = ctx.items.filter(isCvExhibit);
  if (cv.length) place.push(fact(cv, `${possessive(ctx.short)} curriculum vitae sets out the education and career behind that position`));
  if (works.length) {
    place.push(
      factInline([
        `${possessive(ctx.short)} work sits at the points of this field the sources describe: `,
        ...listParts(works.slice(0, 5).map((e): [string, Usable] => [quoted(e.title), e])),
      ]),
    );
    place.push(prose('Each is argued, with its figures and the institutions that use it, under the second prong below.'));
  }
  if (place.length) blocks.push(paragraph(place));
  return section('field', 'field', 'The Field of Endeavor and the Problem It Faces', blocks);
}
