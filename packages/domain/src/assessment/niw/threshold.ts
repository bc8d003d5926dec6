import type { EngineContext } from '../context';
import { contradicted, decideStepOne, notShown, shown, type ElementCheck, type ElementSpec } from '../elements';
import { isLikelyMet, LEVEL_ADJECTIVES, weakestLevel } from '../levels';
import { namedList, plural, reason } from '../reasons';
import type { Finding, NiwAssessment, Reason, StrengthLevel } from '../schema';
import { degreeFacts, isAdvanced, statedYearsOfExperience, type DegreeFacts } from './degrees';

/** The EB-2 threshold (8 CFR 204.5(k)) as elements: a qualifying degree (or exceptional ability), held in a profession. */
const SPECS: readonly ElementSpec[] = [
  {
    id: 'qualification',
    label: "An advanced degree, a bachelor's degree plus five years of progressive experience, or exceptional ability",
    central: true,
    authorityIds: ['cfr-204-5-k-2', 'pm-6-f-5', 'cfr-204-5-k-3-ii'],
    action:
      'Add your degree as a degree item (diploma and transcript, with a credential evaluation for a foreign degree), or the evidence for three of the six exceptional-ability criteria.',
  },
  {
    id: 'profession',
    label: 'A member of the professions (degree route) or of the sciences, arts or business (exceptional ability)',
    central: false,
    authorityIds: ['ina-203-b-2-a', 'pa-2025-03'],
    action: 'Show that your occupation’s minimum entry requirement is a bachelor’s degree, or rely on exceptional ability in the sciences, arts or business.',
  },
];

type Route = NiwAssessment['threshold']['route'];

interface RouteFacts {
  route: Route;
  degrees: DegreeFacts;
  years: number | null;
  eaMet: Finding[];
  notAProfession: boolean;
}

function qualificationCheck(f: RouteFacts): ElementCheck {
  const { degrees, years, eaMet } = f;
  if (isAdvanced(degrees.level))
    return shown(
      `${degrees.items.length ? namedList(degrees.items) : `${degrees.label ?? 'Your degree'} (from your profile)`} is a degree above the baccalaureate.`,
      degrees.items,
    );
  if (degrees.level === 'bachelor' && years !== null && years >= 5)
    return shown(
      `A bachelor's degree plus ${plural(years, 'year')} of experience can count as a master's degree, if five of those years are progressive and post-degree.`,
      degrees.items,
      ['pa-2025-03'],
    );
  if (eaMet.length >= 3)
    return shown(
      `${eaMet.length} of the six exceptional-ability criteria look met (${eaMet.map((e) => e.label.toLowerCase()).join(', ')}).`,
      [],
      ['cfr-204-5-k-3-ii'],
    );
  const ea = `and only ${eaMet.length} of the six exceptional-ability criteria look met`;
  if (degrees.equivalence.length || degrees.profileEquivalence)
    return contradicted(
      `An equivalence built from work experience and a high-school diploma is not a U.S. bachelor's or a foreign equivalent degree, ${ea}.`,
      degrees.equivalence,
      ['pm-6-f-5'],
    );
  if (degrees.level === 'bachelor')
    return notShown(
      `A bachelor's degree with ${years === null ? 'no recorded years of experience' : plural(years, 'year')} is short of the five years of progressive post-degree experience that count as a master's, ${ea}.`,
      degrees.items,
    );
  return notShown(`The record shows no bachelor's degree or higher, ${ea}.`, degrees.allItems);
}

function professionCheck(f: RouteFacts, ctx: EngineContext): ElementCheck {
  if (f.route === 'exceptional_ability') {
    return ctx.field.isAthletic
      ? contradicted('Exceptional ability under EB-2 covers the sciences, arts and business; athletics is not among them.', [], ['ina-203-b-2-a'])
      : shown('Your field lies in the sciences, arts or business.', []);
  }
  if (f.notAProfession)
    return notShown(
      'The advanced-degree route requires a profession (an occupation whose minimum entry requirement is a bachelor’s degree); athletics and the performing arts are not shown to be one.',
      [],
      ['ina-203-b-2-a', 'pa-2025-03'],
    );
  return shown(
    `Your occupation${ctx.profile.currentRole ? ` (${ctx.profile.currentRole})` : ''} is read as a profession; the Policy Manual asks that its minimum entry requirement be a bachelor's degree.`,
    [],
    ['pa-2025-03'],
  );
}

function routeOf(degrees: DegreeFacts, years: number | null, eaMet: Finding[], athletic: boolean): Route {
  if (isAdvanced(degrees.level) || (degrees.level === 'bachelor' && years !== null && years >= 5)) return 'advanced_degree';
  if (!athletic && eaMet.length >= 3) return 'exceptional_ability';
  return 'not_met';
}

/**
 * The EB-2 threshold (8 CFR 204.5(k)): an advanced degree - a degree above the baccalaureate, or a
 * bachelor's plus at least five years of progressive post-degree experience in the specialty - held by a
 * member of the professions; otherwise exceptional ability in the sciences, arts or business shown by three
 * of the six criteria and the record as a whole. Degrees are read from the profile and from degree items;
 * the years of experience are an element here (they are not a final-merits quantity).
 */
export function assessThreshold(ctx: EngineContext, exceptionalAbility: Finding[]): NiwAssessment['threshold'] {
  const degrees = degreeFacts(ctx);
  const years = statedYearsOfExperience(ctx);
  const eaMet = exceptionalAbility.filter((f) => isLikelyMet(f.level));
  const facts: RouteFacts = {
    route: routeOf(degrees, years, eaMet, ctx.field.isAthletic),
    degrees,
    years,
    eaMet,
    notAProfession: ctx.field.isAthletic || ctx.field.isPerformingArts,
  };
  const decision = decideStepOne(SPECS, [
    { items: degrees.items, checks: { qualification: qualificationCheck(facts), profession: professionCheck(facts, ctx) }, described: true },
  ]);
  const reasons = reasonsOf(ctx, facts);
  for (const m of decision.missing)
    reasons.unshift(
      reason(`${m.spec.label}: ${m.check.status === 'contradicted' ? 'contradicted' : 'not shown'}. ${m.check.text}`, m.check.evidence, [
        ...m.spec.authorityIds,
        ...(m.check.authorityIds ?? []),
      ]),
    );
  const hasAnything = ctx.usable.length > 0 || Boolean(ctx.profile.highestDegree);
  let level: StrengthLevel;
  // Met: a documented advanced degree is strong; a bachelor's plus five years stays likely until the progression
  // is proved; exceptional ability is weighed as a whole, so it reaches likely at most.
  if (decision.status === 'met') {
    if (facts.route === 'exceptional_ability') level = weakestLevel([[...eaMet].sort((a, b) => b.score - a.score)[2]?.level ?? 'likely', 'likely']);
    else level = isAdvanced(degrees.level) && degrees.items.some((d) => d.documentId) ? 'strong' : 'likely';
  } else level = !hasAnything ? 'no_evidence' : decision.shortfall === 'qualifier' ? 'borderline' : 'weak';
  const how =
    facts.route === 'advanced_degree'
      ? isAdvanced(degrees.level)
        ? ' through an advanced degree'
        : " through a bachelor's degree plus five years of progressive experience"
      : facts.route === 'exceptional_ability'
        ? ' through exceptional ability'
        : '';
  const summary =
    decision.status === 'met'
      ? `The EB-2 threshold looks ${LEVEL_ADJECTIVES[level]}${how}.`
      : `The EB-2 threshold is not met on this record${how ? ` (the degree points to the route${how}, but not every element is shown)` : ''}.`;
  return {
    route: decision.status === 'met' || decision.shortfall === 'qualifier' ? facts.route : 'not_met',
    level,
    summary: `${summary} ${decision.summary}`,
    reasons,
    exceptionalAbility,
    elements: decision.elements,
    stepOne: {
      status: hasAnything ? decision.status : 'not_claimed',
      summary: decision.summary,
      documented: decision.documented,
      documentation: decision.documentation,
    },
  };
}

/** The practical reasons: what to attach and what to show for the route the record points to. */
function reasonsOf(ctx: EngineContext, f: RouteFacts): Reason[] {
  const reasons: Reason[] = [];
  const { degrees, years } = f;
  if (f.route === 'advanced_degree' && isAdvanced(degrees.level)) {
    if (!degrees.items.some((d) => d.documentId))
      reasons.push(
        reason(
          'Attach the diploma and transcript (with a credential evaluation if the degree is foreign) so the degree can be filed as an exhibit.',
          degrees.allItems,
          ['cfr-204-5-k-2', 'cfr-103-2-b-3'],
        ),
      );
  } else if (f.route === 'advanced_degree') {
    const jobs = ctx.ofType('employment');
    if (jobs.length)
      reasons.push(
        reason(
          `${namedList(jobs)} document${jobs.length === 1 ? 's' : ''} your work history; make sure the letters show growing responsibility after the degree.`,
          jobs,
          ['cfr-204-5-k-2', 'pa-2025-03'],
        ),
      );
    reasons.push(
      reason(
        `Your bachelor's degree plus ${plural(years ?? 0, 'year')} of experience counts as a master's only if at least five years are progressive, post-degree experience in the specialty: get letters from each employer since the degree giving dates, title and duties.`,
        jobs,
        ['cfr-204-5-k-2', 'pm-6-f-5', 'pa-2025-03'],
      ),
    );
  } else if (f.route === 'exceptional_ability') {
    reasons.push(
      reason(
        'Meeting three exceptional-ability criteria is not alone enough: the record is weighed as a whole, and the ability must relate to the endeavor you propose.',
        f.eaMet.flatMap((e) => e.evidenceIds),
        ['cfr-204-5-k-3-ii', 'pa-2025-03'],
      ),
    );
  }
  return reasons;
}
