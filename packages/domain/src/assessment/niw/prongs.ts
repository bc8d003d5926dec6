import { citationFacts, independentCitations } from '../citations';
import type { EngineContext } from '../context';
import { detailNumber, mentions } from '../details';
import { decideStepOne, notShown, shown, type Candidate, type ElementCheck, type ElementSpec } from '../elements';
import { LEVEL_ADJECTIVES } from '../levels';
import { factText, isUndescribed, textStates } from '../reading';
import { FindingBuilder, namedList, plural } from '../reasons';
import type { AssessmentEvidence, Finding } from '../schema';
import { isNotAboutPerson, isPaidMedia, isPayToEnterAward, isVanityAward } from '../signals';
import { degreeFacts } from './degrees';
import { EMERGING_TECH, endeavorCheck, endeavorEvidence, PLAN_STATEMENT } from './prong-one';

export { assessProngOne } from './prong-one';

// A plan names how the endeavor will proceed, not only that it will ("will develop" is an intention).
const PLAN =
  /\b(plan|roadmap|milestones?|timeline|pilot|launch|deploy\w*|commerciali[sz]e|expand\w* (to|across|nationwide)|hir(e|ing) \d+|over (the next )?(\w+|\d+) years|release|publish)\b/;
const INTEREST =
  /\b(letter of (support|intent)|investors?|series [a-d]|funding|raised|customers|users|pilot|partnership|memorandum of understanding|contract|deployed by|adopted by|used by|licensed by)\b/;
const SELF_DIRECTED =
  /\b(founder|co-founder|self-employed|own (company|firm|lab|practice)|start-?up|entrepreneur|independent researcher|principal investigator)\b/;
const URGENT = /\b(urgent\w*|public health|pandemic|shortage|national security|security|serious threats?|critical need)\b/;
const JOBS = /\b(jobs|hire|hiring|employ(ing)? \d+|job creation)\b/;

/** Items that show a record of success or progress (described, and not bought or off-topic). */
function recordOfSuccess(ctx: EngineContext): AssessmentEvidence[] {
  return ctx
    .ofType(
      'publication',
      'judging',
      'award',
      'media_coverage',
      'original_contribution',
      'patent',
      'leading_role',
      'grant',
      'commercial_success',
      'citation_record',
      'presentation',
    )
    .filter(
      (e) =>
        !isUndescribed(e) &&
        !(e.type === 'award' && (isPayToEnterAward(e) || isVanityAward(e))) &&
        !(e.type === 'media_coverage' && (isPaidMedia(e) || isNotAboutPerson(e))),
    );
}

const TWO_SPECS: readonly ElementSpec[] = [
  {
    id: 'endeavor',
    label: 'A specific endeavor to advance',
    central: true,
    authorityIds: ['dhanasar'],
    action: 'State the specific endeavor you are positioned to advance; a person cannot be well positioned to advance an undefined one.',
  },
  {
    id: 'record',
    label: 'A record of success or progress in related efforts',
    central: true,
    authorityIds: ['dhanasar'],
    action: 'Add your record of success in related work: publications, results, products, grants, awards or roles, and what came of them.',
  },
  {
    id: 'plan',
    label: 'A model or plan for future activities',
    central: false,
    authorityIds: ['dhanasar'],
    action: 'Write a plan for the next three to five years: milestones, resources, collaborators and funding.',
  },
];

function twoCandidates(ctx: EngineContext): Candidate[] {
  const record = recordOfSuccess(ctx);
  const endeavor = ctx.profile.proposedEndeavor?.trim() ?? '';
  if (!ctx.usable.length && !endeavor && !ctx.profile.highestDegree) return [];
  const plans = endeavorEvidence(ctx).filter((e) => PLAN_STATEMENT.test(factText(e)));
  const recordCheck: ElementCheck = record.length
    ? shown(`Your record includes ${namedList(record, 3)}.`, record.slice(0, 10))
    : notShown('The record shows no success or progress in related work yet (results, publications, products, grants, roles).', []);
  let plan: ElementCheck;
  if (plans.length) plan = shown(`${namedList(plans)} ${plans.length === 1 ? 'sets' : 'set'} out your plans.`, plans);
  else if (endeavor && PLAN.test(endeavor.toLowerCase())) plan = shown('Your endeavor statement includes a plan for future activities.', []);
  else plan = notShown('No plan for future activities is in the record.', []);
  return [{ items: [...record.slice(0, 10), ...plans], checks: { endeavor: endeavorCheck(ctx), record: recordCheck, plan }, described: true }];
}

/** Education, verified citations, recognition, progress and interest: how well positioned (the strength note). */
function prongTwoStrength(ctx: EngineContext, b: FindingBuilder): number {
  let score = 0;
  const degrees = degreeFacts(ctx);
  if (degrees.level === 'doctorate' || degrees.level === 'master') {
    score += degrees.level === 'doctorate' ? 20 : 15;
    b.strength(`Your ${degrees.label ?? 'advanced degree'} gives you the education the endeavor calls for.`, degrees.items, ['dhanasar']);
  } else if (degrees.level === 'bachelor') score += 8;
  const facts = citationFacts(ctx);
  const reported = Math.max(0, ...ctx.ofType('citation_record').map((r) => detailNumber(r, 'totalCitations') ?? detailNumber(r, 'citationCount') ?? 0));
  const independent = facts.isVerified ? independentCitations(facts) : reported;
  score += independent >= 500 ? 15 : independent >= 100 ? 10 : independent >= 20 ? 5 : 0;
  if (facts.isVerified && (facts.topFieldPercentile ?? 0) >= 90) score += 10;
  if (facts.isVerified && independent >= 100)
    b.strength(
      `Your verified publications have ${independent} citations from others${facts.hIndex ? ` (h-index ${facts.hIndex})` : ''}, a record of success others build on.`,
      facts.sources.slice(0, 10),
      ['dhanasar'],
    );
  const recognition = recordOfSuccess(ctx).filter((e) => ['award', 'media_coverage', 'judging'].includes(e.type));
  score += Math.min(15, recognition.length * 4);
  if (ctx.ofType('license').length) score += 5;
  const progress = ctx.ofType('original_contribution', 'patent', 'leading_role', 'grant', 'commercial_success');
  score += Math.min(15, progress.length * 5);
  if (progress.length) b.strength(`You have made progress toward the endeavor: ${namedList(progress, 3)}.`, progress, ['dhanasar']);
  const interest = ctx.usable.filter((e) => e.type === 'recommendation_letter' || e.type === 'grant' || (e.type !== 'publication' && mentions(e, INTEREST)));
  if (interest.length) {
    score += Math.min(15, interest.length * 5);
    b.strength(`Others have shown interest in your work: ${namedList(interest, 3)}.`, interest, ['dhanasar']);
  } else {
    b.action(
      'Collect letters of support or intent from prospective users, collaborators, funders or government bodies that address your endeavor specifically.',
      [],
      ['dhanasar', 'pm-update-2022-01-21'],
    );
  }
  return score + 20;
}

/**
 * Prong 2: the person is well positioned to advance the endeavor (Matter of Dhanasar) - a record of success
 * in related efforts and a plan, for a specific endeavor; education, knowledge, progress and the interest of
 * potential customers, users, investors or others make the showing stronger.
 */
export function assessProngTwo(ctx: EngineContext): Finding {
  const b = new FindingBuilder('niw-prong-2', 'Well positioned to advance the endeavor', 'dhanasar');
  const decision = decideStepOne(TWO_SPECS, twoCandidates(ctx));
  b.consider(decision.best?.items ?? []);
  const score = prongTwoStrength(ctx, b);
  const late = ctx.afterFiling;
  if (late.length)
    b.gap(`${plural(late.length, 'item')} dated after your intended filing date cannot support this prong.`, late, ['cfr-103-2-b-1', 'katigbak']);
  return b.build({ score, stepOne: decision, summary: (level) => `How well positioned you are to advance the endeavor looks ${LEVEL_ADJECTIVES[level]}.` });
}

const THREE_SPECS: readonly ElementSpec[] = [
  {
    id: 'prongs',
    label: 'The first two prongs are shown',
    central: true,
    authorityIds: ['dhanasar'],
    action: 'Strengthen the first two prongs: the balance rests on them.',
  },
  {
    id: 'factor',
    label: 'A factor favouring the waiver (labor certification impractical, benefit despite available U.S. workers, urgency, or job creation)',
    central: false,
    authorityIds: ['dhanasar'],
    action:
      'State in the petition why the United States benefits from your contributions even if qualified U.S. workers are available, and why the need is urgent.',
  },
];

function factorCheck(ctx: EngineContext): ElementCheck {
  const role = `${ctx.profile.currentRole ?? ''} ${ctx.profile.proposedEndeavor ?? ''}`.toLowerCase();
  const endeavor = (ctx.profile.proposedEndeavor ?? '').toLowerCase();
  if (SELF_DIRECTED.test(role))
    return shown('You direct your own work (founder, principal investigator or self-employed), where a job offer and labor certification are impractical.', []);
  if (EMERGING_TECH.test(endeavor) || textStates(endeavor, URGENT))
    return shown('Your endeavor touches an area where the national interest can be urgent enough to forgo labor certification.', [], ['pm-update-2022-01-21']);
  if (JOBS.test(endeavor)) return shown('Your plan creates jobs in the United States.', []);
  const urgent = endeavorEvidence(ctx).filter((e) => textStates(factText(e), URGENT));
  if (urgent.length)
    return shown(`${namedList(urgent)} ${urgent.length === 1 ? 'speaks' : 'speak'} to the urgency of the national interest in your work.`, urgent);
  return notShown(
    'Nothing yet says why labor certification would be impractical, why the United States benefits even if qualified U.S. workers are available, or why the need is urgent.',
    [],
  );
}

/**
 * Prong 3: on balance it benefits the United States to waive the job offer and labor certification - whether
 * labor certification is impractical, whether the U.S. benefits even if qualified U.S. workers are available,
 * and whether the national interest is urgent. Evidence under the other prongs counts; the balance cannot tip
 * while they are not shown.
 */
export function assessProngThree(ctx: EngineContext, one: Finding, two: Finding): Finding {
  const b = new FindingBuilder('niw-prong-3', 'Balance favours waiving labor certification', 'dhanasar');
  b.consider(two.evidenceIds.slice(0, 20));
  const claimed = one.stepOne?.status !== 'not_claimed' || two.stepOne?.status !== 'not_claimed';
  const bothMet = one.stepOne?.status === 'met' && two.stepOne?.status === 'met';
  const prongs = bothMet ? shown('Prongs 1 and 2 are shown.', []) : notShown('The balance rests on the first two prongs, and they are not both shown yet.', []);
  const factor = factorCheck(ctx);
  const decision = decideStepOne(THREE_SPECS, claimed ? [{ items: [...factor.evidence], checks: { prongs, factor }, described: true }] : []);
  let score = 0.35 * one.score + 0.35 * two.score;
  const role = `${ctx.profile.currentRole ?? ''} ${ctx.profile.proposedEndeavor ?? ''}`.toLowerCase();
  if (SELF_DIRECTED.test(role)) {
    score += 15;
    b.strength(
      'You direct your own work (founder, principal investigator or self-employed), where a job offer and labor certification are impractical.',
      [],
      ['dhanasar'],
    );
  }
  if (factor.status === 'shown') score += 12;
  if (JOBS.test((ctx.profile.proposedEndeavor ?? '').toLowerCase())) {
    score += 8;
    b.strength('Your plan creates jobs in the United States.', [], ['dhanasar']);
  }
  return b.build({ score, stepOne: decision, summary: (level) => `The balance of factors for waiving labor certification looks ${LEVEL_ADJECTIVES[level]}.` });
}
