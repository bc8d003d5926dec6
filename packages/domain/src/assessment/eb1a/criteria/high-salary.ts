import type { EngineContext } from '../../context';
import { detailNumber, detailString, mentions } from '../../details';
import { named } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { ordinal } from '../../citations';
import { bestOf, combineItemScores, criterionBuilder, criterionSummary, noteAfterFiling, noteMissingDocuments } from './common';

const RULE = 'cfr-204-5-h-3-ix';
const LIKE_FOR_LIKE = ['skokos', 'crimson', 'muni', 'price'];

/**
 * (ix) A high salary or other significantly high remuneration, in relation to others in the field
 * (legal-domain §2.9). Pay actually received (tax records, pay statements), compared like with like:
 * the same occupation, level and location, using a survey - not averages, not lesser roles, not a
 * proposed salary.
 */
export function assessHighSalary(ctx: EngineContext): Finding {
  const b = criterionBuilder('eb1a-ix');
  const items = ctx.ofType('salary');
  noteAfterFiling(b, ctx.lateOfType('salary'));
  b.consider(items);
  const scores = items.map((s) => scoreSalary(b, s));
  if (!items.length) {
    b.gap('No salary evidence is in the record.', [], [RULE]);
    b.action('If your pay is high for your role, add W-2s or pay statements and a compensation survey for the same job title, level and location showing where your pay falls.', [], [RULE, ...LIKE_FOR_LIKE.slice(0, 1)]);
  }
  noteMissingDocuments(b, items);
  const top = bestOf(items, scores);
  return b.build({
    score: combineItemScores(scores, { bonus: 0, maxBonus: 0, singleCap: 100 }),
    summary: (level) => criterionSummary(level, `${items.length === 1 ? 'One salary record' : `${items.length} salary records`} considered${top ? `; the strongest is ${named(top)}` : ''}.`, 'No salary evidence in the record yet.'),
  });
}

function scoreSalary(b: ReturnType<typeof criterionBuilder>, s: AssessmentEvidence): number {
  const name = named(s);
  if (mentions(s, /\b(offer(ed)?|proposed|expected|future|will be paid)\b/) && !mentions(s, /\b(w-?2|paid|received|tax return|pay ?stub)\b/)) {
    b.gap(`${name} is a proposed or offered salary; the criterion looks at pay actually received.`, [s], [RULE]);
    return 20;
  }
  const percentile = detailNumber(s, 'percentile');
  const source = detailString(s, 'comparisonSource') ?? (mentions(s, /\b(survey|bls|oes|oews|wage data|radford|percentile|compensation data|levels\.fyi)\b/) ? 'a compensation survey' : null);
  let score: number;
  if (percentile !== null) {
    score = percentile >= 95 ? 85 : percentile >= 90 ? 75 : percentile >= 75 ? 45 : 20;
    const text = `${name} places your pay at the ${ordinal(percentile)} percentile${source ? ` of ${source}` : ''}`;
    if (percentile >= 90) b.strength(`${text}, high in relation to others in the field.`, [s], [RULE]);
    else b.gap(`${text}; that is not clearly high in relation to others in the field.`, [s], [RULE, 'price']);
    if (!source) {
      score -= 10;
      b.action(`Name the survey behind the percentile in ${name} and show it covers the same occupation, level and location.`, [s], [RULE, 'skokos']);
    }
  } else {
    score = 30;
    b.gap(`${name} gives an amount but no comparison with others in the same role; averages or pay of lesser roles are not a proper comparison.`, [s], [RULE, ...LIKE_FOR_LIKE]);
    b.action(`Compare ${name} with a compensation survey for your exact job title, level and location (for example, a government wage survey percentile table).`, [s], [RULE, 'skokos']);
  }
  if (!mentions(s, /\b(w-?2|tax|pay ?stub|pay statement|1099|payroll)\b/)) {
    b.action(`Attach proof that ${name} was actually paid: W-2s, tax returns or pay statements.`, [s], [RULE]);
  } else score += 5;
  return score;
}
