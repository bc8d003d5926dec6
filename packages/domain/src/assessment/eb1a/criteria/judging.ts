import type { EngineContext } from '../../context';
import { mentions } from '../../details';
import { contradicted, notShown, shown, type ElementCheck, type ElementSpec } from '../../elements';
import { isUndescribed, says, states, statesNot } from '../../reading';
import { named, plural } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { countOf } from '../../signals';
import { combineItemScores, consideredSummary, criterionBuilder, decideFromItemsOfType, noteMissingDocuments } from './common';

const RULE = 'cfr-204-5-h-3-iv';
const REVIEW_NOUNS = /reviews?|manuscripts?|papers?|submissions?|proposals?|articles?|applications?|entries|theses|dissertations?|abstracts?|grants?/;
const SENIOR_ROLE =
  /\b(editors?|editor-in-chief|editorial board|associate editor|area chair|program committee|programme committee|senior program committee|study section|grant (review )?panel|review panel|jury|juror|judge|dissertation committee|thesis committee|examiner|referee for|panelist|panellist)\b/;
// Acts of judging (the work was done) and the roles that name a judge.
const PERFORMED = /\b(reviewed|served|judged|evaluated|refereed|completed|assessed|examined|scored|sat on|chaired|logbook|participat\w*)\b/;
const JUDGE_ROLE = /\b(reviewer|judge|juror|referee)\b/;
const PARTICIPATED = new RegExp(`${PERFORMED.source}|${JUDGE_ROLE.source}`);
// Grading students or an employer's internal contest is not judging work "in the field" (8 CFR 204.5(h)(3)(iv)).
const NOT_IN_FIELD =
  /\b(undergraduate|high school|student (projects|work|competition|presentations|posters)|course ?work|class assignments|grading|graded|teaching assistant|internal (review|hackathon)|company internal|hackathon)\b/;
const INVITATION_ONLY = /\b(invited to|invitations?|appointed to|nominated to)\b/;

/** The plain terms of 8 CFR 204.5(h)(3)(iv): participation as a judge; of others' work in the same or an allied field. */
const SPECS: readonly ElementSpec[] = [
  {
    id: 'judge',
    label: 'Participation, alone or on a panel, as a judge of the work of others',
    central: true,
    authorityIds: [RULE],
    action:
      'Get proof that you completed the judging: reviewer-record screenshots, the editor’s or organiser’s confirmation, or a letter stating how many submissions you evaluated.',
  },
  {
    id: 'field',
    label: 'Work in the same or an allied field',
    central: true,
    authorityIds: [RULE],
    action: 'Show that the work you judged was professional work in your field or an allied one (not students’ coursework or an employer’s internal contest).',
  },
];

function judgeCheck(j: AssessmentEvidence): ElementCheck {
  const name = named(j);
  if (isUndescribed(j))
    return shown(`${name} records judging of others’ work; it is not described yet, so describe the venue, your role and the number of evaluations.`, [j]);
  if (statesNot(j, PARTICIPATED)) return notShown(`The record says ${name} does not show that you actually judged anything.`, [j]);
  const count = countOf(j, REVIEW_NOUNS);
  const judged = `${name} shows you judged others’ work${count ? ` (${plural(count, 'evaluation')})` : ''}.`;
  if ((count !== null && count > 0) || states(j, PERFORMED)) return shown(judged, [j]);
  if (says(j, INVITATION_ONLY)) return notShown(`${name} shows an invitation or appointment, not that you judged anything.`, [j]);
  if (states(j, JUDGE_ROLE) || mentions(j, SENIOR_ROLE)) return shown(judged, [j]);
  return shown(`${name} is recorded as judging the work of others.`, [j]);
}

function fieldCheck(j: AssessmentEvidence): ElementCheck {
  if (says(j, NOT_IN_FIELD))
    return contradicted(`${named(j)} looks like grading students or an internal contest, which is not judging work in the field.`, [j]);
  if (statesNot(j, /\b(same|allied|his|her|their|the beneficiary's) field\b/))
    return contradicted(`The record says the work judged in ${named(j)} was not in your field or an allied one.`, [j]);
  return shown(`${named(j)} concerns work in your field.`, [j]);
}

const checksOf = (j: AssessmentEvidence) => ({ judge: judgeCheck(j), field: fieldCheck(j) });

/**
 * (iv) Participation, alone or on a panel, as a judge of the work of others in the same or an allied field
 * (8 CFR 204.5(h)(3)(iv)). Peer review, editorial roles, grant panels, juries and dissertation committees are the
 * usual forms. The level and number of reviews are a strength note (they weigh in the final merits), never a
 * condition of step one.
 */
export function assessJudging(ctx: EngineContext): Finding {
  const { b, items, decision, qualifying } = decideFromItemsOfType(ctx, 'eb1a-iv', 'judging', SPECS, checksOf);
  const scores = qualifying.map((j) => strengthOf(b, j));
  const total = qualifying.reduce((sum, j) => sum + (countOf(j, REVIEW_NOUNS) ?? 0), 0);
  if (total >= 2)
    b.strength(
      `In all, the record documents about ${plural(total, 'review or evaluation', 'reviews or evaluations')} of others' work.`,
      qualifying.filter((j) => countOf(j, REVIEW_NOUNS)),
      [RULE],
    );
  if (!items.length) {
    b.action(
      'List peer reviews, editorial roles, grant panels, competition juries or dissertation committees you served on, with the invitation and proof you completed the work.',
      [],
      [RULE],
    );
  }
  noteMissingDocuments(b, items);
  return b.build({
    score: combineItemScores(scores, { bonus: 6, maxBonus: 12, singleCap: 100 }),
    stepOne: decision,
    summary: consideredSummary(plural(items.length, 'judging role'), decision, 'No judging activity in the record yet.'),
  });
}

/** Senior roles and many evaluations make judging stronger evidence (a strength note, not step one). */
function strengthOf(b: ReturnType<typeof criterionBuilder>, j: AssessmentEvidence): number {
  let score = 62;
  const count = countOf(j, REVIEW_NOUNS);
  if (mentions(j, SENIOR_ROLE) && !isUndescribed(j)) {
    score += 10;
    b.strength(`${named(j)} is a recognised judging role (editorial board, programme committee, grant panel or jury).`, [j], [RULE]);
  }
  if (count !== null && count >= 10) score += 12;
  else if (count !== null && count >= 3) score += 6;
  return score;
}
