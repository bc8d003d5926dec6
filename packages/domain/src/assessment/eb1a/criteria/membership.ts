import type { EngineContext } from '../../context';
import { detailBoolean, detailString } from '../../details';
import { contradicted, notShown, shown, type ElementCheck, type ElementSpec } from '../../elements';
import { says, states } from '../../reading';
import { named } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { isCredentialMembership, isOpenMembership } from '../../signals';
import { combineItemScores, consideredSummary, decideFromItemsOfType, noteMissingDocuments } from './common';

const RULE = 'cfr-204-5-h-3-ii';

/** The four elements the AAO uses for 8 CFR 204.5(h)(3)(ii). */
const SPECS: readonly ElementSpec[] = [
  {
    id: 'member',
    label: 'Membership in an association in the field',
    central: true,
    authorityIds: [RULE],
    action: 'Show your membership: the certificate or the association’s letter naming you and your grade.',
  },
  {
    id: 'outstanding',
    label: 'Outstanding achievements required of members',
    central: true,
    authorityIds: [RULE, 'pm-6-f-2'],
    action:
      'Get the bylaws or admission rules for your membership grade showing that admission requires outstanding achievements (not education, years of experience, a licence or a fee).',
  },
  {
    id: 'experts',
    label: 'Achievements judged by recognized national or international experts',
    central: false,
    authorityIds: [RULE],
    action: 'Show who judges admission to your grade (the committee or council, its members and their standing) and admission statistics.',
  },
];

// The admission rule itself, stated: "requires outstanding achievements", "elected for distinguished contributions".
const OUTSTANDING =
  /\b(outstanding|distinguished|exceptional|significant|extraordinary)\s+(\w+\s+){0,2}(achievements?|contributions?|accomplishments?)\b|\badmission requires\b.*\bachievements?\b/;
const EXPERT_JUDGED =
  /\b(judged by|reviewed by (a |an )?(panel|committee|council|board)|peer[- ]nominat\w*|nominated by|selection committee|elected by (the )?(members|fellows|council|board|academy)|panel of (recognized |national |international )?experts)\b/;
const NOT_JUDGED = /\b(by ranking|selected by (ranking|results|times)|automatic(ally)?|upon (payment|application)|by virtue of)\b/;
const TEAM = /\b(national team|team member|member of the [\w ]*team|olympic team|all-star)\b/;
const NOT_IN_FIELD = /\b(alumni|social club|fan club|sports club|country club)\b/;

function memberCheck(m: AssessmentEvidence): ElementCheck {
  const name = named(m);
  if (says(m, TEAM))
    return contradicted(
      `${name} is selection for a team, which is not membership in an association (at most comparable evidence, where the criterion does not readily apply).`,
      [m],
      ['pm-6-f-2'],
    );
  if (says(m, NOT_IN_FIELD)) return contradicted(`${name} is not an association in your field.`, [m]);
  return shown(`${name} is recorded as a membership.`, [m]);
}

function outstandingCheck(m: AssessmentEvidence): ElementCheck {
  const name = named(m);
  if (isOpenMembership(m))
    return contradicted(`${name} is open to anyone who pays dues or subscribes; membership bought by a fee does not count.`, [m], ['pm-6-f-2']);
  if (isCredentialMembership(m) || says(m, /\b(certification|certified|board[- ]certified|licen[cs]e)\b/))
    return contradicted(
      `${name} rests on a degree, licence, certification, years of experience or employment, which the Policy Manual excludes.`,
      [m],
      ['pm-6-f-2'],
    );
  if (detailBoolean(m, 'requiresOutstandingAchievement') === true || states(m, OUTSTANDING))
    return shown(`${name} admits members for outstanding achievements.`, [m]);
  return notShown(
    `The record does not show what ${name} requires of its members; a title such as "fellow" or "member", or an honor society’s name, does not show that outstanding achievements are required.`,
    [m],
  );
}

function expertsCheck(m: AssessmentEvidence): ElementCheck {
  const name = named(m);
  if (says(m, NOT_JUDGED))
    return contradicted(`Admission to ${name} follows a ranking, a payment or an automatic rule, not a judgment of achievements by recognized experts.`, [m]);
  if (detailBoolean(m, 'isExpertJudged') === true || states(m, EXPERT_JUDGED))
    return shown(`Admission to ${name} is decided by a panel, council or peers who judge achievements.`, [m]);
  return notShown(`The record does not show who decides admission to ${name}, or that they are recognized experts.`, [m]);
}

const checksOf = (m: AssessmentEvidence) => ({ member: memberCheck(m), outstanding: outstandingCheck(m), experts: expertsCheck(m) });

/**
 * (ii) Membership in associations that require outstanding achievements of their members, as judged by
 * recognized national or international experts (8 CFR 204.5(h)(3)(ii)). Membership by fee, subscription,
 * education, years of experience, licence or employment does not count; a team is not an association.
 */
export function assessMembership(ctx: EngineContext): Finding {
  const { b, items, decision, qualifying } = decideFromItemsOfType(ctx, 'eb1a-ii', 'membership', SPECS, checksOf);
  for (const m of qualifying)
    b.strength(`${named(m)} is an elected grade judged on achievements: the kind of membership the criterion describes.`, [m], [RULE]);
  if (!items.length) {
    b.action(
      'List memberships that you were elected or admitted to for your achievements (fellowships, elected grades of professional societies, national academies), with the admission rules.',
      [],
      [RULE],
    );
  } else {
    b.action('Add any earlier elected memberships as well: past memberships count under this criterion.', [], ['pa-2024-24']);
  }
  noteMissingDocuments(b, items);
  const scores = qualifying.map((m) => (detailString(m, 'organization') ? 75 : 70));
  return b.build({
    score: combineItemScores(scores),
    stepOne: decision,
    summary: consideredSummary(items.length === 1 ? 'One membership' : `${items.length} memberships`, decision, 'No membership in the record yet.'),
  });
}
