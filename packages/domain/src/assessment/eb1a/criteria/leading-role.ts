import type { EngineContext } from '../../context';
import { detailBoolean, detailString, mentions } from '../../details';
import { named } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { bestOf, combineItemScores, criterionBuilder, criterionSummary, noteAfterFiling, noteMissingDocuments } from './common';

const RULE = 'cfr-204-5-h-3-viii';
const LEADING = /\b(directors?|director of|head(ed|s)?|chief|(co-?)?founder|ceo|cto|cso|coo|vice president|vp|president|chair(ed|s|man|woman|person)?|principal investigator|pi|lead(s|er|ers|ing)?|dean|captain|partner|managing)\b/;
const CRITICAL = /\b(critical|key|essential|indispensable|led the|responsible for|sole|architect of|built the|created the|instrumental)\b/;
const DISTINGUISHED = /\b(ranked|ranking|top[- ]\d+|fortune \d+|nasdaq|nyse|publicly traded|largest|award-winning|renowned|prestigious|flagship|national laboratory|r1\b|ivy league|unicorn|founded in (1[89]\d\d)|million (users|customers|patients)|billion|funded by (the )?(nih|nsf|darpa|doe)|series [a-d]\b)/;
const ROLE_TYPES = ['leading_role', 'employment'] as const;

/**
 * (viii) A leading or critical role for organizations or establishments with a distinguished reputation
 * (legal-domain §2.8). Leading: heading the organization or a division, with matching duties. Critical:
 * contributing in a way of significant importance to the outcome of its activities. Distinguished is
 * shown independently (size, longevity, rankings, customer base, coverage, government grants), not by
 * the organization's own profile; generic letters with adjectives do not carry it.
 */
export function assessLeadingRole(ctx: EngineContext): Finding {
  const b = criterionBuilder('eb1a-viii');
  const declared = ctx.ofType('leading_role');
  // Employment items count here only when the title itself says "leading" - otherwise they are just jobs.
  const jobs = ctx.ofType('employment').filter((e) => mentions(e, LEADING));
  const items = [...declared, ...jobs];
  noteAfterFiling(b, ctx.lateOfType(...ROLE_TYPES));
  b.consider(items);
  const scores = items.map((e) => scoreRole(b, e));
  if (!items.length) {
    b.gap('No leading or critical role is in the record.', [], [RULE]);
    b.action('Describe roles where you led an organization, division or key project, with an organisation chart or a detailed letter from someone who knows what depended on you.', [], [RULE]);
  }
  noteMissingDocuments(b, declared);
  const top = bestOf(items, scores);
  return b.build({
    score: combineItemScores(scores, { bonus: 8, maxBonus: 16 }),
    summary: (level) => criterionSummary(level, `${items.length === 1 ? 'One role' : `${items.length} roles`} considered${top ? `; the strongest is ${named(top)}` : ''}.`, 'No leading or critical role in the record yet.'),
  });
}

function scoreRole(b: ReturnType<typeof criterionBuilder>, e: AssessmentEvidence): number {
  const name = named(e);
  const org = detailString(e, 'organization');
  let score = 25;
  const leading = mentions(e, LEADING);
  const critical = mentions(e, CRITICAL);
  if (leading) {
    score += 20;
    b.strength(`${name} is a leading title${org ? ` at ${org}` : ''}; officers look for duties that match the title.`, [e], [RULE]);
  }
  if (critical) {
    score += 10;
    if (!leading) b.strength(`${name} describes work the organization's results depended on, which can be a critical role.`, [e], [RULE]);
  }
  if (!leading && !critical) b.gap(`${name} does not show that you led the organization or a division, or that its results depended on you.`, [e], [RULE]);
  const distinguished = detailBoolean(e, 'isDistinguished') === true || mentions(e, DISTINGUISHED);
  if (distinguished) {
    score += 20;
    b.strength(`The record points to the distinguished reputation of ${org ?? 'the organization'} in ${name}.`, [e], [RULE]);
  } else {
    b.gap(`Nothing independent shows that ${org ?? 'the organization'} in ${name} has a distinguished reputation; its own website or annual report is not enough.`, [e], [RULE, 'mussarova']);
    b.action(`Gather independent evidence of ${org ?? 'the organization'}'s standing for ${name}: rankings, size and longevity, major grants or press coverage.`, [e], [RULE]);
  }
  if (detailBoolean(e, 'hasLetter') === true || mentions(e, /\b(letter from|attested by|confirmed by)\b/)) score += 10;
  else b.action(`Ask a senior person at ${org ?? 'the organization'} for a detailed letter on what depended on your role in ${name} (budgets, teams, results), not adjectives.`, [e], [RULE]);
  return score;
}
