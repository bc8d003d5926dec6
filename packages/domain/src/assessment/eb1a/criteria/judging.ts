import type { EngineContext } from '../../context';
import { mentions } from '../../details';
import { named, plural } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { countOf } from '../../signals';
import { bestOf, combineItemScores, criterionBuilder, criterionSummary, noteAfterFiling, noteMissingDocuments } from './common';

const RULE = 'cfr-204-5-h-3-iv';
const REVIEW_NOUNS = /reviews?|manuscripts?|papers?|submissions?|proposals?|articles?|applications?|entries|theses|dissertations?|abstracts?|grants?/;
const SENIOR_ROLE = /\b(editors?|editor-in-chief|editorial board|associate editor|area chair|program committee|programme committee|senior program committee|study section|grant (review )?panel|review panel|jury|juror|judge|dissertation committee|thesis committee|examiner|referee for|panelist|panellist)\b/;
const PARTICIPATED = /\b(reviewed|served|judged|evaluated|refereed|completed|assessed|examined|scored|sat on|chaired)\b/;
const NOT_IN_FIELD = /\b(undergraduate|high school|student (projects|work|competition|presentations)|course|class assignments|grading|teaching assistant|internal review|hackathon)\b/;

/**
 * (iv) Participation, alone or on a panel, as a judge of the work of others in the same or an allied
 * field (legal-domain §2.4). Needs actual participation, not only an invitation; peer review, editorial
 * roles, grant panels, juries and dissertation committees are the usual forms; grading students is not
 * judging work in the field. The level and selectivity of the role weigh in the final merits.
 */
export function assessJudging(ctx: EngineContext): Finding {
  const b = criterionBuilder('eb1a-iv');
  const items = ctx.ofType('judging');
  noteAfterFiling(b, ctx.lateOfType('judging'));
  b.consider(items);
  const scores = items.map((j) => scoreJudging(b, j));
  const total = items.reduce((sum, j) => sum + (countOf(j, REVIEW_NOUNS) ?? 0), 0);
  if (total >= 2) b.strength(`In all, the record documents about ${plural(total, 'review or evaluation', 'reviews or evaluations')} of others' work.`, items.filter((j) => countOf(j, REVIEW_NOUNS)), [RULE]);

  if (!items.length) {
    b.gap('No judging activity is in the record.', [], [RULE]);
    b.action('List peer reviews, editorial roles, grant panels, competition juries or dissertation committees you served on, with the invitation and proof you completed the work.', [], [RULE]);
  }
  noteMissingDocuments(b, items);
  const top = bestOf(items, scores);
  return b.build({
    score: combineItemScores(scores, { bonus: 6, maxBonus: 12, singleCap: 100 }),
    summary: (level) => criterionSummary(level, `${plural(items.length, 'judging role')} considered${top ? `; the strongest is ${named(top)}` : ''}.`, 'No judging activity in the record yet.'),
  });
}

function scoreJudging(b: ReturnType<typeof criterionBuilder>, j: AssessmentEvidence): number {
  const name = named(j);
  if (mentions(j, NOT_IN_FIELD)) {
    b.gap(`${name} looks like grading students or an internal review, which is not judging work in the field.`, [j], [RULE]);
    return 20;
  }
  let score = 45;
  const count = countOf(j, REVIEW_NOUNS);
  const participated = (count !== null && count > 0) || mentions(j, PARTICIPATED);
  if (participated) {
    score += 15;
    b.strength(`${name} shows actual participation as a judge${count ? ` (${plural(count, 'review')})` : ''}.`, [j], [RULE]);
  } else {
    b.gap(`${name} shows an invitation or title but not that you actually judged anything.`, [j], [RULE]);
    b.action(`Get proof that you completed the work for ${name}: reviewer-record screenshots, the editor's thank-you emails, or a letter stating how many submissions you evaluated.`, [j], [RULE]);
  }
  if (mentions(j, SENIOR_ROLE)) {
    score += 12;
    b.strength(`${name} is a recognised judging role (editorial board, programme committee, grant panel or jury).`, [j], [RULE]);
  }
  if (count !== null && count >= 10) score += 12;
  else if (count !== null && count >= 3) score += 6;
  return score;
}
