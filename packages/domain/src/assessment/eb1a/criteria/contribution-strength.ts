import { hasHeavySelfCitation, independentCitations, ordinal, type CitationFacts } from '../../citations';
import type { EngineContext } from '../../context';
import { detailBoolean, mentions } from '../../details';
import { named, namedList, plural } from '../../reasons';
import type { AssessmentEvidence } from '../../schema';
import type { criterionBuilder } from './common';

/**
 * The strength note of (v): how far citations and letters go beyond what step one needs. These quantities
 * (percentiles, totals, the h-index, the number of independent letters) place a met criterion between likely
 * and strong; they never meet or fail an element on their own (original-contributions.ts reads only a verified
 * field percentile at or above the 90th as corroboration, the Policy Manual's "citations at a level indicating
 * major significance").
 */

const RULE = 'cfr-204-5-h-3-v';
const ADOPTION =
  /\b(adopted|adoption|used by|uses? (it|them|our|my)|deployed|licen[cs]ed|incorporated|integrated into|standard|guideline|downloads?|installs?|users|commerciali[sz]\w*|implemented by|replicated|forked|stars on github|in production at|relied on by|built on)\b/;
const PREDICTIVE =
  /\b(could|potential(ly)?|promising|may (lead|become|help|enable)|will (likely|transform|revolutioni[sz]e)|expected to|poised to|has the potential)\b/;
const INDEPENDENT = /\b(independent|no (prior )?(collaboration|affiliation)|never (worked|collaborated)|not a collaborator|did not work with)\b/;
type Builder = ReturnType<typeof criterionBuilder>;

export function scoreCitations(b: Builder, ctx: EngineContext, f: CitationFacts): number {
  if (!f.isVerified) {
    if (f.selfReportedTotal) {
      b.consider(f.selfReportedSources);
      b.gap(
        `Your citation count of about ${f.selfReportedTotal} is self-reported and not verified against a scholarly index yet, so it counts for little here.`,
        f.selfReportedSources,
        [RULE],
      );
      b.action(
        'Run publication verification so your citations can be checked against Crossref and OpenAlex and compared with your field.',
        f.selfReportedSources,
        [RULE],
      );
      return f.selfReportedTotal >= 500 ? 6 : f.selfReportedTotal >= 100 ? 3 : 0;
    }
    return 0;
  }
  b.consider(f.sources);
  let score = 0;
  const independent = independentCitations(f);
  const p = f.topFieldPercentile;
  if (p !== null) {
    score += p >= 99 ? 30 : p >= 95 ? 25 : p >= 90 ? 18 : p >= 75 ? 8 : 0;
    const works = f.highlyCitedWorks;
    if (p >= 90) {
      b.strength(
        `Your most-cited verified work${works[0] ? `, ${named(works[0])},` : ''} is in the ${ordinal(p)} citation percentile for its field${works.length > 1 ? `, and ${plural(works.length - 1, 'other verified work')} ${works.length === 2 ? 'is' : 'are'} at or above the 90th` : ''}: citation at a level that can indicate major significance.`,
        works.length ? works : f.sources.slice(0, 3),
        [RULE],
      );
    } else {
      b.gap(
        `Your best verified work is in the ${ordinal(p)} citation percentile for its field; that is not yet a level officers read as major significance.`,
        f.sources.slice(0, 3),
        [RULE],
      );
    }
  } else if (independent > 0) {
    b.gap(
      `Your ${independent} verified citations have no comparison with others in your field; a total alone does not show significance.`,
      f.sources.slice(0, 3),
      [RULE],
    );
    b.action('Add a field comparison for your citations (field-normalised percentiles, or citation benchmarks for your field and career stage).', [], [RULE]);
  }
  score += independent >= 1000 ? 10 : independent >= 250 ? 7 : independent >= 50 ? 4 : 0;
  if (f.hIndex !== null) score += f.hIndex >= 20 ? 5 : f.hIndex >= 10 ? 3 : 0;
  if (f.citingCountries !== null && f.citingCountries >= 10) {
    score += 5;
    b.strength(
      `Your work is cited from ${f.citingCountries} countries, a sign of influence across the field rather than within one group.`,
      f.sources.slice(0, 3),
      [RULE],
    );
  }
  if (hasHeavySelfCitation(f.totalCitations, f.citationsExcludingSelf)) {
    score -= 5;
    b.gap(
      `Only ${f.citationsExcludingSelf} of your ${f.totalCitations} verified citations come from other authors; self-citations do not show influence on others.`,
      f.sources.slice(0, 3),
      [RULE],
    );
  }
  if (ctx.metrics?.unavailable.length) {
    b.gap(
      `Some scholarly services could not be reached when your metrics were computed (${ctx.metrics.unavailable.join(', ')}); the figures may be incomplete.`,
      [],
      [RULE],
    );
  }
  return Math.max(0, Math.min(40, score));
}

export function scoreLetters(b: Builder, letters: readonly AssessmentEvidence[]): number {
  if (!letters.length) {
    b.action(
      'Ask two or three independent experts (people you have not worked with) for letters explaining specifically how they or others used your work, with corroborating documents.',
      [],
      [RULE, 'visinscaia', 'caron'],
    );
    return 0;
  }
  const independent = letters.filter(
    (l) => detailBoolean(l, 'isIndependent') === true || (detailBoolean(l, 'isIndependent') !== false && mentions(l, INDEPENDENT)),
  );
  const predictive = letters.filter((l) => mentions(l, PREDICTIVE) && !mentions(l, ADOPTION));
  if (independent.length)
    b.strength(
      `${namedList(independent)} ${independent.length === 1 ? 'comes' : 'come'} from independent experts; letters carry most weight when specific and corroborated.`,
      independent,
      [RULE, 'rubin'],
    );
  else
    b.gap(
      `${namedList(letters)} ${letters.length === 1 ? 'comes' : 'come'} from collaborators or colleagues; officers give more weight to independent experts who know the work through its use.`,
      letters,
      [RULE, 'caron'],
    );
  if (predictive.length)
    b.gap(
      `${namedList(predictive)} ${predictive.length === 1 ? 'praises' : 'praise'} the work or predict its future use rather than describing impact that has already happened.`,
      predictive,
      [RULE, 'visinscaia', 'caron'],
    );
  if (independent.length < 2)
    b.action(
      'Add letters from independent experts in other institutions or countries that name your contribution and say how it changed their work, backed by citing papers or usage records.',
      [],
      [RULE, 'visinscaia'],
    );
  const base = independent.length >= 2 ? 20 : independent.length === 1 ? 12 : 5;
  return Math.max(0, base - (predictive.length ? 4 : 0));
}
