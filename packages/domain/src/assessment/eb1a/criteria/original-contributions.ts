import { citationFacts, type CitationFacts } from '../../citations';
import type { EngineContext } from '../../context';
import { detailBoolean, detailNumber, detailString, mentions } from '../../details';
import { contradicted, decideStepOne, notShown, shown, type Candidate, type ElementCheck, type ElementSpec } from '../../elements';
import { isUndescribed, says, states, textStates } from '../../reading';
import { named, namedList, plural } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { isNotAboutPerson, isPaidMedia } from '../../signals';
import { criterionBuilder, criterionSummary, noteAfterFiling, noteMissingDocuments } from './common';
import { scoreCitations, scoreLetters } from './contribution-strength';

const RULE = 'cfr-204-5-h-3-v';

/** The plain terms of 8 CFR 204.5(h)(3)(v) and the Policy Manual's two steps, original then of major significance. */
const SPECS: readonly ElementSpec[] = [
  {
    id: 'original',
    label: 'An original contribution of the beneficiary',
    central: true,
    authorityIds: [RULE],
    action:
      'Describe each original contribution in its own evidence item: what you created (a method, software, dataset, design, technique, model or product) and when.',
  },
  {
    id: 'sphere',
    label: 'Scientific, scholarly, artistic, athletic or business-related',
    central: false,
    authorityIds: [RULE],
    action: 'State the field the contribution belongs to in your profile.',
  },
  {
    id: 'significance',
    label: 'Of major significance in the field',
    central: false,
    authorityIds: [RULE, 'visinscaia', 'amin'],
    action:
      'Show realised impact beyond your employer or clients, corroborated by more than your own account: use or adoption by others, licences, citations high for the field, coverage of the work, and detailed letters from independent experts.',
  },
];

const ADOPTION =
  /\b(adopted|adoption|used by|uses? (it|them|our|my|his|her)|deployed|licen[cs]ed|incorporated|integrated into|standard|guideline|downloads?|installs?|users|commerciali[sz]\w*|implemented by|replicated|forked|stars on github|in production at|relied on by|built on)\b/;
const IMPACT =
  /\b(impact on (the field|others?|other|the work of)|other (authors|researchers|scientists|groups|laborator\w+)'? (work|research|studies)|independent citations|cited by independent|widely (used|cited|adopted)|highly cited|influenced (the|other|how)|changed (how|the way))\b/;
const PREDICTIVE =
  /\b(could|potential(ly)?|promising|may (lead|become|help|enable)|will (likely|transform|revolutioni[sz]e)|expected to|poised to|has the potential)\b/;
const EMPLOYER_ONLY =
  /\b(within (his|her|their|the|my) (company|employer|organi[sz]ation|firm)|saved (the|our|my) (company|employer)|for (my|our|the) (employer|company|clients?|customers?)|internal (tool|process|platform)|cost savings|company revenue|our team'?s (kpi|metrics))\b/;
const BEYOND_EMPLOYER = /\b(other (companies|firms|organi[sz]ations|institutions|laborator\w+)|industry[- ]wide|across the (industry|field)|open[- ]source)\b/;
const GENERAL_PRAISE = /\b(general statements?|generic|without (detailed|specific)|vague)\b/;
const DETAILED = /\b(detailed|detailing|specific(ally)?|in detail)\b/;
const INDEPENDENT = /\b(independent|no (prior )?(collaboration|affiliation)|never (worked|collaborated)|not a collaborator|did not work with)\b/;
const CORROBORATED = /\b(supporting documentation|corroborat\w+|documented by|independent citations|cited by independent)\b/;

/** What, beyond the petitioner's own account, backs a claim of significance (Visinscaia; PM: letters count most when corroborated). */
function corroborationOf(ctx: EngineContext, facts: CitationFacts): { text: string; items: AssessmentEvidence[] } | null {
  const letters = ctx
    .ofType('recommendation_letter')
    .filter((l) => !says(l, GENERAL_PRAISE) && (detailBoolean(l, 'isIndependent') === true || states(l, INDEPENDENT) || states(l, DETAILED)));
  if (letters.length)
    return { text: `${namedList(letters)} ${letters.length === 1 ? 'gives' : 'give'} an independent or detailed expert account`, items: letters };
  if (facts.isVerified && (facts.topFieldPercentile ?? 0) >= 90)
    return { text: 'verified citations place your work in the top tenth of its field', items: facts.highlyCitedWorks };
  const records = ctx.ofType('citation_record').filter((r) => detailBoolean(r, 'independent') === true || states(r, INDEPENDENT));
  if (records.length) return { text: `${namedList(records)} ${records.length === 1 ? 'shows' : 'show'} citations by independent researchers`, items: records };
  const coverage = ctx.ofType('media_coverage').filter((m) => !isPaidMedia(m) && !isNotAboutPerson(m) && !isUndescribed(m));
  if (coverage.length) return { text: `${namedList(coverage)} ${coverage.length === 1 ? 'covers' : 'cover'} your work`, items: coverage };
  return null;
}

/** A proof fact stated in words and not negated ("none yet" states nothing). */
const statedFact = (c: AssessmentEvidence, key: string): boolean => {
  const value = detailString(c, key);
  return value !== null && textStates(value, /\w/);
};

/** Use by others recorded as proof facts (evidence/proof-facts.ts): users, downloads, citations, licences, revenue. */
function recordedUse(c: AssessmentEvidence): boolean {
  const figures = ['users', 'downloads', 'citationCount'].some((key) => (detailNumber(c, key) ?? 0) > 0);
  return figures || detailBoolean(c, 'licensed') === true || statedFact(c, 'revenue');
}

function significanceCheck(c: AssessmentEvidence, corroboration: ReturnType<typeof corroborationOf>): ElementCheck {
  const name = named(c);
  const impact =
    detailBoolean(c, 'isAdopted') === true ||
    recordedUse(c) ||
    states(c, ADOPTION) ||
    states(c, IMPACT) ||
    (c.type === 'patent' && states(c, /\b(licen[cs]ed|commerciali[sz]ed|royalt\w*|in (a )?product|sold)\b/));
  if (!impact && says(c, PREDICTIVE))
    return contradicted(`${name} speaks of potential or future impact; the contribution must already be of major significance.`, [c]);
  if (says(c, EMPLOYER_ONLY) && !states(c, BEYOND_EMPLOYER))
    return contradicted(
      `The impact described for ${name} stays within your employer or its clients; the criterion needs influence on the field at large.`,
      [c],
      ['amin'],
    );
  if (says(c, GENERAL_PRAISE)) return contradicted(`${name} rests on general statements, not on specific evidence of use by others.`, [c], ['visinscaia']);
  if (!impact) return notShown(`${name} does not say what the contribution changed in the field or who else uses it.`, [c]);
  const selfCorroborated = states(c, CORROBORATED) || statedFact(c, 'corroboration');
  if (!corroboration && !selfCorroborated)
    return notShown(
      `${name} describes use by others, but only in your own account; nothing independent (expert letters, citations, coverage, licences) corroborates it yet.`,
      [c],
      ['visinscaia', 'caron'],
    );
  return shown(`${name} records realised impact on others’ work${corroboration ? `, and ${corroboration.text}` : ', with supporting documentation'}.`, [
    c,
    ...(corroboration?.items ?? []),
  ]);
}

/** What the contribution is, when stated (proof fact `contributionKind`): " (software)". */
const kindOf = (c: AssessmentEvidence): string => {
  const kind = detailString(c, 'contributionKind');
  return kind && kind !== 'other' ? ` (${kind})` : '';
};

/** Dollars of outside funding the record states for a contribution ("The Rocker Project, $75,912 (2019 - 2021)"). */
function fundingOf(c: AssessmentEvidence): number {
  const lines = Array.isArray(c.details.funding) ? c.details.funding.filter((line): line is string => typeof line === 'string') : [];
  return lines.reduce((sum, line) => {
    const [, amount = '0', millions] = /\$\s?([\d,.]+)\s?(M\b|million)?/i.exec(line) ?? [];
    return sum + Number(amount.replace(/,/g, '')) * (millions ? 1_000_000 : 1);
  }, 0);
}

/**
 * Order in which contributions are weighed when the elements leave them tied: stated use by others, then outside
 * money raised to build or keep them (others judged them worth funding), then a public home (a URL). Only an order:
 * none of it is taken as significance.
 */
function byProminence(a: AssessmentEvidence, b: AssessmentEvidence): number {
  const use = (c: AssessmentEvidence) => (recordedUse(c) || detailBoolean(c, 'isAdopted') === true || states(c, ADOPTION) ? 1 : 0);
  return use(b) - use(a) || fundingOf(b) - fundingOf(a) || Number(Boolean(detailString(b, 'url'))) - Number(Boolean(detailString(a, 'url')));
}

function candidatesOf(ctx: EngineContext, facts: CitationFacts): Candidate[] {
  const works = [...ctx.ofType('original_contribution', 'patent')].sort(byProminence);
  const corroboration = corroborationOf(ctx, facts);
  const sphere = shown(`The contribution lies in your field${ctx.profile.fieldOfEndeavor ? ` (${ctx.profile.fieldOfEndeavor})` : ''}.`);
  const candidates: Candidate[] = works.map((c) => ({
    items: [c],
    described: !isUndescribed(c),
    checks: {
      original: shown(
        c.type === 'patent' ? `${named(c)} is a patented invention, which shows originality.` : `${named(c)} is recorded as your own contribution${kindOf(c)}.`,
        [c],
      ),
      sphere,
      significance: isUndescribed(c) ? notShown(`${named(c)} is not described, so its significance cannot be read.`, [c]) : significanceCheck(c, corroboration),
    },
  }));
  // Letters or citations without any described contribution: something was offered, but not the contribution itself.
  const support = [...new Set([...ctx.ofType('recommendation_letter'), ...ctx.ofType('citation_record'), ...facts.sources, ...facts.selfReportedSources])];
  if (!works.length && support.length) {
    const general = support.filter((l) => says(l, GENERAL_PRAISE));
    candidates.push({
      items: support,
      described: support.some((s) => !isUndescribed(s)),
      checks: {
        original: notShown(
          'No contribution is described on its own: letters and citations support a contribution, but the record does not say what it is.',
          support,
        ),
        sphere,
        significance: general.length
          ? contradicted(
              `${namedList(general)} ${general.length === 1 ? 'rests' : 'rest'} on general statements, not specific evidence of use by others.`,
              general,
              ['visinscaia'],
            )
          : notShown('Without a described contribution, its significance cannot be shown.', support),
      },
    });
  }
  return candidates;
}

/**
 * (v) Original contributions of major significance in the field (8 CFR 204.5(h)(3)(v)): original, then of major
 * significance - realised impact beyond the person's employer or clients, corroborated beyond their own account.
 * Raw citation totals and the h-index are a strength note only; a field percentile at or above the 90th is the
 * Policy Manual's "citations at a level indicating major significance".
 */
export function assessOriginalContributions(ctx: EngineContext): Finding {
  const b = criterionBuilder('eb1a-v');
  const contributions = ctx.ofType('original_contribution');
  const patents = ctx.ofType('patent');
  const letters = ctx.ofType('recommendation_letter');
  noteAfterFiling(b, ctx.lateOfType('original_contribution', 'patent', 'recommendation_letter', 'citation_record'));
  b.consider([...contributions, ...patents, ...letters]);
  const facts = citationFacts(ctx);
  const decision = decideStepOne(SPECS, candidatesOf(ctx, facts));
  const citationScore = scoreCitations(b, ctx, facts);
  const letterScore = scoreLetters(b, letters);
  const adopted = [...contributions, ...patents].filter((c) => states(c, ADOPTION) || detailBoolean(c, 'isAdopted') === true);
  if (adopted.length)
    b.strength(
      `${namedList(adopted)} ${adopted.length === 1 ? 'records' : 'record'} use or adoption of your work by others, the kind of realised impact that shows significance to the field.`,
      adopted,
      [RULE, 'visinscaia'],
    );
  if (patents.some((p) => mentions(p, /\b(application|pending|provisional|filed)\b/)))
    b.gap('A patent application is not a granted patent, and a patent alone does not show significance.', patents, [RULE]);
  noteMissingDocuments(b, [...contributions, ...patents]);
  const workScore = decision.status === 'met' ? 45 : 30;
  const top = decision.best?.items[0];
  const others = [...contributions, ...patents].filter((c) => c !== top).sort(byProminence);
  const alsoNamed = top && others.length ? ` Others include ${namedList(others)}.` : '';
  return b.build({
    score: workScore + citationScore + letterScore,
    stepOne: decision,
    summary: (level) =>
      criterionSummary(
        level,
        `${plural(contributions.length + patents.length, 'described contribution')}, ${plural(letters.length, 'letter')} and ${facts.isVerified ? 'verified citation data' : 'no verified citation data'} considered${top && (contributions.includes(top) || patents.includes(top)) ? `; the closest to the criterion is ${named(top)}.${alsoNamed}` : '.'}`,
        'No evidence of original contributions yet.',
      ),
  });
}
