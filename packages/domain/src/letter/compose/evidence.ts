import { detailBoolean, detailNumber, detailString } from '../../assessment/details';
import type { Sentence } from '../schema';
import { type ComposeContext, type Usable, possessive } from './context';
import {
  atDate,
  bodyName,
  capitalize,
  fmt,
  formatDate,
  lowerFirst,
  money,
  ordinal,
  quoted,
  readsAsSentences,
  sentencesOf,
  sourceName,
  stripPeriod,
  yearOfDate,
} from './format';
import { fact } from './sentences';

/**
 * The factual sentences about one evidence item, written for its type: what it is and when, who issued or
 * published it, the exhibit's own description, and the standing its details record (entrants and winners,
 * scope, outlet and circulation, reviews, organization, salary percentile and the survey it is compared
 * with). Only what the item holds is stated; a missing detail is simply not said.
 */

/** "from 2019 to the present", "from 2015 to 2019", "since 2021" (no end recorded), or null. */
function period(e: Usable): string | null {
  const start = yearOfDate(e.date);
  if (start === null) return null;
  const end = detailString(e, 'endDate');
  if (end && /present|current|ongoing/i.test(end)) return `from ${start} to the present`;
  const endYear = yearOfDate(end);
  if (endYear !== null && endYear !== start) return `from ${start} to ${endYear}`;
  return `in ${start}`;
}

const hasPastEnd = (e: Usable): boolean => {
  const end = detailString(e, 'endDate');
  return Boolean(end) && !/present|current|ongoing/i.test(end ?? '') && yearOfDate(end) !== null;
};

/** The detail unless the title already says it ("Best Paper Award, ISMB 2021" needs no "at ISMB"). */
function unlessInTitle(e: Usable, value: string | null): string | null {
  return value && !e.title.toLowerCase().includes(value.toLowerCase()) ? value : null;
}

/** The description, when it says more than the title. */
function description(e: Usable): string | null {
  const d = stripPeriod(e.description);
  return d && d.toLowerCase() !== stripPeriod(e.title).toLowerCase() ? d : null;
}

/** What the exhibit says about the item, introduced by the noun the reader expects for its type. */
const DESCRIBED_AS: Partial<Record<Usable['type'], string>> = {
  award: 'The exhibit describes the award',
  membership: 'The exhibit describes the membership',
  media_coverage: 'The exhibit describes the article',
  judging: 'The exhibit describes this judging work',
  original_contribution: 'The exhibit describes the contribution',
  leading_role: 'The exhibit describes the role',
  salary: 'The exhibit describes the remuneration record',
  patent: 'The exhibit describes the patent',
  grant: 'The exhibit describes the grant',
  exhibition: 'The exhibit describes the exhibition',
  commercial_success: 'The exhibit describes the result',
  presentation: 'The exhibit describes the presentation',
  employment: 'The exhibit describes the employment',
  degree: 'The exhibit describes the degree',
  license: 'The exhibit describes the credential',
};

/** A description written in the first person ("My album…") is quoted as it stands, not turned into the letter's voice. */
const FIRST_PERSON = /\b(I|me|my|My|we|We|our|Our)\b/;

/**
 * What the exhibit says about the item. Its own sentences are stated as facts on the exhibit; a label is quoted
 * after the noun the reader expects for its type, so a fragment never stands as a sentence.
 */
function describedSentences(e: Usable): Sentence[] {
  const d = description(e);
  if (!d) return [];
  const lead = DESCRIBED_AS[e.type] ?? 'The exhibit describes the item';
  if (FIRST_PERSON.test(d)) return [fact([e], `${lead}, in the first person, as follows: “${d}”`)];
  if (readsAsSentences(d)) return sentencesOf(d).map((s) => fact([e], s));
  return [fact([e], `${lead}: “${d}”`)];
}

function awardSentences(ctx: ComposeContext, e: Usable): Sentence[] {
  const issuer = unlessInTitle(e, detailString(e, 'issuer'));
  const when = atDate(e.date);
  const out = [
    fact([e], `${when ? `${capitalize(when)}, ` : ''}${ctx.short} received the ${quoted(e.title)}${issuer ? `, conferred by ${bodyName(issuer)}` : ''}`),
  ];
  const entrants = detailNumber(e, 'entrants');
  const winners = detailNumber(e, 'winners');
  if (entrants !== null && winners !== null && winners > 0 && entrants > winners) {
    out.push(fact([e], `Only ${fmt(winners)} of ${fmt(entrants)} entrants were selected, one in every ${fmt(Math.round(entrants / winners))}`));
  } else if (entrants !== null) out.push(fact([e], `The competition drew ${fmt(entrants)} entrants`));
  const scope = detailString(e, 'scope')?.toLowerCase();
  if (scope === 'international' || scope === 'national')
    out.push(fact([e], `The award is ${scope === 'international' ? 'international' : 'national'} in scope`));
  if (detailBoolean(e, 'isSelective') === true && winners === null) out.push(fact([e], 'The record describes the selection for the award as competitive'));
  const amount = detailNumber(e, 'amount');
  if (amount !== null) out.push(fact([e], `The award carries ${money(amount, detailString(e, 'currency'))}`));
  return out;
}

function membershipSentences(ctx: ComposeContext, e: Usable): Sentence[] {
  const start = formatDate(e.date);
  const end = formatDate(detailString(e, 'endDate'));
  const body =
    hasPastEnd(e) && start && end
      ? `From ${start} to ${end}, ${ctx.short} held the membership ${quoted(e.title)}`
      : start
        ? `Since ${start}, ${ctx.short} has held the membership ${quoted(e.title)}`
        : `${ctx.short} holds the membership ${quoted(e.title)}`;
  const out = [fact([e], body)];
  const org = unlessInTitle(e, detailString(e, 'organization'));
  if (org) out.push(fact([e], `The association is ${bodyName(org)}`));
  if (detailBoolean(e, 'isSelective') === true) out.push(fact([e], 'The record describes admission to this membership as selective'));
  return out;
}

function mediaSentences(ctx: ComposeContext, e: Usable): Sentence[] {
  const outlet = detailString(e, 'outlet');
  const author = detailString(e, 'author');
  const when = atDate(e.date);
  const byline = author ? `, written by ${author}` : '';
  const out = [
    fact(
      [e],
      outlet
        ? `${when ? `${capitalize(when)}, ` : ''}${outlet} published ${quoted(e.title)}${byline}`
        : `The article ${quoted(e.title)}${byline} was published${when ? ` ${when}` : ''}`,
    ),
  ];
  const circulation = detailNumber(e, 'circulation');
  if (circulation !== null)
    out.push(fact([e], `The record gives ${outlet ? possessive(outlet) : 'the outlet’s'} circulation or audience as ${fmt(circulation)}`));
  if (detailBoolean(e, 'isMajorMedia') === true && outlet) out.push(fact([e], `The record identifies ${outlet} as major media`));
  return out;
}

function judgingSentences(ctx: ComposeContext, e: Usable): Sentence[] {
  const when = period(e);
  const out = [fact([e], `${possessive(ctx.short)} record of judging the work of others includes ${quoted(e.title)}${when ? `, ${when}` : ''}`)];
  const count = detailNumber(e, 'count');
  if (count !== null) out.push(fact([e], `The exhibit documents ${fmt(count)} completed reviews or evaluations in this role`));
  const org = unlessInTitle(e, detailString(e, 'organization') ?? detailString(e, 'issuer'));
  if (org) out.push(fact([e], `The role was performed for ${bodyName(org)}`));
  return out;
}

function contributionSentences(ctx: ComposeContext, e: Usable): Sentence[] {
  const when = formatDate(e.date);
  const out = [fact([e], `Among ${possessive(ctx.short)} original contributions is ${quoted(e.title)}${when ? `, dating from ${when}` : ''}`)];
  if (detailBoolean(e, 'isAdopted') === true) out.push(fact([e], 'The record documents the adoption of this work by others in the field'));
  if (detailBoolean(e, 'licensed') === true) out.push(fact([e], 'The record documents that this work has been licensed'));
  return out;
}

function patentSentences(ctx: ComposeContext, e: Usable): Sentence[] {
  const when = atDate(e.date);
  const out = [fact([e], `${ctx.short} is an inventor on ${quoted(e.title)}${when ? `, dated ${when.replace(/^(in|on) /, '')}` : ''}`)];
  if (detailBoolean(e, 'licensed') === true) out.push(fact([e], 'The record documents that the patent has been licensed'));
  const issuer = unlessInTitle(e, detailString(e, 'issuer'));
  if (issuer) out.push(fact([e], `The patent was issued by ${bodyName(issuer)}`));
  return out;
}

function roleSentences(ctx: ComposeContext, e: Usable): Sentence[] {
  const org = unlessInTitle(e, detailString(e, 'organization'));
  const at = org ? ` at ${bodyName(org)}` : '';
  const start = yearOfDate(e.date);
  const end = detailString(e, 'endDate');
  let body: string;
  if (start !== null && end && /present|current|ongoing/i.test(end)) body = `Since ${start}, ${ctx.short} has served as ${quoted(e.title)}${at}`;
  else if (start !== null && hasPastEnd(e)) body = `From ${start} to ${yearOfDate(end)}, ${ctx.short} served as ${quoted(e.title)}${at}`;
  else if (start !== null) body = `In ${start}, ${ctx.short} took on the role ${quoted(e.title)}${at}`;
  else body = `${ctx.short} has served as ${quoted(e.title)}${at}`;
  const out = [fact([e], body)];
  const role = unlessInTitle(e, detailString(e, 'role'));
  if (role) out.push(fact([e], `The exhibit gives the position as ${lowerFirst(role)}`));
  if (detailBoolean(e, 'isDistinguished') === true)
    out.push(fact([e], `The record describes ${org ?? 'the organization'} as an organization of distinguished reputation`));
  if (detailBoolean(e, 'hasLetter') === true) out.push(fact([e], 'The exhibit includes a letter describing the role'));
  return out;
}

function salarySentences(ctx: ComposeContext, e: Usable): Sentence[] {
  const amount = detailNumber(e, 'amount');
  const year = yearOfDate(e.date);
  const out = [
    amount !== null
      ? fact(
          [e],
          `${possessive(ctx.short)} remuneration${year !== null ? ` for ${year}` : ''} was ${money(amount, detailString(e, 'currency'))}, as documented in ${quoted(e.title)}`,
        )
      : fact([e], `${possessive(ctx.short)} remuneration is documented in ${quoted(e.title)}`),
  ];
  const percentile = detailNumber(e, 'percentile');
  const source = detailString(e, 'comparisonSource');
  if (percentile !== null)
    out.push(fact([e], `The exhibit places this remuneration at the ${ordinal(percentile)} percentile${source ? ` of ${sourceName(source)}` : ''}`));
  else if (source) out.push(fact([e], `The exhibit compares it with ${sourceName(source)}`));
  return out;
}

function degreeSentences(ctx: ComposeContext, e: Usable): Sentence[] {
  const when = atDate(e.date);
  return [fact([e], `${ctx.short} earned the ${quoted(e.title)}${when ? ` ${when}` : ''}`)];
}

function employmentSentences(ctx: ComposeContext, e: Usable): Sentence[] {
  const start = yearOfDate(e.date);
  const when = start !== null && e.title.includes(String(start)) ? null : period(e);
  const org = unlessInTitle(e, detailString(e, 'organization'));
  const where = `${org ? ` at ${bodyName(org)}` : ''}${when ? `, ${when}` : ''}`;
  // A residency or fellowship is training: the letter says it was completed, not that it was a job.
  if (TRAINING.test(e.title))
    return [
      fact(
        [e],
        /present|current|ongoing/i.test(detailString(e, 'endDate') ?? '')
          ? `${ctx.short} is training in the ${quoted(e.title)}${where}`
          : `${ctx.short} completed the ${quoted(e.title)}${where}`,
      ),
    ];
  return [fact([e], `The record documents ${possessive(ctx.short)} employment as ${quoted(e.title)}${where}`)];
}

const TRAINING = /\b(residency|fellowship|internship|traineeship)\b/i;

function grantSentences(ctx: ComposeContext, e: Usable): Sentence[] {
  const when = atDate(e.date);
  const issuer = unlessInTitle(e, detailString(e, 'issuer'));
  const amount = detailNumber(e, 'amount');
  return [
    fact(
      [e],
      `${when ? `${capitalize(when)}, ` : ''}${ctx.short} received the ${quoted(e.title)}${issuer ? ` from ${bodyName(issuer)}` : ''}${amount !== null ? `, in the amount of ${money(amount, detailString(e, 'currency'))}` : ''}`,
    ),
  ];
}

function exhibitionSentences(ctx: ComposeContext, e: Usable): Sentence[] {
  const when = atDate(e.date);
  const out = [fact([e], `${possessive(ctx.short)} work was shown at ${quoted(e.title)}${when ? ` ${when}` : ''}`)];
  const scope = detailString(e, 'scope')?.toLowerCase();
  if (scope === 'international' || scope === 'national') out.push(fact([e], `The showcase is ${scope} in scope`));
  return out;
}

function presentationSentences(ctx: ComposeContext, e: Usable): Sentence[] {
  const when = atDate(e.date);
  const venue = unlessInTitle(e, detailString(e, 'venue') ?? detailString(e, 'organization'));
  return [fact([e], `${ctx.short} presented ${quoted(e.title)}${venue ? ` at ${venue}` : ''}${when ? ` ${when}` : ''}`)];
}

function licenseSentences(ctx: ComposeContext, e: Usable): Sentence[] {
  const when = atDate(e.date);
  const issuer = unlessInTitle(e, detailString(e, 'issuer'));
  return [fact([e], `${ctx.short} holds the ${quoted(e.title)}${issuer ? `, issued by ${bodyName(issuer)}` : ''}${when ? `, obtained ${when}` : ''}`)];
}

function genericSentences(_ctx: ComposeContext, e: Usable): Sentence[] {
  const when = formatDate(e.date);
  return [fact([e], `The record includes ${quoted(e.title)}${when ? `, dated ${when}` : ''}`)];
}

const BY_TYPE: Partial<Record<Usable['type'], (ctx: ComposeContext, e: Usable) => Sentence[]>> = {
  award: awardSentences,
  membership: membershipSentences,
  media_coverage: mediaSentences,
  judging: judgingSentences,
  original_contribution: contributionSentences,
  patent: patentSentences,
  leading_role: roleSentences,
  salary: salarySentences,
  degree: degreeSentences,
  employment: employmentSentences,
  grant: grantSentences,
  exhibition: exhibitionSentences,
  presentation: presentationSentences,
  license: licenseSentences,
};

/**
 * Every sentence about one item (not publications or letters, which have their own builders): the
 * identifying sentence, the standing its details give, and the exhibit's description.
 */
export function itemSentences(ctx: ComposeContext, e: Usable): Sentence[] {
  const out = (BY_TYPE[e.type] ?? genericSentences)(ctx, e);
  return [...out, ...describedSentences(e)];
}

/** The sentences an item's type and details give, without the exhibit's description: for lists and the appendix. */
export function standingSentences(ctx: ComposeContext, e: Usable): Sentence[] {
  return (BY_TYPE[e.type] ?? genericSentences)(ctx, e);
}

/** One short identifying sentence, for lists and cross-references. */
export function identifyItem(ctx: ComposeContext, e: Usable): Sentence {
  return ((BY_TYPE[e.type] ?? genericSentences)(ctx, e)[0] ?? genericSentences(ctx, e)[0]) as Sentence;
}

/** The words for an item in a chronology or a count: "award", "judging role"; singular and plural. */
export const ITEM_NOUNS: Record<Usable['type'], readonly [string, string]> = {
  publication: ['scholarly article', 'scholarly articles'],
  citation_record: ['citation record', 'citation records'],
  award: ['award', 'awards'],
  membership: ['membership', 'memberships'],
  media_coverage: ['published article about the work', 'published articles about the work'],
  judging: ['judging role', 'judging roles'],
  original_contribution: ['original contribution', 'original contributions'],
  presentation: ['presentation', 'presentations'],
  exhibition: ['exhibition', 'exhibitions'],
  leading_role: ['leading role', 'leading roles'],
  salary: ['remuneration record', 'remuneration records'],
  commercial_success: ['commercial success', 'commercial successes'],
  recommendation_letter: ['expert letter', 'expert letters'],
  degree: ['degree', 'degrees'],
  license: ['licence or certification', 'licences or certifications'],
  employment: ['position', 'positions'],
  patent: ['patent', 'patents'],
  grant: ['grant', 'grants'],
  other: ['record', 'records'],
};
