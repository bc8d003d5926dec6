import { detailString } from '../../assessment/details';
import type { Block, Section, Sentence } from '../schema';
import { type ComposeContext, type Usable, ofType, possessive } from './context';
import { itemSentences } from './evidence';
import { capitalize, counted, formatDate, joinAnd, quoted, sentencesOf } from './format';
import {
  adoptionSentences,
  coinedNames,
  isMinorItem,
  percentileShareSentence,
  reviewCountSentence,
  selectiveAwards,
  selectivitySentence,
  seniorJudging,
  usedWorks,
} from './merits-evidence';
import { isCvExhibit, isPlan } from './niw-sources';
import { APPENDIX_NAME } from './plan/summary';
import { authorshipTotals, citationSentence, metricsSentences, mostCited, pubYear, venueOf } from './publications';
import { fact, heading, legalPoints, paragraph, prose } from './sentences';
import { citedLabels, section } from './shared';
import { interestBlocks, lettersBlocks, planBlocks, progressBlocks } from './niw-prong-two-factors';

/**
 * Dhanasar's second prong through its own factors. Education, skills and knowledge (the degrees referred back to,
 * the clinical training and certification in depth); a record of success, one paragraph per significant
 * contribution (what it is, the problem it solved, its figures, the articles describing it, who uses it), then the
 * scholarly record without the articles already argued, selective recognition and the field's trust; the expert
 * letters, each quoted for what its writer knows first-hand and tied to the documents that bear it out; the plan
 * (referred back to); progress (positions and funded work); the interest of others (funding, invitations). Trainee
 * prizes are summed up in one sentence so their exhibits stay cited; articles are never listed in the body.
 */

export const PRONG_TWO_HEADING = 'Second Prong: Well Positioned to Advance the Proposed Endeavor';

/** "Medical Physics" from "Ph.D., Medical Physics, The University of …": the discipline a degree title names. */
const disciplineOf = (e: Usable): string | null => /^[^,]+,\s*([^,]+)/.exec(e.title)?.[1]?.trim() ?? null;

function educationBlocks(ctx: ComposeContext): Block[] {
  const degrees = ofType(ctx, 'degree');
  const licenses = ofType(ctx, 'license');
  const training = ofType(ctx, 'employment', 'other').filter(
    (e) => /\b(residency|fellowship|postdoctoral|board certif)/i.test(e.title) && !isCvExhibit(e) && !isPlan(e),
  );
  const sentences: Sentence[] = [];
  const disciplines = [
    ...new Set(
      degrees
        .map(disciplineOf)
        .filter((d): d is string => d !== null)
        .map((d) => d.toLowerCase()),
    ),
  ];
  if (degrees.length && disciplines.length)
    sentences.push(
      fact(
        degrees,
        `The ${degrees.length === 1 ? 'degree' : 'degrees'} shown under eligibility above ${degrees.length === 1 ? 'is' : 'are'} in ${joinAnd(disciplines)}, the disciplines on which the endeavor draws`,
      ),
    );
  for (const e of [...training, ...licenses]) {
    const [lead] = itemSentences(ctx, e);
    sentences.push(...(lead ? [lead] : []), ...sentencesOf(e.description).map((s) => fact([e], s)));
  }
  if (!sentences.length) return [];
  sentences.push(prose(`${ctx.short} therefore brings to the endeavor the knowledge it requires rather than knowledge still to be acquired.`));
  return [heading('Education, Skills and Knowledge'), paragraph(sentences)];
}

/** Articles that describe a contribution: they carry its coined name, or its description names their venue in their year. */
function describingArticles(ctx: ComposeContext, w: Usable): Usable[] {
  const names = coinedNames(w.title);
  return ofType(ctx, 'publication').filter((p) => {
    if (names.some((n) => p.title.includes(n))) return true;
    const venue = venueOf(p);
    const year = pubYear(p);
    return venue !== null && year !== null && w.description.includes(venue) && w.description.includes(String(year));
  });
}

const WHY_KIND: Record<string, string> = {
  software:
    'Software that institutions other than its author’s download, run and build on has been tested by the field in use, which is the record of success in related efforts that the second prong weighs.',
  method:
    'A method tested in a randomized trial and taken up in practice elsewhere is a result the field has already verified, not one it is asked to take on trust.',
};

/** One contribution: what it is and the problem it solved, then its figures, the articles describing it and who uses it. */
function contributionBlocks(ctx: ComposeContext, w: Usable, articles: readonly Usable[], argued: Set<string>): Block[] {
  const when = formatDate(w.date);
  const what: Sentence[] = [
    fact([w], `${capitalize(possessive(ctx.short))} contribution ${quoted(w.title)}${when ? ` dates from ${when}` : ''}`),
    ...sentencesOf(w.description).map((s) => fact([w], s)),
  ];
  const figures: Sentence[] = [...adoptionSentences(w), ...articles.slice(0, 3).map((p) => citationSentence(ctx, p))];
  const kind = detailString(w, 'contributionKind') ?? '';
  const reason = WHY_KIND[kind];
  if (reason && !argued.has(kind)) {
    argued.add(kind);
    figures.push(prose(reason));
  }
  const title = (w.title.split(/[:(]/)[0] ?? w.title).trim();
  return [heading(title, 3), paragraph(what), ...(figures.length ? [paragraph(figures)] : [])];
}

function scholarlyBlocks(ctx: ComposeContext, argued: ReadonlySet<Usable>, appendix: boolean): Block[] {
  const pubs = ofType(ctx, 'publication');
  if (!pubs.length) return [];
  const [total, ...rest] = authorshipTotals(ctx, pubs);
  const firstAuthor = rest.find((s) => /first author of/.test(s.runs.map((r) => (r.type === 'text' ? r.text : '')).join('')));
  const cited = rest.find((s) => /matched to scholarly index records/.test(s.runs.map((r) => (r.type === 'text' ? r.text : '')).join('')));
  const top = mostCited(
    pubs.filter((p) => !argued.has(p)),
    4,
  );
  const share = percentileShareSentence(ctx, pubs);
  // The strongest articles, and the others whose exhibit says what they found, each with what it reports.
  const described = pubs.filter((p) => !argued.has(p) && !top.includes(p) && p.description.trim() !== '').slice(0, 4);
  const withFindings = (p: Usable): Sentence[] => [citationSentence(ctx, p), ...sentencesOf(p.description).map((s) => fact([p], s))];
  const sentences: Sentence[] = [
    ...(total ? [total] : []),
    ...(firstAuthor ? [firstAuthor] : []),
    ...(cited ? [cited] : []),
    ...(share ? [share] : []),
    ...metricsSentences(ctx),
  ];
  const articles: Sentence[] = [...top, ...described].flatMap(withFindings);
  if (appendix) sentences.push(prose(`The articles are listed in full, with their venues and citation records, in ${APPENDIX_NAME}.`));
  // Why the figures matter, said once, and only when the record compares the articles with their field.
  if (share && articles.length)
    articles.push(
      prose(
        'Articles that other groups cite this often, and that rank this high against the articles of their field and year, are work the field has read, tested and built on: a record of success in related efforts, measured by others rather than asserted by the petitioner.',
      ),
    );
  return [heading('The Scholarly Record', 3), paragraph(sentences), ...(articles.length ? [paragraph(articles)] : [])];
}

function recognitionBlocks(ctx: ComposeContext): Block[] {
  const awards = selectiveAwards(ofType(ctx, 'award').filter((e) => !isMinorItem(e)));
  const otherAwards = ofType(ctx, 'award').filter((e) => !isMinorItem(e) && !awards.includes(e));
  const media = ofType(ctx, 'media_coverage');
  const sentences: Sentence[] = [
    ...awards.slice(0, 3).flatMap((e) => [
      ...itemSentences(ctx, e).slice(0, 1),
      selectivitySentence(e),
      ...sentencesOf(e.description)
        .slice(0, 1)
        .map((s) => fact([e], s)),
    ]),
    ...otherAwards.slice(0, 3).flatMap((e) => itemSentences(ctx, e).slice(0, 2)),
    ...media.slice(0, 3).flatMap((e) => itemSentences(ctx, e).slice(0, 2)),
  ];
  if (!sentences.length) return [];
  if (awards.length)
    sentences.push(prose('Recognition given to so small a share of those who compete for it is a measure of standing against peers, not of participation.'));
  return [heading('Recognition by the Field', 3), paragraph(sentences)];
}

function trustBlocks(ctx: ComposeContext): Block[] {
  const judging = ofType(ctx, 'judging');
  const memberships = ofType(ctx, 'membership').filter((e) => /\b(task group|working group|committee|subcommittee|council|panel)\b/i.test(e.title));
  if (!judging.length && !memberships.length) return [];
  const senior = seniorJudging(judging).slice(0, 3);
  const sentences: Sentence[] = senior.flatMap((e) => [...itemSentences(ctx, e).slice(0, 1), ...sentencesOf(e.description).map((s) => fact([e], s))]);
  const count = reviewCountSentence(ctx, judging);
  if (count) sentences.push(count);
  const rest = judging.filter((e) => !senior.includes(e));
  if (rest.length) sentences.push(fact(rest, `${ctx.short} also serves as ${joinAnd(rest.slice(0, 4).map((e) => quoted(e.title)))}`));
  if (memberships.length)
    sentences.push(
      fact(
        memberships,
        `${ctx.short} serves on ${joinAnd(memberships.slice(0, 4).map((e) => quoted(e.title)))}, where the field sets the standards the endeavor builds on`,
      ),
    );
  sentences.push(
    prose('The field entrusts the evaluation of others’ work, and the setting of its standards, to those whose own record it has already judged.'),
  );
  return [heading('The Field’s Trust in the Petitioner’s Judgment', 3), paragraph(sentences)];
}

/** Contributions ranked by use, then the rest; the articles that describe each go with it. */
function significantContributions(ctx: ComposeContext): Usable[] {
  const used = usedWorks(ctx.items);
  return [...used, ...ofType(ctx, 'original_contribution', 'patent').filter((e) => !used.includes(e))].slice(0, 6);
}

function successBlocks(ctx: ComposeContext, appendix: boolean): Block[] {
  const argued = new Set<Usable>();
  const kinds = new Set<string>();
  const works: Block[] = significantContributions(ctx).flatMap((w) => {
    const articles = describingArticles(ctx, w).filter((p) => !argued.has(p));
    articles.forEach((p) => argued.add(p));
    return contributionBlocks(ctx, w, articles, kinds);
  });
  const blocks = [...works, ...scholarlyBlocks(ctx, argued, appendix), ...recognitionBlocks(ctx), ...trustBlocks(ctx)];
  return blocks.length ? [heading('A Record of Success in Related Efforts'), ...blocks] : [];
}

/**
 * Items neither this prong nor an earlier section cited, and items the assessment ties to this prong that it has
 * not argued yet: argued when significant, summed up in one sentence when minor.
 */
function remainderBlocks(ctx: ComposeContext, cited: ReadonlySet<string>, inProng: ReadonlySet<string>, tied: ReadonlySet<string>): Block[] {
  const rest = ctx.items.filter((e) => !isCvExhibit(e) && (!cited.has(e.exhibit) || (tied.has(e.id) && !inProng.has(e.exhibit))));
  if (!rest.length) return [];
  const minor = rest.filter(isMinorItem);
  const pubs = rest.filter((e) => e.type === 'publication');
  const others = rest.filter((e) => !minor.includes(e) && e.type !== 'publication');
  const sentences: Sentence[] = others.flatMap((e) => itemSentences(ctx, e).slice(0, 2));
  if (pubs.length) sentences.push(fact(pubs, `The record also documents ${counted(pubs.length, 'further scholarly article')} by ${ctx.short}`));
  if (minor.length)
    sentences.push(fact(minor, `The record also documents ${counted(minor.length, 'further honor')} from ${possessive(ctx.short)} years of training`));
  return sentences.length ? [heading('Further Evidence in the Record'), paragraph(sentences)] : [];
}

export function prongTwoSection(ctx: ComposeContext, earlier: readonly Section[], tiedIds: readonly string[] = [], appendix = false): Section {
  const blocks: Block[] = [
    paragraph(legalPoints(['dhanasar', 3])),
    ...educationBlocks(ctx),
    ...successBlocks(ctx, appendix),
    ...lettersBlocks(ctx),
    ...planBlocks(ctx),
    ...progressBlocks(ctx),
    ...interestBlocks(ctx),
  ];
  const own = section('niw-prong-2', 'niw-prong', PRONG_TWO_HEADING, blocks);
  blocks.push(...remainderBlocks(ctx, citedLabels([...earlier, own]), citedLabels([own]), new Set(tiedIds)));
  blocks.push(
    heading('Conclusion on the Second Prong'),
    paragraph([
      prose(
        `Education in the discipline, a record of results others use and cite, letters from those who rely on that work, a plan that extends it, work already under way and the documented interest of others in the field together show that ${ctx.short} is well positioned to advance the endeavor.`,
      ),
    ]),
  );
  return section('niw-prong-2', 'niw-prong', PRONG_TWO_HEADING, blocks);
}
