import { citationFacts, ordinal } from '../citations';
import type { EngineContext } from '../context';
import { yearOf, yearOfIso } from '../dates';
import { detailNumber, detailString, mentions } from '../details';
import { capLevel, clampScore, isLikelyMet, levelFromScore, LEVEL_ADJECTIVES } from '../levels';
import { FindingBuilder, named, namedList, plural } from '../reasons';
import type { AssessmentEvidence, Eb1aAssessment, Finding, StrengthLevel } from '../schema';
import { isMajorInternationalAward, isMajorOutlet, isNotAboutPerson, isPaidMedia, isPayToEnterAward, isVanityAward } from '../signals';
import type { EvidenceType } from '../../evidence';

/** Evidence types that can show acclaim (as opposed to credentials such as degrees or licences). */
const ACCLAIM_TYPES: EvidenceType[] = [
  'grant',
  'award',
  'media_coverage',
  'judging',
  'original_contribution',
  'membership',
  'leading_role',
  'patent',
  'exhibition',
  'commercial_success',
  'publication',
  'presentation',
  'salary',
];

/** Weights of the four factors in the final-merits level (top of the field matters most: 8 CFR 204.5(h)(2)). */
const WEIGHTS = { sustained: 0.3, top: 0.35, trajectory: 0.15, continuing: 0.2 } as const;

/**
 * Kazarian step two, the final merits determination: whether the record as a whole shows sustained national or
 * international acclaim and that the person is among the small percentage at the very top of the field,
 * and (8 CFR 204.5(h)(5)) that they will continue work in the area in the United States. Quality, not
 * volume, decides; evidence that fits no criterion still counts here.
 */
export function assessFinalMerits(ctx: EngineContext, criteria: readonly Finding[], hasOneTimeAchievement: boolean): Eb1aAssessment['finalMerits'] {
  const acclaim = ctx.ofType(...ACCLAIM_TYPES).filter(isGenuine);
  const met = criteria.filter((c) => isLikelyMet(c.level));
  const factors = [
    sustainedAcclaim(ctx, acclaim, met, hasOneTimeAchievement),
    topOfField(ctx, criteria, hasOneTimeAchievement),
    trajectory(ctx, acclaim),
    continuingWork(ctx),
  ];
  const [sustained, top, trend, continuing] = factors as [Finding, Finding, Finding, Finding];
  const score = clampScore(
    sustained.score * WEIGHTS.sustained + top.score * WEIGHTS.top + trend.score * WEIGHTS.trajectory + continuing.score * WEIGHTS.continuing,
  );
  const reachesStepTwo = met.length >= 3 || hasOneTimeAchievement;
  let level: StrengthLevel = levelFromScore(score, ctx.usable.length > 0);
  // Without three criteria (or a one-time award) the officer need not reach step two; the record cannot
  // carry the final merits beyond borderline.
  if (!reachesStepTwo) level = capLevel(level, 'borderline');
  const summary = !ctx.usable.length
    ? 'There is no evidence yet to weigh in the final merits.'
    : `${reachesStepTwo ? 'Weighing the record as a whole' : 'Fewer than three criteria look met, so an officer would not need to reach this step; still'}, the final merits look ${LEVEL_ADJECTIVES[level]}: sustained acclaim ${LEVEL_ADJECTIVES[sustained.level]}, top of the field ${LEVEL_ADJECTIVES[top.level]}, trajectory ${LEVEL_ADJECTIVES[trend.level]}, continuing work ${LEVEL_ADJECTIVES[continuing.level]}.`;
  return { level, factors, summary };
}

/** Items that cannot show acclaim at all (bought awards, paid or off-topic media) are left out. */
function isGenuine(e: AssessmentEvidence): boolean {
  if (e.type === 'award') return !isPayToEnterAward(e) && !isVanityAward(e);
  if (e.type === 'media_coverage') return !isPaidMedia(e) && !isNotAboutPerson(e);
  if (e.type === 'publication') return e.verification !== 'mismatch';
  return true;
}

/** The year the record is judged at: the filing date, or today when filing is later (nothing newer exists yet). */
function referenceYear(ctx: EngineContext): number {
  const filing = ctx.profile.intendedFilingDate;
  return yearOfIso(filing && filing < ctx.asOf ? filing : ctx.asOf);
}

/** The last year an item was active: its end date ("present" = the reference year), else its own year. */
function lastActiveYear(e: AssessmentEvidence, now: number): number | null {
  const end = detailString(e, 'endDate');
  if (end && /present|current|ongoing/i.test(end)) return now;
  const endYear = end ? Number(end.slice(0, 4)) : NaN;
  return Number.isFinite(endYear) && endYear > 1900 ? Math.min(endYear, now) : yearOf(e);
}

function sustainedAcclaim(ctx: EngineContext, acclaim: AssessmentEvidence[], met: readonly Finding[], hasOneTime: boolean): Finding {
  const b = new FindingBuilder('merits-sustained-acclaim', 'Sustained acclaim', 'ina-203-b-1-a');
  b.consider(acclaim);
  const years = acclaim.map(yearOf).filter((y): y is number => y !== null);
  const now = referenceYear(ctx);
  const strongCount = met.filter((c) => c.level === 'strong').length;
  let score = Math.min(36, met.length * 9) + Math.min(12, strongCount * 4) + (hasOneTime ? 30 : 0);
  if (met.length)
    b.strength(
      `${plural(met.length, 'criterion', 'criteria')} look${met.length === 1 ? 's' : ''} likely met (${met.map((c) => c.label.toLowerCase()).join(', ')}).`,
      supportingIds(met),
      ['kazarian', 'pm-602-0005-1'],
    );
  if (met.length < 3 && !hasOneTime) {
    b.gap(
      `Only ${met.length} of the 3 required criteria look met; until a third is, the final merits are not reached.`,
      [],
      ['cfr-204-5-h-3', 'bagamasbad', 'l-a-c'],
    );
  }
  if (years.length) {
    const first = Math.min(...years);
    const last = Math.max(...acclaim.map((e) => lastActiveYear(e, now)).filter((y): y is number => y !== null));
    const span = last - first + 1;
    score += span >= 6 ? 20 : span >= 3 ? 12 : 5;
    if (span >= 3)
      b.strength(`Your recognition runs from ${first} to ${last}, acclaim maintained over ${span} years rather than a single moment.`, acclaim, ['pm-6-f-2']);
    const sinceLast = now - last;
    if (sinceLast <= 2) score += 20;
    else if (sinceLast <= 4) {
      score += 10;
      b.gap(`Your most recent recognition is from ${last}; acclaim must be sustained up to filing.`, [], ['pm-6-f-2']);
    } else {
      b.gap(
        `Your most recent recognition is from ${last}, ${sinceLast} years before filing; losing prominence after an earlier peak weighs against sustained acclaim.`,
        [],
        ['pm-6-f-2', 'ina-203-b-1-a'],
      );
    }
  } else if (acclaim.length) {
    b.gap('Your evidence carries no dates, so an officer cannot see that the acclaim is sustained.', acclaim.slice(0, 10), ['pm-6-f-2']);
    b.action('Add the date of each award, article, review and role so the record shows acclaim over time.', [], ['pm-6-f-2']);
  }
  if (!acclaim.length) b.gap('There is no evidence of acclaim yet.', [], ['ina-203-b-1-a']);
  b.action(
    'In the petition, explain for each exhibit how it shows national or international acclaim; listing documents is not enough.',
    [],
    ['pm-6-f-2', 'fedin-bros'],
  );
  return b.build({
    score,
    hasEvidence: acclaim.length > 0,
    summary: (level) => (acclaim.length ? `Acclaim over time looks ${LEVEL_ADJECTIVES[level]}.` : 'No evidence of acclaim yet.'),
  });
}

function topOfField(ctx: EngineContext, criteria: readonly Finding[], hasOneTime: boolean): Finding {
  const b = new FindingBuilder('merits-top-of-field', 'Top of the field', 'cfr-204-5-h-2');
  const sorted = [...criteria].sort((x, y) => y.score - x.score);
  const top3 = sorted.slice(0, 3);
  const average = top3.reduce((sum, c) => sum + c.score, 0) / 3;
  // Meeting criteria is step one; standing at the very top needs signals of quality on top of it.
  let score = average * 0.3;
  if (hasOneTime) {
    score += 45;
    b.strength(
      'A major, internationally recognized award is itself evidence of standing at the very top of the field.',
      ctx.ofType('award').filter(isMajorInternationalAward),
      ['cfr-204-5-h-2', 'cfr-204-5-h-3'],
    );
  }
  const standout = criteria.filter((c) => c.level === 'strong' && c.id !== 'eb1a-vi');
  if (standout.length) {
    score += Math.min(18, standout.length * 6);
    b.strength(`Your record is strong, not just sufficient, under ${standout.map((c) => c.label.toLowerCase()).join(', ')}.`, supportingIds(standout), [
      'pm-6-f-2',
    ]);
  }
  b.consider(top3.flatMap((c) => c.evidenceIds).slice(0, 40));

  score += citationPercentileSignal(ctx, b);
  score = withDistinctionSignals(ctx, criteria, b, score);
  topOfFieldGaps(ctx, criteria, b);
  b.action(
    'Ask independent experts to explain in their letters where you stand in the field and how they know it (rankings, selection, comparison with peers), backed by documents.',
    [],
    ['cfr-204-5-h-2', 'caron'],
  );
  return b.build({
    score,
    hasEvidence: ctx.usable.length > 0,
    summary: (level) => `Standing among the small percentage at the very top of the field looks ${LEVEL_ADJECTIVES[level]}.`,
  });
}

/** Points for a verified citation percentile near the top of the field; a lower one is noted as a gap. */
function citationPercentileSignal(ctx: EngineContext, b: FindingBuilder): number {
  let score = 0;
  const facts = citationFacts(ctx);
  const p = facts.topFieldPercentile;
  if (facts.isVerified && p !== null) {
    score += p >= 99 ? 15 : p >= 95 ? 10 : p >= 90 ? 5 : 0;
    if (p >= 95)
      b.strength(
        `A verified work of yours is in the ${ordinal(p)} citation percentile of its field, evidence of standing near the top.`,
        facts.highlyCitedWorks.length ? facts.highlyCitedWorks : facts.sources.slice(0, 3),
        ['cfr-204-5-h-2', 'pm-6-f-2'],
      );
    else
      b.gap(
        `Your best verified citation percentile is the ${ordinal(p)}; on its own that does not place you among the small percentage at the very top.`,
        facts.sources.slice(0, 3),
        ['cfr-204-5-h-2'],
      );
  }
  return score;
}

/** `score` raised for recognition beyond plain criteria: selective awards, major media, top pay, senior judging, roles. */
function withDistinctionSignals(ctx: EngineContext, criteria: readonly Finding[], b: FindingBuilder, score: number): number {
  const awards = criteria.find((c) => c.id === 'eb1a-i');
  if (awards && awards.score >= 70) {
    score += 8;
    b.strength('Your awards include selective national or international recognition from established bodies.', supportingIds([awards]), ['cfr-204-5-h-2']);
  }
  const majorMedia = ctx.ofType('media_coverage').filter((m) => isMajorOutlet(m) && !isPaidMedia(m) && !isNotAboutPerson(m));
  if (majorMedia.length) {
    score += 8;
    b.strength(`Major media wrote about you (${namedList(majorMedia, 2)}).`, majorMedia, ['cfr-204-5-h-2']);
  }
  const highPay = ctx.ofType('salary').filter((s) => (detailNumber(s, 'percentile') ?? 0) >= 90);
  if (highPay.length) {
    score += 7;
    b.strength(`Your pay is at the top of your field (${named(highPay[0] as AssessmentEvidence)}).`, highPay, ['cfr-204-5-h-2']);
  }
  const seniorJudging = ctx
    .ofType('judging')
    .filter((j) => mentions(j, /\b(editors?|editorial board|program committee|programme committee|area chair|study section|grant panel|jury)\b/));
  if (seniorJudging.length) {
    score += 5;
    b.strength(`You judge at a senior level (${namedList(seniorJudging, 2)}), which weighs more than occasional reviewing.`, seniorJudging, ['pm-602-0005-1']);
  }
  const roles = criteria.find((c) => c.id === 'eb1a-viii');
  if (roles && roles.score >= 60) score += 5;
  return score;
}

/** What weighs against standing at the top: internal judging, criteria met only plainly, a former athlete now coaching. */
function topOfFieldGaps(ctx: EngineContext, criteria: readonly Finding[], b: FindingBuilder): void {
  const internalJudging = ctx.ofType('judging').filter((j) => mentions(j, /\b(internal|within (my|our) (company|employer|department))\b/));
  if (internalJudging.length)
    b.gap(
      `${namedList(internalJudging)} ${internalJudging.length === 1 ? 'is' : 'are'} internal judging, which weighs less in the final merits.`,
      internalJudging,
      ['pm-602-0005-1'],
    );
  const plainOnly = criteria.filter((c) => c.level === 'likely');
  if (plainOnly.length >= 2 && !criteria.some((c) => c.level === 'strong')) {
    b.gap(
      'Your criteria are met at the plain-language level, but none stands out; officers weigh quality, and the classification is reserved for a very small percentage.',
      plainOnly.flatMap((c) => c.evidenceIds).slice(0, 20),
      ['hamal', 'kazarian'],
    );
  }
  if (ctx.field.isAthletic && /\bcoach/.test((ctx.profile.currentRole ?? '').toLowerCase())) {
    b.gap('You now work as a coach: acclaim must be shown as a coach, not only as a former athlete.', [], ['lee-v-ziglar']);
  }
}

function trajectory(ctx: EngineContext, acclaim: AssessmentEvidence[]): Finding {
  const b = new FindingBuilder('merits-trajectory', 'Trajectory over time', 'pm-6-f-2');
  const dated = acclaim.filter((e) => yearOf(e) !== null);
  // A record read from a CV stops at the CV's date. Its shape is read up to its newest item, so an old CV is not taken
  // for a career that stalled; the missing years are asked for instead of being counted against the person.
  const newest = Math.max(...dated.map((e) => lastActiveYear(e, referenceYear(ctx)) ?? 0));
  const now = dated.length ? Math.min(referenceYear(ctx), newest) : referenceYear(ctx);
  if (dated.length && now < referenceYear(ctx) - 1) {
    b.action(
      `The record stops in ${now}, and it is judged at ${referenceYear(ctx)} (${ctx.profile.intendedFilingDate ? 'the intended filing date' : 'today'}): add your work and recognition since ${now} so it reaches the filing date.`,
      [],
      ['cfr-103-2-b-1', 'pm-6-f-2'],
    );
  }
  // An item counts in every window it was active in (a reviewing record from 2019 to the present is recent too).
  const activeIn = (e: AssessmentEvidence, from: number, to: number) => {
    const start = yearOf(e) as number;
    const end = lastActiveYear(e, now) ?? start;
    return start <= to && end >= from;
  };
  const recent = dated.filter((e) => activeIn(e, now - 2, now));
  const earlier = dated.filter((e) => activeIn(e, now - 5, now - 3));
  b.consider(dated);
  let score: number;
  if (!dated.length) {
    score = 0;
    if (acclaim.length) b.action('Add dates to your evidence so the record shows how your recognition developed.', [], ['pm-6-f-2']);
  } else if (recent.length >= 2 && recent.length >= earlier.length * 0.6) {
    score = recent.length > earlier.length ? 80 : 70;
    b.strength(
      `Your recognition is ${recent.length > earlier.length ? 'growing' : 'steady'}: ${plural(recent.length, 'item')} from the last three years against ${earlier.length} in the three years before.`,
      recent,
      ['pm-6-f-2'],
    );
  } else if (recent.length) {
    score = 50;
    b.gap(
      `Your recognition has slowed: ${plural(recent.length, 'item')} from the last three years against ${earlier.length} in the three years before.`,
      recent,
      ['pm-6-f-2'],
    );
  } else {
    score = 25;
    b.gap(`Nothing in the record is from the last three years; an officer may read this as acclaim that was not sustained.`, dated.slice(-3), ['pm-6-f-2']);
    b.action('Add your most recent work and recognition (recent reviews, talks, citations, roles) so the record reaches the filing date.', [], ['pm-6-f-2']);
  }
  return b.build({
    score,
    hasEvidence: dated.length > 0,
    summary: (level) =>
      dated.length ? `The trajectory of your recognition looks ${LEVEL_ADJECTIVES[level]}.` : 'Your evidence has no dates, so no trajectory can be read.',
  });
}

function continuingWork(ctx: EngineContext): Finding {
  const b = new FindingBuilder('merits-continuing-work', 'Continuing work in the United States', 'cfr-204-5-h-5');
  const { proposedEndeavor, employer, currentRole, fieldOfEndeavor } = ctx.profile;
  const offers = ctx
    .ofType('employment', 'recommendation_letter', 'other')
    .filter((e) => mentions(e, /\b(offer letter|job offer|offer of employment|contract|prospective employer|letter of intent|employment agreement)\b/));
  b.consider(offers);
  let score = 0;
  const endeavor = proposedEndeavor?.trim() ?? '';
  if (endeavor.length >= 80) {
    score += 40;
    b.strength('You describe the work you will continue in the United States in specific terms.', [], ['cfr-204-5-h-5']);
  } else if (endeavor) {
    score += 20;
    b.gap('Your statement of the work you will continue is short; officers look for a detailed plan.', [], ['cfr-204-5-h-5']);
  } else {
    b.gap('No statement of the work you will continue in the United States is in the record.', [], ['cfr-204-5-h-5', 'ina-203-b-1-a']);
    b.action(
      'Write a statement describing the work you will do in the United States, in the same field as your achievements, and how you will do it.',
      [],
      ['cfr-204-5-h-5'],
    );
  }
  if (endeavor && fieldOfEndeavor && sharesWords(endeavor, fieldOfEndeavor)) {
    score += 15;
    b.strength(`Your plans continue work in your field of ${fieldOfEndeavor}.`, [], ['ina-203-b-1-a']);
  } else if (endeavor && fieldOfEndeavor) {
    b.gap(
      `Your plans do not clearly continue work in your field of ${fieldOfEndeavor}; the petition must show you will continue in the area of your extraordinary ability.`,
      [],
      ['ina-203-b-1-a'],
    );
  }
  if (offers.length) {
    score += 30;
    b.strength(`${namedList(offers)} ${offers.length === 1 ? 'shows' : 'show'} a prearranged commitment in the United States.`, offers, ['cfr-204-5-h-5']);
  } else {
    b.action(
      'Add a letter from a prospective U.S. employer or clients, a contract, or a detailed statement of your plans; no job offer is required, but clear evidence of continuing work is.',
      [],
      ['cfr-204-5-h-5'],
    );
  }
  if (employer || currentRole) score += 15;
  return b.build({
    score,
    hasEvidence: Boolean(endeavor || offers.length || employer || currentRole),
    summary: (level) => `Evidence that you will continue your work in the United States looks ${LEVEL_ADJECTIVES[level]}.`,
  });
}

const STOP = new Set(['and', 'the', 'for', 'with', 'of', 'in', 'on', 'to', 'a', 'an', 'my', 'our', 'research', 'work', 'new', 'using']);

function sharesWords(a: string, b: string): boolean {
  const words = (s: string) =>
    new Set(
      s
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 3 && !STOP.has(w))
        .map((w) => w.slice(0, 6)),
    );
  const wa = words(a);
  return [...words(b)].some((w) => wa.has(w));
}

/** Evidence ids behind the strengths of these findings (not the flagged items they also considered). */
export function supportingIds(findings: readonly Finding[]): string[] {
  return [...new Set(findings.flatMap((f) => f.strengths.flatMap((r) => r.evidenceIds)))];
}
