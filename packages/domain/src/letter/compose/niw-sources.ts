import { detailString } from '../../assessment/details';
import { PLAN_STATEMENT } from '../../assessment/niw/prong-one';
import type { Sentence } from '../schema';
import { type ComposeContext, type Usable, ofType } from './context';
import { atDate, bodyName, capitalize, lowerFirst, quoted, sentencesOf, stripPeriod } from './format';
import { fact } from './sentences';

/**
 * The NIW record sorted by what each item can show under Dhanasar: outside sources on the problem the endeavor
 * addresses (statistics, federal reports and priorities), the applicant's own plan, funding from public bodies,
 * and the CV (biography only). An item is classified from its type, its document category and its own words.
 */

/** A statement of the applicant's plans or a business plan. */
export const isPlan = (e: Usable): boolean =>
  e.type === 'other' && e.documentCategory !== 'cv' && PLAN_STATEMENT.test(`${e.title} ${e.description}`.toLowerCase());

/** The CV or biosketch filed as an exhibit of its own: biography only. */
export const isCvExhibit = (e: Usable): boolean => e.documentCategory === 'cv' && e.type === 'other';

/** A source on the problem: a report, statistics, a strategy or priority list, published by someone other than the applicant. */
const SOURCE =
  /\b(report|statistics?|data|survey|strategy|priorit\w*|executive order|national|federal|agency|list|roadmap|initiative|fact sheet|facts|figures|census|bureau)\b/i;
export const isOutsideSource = (e: Usable): boolean =>
  e.type === 'other' && e.documentCategory !== 'cv' && !isPlan(e) && SOURCE.test(`${e.title} ${e.description} ${detailString(e, 'issuer') ?? ''}`);

/** A public body of the United States: federal agencies, national institutes, the Executive Office. */
const PUBLIC =
  /\b(national (cancer )?institutes?|national science|national institutes? of health|federal|agency|department of|NIH|NSF|AHRQ|CDC|FDA|DOE|DOD|DARPA|executive office|white house|congress|U\.?S\.? government|centers for)\b/i;
export const publisherOf = (e: Usable): string | null => detailString(e, 'issuer') ?? detailString(e, 'organization') ?? detailString(e, 'publisher');
export const isPublicBody = (e: Usable): boolean => PUBLIC.test(publisherOf(e) ?? '');

/** Outside sources on the problem, federal ones first. */
export function outsideSources(ctx: ComposeContext): Usable[] {
  const sources = ofType(ctx, 'other').filter(isOutsideSource);
  return [...sources.filter(isPublicBody), ...sources.filter((e) => !isPublicBody(e))];
}

/** Grants from a public body: funding that shows a federal priority and the interest of others. */
export const publicFunding = (ctx: ComposeContext): Usable[] => ofType(ctx, 'grant').filter(isPublicBody);

/** A publisher as prose names it: "the Agency for Healthcare Research and Quality", "the National Cancer Institute". */
export const publisherName = (name: string): string =>
  /^(Agency|Office|Bureau|Centers?|Administration)\b/.test(name.trim()) ? `the ${name.trim()}` : bodyName(name);

/** "The National Cancer Institute published “Cancer Stat Facts” in 2024": who published a source, and when. */
export function sourceSentence(e: Usable): Sentence {
  const publisher = publisherOf(e);
  const when = atDate(e.date);
  return fact(
    [e],
    publisher
      ? `${capitalize(publisherName(publisher))} published ${quoted(e.title)}${when ? ` ${when}` : ''}`
      : `The record includes ${quoted(e.title)}${when ? `, published ${when}` : ''}`,
  );
}

/** What a source states, in the record's words, as a sentence on the source's exhibit. */
export function sourceStatement(e: Usable): Sentence | null {
  const d = stripPeriod(e.description);
  return d ? fact([e], capitalize(d)) : null;
}

/** Words that say a need is pressing, in the endeavor or a source. */
export const URGENT = /\b(urgent\w*|shortage\w*|critical need|growing|rising|increas\w*|backlog|preventable|errors?|harm)\b/i;

/**
 * A sentence of a source that bears on national importance: a figure, a priority, the nation, a shortage or a
 * leading cause of harm. The source's other sentences explain the field and the problem for a reader who is not a
 * specialist, so the field section uses them and the first prong does not repeat them.
 */
const IMPORTANCE =
  /\d|\bhalf\b|\bone in (?:every )?\w+\b|\bpriorit\w*|\bnational\b|\bfederal\b|\bnation(?:’s|'s|wide)?\b|\bshortage\w*|\bleading (?:cause|source)|\bmillions?\b|\bpercent\b|\bAmericans\b|\bcompetitiveness\b|\bsecurity\b/i;
export const importanceStatements = (e: Usable): string[] => sentencesOf(e.description).filter((s) => IMPORTANCE.test(s));
export const explanatoryStatements = (e: Usable): string[] => sentencesOf(e.description).filter((s) => !IMPORTANCE.test(s));

/** What kind of source an item is, for the reason it shows national importance. */
export type SourceKind = 'priority' | 'technology' | 'statistics' | 'guidance' | 'access' | 'workforce';
const PRIORITY_WORDS = /\b(priorit\w*|strategy|strategic|executive order|critical and emerging|initiative|roadmap|agenda)\b/i;
const ACCESS_WORDS = /\b(rural|underserved|shortage|access|community clinics?)\b/i;
const WORKFORCE_WORDS = /\b(workforce|supply and demand|vacanc\w*)\b/i;
const GUIDANCE_WORDS = /\b(task group|guidance|guideline|standard\w*|recommend\w*|consensus)\b/i;

export function sourceKind(e: Usable): SourceKind {
  const said = `${e.title} ${e.description}`;
  if (/\b(critical and emerging|emerging technolog\w*)\b/i.test(said)) return 'technology';
  if (PRIORITY_WORDS.test(said) && isPublicBody(e)) return 'priority';
  if (WORKFORCE_WORDS.test(e.title)) return 'workforce';
  if (ACCESS_WORDS.test(e.title)) return 'access';
  if (GUIDANCE_WORDS.test(said) && !isPublicBody(e)) return 'guidance';
  return 'statistics';
}

/** Why a source of that kind shows national importance: counsel's reasoning, without figures, so it needs no exhibit. */
export const SOURCE_WHY: Record<SourceKind, string> = {
  priority:
    'A priority set by a federal body shows that the government itself has weighed the problem and placed it among those that matter to the nation, so its importance does not rest on the petitioner’s word.',
  technology:
    'The endeavor applies a technology that the federal government has named critical to national security and competitiveness, so advancing it in the United States has implications well beyond any single employer.',
  statistics:
    'Figures of that scale describe a problem that reaches patients in every state, so work that reduces it has implications far beyond one institution or region.',
  guidance:
    'When the profession’s national body sets a standard or recommends a practice to every clinic in the country, work that makes the standard usable carries its benefit to the clinics that follow it, wherever they are.',
  access:
    'A need concentrated in rural and community clinics is national in reach, because such clinics serve patients in every part of the country who cannot travel to a large academic center.',
  workforce:
    'When demand for the specialists a service depends on grows faster than their number, work that lets each of them do more, and do it more reliably, serves people that the workforce alone cannot reach.',
};

/** A sentence in which a source asks for something: a recommendation, a call for research, a stated need. */
export const ASKS = /\b(recommends?|calls? for|urges?|identifies a need)\b/i;

/** A sentence in which a source records a shortage of people or the time it takes to find them. */
export const SHORTAGE = /\b(shortage\w*|vacanc\w*|demand for)\b/i;

/** “the National Cancer Institute’s “Cancer statistics …””: a source named by its publisher and title, for a reference back. */
export function sourceRef(e: Usable): string {
  const publisher = publisherOf(e);
  return publisher ? `${publisherName(publisher)}’s ${quoted(e.title)}` : quoted(e.title);
}

// Words too common to show that two sentences speak of the same thing.
const COMMON = new Set([
  'about',
  'after',
  'among',
  'because',
  'before',
  'being',
  'could',
  'every',
  'other',
  'should',
  'their',
  'there',
  'these',
  'those',
  'through',
  'under',
  'which',
  'while',
  'would',
  'where',
  'years',
]);

/** The stems of a sentence's longer words ("automated" and "automatically" share "autom", "check" and "checks" "check"). */
function stems(sentence: string): Set<string> {
  const words = sentence.toLowerCase().match(/\p{L}{5,}/gu) ?? [];
  return new Set(words.filter((w) => !COMMON.has(w)).map((w) => w.slice(0, 5)));
}

/** How many stems two sentences share: a rough measure of whether they speak of the same thing. */
export function sharedStems(a: string, b: string): number {
  const left = stems(a);
  return [...stems(b)].filter((w) => left.has(w)).length;
}

/** A sentence that carries a figure, in digits or in words. */
export const FIGURE = /\d|\b(half|one in|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/i;

/** "The report projects that …" said of the source by name; "Such clinics have …" as what the source records. */
export function recordedBy(source: Usable, words: string, again: boolean): string {
  const by = again ? 'The same source' : capitalize(sourceRef(source));
  const subject = /^(?:It|The (?:report|brief|survey|agency))\s+(?=(?:projects|finds|reports|estimates|notes|states)\b)/i.exec(words);
  return subject ? `${by} ${words.slice(subject[0].length)}` : `${by} records that ${lowerFirst(words)}`;
}
