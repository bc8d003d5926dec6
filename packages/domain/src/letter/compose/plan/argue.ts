import { detailBoolean, detailNumber, detailScope, detailString, detailStrings } from '../../../assessment/details';
import type { Sentence } from '../../schema';
import { type ComposeContext, type Usable, possessive } from '../context';
import { identifyItem, standingSentences } from '../evidence';
import { bodyName, counted, fmt, lowerFirst, money, ordinal, quoted, readsAsSentences, stripPeriod, yearOfDate } from '../format';
import { authorPosition, isVerifiedPub, percentileOf, pubYear, venueOf } from '../publications';
import { isTraineeAward, oneInEvery, SELECTIVE_SHARE } from '../merits-evidence';
import { fact } from '../sentences';
import { recordedCitations } from './strength';

/**
 * One item argued in depth, in the order an officer reads an argument: the facts, why they show the element
 * of the criterion, the comparison with the field, and a short highlight for the section's conclusion. Every
 * sentence comes from a proof fact the item holds; a fact the item lacks is simply not argued.
 */
export interface ItemArgument {
  readonly item: Usable;
  readonly facts: Sentence[];
  readonly element: Sentence[];
  readonly comparison: Sentence[];
  /** "the “Hellman Fellowship”, given to 12 of 64 candidates": the item's strongest figure, for the conclusion. */
  readonly highlight: string;
}

const SOURCES = { crossref: 'Crossref', openalex: 'OpenAlex', semanticscholar: 'Semantic Scholar', orcid: 'ORCID' } as const;

/** Selection figures of an award, when both are recorded and mean a selection. */
function selection(e: Usable): { winners: number; entrants: number } | null {
  const winners = detailNumber(e, 'winners');
  const entrants = detailNumber(e, 'entrants');
  return winners !== null && entrants !== null && winners > 0 && entrants > winners ? { winners, entrants } : null;
}

function argueAward(ctx: ComposeContext, e: Usable): ItemArgument {
  const facts = [identifyItem(ctx, e)];
  if (detailBoolean(e, 'isRecipient') === true) facts.push(fact([e], `The exhibit names ${ctx.short} as the recipient`));
  const prize = detailString(e, 'prize');
  const amount = detailNumber(e, 'amount');
  if (prize) facts.push(fact([e], `The award consists of ${lowerFirst(stripPeriod(prize))}`));
  else if (amount !== null) facts.push(fact([e], `The award carries ${money(amount, detailString(e, 'currency'))}`));
  const element: Sentence[] = [];
  const scope = detailScope(e);
  // Said before an officer says it: a student prize competes among students, however wide its reach.
  if (isTraineeAward(e) && (scope === 'national' || scope === 'international'))
    element.push(
      fact(
        [e],
        `The award is open to students and trainees ${scope === 'national' ? 'across the country' : 'from many countries'}: the recognition it confers is ${scope}, at the start of a career, and it is offered as such rather than as a prize contested by the established members of the field`,
      ),
    );
  else if (scope === 'international')
    element.push(fact([e], 'The award is open to candidates from many countries, so the recognition it confers is international'));
  else if (scope === 'national') element.push(fact([e], 'The award is open to candidates across the country, so the recognition it confers is national'));
  const criteria = detailString(e, 'selectionCriteria');
  if (criteria)
    element.push(
      fact([e], `Recipients are chosen on the following terms: ${lowerFirst(stripPeriod(criteria))}; the award therefore recognizes excellence in the field`),
    );
  if (detailBoolean(e, 'hasMediaCoverage') === true) element.push(fact([e], 'Sources other than the grantor reported the award'));
  const comparison: Sentence[] = [];
  const sel = selection(e);
  if (sel)
    comparison.push(
      fact(
        [e],
        // "Only" where the share is small enough to call selective; the ratio is worded as everywhere else in the letter.
        `${sel.winners / sel.entrants <= SELECTIVE_SHARE ? 'Only ' : ''}${fmt(sel.winners)} of ${fmt(sel.entrants)} entrants ${sel.winners === 1 ? 'was' : 'were'} selected, ${oneInEvery(sel.winners / sel.entrants)}`,
      ),
    );
  else if (detailNumber(e, 'entrants') !== null) comparison.push(fact([e], `The competition drew ${fmt(detailNumber(e, 'entrants') ?? 0)} entrants`));
  const highlight = sel
    ? `${quoted(e.title)}, given to ${fmt(sel.winners)} of ${fmt(sel.entrants)} candidates`
    : scope === 'national' || scope === 'international'
      ? `${quoted(e.title)}, ${scope} in scope`
      : quoted(e.title);
  return { item: e, facts, element, comparison, highlight };
}

const OUTLET_KINDS: Record<string, string> = {
  major: 'major media',
  professional: 'a professional publication, written for people in the field',
  trade: 'a major trade publication',
};

function argueMedia(ctx: ComposeContext, e: Usable): ItemArgument {
  const outlet = detailString(e, 'outlet');
  const facts = [identifyItem(ctx, e)];
  const element: Sentence[] = [];
  if (detailBoolean(e, 'isAboutPerson') === true) element.push(fact([e], `The article is about ${ctx.short} and the work in the field, not a passing mention`));
  const kind = detailBoolean(e, 'isMajorMedia') === true ? 'major' : (detailString(e, 'outletKind') ?? '');
  if (outlet && OUTLET_KINDS[kind]) element.push(fact([e], `${outlet} is ${OUTLET_KINDS[kind]}`));
  const comparison: Sentence[] = [];
  const circulation = detailNumber(e, 'circulation');
  if (circulation !== null)
    comparison.push(fact([e], `${outlet ? possessive(outlet) : 'The outlet’s'} circulation or audience is ${fmt(circulation)}, as the record documents`));
  const highlight = `${quoted(e.title)}${outlet ? ` in ${outlet}` : ''}${circulation !== null ? `, with an audience of ${fmt(circulation)}` : ''}`;
  return { item: e, facts, element, comparison, highlight };
}

function argueJudging(ctx: ComposeContext, e: Usable): ItemArgument {
  const facts = [identifyItem(ctx, e)];
  const org = detailString(e, 'organization') ?? detailString(e, 'issuer');
  const element = [fact([e], `In this role ${ctx.short} evaluated work that others in the field submitted${org ? ` to ${bodyName(org)}` : ''}`)];
  const comparison: Sentence[] = [];
  const count = detailNumber(e, 'count');
  if (count !== null) comparison.push(fact([e], `The exhibit documents ${fmt(count)} completed reviews or evaluations in this role`));
  const highlight = `${quoted(e.title)}${count !== null ? `, with ${fmt(count)} completed reviews or evaluations` : ''}`;
  return { item: e, facts, element, comparison, highlight };
}

/** What a kind of contribution offers others; an organization, project or product is named by its title alone. */
const KIND_WORDS: Record<string, string> = {
  software: 'a piece of software released for others to use',
  dataset: 'a dataset made available to others',
  method: 'a method others can apply',
  design: 'a design or invention',
};

function argueContribution(ctx: ComposeContext, e: Usable): ItemArgument {
  const facts = [identifyItem(ctx, e)];
  const kind = detailString(e, 'contributionKind');
  if (kind && KIND_WORDS[kind]) facts.push(fact([e], `The contribution is ${KIND_WORDS[kind]}`));
  const authors = detailStrings(e, 'authors');
  if (authors.length === 1) facts.push(fact([e], `${ctx.short} is its sole author`));
  else if (authors.length > 1) facts.push(fact([e], `${ctx.short} is one of its ${counted(authors.length, 'author')}`));
  const element: Sentence[] = [];
  const users = detailNumber(e, 'users');
  const downloads = detailNumber(e, 'downloads');
  const use = [downloads !== null ? `${fmt(downloads)} downloads` : null, users !== null ? `${fmt(users)} users` : null].filter((s): s is string => s !== null);
  if (use.length) element.push(fact([e], `The record documents ${use.join(' and ')} of the work`));
  if (detailBoolean(e, 'isAdopted') === true)
    element.push(fact([e], 'The record documents its adoption by others in the field, outside any employer of the petitioner'));
  if (detailBoolean(e, 'licensed') === true) element.push(fact([e], 'The record documents that the work has been licensed to others'));
  const revenue = detailString(e, 'revenue');
  if (revenue) element.push(fact([e], `The record documents its commercial use by others: ${lowerFirst(stripPeriod(revenue))}`));
  const comparison: Sentence[] = [];
  const cited = detailNumber(e, 'citationCount');
  if (cited !== null) comparison.push(fact([e], `Works by others have cited it ${fmt(cited)} times, as the exhibit records`));
  const highlight = `${quoted(e.title)}${use.length ? `, with ${use.join(' and ')}` : ''}`;
  return { item: e, facts, element, comparison, highlight };
}

function arguePublication(ctx: ComposeContext, e: Usable): ItemArgument {
  const venue = venueOf(e);
  const year = pubYear(e);
  const position = authorPosition(e);
  const facts = [
    fact(
      [e],
      `${quoted(e.title)} appeared${venue ? ` in ${venue}` : ''}${year !== null ? ` in ${year}` : ''}${position ? `, with ${ctx.short} as ${position}` : ''}`,
    ),
  ];
  const element: Sentence[] = [];
  if (detailBoolean(e, 'peerReviewed') === true)
    element.push(fact([e], 'The article was peer reviewed before publication, as scholarly articles in the field are'));
  const comparison: Sentence[] = [];
  const check = isVerifiedPub(e) ? e.check : null;
  const pct = percentileOf(e);
  const cited = recordedCitations(e);
  if (check && (check.citationCount !== null || pct !== null)) {
    const clauses = [
      check.citationCount !== null
        ? `records ${fmt(check.citationCount)} citations of the article${check.citationsExcludingSelf !== null ? `, ${fmt(check.citationsExcludingSelf)} of them by other authors` : ''}`
        : null,
      pct !== null ? `${check.citationCount !== null ? 'placing' : 'places'} it in the ${ordinal(pct)} citation percentile of its field` : null,
    ].filter((c): c is string => c !== null);
    comparison.push(fact([e], `${SOURCES[check.source]} ${clauses.join(', ')}`));
  } else if (cited !== null) comparison.push(fact([e], `The citation report in the exhibit records ${fmt(cited)} citations of the article`));
  // A field percentile is the comparison with the field an officer asks for, stated in plain words.
  if (pct !== null && Math.floor(pct) >= 50)
    comparison.push(fact([e], `At the ${ordinal(pct)} percentile, the article is cited more often than ${Math.floor(pct)} of every 100 articles in its field`));
  const highlight = `${quoted(e.title)}${cited !== null ? `, cited ${fmt(cited)} times` : ''}${pct !== null ? ` (${ordinal(pct)} percentile of its field)` : ''}`;
  return { item: e, facts, element, comparison, highlight };
}

function argueRole(ctx: ComposeContext, e: Usable): ItemArgument {
  const facts = [identifyItem(ctx, e)];
  const org = detailString(e, 'organization');
  const element: Sentence[] = [];
  const depended = detailString(e, 'dependedOn');
  if (depended) element.push(fact([e], `The record shows what depended on the role: ${lowerFirst(stripPeriod(depended))}`));
  if (detailBoolean(e, 'hasLetter') === true) element.push(fact([e], 'A letter from the organization describes the role'));
  const comparison: Sentence[] = [];
  const distinction = detailString(e, 'distinction');
  if (distinction)
    comparison.push(
      fact(
        [e],
        `The distinguished reputation of ${org ? bodyName(org) : 'the organization'} is shown by the following: ${lowerFirst(stripPeriod(distinction))}`,
      ),
    );
  else if (detailBoolean(e, 'isDistinguished') === true)
    comparison.push(fact([e], `The record describes ${org ? bodyName(org) : 'the organization'} as an organization of distinguished reputation`));
  const start = yearOfDate(e.date);
  const end = detailString(e, 'endDate');
  const endYear = end && !/present|current|ongoing/i.test(end) ? yearOfDate(end) : null;
  const when =
    start === null ? '' : endYear !== null && endYear !== start ? ` (${start} to ${endYear})` : endYear === start ? ` (${start})` : ` (since ${start})`;
  return { item: e, facts, element, comparison, highlight: `${quoted(e.title)}${org && !e.title.includes(org) ? ` at ${bodyName(org)}` : ''}${when}` };
}

/** Kinds without an argument of their own (salary, membership, exhibitions…): their standing sentences, split into facts and figures. */
function argueByStanding(ctx: ComposeContext, e: Usable): ItemArgument {
  const [first, ...rest] = standingSentences(ctx, e);
  const percentile = detailNumber(e, 'percentile');
  return {
    item: e,
    facts: first ? [first] : [],
    element: rest,
    comparison: [],
    highlight: `${quoted(e.title)}${e.type === 'salary' && percentile !== null ? `, at the ${ordinal(percentile)} percentile` : ''}`,
  };
}

/**
 * What a primary exhibit says about the item, when the record summarises it in more words than the title. A
 * CV line ("2018 Hellman Fellow, Hellman Foundation") only restates the title, so items the CV alone
 * documents, and descriptions that open with a date or a list number, are not repeated.
 */
export function exhibitSummary(e: Usable): Sentence | null {
  const d = stripPeriod(e.description);
  if (!d || e.documentCategory === 'cv' || /^\d/.test(d) || d.toLowerCase().includes(stripPeriod(e.title).toLowerCase())) return null;
  if (/\b(I|me|my|My|we|We|our|Our)\b/.test(d)) return fact([e], `The record describes the exhibit, in the first person, as “${d}”`);
  // The exhibit's own sentences stand as facts. A summary that opens with a verb ("introduces Docker …") says
  // what the work does; one that opens with a noun ("certificate of the Section …") says what the exhibit holds.
  if (readsAsSentences(d)) return fact([e], d);
  if (OPENS_WITH_VERB.test(d)) return fact([e], `${SUBJECT[e.type] ?? 'The exhibit'} ${lowerFirst(d)}`);
  return fact([e], `The exhibit holds the ${lowerFirst(d)}`);
}

/** A summary written from its verb: "introduces …", "measures how …", "describes …". */
const OPENS_WITH_VERB =
  /^(introduces|extends|measures|shows|describes|presents|reports|finds|proposes|develops|reviews|demonstrates|documents|explains|compares|estimates|evaluates|analy[sz]es|provides|argues|examines|tests|models|applies|identifies|quantifies|surveys|outlines)\b/i;

/** What a summary that opens with a verb speaks of. */
const SUBJECT: Partial<Record<Usable['type'], string>> = {
  publication: 'The article',
  media_coverage: 'The article',
  original_contribution: 'The work',
  patent: 'The patent',
};

const BY_TYPE: Partial<Record<Usable['type'], (ctx: ComposeContext, e: Usable) => ItemArgument>> = {
  award: argueAward,
  media_coverage: argueMedia,
  judging: argueJudging,
  original_contribution: argueContribution,
  patent: argueContribution,
  publication: arguePublication,
  leading_role: argueRole,
};

export function argueItem(ctx: ComposeContext, e: Usable): ItemArgument {
  const argument = (BY_TYPE[e.type] ?? argueByStanding)(ctx, e);
  const summary = exhibitSummary(e);
  return summary ? { ...argument, facts: [...argument.facts, summary] } : argument;
}
