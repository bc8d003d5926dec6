import { citationFacts, hasHeavySelfCitation, independentCitations, ordinal } from '../../citations';
import type { EngineContext } from '../../context';
import { detailBoolean, mentions } from '../../details';
import { named, namedList, plural } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { bestOf, criterionBuilder, criterionSummary, noteAfterFiling, noteMissingDocuments } from './common';

const RULE = 'cfr-204-5-h-3-v';
const ADOPTION = /\b(adopted|adoption|used by|uses? (it|them|our|my)|deployed|licen[cs]ed|incorporated|integrated into|standard|guideline|downloads?|installs?|users|commerciali[sz]\w*|implemented by|replicated|forked|stars on github|in production at|relied on by|built on)\b/;
const PREDICTIVE = /\b(could|potential(ly)?|promising|may (lead|become|help|enable)|will (likely|transform|revolutioni[sz]e)|expected to|poised to|has the potential)\b/;
const EMPLOYER_ONLY = /\b(saved (the|our|my) (company|employer)|for (my|our|the) (employer|company|clients?|customers?)|internal (tool|process|platform)|cost savings|company revenue|our team'?s (kpi|metrics))\b/;
const INDEPENDENT = /\b(independent|no (prior )?(collaboration|affiliation)|never (worked|collaborated)|not a collaborator|did not work with)\b/;

/**
 * (v) Original contributions of major significance in the field (legal-domain §2.5). Two steps:
 * original, then of major significance - the work must already have affected the field beyond the
 * person's employer or clients. Evidence that moves it: adoption and use by others, licensed patents,
 * citations high relative to the field (percentiles, not raw totals), detailed letters from independent
 * experts corroborated by the record. Predictions of future impact do not count.
 */
export function assessOriginalContributions(ctx: EngineContext): Finding {
  const b = criterionBuilder('eb1a-v');
  const contributions = ctx.ofType('original_contribution');
  const patents = ctx.ofType('patent');
  const letters = ctx.ofType('recommendation_letter');
  noteAfterFiling(b, ctx.lateOfType('original_contribution', 'patent', 'recommendation_letter', 'citation_record'));
  b.consider([...contributions, ...patents, ...letters]);

  const contributionScores = contributions.map((c) => scoreContribution(b, c));
  const patentScores = patents.map((p) => scorePatent(b, p));
  const facts = citationFacts(ctx);
  const citationScore = scoreCitations(b, ctx, facts);
  const letterScore = scoreLetters(b, letters);

  let workScore = Math.max(0, ...contributionScores, ...patentScores);
  if (!contributions.length && !patents.length) {
    if (facts.isVerified && independentCitations(facts) > 0) {
      workScore = 20; // the cited research itself is the contribution, though nobody has said what it changed
      b.gap('No contribution is described on its own; the citations show use of your papers, but not which idea changed the field or how.', facts.sources.slice(0, 5), [RULE]);
    } else {
      b.gap('No original contribution is described in the record.', [], [RULE]);
    }
    b.action('Describe each original contribution in its own evidence item: what you created, when, who adopted or built on it, and the proof (usage figures, licences, citing works, independent letters).', [], [RULE]);
  }
  noteMissingDocuments(b, [...contributions, ...patents]);

  const hasEvidence = b.consideredCount > 0;
  const score = Math.min(100, workScore + citationScore + letterScore);
  const top = bestOf([...contributions, ...patents], [...contributionScores, ...patentScores]);
  return b.build({
    score,
    hasEvidence,
    summary: (level) =>
      criterionSummary(
        level,
        `${plural(contributions.length + patents.length, 'described contribution')}, ${plural(letters.length, 'letter')} and ${facts.isVerified ? 'verified citation data' : 'no verified citation data'} considered${top ? `; the strongest item is ${named(top)}` : ''}.`,
        'No evidence of original contributions yet.',
      ),
  });
}

function scoreContribution(b: ReturnType<typeof criterionBuilder>, c: AssessmentEvidence): number {
  const name = named(c);
  let score = 30;
  const adopted = detailBoolean(c, 'isAdopted') === true || mentions(c, ADOPTION);
  if (adopted) {
    score += 20;
    b.strength(`${name} records use or adoption of your work by others, the kind of realised impact that shows significance to the field.`, [c], [RULE, 'visinscaia']);
  } else {
    b.gap(`${name} does not show that others in the field have used or adopted the work.`, [c], [RULE, 'amin']);
    b.action(`For ${name}, gather proof of use by others: adoption figures, licences, products or protocols built on it, or independent citing works that rely on it.`, [c], [RULE, 'visinscaia']);
  }
  if (/\d/.test(`${c.title} ${c.description}`)) score += 5; // concrete figures make the claim checkable
  if (!adopted && mentions(c, PREDICTIVE)) {
    score -= 10;
    b.gap(`${name} speaks of future or potential impact; the contribution must already be of major significance.`, [c], [RULE]);
  }
  if (mentions(c, EMPLOYER_ONLY) && !adopted) {
    score -= 10;
    b.gap(`The impact described for ${name} stays within your employer or its clients; the criterion needs influence on the field at large.`, [c], ['amin', RULE]);
  }
  return score;
}

function scorePatent(b: ReturnType<typeof criterionBuilder>, p: AssessmentEvidence): number {
  const name = named(p);
  const licensed = detailBoolean(p, 'licensed') === true || mentions(p, /\b(licen[cs]ed|commerciali[sz]ed|royalt\w*|in (a )?product|sold)\b/);
  if (licensed) {
    b.strength(`Your patent ${name} has been licensed or commercialised, which can show significance beyond the grant of the patent itself.`, [p], [RULE]);
    return 45;
  }
  b.gap(`Your patent ${name} shows originality, but a patent alone is not proof of significance; no licence or commercial use is recorded.`, [p], [RULE]);
  if (mentions(p, /\b(application|pending|provisional|filed)\b/)) b.gap(`${name} is an application, not a granted patent.`, [p], [RULE]);
  return 15;
}

function scoreCitations(b: ReturnType<typeof criterionBuilder>, ctx: EngineContext, f: ReturnType<typeof citationFacts>): number {
  if (!f.isVerified) {
    if (f.selfReportedTotal) {
      b.consider(f.selfReportedSources);
      b.gap(
        `Your citation count of about ${f.selfReportedTotal} is self-reported and not verified against a scholarly index yet, so it counts for little here.`,
        f.selfReportedSources,
        [RULE],
      );
      b.action('Run publication verification so your citations can be checked against Crossref and OpenAlex and compared with your field.', f.selfReportedSources, [RULE]);
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
      b.gap(`Your best verified work is in the ${ordinal(p)} citation percentile for its field; that is not yet a level officers read as major significance.`, f.sources.slice(0, 3), [RULE]);
    }
  } else if (independent > 0) {
    b.gap(`Your ${independent} verified citations have no comparison with others in your field; a total alone does not show significance.`, f.sources.slice(0, 3), [RULE]);
    b.action('Add a field comparison for your citations (field-normalised percentiles, or citation benchmarks for your field and career stage).', [], [RULE]);
  }
  score += independent >= 1000 ? 10 : independent >= 250 ? 7 : independent >= 50 ? 4 : 0;
  if (f.hIndex !== null) score += f.hIndex >= 20 ? 5 : f.hIndex >= 10 ? 3 : 0;
  if (f.citingCountries !== null && f.citingCountries >= 10) {
    score += 5;
    b.strength(`Your work is cited from ${f.citingCountries} countries, a sign of influence across the field rather than within one group.`, f.sources.slice(0, 3), [RULE]);
  }
  if (hasHeavySelfCitation(f.totalCitations, f.citationsExcludingSelf)) {
    score -= 5;
    b.gap(`Only ${f.citationsExcludingSelf} of your ${f.totalCitations} verified citations come from other authors; self-citations do not show influence on others.`, f.sources.slice(0, 3), [RULE]);
  }
  if (ctx.metrics?.unavailable.length) {
    b.gap(`Some scholarly services could not be reached when your metrics were computed (${ctx.metrics.unavailable.join(', ')}); the figures may be incomplete.`, [], [RULE]);
  }
  return Math.max(0, Math.min(40, score));
}

function scoreLetters(b: ReturnType<typeof criterionBuilder>, letters: readonly AssessmentEvidence[]): number {
  if (!letters.length) {
    b.action('Ask two or three independent experts (people you have not worked with) for letters explaining specifically how they or others used your work, with corroborating documents.', [], [RULE, 'visinscaia', 'caron']);
    return 0;
  }
  const independent = letters.filter((l) => detailBoolean(l, 'isIndependent') === true || (detailBoolean(l, 'isIndependent') !== false && mentions(l, INDEPENDENT)));
  const predictive = letters.filter((l) => mentions(l, PREDICTIVE) && !mentions(l, ADOPTION));
  if (independent.length) b.strength(`${namedList(independent)} ${independent.length === 1 ? 'comes' : 'come'} from independent experts; letters carry most weight when specific and corroborated.`, independent, [RULE, 'rubin']);
  else b.gap(`${namedList(letters)} ${letters.length === 1 ? 'comes' : 'come'} from collaborators or colleagues; officers give more weight to independent experts who know the work through its use.`, letters, [RULE, 'caron']);
  if (predictive.length) b.gap(`${namedList(predictive)} ${predictive.length === 1 ? 'praises' : 'praise'} the work or predict its future use rather than describing impact that has already happened.`, predictive, [RULE, 'visinscaia', 'caron']);
  if (independent.length < 2) b.action('Add letters from independent experts in other institutions or countries that name your contribution and say how it changed their work, backed by citing papers or usage records.', [], [RULE, 'visinscaia']);
  const base = independent.length >= 2 ? 20 : independent.length === 1 ? 12 : 5;
  return Math.max(0, base - (predictive.length ? 4 : 0));
}
