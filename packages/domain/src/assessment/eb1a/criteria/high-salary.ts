import { ordinal } from '../../citations';
import type { EngineContext } from '../../context';
import { detailNumber, detailString, mentions } from '../../details';
import { contradicted, notShown, shown, type ElementCheck, type ElementSpec } from '../../elements';
import { isUndescribed, says, states } from '../../reading';
import { named } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { combineItemScores, consideredSummary, criterionBuilder, decideFromItemsOfType, noteMissingDocuments } from './common';

const RULE = 'cfr-204-5-h-3-ix';
const LIKE_FOR_LIKE = ['skokos', 'crimson', 'muni', 'price'];

/** The plain terms of 8 CFR 204.5(h)(3)(ix) as the AAO applies them: pay received, compared like with like, and high. */
const SPECS: readonly ElementSpec[] = [
  {
    id: 'paid',
    label: 'Salary or remuneration received for services',
    central: true,
    authorityIds: [RULE],
    action: 'Attach proof of pay actually received: W-2s, tax returns or pay statements.',
  },
  {
    id: 'comparison',
    label: 'Compared with others in the field',
    central: true,
    authorityIds: [RULE, ...LIKE_FOR_LIKE],
    action: 'Compare your pay with a compensation survey for the same job title, level and location (for example, a government wage survey percentile table).',
  },
  {
    id: 'high',
    label: 'High, or significantly high, in relation to others in the field',
    central: false,
    authorityIds: [RULE, 'price'],
    action: 'Show where your pay falls in that comparison (a percentile near the top of the survey, or pay well above peers in the same role).',
  },
];

const PROPOSED = /\b(offer(ed)?|proposed|expected|future|will be paid)\b/;
const RECEIVED = /\b(w-?2|paid|received|tax return|pay ?stub|pay statement|1099|payroll)\b/;
const COMPARED =
  /\b(compared (with|to)|comparison|survey|bls|bureau of labor statistics|oes|oews|wage data|percentile|compensation data|levels\.fyi|benchmark|median|relative to)\b/;
const NOT_OBJECTIVE = /\b(not objective|discrepanc\w+|inconsisten\w+|average salar\w+|different (job|occupation|title))\b/;

function paidCheck(s: AssessmentEvidence): ElementCheck {
  if (says(s, PROPOSED) && !says(s, RECEIVED))
    return contradicted(`${named(s)} is a proposed or offered salary; the criterion looks at pay actually received.`, [s]);
  return shown(`${named(s)} records pay for your services.`, [s]);
}

function comparisonCheck(s: AssessmentEvidence): ElementCheck {
  const name = named(s);
  if (isUndescribed(s)) return notShown(`${name} is not described, so no comparison with others in the field can be read.`, [s]);
  if (says(s, NOT_OBJECTIVE))
    return contradicted(
      `The comparison offered with ${name} is inconsistent or not like for like (the same occupation, level and location).`,
      [s],
      ['skokos', 'ho'],
    );
  const source = detailString(s, 'comparisonSource');
  if (source || detailNumber(s, 'percentile') !== null || states(s, COMPARED))
    return shown(`${name} compares your pay with others${source ? ` (${source})` : ''}.`, [s]);
  return notShown(
    `${name} gives pay but no comparison with others in the same role; an amount on its own, averages or the pay of lesser roles are not a proper comparison.`,
    [s],
  );
}

function highCheck(s: AssessmentEvidence, comparison: ElementCheck): ElementCheck {
  const name = named(s);
  const percentile = detailNumber(s, 'percentile');
  const at =
    percentile === null
      ? ''
      : `${name} places your pay at the ${ordinal(percentile)} percentile${detailString(s, 'comparisonSource') ? ` of ${detailString(s, 'comparisonSource')}` : ''}`;
  if (percentile !== null && percentile < 75) return contradicted(`${at}, which is not high in relation to others in the field.`, [s], ['price']);
  if (percentile !== null && percentile < 90) return notShown(`${at}; that is not clearly high in relation to others in the field.`, [s], ['price']);
  if (percentile !== null) return shown(`${at}.`, [s]);
  if (comparison.status === 'shown') return shown(`${name} is compared with others in the field, and the record offers it as high in that comparison.`, [s]);
  return notShown(`Without a comparison, ${name} cannot show that the pay is high in relation to others.`, [s]);
}

function checksOf(s: AssessmentEvidence): Record<string, ElementCheck> {
  const comparison = comparisonCheck(s);
  return { paid: paidCheck(s), comparison, high: highCheck(s, comparison) };
}

/**
 * (ix) A high salary or other significantly high remuneration, in relation to others in the field
 * (8 CFR 204.5(h)(3)(ix)). Pay actually received, compared like with like: the same occupation, level and
 * location, using a survey - not averages, not lesser roles, not a proposed salary.
 */
export function assessHighSalary(ctx: EngineContext): Finding {
  const { b, items, decision, qualifying } = decideFromItemsOfType(ctx, 'eb1a-ix', 'salary', SPECS, checksOf);
  const scores = qualifying.map((s) => strengthOf(b, s));
  if (!items.length) {
    b.action(
      'If your pay is high for your role, add W-2s or pay statements and a compensation survey for the same job title, level and location showing where your pay falls.',
      [],
      [RULE, ...LIKE_FOR_LIKE.slice(0, 1)],
    );
  }
  noteMissingDocuments(b, items);
  return b.build({
    score: combineItemScores(scores, { bonus: 0, maxBonus: 0, singleCap: 100 }),
    stepOne: decision,
    summary: consideredSummary(items.length === 1 ? 'One salary record' : `${items.length} salary records`, decision, 'No salary evidence in the record yet.'),
  });
}

/** A high survey percentile with proof of payment is the strongest showing (a strength note). */
function strengthOf(b: ReturnType<typeof criterionBuilder>, s: AssessmentEvidence): number {
  const percentile = detailNumber(s, 'percentile');
  let score = percentile === null ? 65 : percentile >= 95 ? 85 : 75;
  if (percentile !== null && percentile >= 90)
    b.strength(
      `${named(s)} places your pay at the ${ordinal(percentile)} percentile${detailString(s, 'comparisonSource') ? ` of ${detailString(s, 'comparisonSource')}` : ''}, high in relation to others in the field.`,
      [s],
      [RULE],
    );
  if (mentions(s, /\b(w-?2|tax|pay ?stub|pay statement|1099|payroll)\b/)) score += 5;
  else b.action(`Attach proof that ${named(s)} was actually paid: W-2s, tax returns or pay statements.`, [s], [RULE]);
  return score;
}
