import { citationFacts, independentCitations } from '../citations';
import type { EngineContext } from '../context';
import { mentions } from '../details';
import { LEVEL_ADJECTIVES } from '../levels';
import { FindingBuilder, namedList, plural } from '../reasons';
import type { Finding } from '../schema';
import { isPaidMedia, isPayToEnterAward, isVanityAward } from '../signals';
import { degreeFacts } from './degrees';

const NATIONAL = /\b(national|nationwide|united states|u\.s\.|americans?|federal|public health|security|defen[cs]e|energy|climate|cancer|disease|pandemic|infrastructure|economy|economic|manufacturing|supply chain|semiconductor|artificial intelligence|machine learning|\bai\b|quantum|biotech\w*|vaccines?|cyber\w*|critical|workforce|education|drugs?|therapeut\w*|clinical|patients|agricultur\w*|food security|water|oncolog\w*|hospitals?)\b/;
const EMERGING_TECH = /\b(artificial intelligence|machine learning|\bai\b|quantum|semiconductor|biotech\w*|advanced computing|advanced manufacturing|cyber\w*|autonomous|robotic\w*|space technolog\w*|hypersonic|networking|5g|renewable|energy storage|genomics?|synthetic biology)\b/;
const NARROW = /\b(my employer|our company|the company'?s|our clients|our customers|local (business|community)|my (store|restaurant|bakery|practice|team))\b/;
const PLAN = /\b(plan|will|develop|build|deploy|launch|roadmap|milestone|pilot|scale|establish|release|validate|commerciali[sz]e|expand\w*|grow|hir(e|ing)|publish)\b/;
const INTEREST = /\b(letter of (support|intent)|investors?|series [a-d]|funding|raised|customers|users|pilot|partnership|memorandum of understanding|contract|deployed by|adopted by|used by|licensed by)\b/;
const SELF_DIRECTED = /\b(founder|co-founder|self-employed|own (company|firm|lab|practice)|start-?up|entrepreneur|independent researcher|principal investigator)\b/;

const textOf = (s: string | null) => (s ?? '').toLowerCase();

/**
 * Prong 1 of Matter of Dhanasar (legal-domain §9.1): the specific proposed endeavor - not the occupation -
 * has substantial merit and national importance (broader implications, not geography alone). Vague or
 * employer-bound endeavors are the common reason for denial.
 */
export function assessProngOne(ctx: EngineContext): Finding {
  const b = new FindingBuilder('niw-prong-1', 'Substantial merit and national importance', 'dhanasar');
  const endeavor = ctx.profile.proposedEndeavor?.trim() ?? '';
  const text = textOf(endeavor);
  let score = 0;
  if (!endeavor) {
    b.gap('No proposed endeavor is stated; this prong is judged on the specific endeavor, not your occupation.', [], ['dhanasar']);
    b.action('Write your proposed endeavor in two or three sentences: what you will do in the United States, for whom, and which national problem it addresses.', [], ['dhanasar']);
  } else {
    score = 30;
    if (endeavor.length >= 120) {
      score += 25;
      b.strength('Your proposed endeavor is stated specifically.', [], ['dhanasar']);
    } else {
      b.gap('Your proposed endeavor is stated briefly; vague or general descriptions are a common reason this prong fails.', [], ['dhanasar']);
      b.action('Make the endeavor concrete: the problem, your approach, who will use the results, and the timeline.', [], ['dhanasar']);
    }
    if (NATIONAL.test(text)) {
      score += 25;
      b.strength('Your endeavor addresses an issue with broad implications (health, security, the economy, technology), which speaks to national importance.', [], ['dhanasar']);
    } else {
      b.gap('Your endeavor does not yet show implications beyond one place or organization.', [], ['dhanasar']);
    }
    if (EMERGING_TECH.test(text)) {
      score += 10;
      b.strength('Your endeavor is in a critical or emerging technology area, which USCIS guidance treats as relevant to national importance.', [], ['pm-update-2022-01-21']);
    }
    if (NARROW.test(text)) {
      score -= 15;
      b.gap('The benefits you describe stay with one employer or its customers; national importance needs broader implications.', [], ['dhanasar']);
    }
    b.action('Support the endeavor’s importance with independent sources: government reports, strategy documents or published data on the problem it addresses.', [], ['dhanasar']);
  }
  return b.build({
    score,
    hasEvidence: Boolean(endeavor),
    summary: (level) => (endeavor ? `The merit and national importance of your proposed endeavor look ${LEVEL_ADJECTIVES[level]}.` : 'No proposed endeavor yet, so this prong cannot be assessed.'),
  });
}

/**
 * Prong 2: the person is well positioned to advance the endeavor - education, skills and knowledge, a
 * record of success in related efforts, a model or plan, progress, and the interest of potential
 * customers, users, investors or other relevant entities. Verified citations count; self-reported ones
 * are noted but weigh little.
 */
export function assessProngTwo(ctx: EngineContext): Finding {
  const b = new FindingBuilder('niw-prong-2', 'Well positioned to advance the endeavor', 'dhanasar');
  let score = 0;
  const degrees = degreeFacts(ctx);
  if (degrees.level === 'doctorate' || degrees.level === 'master') {
    score += degrees.level === 'doctorate' ? 20 : 15;
    b.strength(`Your ${degrees.label ?? 'advanced degree'} gives you the education the endeavor calls for.`, degrees.items, ['dhanasar']);
  } else if (degrees.level === 'bachelor') score += 8;

  const facts = citationFacts(ctx);
  if (facts.isVerified) {
    const independent = independentCitations(facts);
    score += independent >= 500 ? 15 : independent >= 100 ? 10 : independent >= 20 ? 5 : 0;
    if ((facts.topFieldPercentile ?? 0) >= 90) score += 10;
    if (independent >= 100) b.strength(`Your verified publications have ${independent} citations from others${facts.hIndex ? ` (h-index ${facts.hIndex})` : ''}, a record of success others build on.`, facts.sources.slice(0, 10), ['dhanasar']);
    else b.gap(`Your verified publications have ${independent} citations from others, a modest record for the role you claim.`, facts.sources.slice(0, 10), ['dhanasar']);
  } else if (ctx.ofType('publication').length) {
    score += 4;
    b.gap('Your publications are not verified yet, so their citations cannot support this prong.', ctx.ofType('publication').slice(0, 10), ['dhanasar']);
  }

  const recognition = [
    ...ctx.ofType('award').filter((a) => !isPayToEnterAward(a) && !isVanityAward(a)),
    ...ctx.ofType('media_coverage').filter((m) => !isPaidMedia(m)),
    ...ctx.ofType('judging'),
  ];
  if (recognition.length) {
    score += Math.min(15, recognition.length * 4);
    b.strength(`Your record of success includes ${namedList(recognition, 3)}.`, recognition, ['dhanasar']);
  }
  const credentials = ctx.ofType('license');
  if (credentials.length) {
    score += 5;
    b.strength(`Your ${namedList(credentials, 2)} show${credentials.length === 1 ? 's' : ''} the skills and knowledge the endeavor needs.`, credentials, ['dhanasar']);
  }
  const progress = ctx.ofType('original_contribution', 'patent', 'leading_role', 'grant', 'commercial_success');
  if (progress.length) {
    score += Math.min(15, progress.length * 5);
    b.strength(`You have made progress toward the endeavor: ${namedList(progress, 3)}.`, progress, ['dhanasar']);
  } else {
    b.gap('The record shows no progress toward the endeavor yet (prototypes, pilots, grants, results).', [], ['dhanasar']);
  }
  const endeavor = textOf(ctx.profile.proposedEndeavor);
  if (endeavor && PLAN.test(endeavor)) {
    score += 10;
    b.strength('Your endeavor statement includes a plan for future activities.', [], ['dhanasar']);
  } else {
    b.action('Write a plan for the next three to five years: milestones, resources, collaborators and funding.', [], ['dhanasar']);
  }
  const interest = ctx.usable.filter((e) => e.type === 'recommendation_letter' || e.type === 'grant' || (e.type !== 'publication' && mentions(e, INTEREST)));
  if (interest.length) {
    score += Math.min(15, interest.length * 5);
    b.strength(`Others have shown interest in your work: ${namedList(interest, 3)}.`, interest, ['dhanasar']);
  } else {
    b.gap('Nothing in the record shows interest from potential users, customers, investors or funders.', [], ['dhanasar']);
    b.action('Collect letters of support or intent from prospective users, collaborators, funders or government bodies that address your endeavor specifically.', [], ['dhanasar', 'pm-update-2022-01-21']);
  }
  const late = ctx.afterFiling;
  if (late.length) b.gap(`${plural(late.length, 'item')} dated after your intended filing date cannot support this prong.`, late, ['cfr-103-2-b-1', 'katigbak']);
  return b.build({
    score,
    hasEvidence: ctx.usable.length > 0 || Boolean(ctx.profile.highestDegree),
    summary: (level) => `How well positioned you are to advance the endeavor looks ${LEVEL_ADJECTIVES[level]}.`,
  });
}

/**
 * Prong 3: on balance it benefits the United States to waive the job offer and labor certification -
 * whether labor certification is impractical, whether the U.S. benefits even if qualified U.S. workers
 * are available, and whether the national interest is urgent. Evidence under the other prongs counts.
 */
export function assessProngThree(ctx: EngineContext, one: Finding, two: Finding): Finding {
  const b = new FindingBuilder('niw-prong-3', 'Balance favours waiving labor certification', 'dhanasar');
  b.consider(two.evidenceIds.slice(0, 20));
  let score = 0.35 * one.score + 0.35 * two.score;
  const role = `${textOf(ctx.profile.currentRole)} ${textOf(ctx.profile.proposedEndeavor)}`;
  if (SELF_DIRECTED.test(role)) {
    score += 15;
    b.strength('You direct your own work (founder, principal investigator or self-employed), where a job offer and labor certification are impractical.', [], ['dhanasar']);
  } else {
    b.action('Explain why tying you to one employer through labor certification would hold back the endeavor (for example, work across institutions or with many partners).', [], ['dhanasar']);
  }
  const endeavor = textOf(ctx.profile.proposedEndeavor);
  if (EMERGING_TECH.test(endeavor) || /\b(public health|pandemic|shortage|urgent|security)\b/.test(endeavor)) {
    score += 12;
    b.strength('Your endeavor touches an area where the national interest can be urgent enough to forgo labor certification.', [], ['dhanasar', 'pm-update-2022-01-21']);
  }
  if (/\b(jobs|hire|hiring|employ(ing)? \d+|job creation)\b/.test(endeavor)) {
    score += 8;
    b.strength('Your plan creates jobs in the United States.', [], ['dhanasar']);
  }
  if (one.score < 40 || two.score < 40) b.gap('The balance rests on the first two prongs; while they are weak, this prong cannot carry the waiver.', [], ['dhanasar']);
  b.action('State in the petition why the United States benefits from your contributions even if qualified U.S. workers are available.', [], ['dhanasar']);
  return b.build({
    score,
    hasEvidence: one.level !== 'no_evidence' || two.level !== 'no_evidence',
    summary: (level) => `The balance of factors for waiving labor certification looks ${LEVEL_ADJECTIVES[level]}.`,
  });
}
