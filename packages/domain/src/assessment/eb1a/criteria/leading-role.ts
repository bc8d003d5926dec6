import type { EngineContext } from '../../context';
import { detailBoolean, detailString, mentions } from '../../details';
import { contradicted, notShown, shown, type ElementCheck, type ElementSpec } from '../../elements';
import { factText, isUndescribed, says, states, textStates } from '../../reading';
import { named } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { isNotAboutPerson, isPaidMedia } from '../../signals';
import { combineItemScores, criterionBuilder, itemCandidates, noteAfterFiling, noteMissingDocuments, consideredSummary, decideCriterion } from './common';

const RULE = 'cfr-204-5-h-3-viii';
const LEADING =
  /\b(directors?|director of|head(ed|s)?|chief|(co-?)?founder|ceo|cto|cso|coo|vice president|vp|president|chair(ed|s|man|woman|person)?|principal investigator|pi|lead(s|er|ers)?|leading (a|the) (team|division|department|group|unit|program|project)|dean|captain|partner|managing)\b/;
const CRITICAL =
  /\b(critical|key|essential|indispensable|led the|responsible for|sole|architect of|built the|created the|instrumental|significant (responsibility|importance))\b/;
// Distinction stated by the record: size, longevity, rankings, listings, funding, or plain words of reputation.
const DISTINGUISHED =
  /\b(ranked|ranking|top[- ]\d+|fortune \d+|nasdaq|nyse|publicly traded|largest|award-winning|renowned|prestigious|flagship|national laboratory|r1\b|ivy league|unicorn|founded in (1[89]\d\d)|million (users|customers|patients)|billion|funded by (the )?(nih|nsf|darpa|doe)|series [a-d]|distinguished reputation|well[- ]known|known (in|for|as)|reputable|prominent|major (company|corporation|organi[sz]ation|firm|employer|institution|university|hospital)|leading (company|firm|organi[sz]ation|institution|university|hospital|employer|provider|manufacturer)|market leader)\b/;
const ROLE_TYPES = ['leading_role', 'employment'] as const;

/** The plain terms of 8 CFR 204.5(h)(3)(viii) and the Policy Manual's reading of them. */
const SPECS: readonly ElementSpec[] = [
  {
    id: 'role',
    label: 'A leading or critical role',
    central: true,
    authorityIds: [RULE],
    action:
      'Show the role: an organisation chart and a detailed letter from someone who knows what the organization (or its division) depended on you for - budgets, teams, results - not adjectives.',
  },
  {
    id: 'distinguished',
    label: 'For an organization or establishment with a distinguished reputation',
    central: false,
    authorityIds: [RULE, 'mussarova'],
    action: 'Show the organization’s distinction from independent sources: rankings, size and longevity, major grants, or press coverage of the organization.',
  },
];

function roleCheck(e: AssessmentEvidence): ElementCheck {
  const name = named(e);
  if (isUndescribed(e)) return notShown(`${name} is not described, so neither the role nor what depended on it can be read.`, [e]);
  // What depended on the role, stated as a proof fact (evidence/proof-facts.ts): the showing of a critical role.
  const dependedOn = detailString(e, 'dependedOn');
  if (dependedOn && textStates(dependedOn, /\w/)) return shown(`${name}: the organization depended on your role (${dependedOn}).`, [e]);
  if (states(e, LEADING))
    return shown(
      `${name} is a leading title${detailString(e, 'organization') ? ` at ${detailString(e, 'organization')}` : ''}; officers look for duties that match it.`,
      [e],
    );
  if (states(e, CRITICAL)) return shown(`${name} describes work the organization’s results depended on, which can be a critical role.`, [e]);
  return notShown(`${name} does not show that you led the organization or a division, or that its results depended on you.`, [e]);
}

/** The organization a role names, for matching press coverage of it ("CEO of the healthcare company" → "healthcare company"). */
function organizationOf(e: AssessmentEvidence): string | null {
  const explicit = detailString(e, 'organization');
  if (explicit) return explicit.toLowerCase();
  const m = /\b(?:at|of|for|with)\s+(?:the|a|an)\s+([a-z][\w&' -]{3,60}?)(?:[.;,()]|$)/.exec(factText(e));
  return m?.[1]?.trim() ?? null;
}

function distinguishedCheck(e: AssessmentEvidence, coverage: readonly AssessmentEvidence[]): ElementCheck {
  const name = named(e);
  const org = detailString(e, 'organization') ?? 'the organization';
  if (isUndescribed(e)) return notShown(`${name} is not described, so the organization’s reputation cannot be read.`, [e]);
  if (says(e, /\bno measurable (success|results)\b/))
    return contradicted(`The record says ${org} in ${name} has no measurable success, which does not make a distinguished reputation.`, [e], ['mussarova']);
  if (says(e, /\breputation[^.;]*not (documented|shown|established)\b/))
    return notShown(`The record says the reputation of ${org} in ${name} is not documented.`, [e], ['mussarova']);
  const distinction = detailString(e, 'distinction');
  if (distinction && textStates(distinction, /\w/)) return shown(`The record describes the distinction of ${org} in ${name}: ${distinction}.`, [e]);
  if (detailBoolean(e, 'isDistinguished') === true || states(e, DISTINGUISHED))
    return shown(`The record describes the distinguished reputation of ${org} in ${name}.`, [e]);
  const orgName = organizationOf(e);
  const covering = orgName ? coverage.filter((m) => factText(m).includes(orgName)) : [];
  if (covering.length)
    return shown(`Published material in the record covers ${orgName}; media coverage is one of the factors of a distinguished reputation.`, [e, ...covering]);
  return notShown(
    `Nothing independent shows that ${org} in ${name} has a distinguished reputation; its own website or annual report is not enough.`,
    [e],
    ['mussarova'],
  );
}

/**
 * (viii) A leading or critical role for organizations or establishments with a distinguished reputation
 * (8 CFR 204.5(h)(3)(viii)). Leading: heading the organization or a division, with matching duties. Critical:
 * contributing in a way of significant importance to the outcome of its activities. Distinguished: shown by
 * the record (size, longevity, rankings, customer base, coverage, government grants), not the role's adjectives.
 */
export function assessLeadingRole(ctx: EngineContext): Finding {
  const b = criterionBuilder('eb1a-viii');
  const declared = ctx.ofType('leading_role');
  // Employment items count here only when the title itself says "leading" - otherwise they are just jobs.
  const jobs = ctx.ofType('employment').filter((e) => mentions(e, LEADING));
  const items = [...declared, ...jobs];
  noteAfterFiling(b, ctx.lateOfType(...ROLE_TYPES));
  b.consider(items);
  const coverage = ctx.ofType('media_coverage').filter((m) => !isPaidMedia(m) && !isNotAboutPerson(m));
  const candidates = itemCandidates(items, (e) => ({ role: roleCheck(e), distinguished: distinguishedCheck(e, coverage) }));
  const { decision, qualifying } = decideCriterion(b, SPECS, candidates);
  const scores = qualifying.map((e) => strengthOf(b, e));
  if (!items.length) {
    b.action(
      'Describe roles where you led an organization, division or key project, with an organisation chart or a detailed letter from someone who knows what depended on you.',
      [],
      [RULE],
    );
  }
  noteMissingDocuments(b, declared);
  return b.build({
    score: combineItemScores(scores, { bonus: 8, maxBonus: 16 }),
    stepOne: decision,
    summary: consideredSummary(items.length === 1 ? 'One role' : `${items.length} roles`, decision, 'No leading or critical role in the record yet.'),
  });
}

/** A letter on what depended on the role, and both a leading title and critical duties, make it stronger. */
function strengthOf(b: ReturnType<typeof criterionBuilder>, e: AssessmentEvidence): number {
  let score = 65;
  if (states(e, LEADING) && states(e, CRITICAL)) score += 5;
  if (detailBoolean(e, 'hasLetter') === true || mentions(e, /\b(letter from|attested by|confirmed by)\b/)) score += 5;
  else
    b.action(
      `Ask a senior person at ${detailString(e, 'organization') ?? 'the organization'} for a detailed letter on what depended on your role in ${named(e)} (budgets, teams, results), not adjectives.`,
      [e],
      [RULE],
    );
  return score;
}
