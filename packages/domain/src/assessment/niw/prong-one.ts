import type { EngineContext } from '../context';
import { contradicted, decideStepOne, notShown, shown, type Candidate, type ElementCheck, type ElementSpec } from '../elements';
import { LEVEL_ADJECTIVES } from '../levels';
import { factText, isUndescribed, textStates } from '../reading';
import { FindingBuilder, namedList } from '../reasons';
import type { AssessmentEvidence, Finding } from '../schema';

/**
 * Words of broad implications (Matter of Dhanasar: national or even global implications within a field).
 * Geography alone is not importance ("in the United States" is where, not why); the name of the benefit
 * ("national interest waiver") says nothing about the endeavor; and words every endeavor can use - the economy,
 * jobs, education, patients - do not by themselves show implications beyond the people served (teaching one
 * school's students or treating one clinic's patients is the classic example of merit without national importance).
 */
export const NATIONAL =
  /\b(national(ly)?|nationwide|federal|public health|national security|defen[cs]e|energy|climate|cancer|disease|pandemic|infrastructure|manufacturing|supply chain|semiconductor|artificial intelligence|machine learning|\bai\b|quantum|biotech\w*|vaccines?|cyber\w*|drugs?|therapeut\w*|agricultur\w*|food security|water|oncolog\w*|(serious|major) threats?)\b/;
export const EMERGING_TECH =
  /\b(artificial intelligence|machine learning|\bai\b|quantum|semiconductor|biotech\w*|advanced computing|advanced manufacturing|cyber\w*|autonomous|robotic\w*|space technolog\w*|hypersonic|networking|5g|renewable|energy storage|genomics?|synthetic biology)\b/;
const NARROW =
  /\b(my employer|our company|the company'?s|our clients|our customers|local (business|community)|my (store|restaurant|bakery|practice|team)|beyond (those|its|their|his|her) clients)\b/;
const BENEFIT_NAME = /\bnational interest waivers?\b/g;
// The record itself says the endeavor is vague, broad or inconsistent.
const NOT_SPECIFIC =
  /\b(not specific|overly (broad|expansive)|vague|inconsisten\w*|described variously|several different ways|specific endeavor not described|endeavor (is )?not described)\b/;
// "Continue working as an application manager": an occupation, not an endeavor.
const OCCUPATION_ONLY = /^\s*(to )?(continue |continuing )?(working|to work|work|employment) as (a|an|the)\b/;
export const PLAN_STATEMENT = /\b(statement of plans|business plan|plans? (for|to continue)|detailed (statement|plan)|roadmap|milestones)\b/;

/** Described items that can speak to the endeavor: letters, reports and other statements. */
export const endeavorEvidence = (ctx: EngineContext): AssessmentEvidence[] => ctx.ofType('recommendation_letter', 'other').filter((e) => !isUndescribed(e));
const withoutBenefitName = (text: string) => text.replace(BENEFIT_NAME, ' ');

/** Whether the record states a specific endeavor: shared by prongs 1 and 2 (the person must be well positioned to advance *it*). */
export function endeavorCheck(ctx: EngineContext): ElementCheck {
  const endeavor = ctx.profile.proposedEndeavor?.trim() ?? '';
  const plans = endeavorEvidence(ctx).filter((e) => PLAN_STATEMENT.test(factText(e)));
  const inconsistent = endeavorEvidence(ctx).filter((e) => NOT_SPECIFIC.test(factText(e)));
  if (!endeavor) return notShown('No proposed endeavor is stated; this prong is judged on the specific endeavor, not your occupation.', plans);
  if (NOT_SPECIFIC.test(endeavor.toLowerCase()) || inconsistent.length)
    return contradicted(
      'The record describes the endeavor as vague, overly broad or inconsistent; the petition must present one specific endeavor.',
      inconsistent,
    );
  if (OCCUPATION_ONLY.test(endeavor.toLowerCase()))
    return notShown('Your endeavor describes an occupation ("working as …"), not a specific endeavor: what you will do, for whom, and to what end.', plans);
  if (endeavor.length >= 100) return shown('Your proposed endeavor is stated specifically.', plans);
  if (plans.length)
    return shown(`Your endeavor is stated briefly, and ${namedList(plans)} ${plans.length === 1 ? 'sets' : 'set'} out the plans behind it.`, plans);
  return notShown(
    'Your proposed endeavor is stated briefly, and no plan in the record makes it specific; vague or general descriptions are a common reason this prong fails.',
    [],
  );
}

function nationalCheck(ctx: EngineContext): ElementCheck {
  const endeavor = withoutBenefitName((ctx.profile.proposedEndeavor ?? '').toLowerCase());
  const narrow = endeavorEvidence(ctx).filter((e) => NARROW.test(factText(e)));
  if (NARROW.test(endeavor) || narrow.length)
    return contradicted('The benefits described stay with one employer, its clients or one place; national importance needs broader implications.', narrow);
  if (textStates(endeavor, NATIONAL)) return shown('Your endeavor addresses an issue with broad implications (health, security, the economy, technology).', []);
  const support = endeavorEvidence(ctx).filter((e) => textStates(withoutBenefitName(factText(e)), NATIONAL));
  if (support.length) return shown(`${namedList(support)} ${support.length === 1 ? 'states' : 'state'} broader, national implications of your work.`, support);
  return notShown('Nothing in the record shows implications beyond one place or organization; the test is importance, not geography.', []);
}

const SPECS: readonly ElementSpec[] = [
  {
    id: 'endeavor',
    label: 'A specific proposed endeavor',
    central: true,
    authorityIds: ['dhanasar'],
    action:
      'Write your proposed endeavor in two or three sentences: what you will do in the United States, for whom, and which national problem it addresses, with a plan behind it.',
  },
  {
    id: 'merit',
    label: 'Substantial merit',
    central: false,
    authorityIds: ['dhanasar'],
    action: 'Explain the endeavor’s merit in business, science, technology, culture, health or education.',
  },
  {
    id: 'national',
    label: 'National importance (broader implications, not geography)',
    central: false,
    authorityIds: ['dhanasar'],
    action: 'Support the endeavor’s importance with independent sources: government reports, strategy documents or published data on the problem it addresses.',
  },
];

function candidatesOf(ctx: EngineContext): Candidate[] {
  const endeavor = ctx.profile.proposedEndeavor?.trim() ?? '';
  if (!endeavor && !endeavorEvidence(ctx).length) return [];
  const specific = endeavorCheck(ctx);
  const merit = endeavor
    ? shown('Your endeavor lies in an area where merit can be shown (business, entrepreneurialism, science, technology, culture, health or education).', [])
    : notShown('Without a stated endeavor its merit cannot be read.', []);
  return [{ items: [...specific.evidence], checks: { endeavor: specific, merit, national: nationalCheck(ctx) }, described: true }];
}

/**
 * Prong 1 of Matter of Dhanasar: the specific proposed endeavor - not the occupation - has
 * substantial merit and national importance (broader implications, not geography alone). Vague, inconsistent
 * or employer-bound endeavors are the common reason for denial.
 */
export function assessProngOne(ctx: EngineContext): Finding {
  const b = new FindingBuilder('niw-prong-1', 'Substantial merit and national importance', 'dhanasar');
  const endeavor = ctx.profile.proposedEndeavor?.trim() ?? '';
  const text = withoutBenefitName(endeavor.toLowerCase());
  const decision = decideStepOne(SPECS, candidatesOf(ctx));
  b.consider(decision.best?.items ?? []);
  let score = endeavor ? 30 : 0;
  if (endeavor.length >= 120) score += 25;
  if (textStates(text, NATIONAL) || decision.elements.find((e) => e.id === 'national')?.status === 'shown') score += 25;
  if (EMERGING_TECH.test(text)) {
    score += 10;
    b.strength(
      'Your endeavor is in a critical or emerging technology area, which USCIS guidance treats as relevant to national importance.',
      [],
      ['pm-update-2022-01-21'],
    );
  }
  if (decision.status === 'met')
    b.strength('The endeavor is specific, and the record shows both its merit and its broader implications.', decision.best?.items ?? [], ['dhanasar']);
  return b.build({
    score,
    stepOne: decision,
    summary: (level) =>
      decision.status === 'not_claimed'
        ? 'No proposed endeavor yet, so this prong cannot be assessed.'
        : `The merit and national importance of your proposed endeavor look ${LEVEL_ADJECTIVES[level]}.`,
  });
}
