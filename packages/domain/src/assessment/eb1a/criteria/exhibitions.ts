import type { EngineContext } from '../../context';
import { detailBoolean, mentions } from '../../details';
import { contradicted, decideStepOne, shown, type ElementCheck, type ElementSpec } from '../../elements';
import { named, plural } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { scopeOf } from '../../signals';
import { combineItemScores, criterionBuilder, itemCandidates, noteAfterFiling, noteMissingDocuments, consideredSummary } from './common';

const RULE = 'cfr-204-5-h-3-vii';
const ARTISTIC_VENUE =
  /\b(museum|gallery|biennale|biennial|triennial|festival|art fair|salon|exhibition|retrospective|showcase|screening|premiere|kunsthalle)\b/;
const TRADE_SHOW = /\b(trade show|expo|career fair|job fair|booth|product demo|demo day|poster session|conference exhibit|ces\b|industry fair)\b/;

/** The plain terms of 8 CFR 204.5(h)(3)(vii). */
const SPECS: readonly ElementSpec[] = [
  {
    id: 'display',
    label: 'Display of the beneficiary’s work in the field',
    central: true,
    authorityIds: [RULE],
    action: 'Add the programme, catalogue or listing that names you and the work shown.',
  },
  {
    id: 'artistic',
    label: 'At artistic exhibitions or showcases',
    central: true,
    authorityIds: [RULE, 'pa-2024-24'],
    action:
      'Outside the arts, a display that carried real prestige (selective, juried, widely covered) can only be offered as comparable evidence, with an explanation of why this criterion does not readily apply to your occupation.',
  },
];

function checksOf(ctx: EngineContext) {
  return (e: AssessmentEvidence): Record<string, ElementCheck> => {
    const name = named(e);
    let artistic: ElementCheck;
    if (!ctx.field.isArtistic)
      artistic = contradicted(
        `${name} is not an artistic exhibition: your occupation is not in the arts, and non-artistic displays count only inside a comparable-evidence claim.`,
        [e],
        ['pa-2024-24', 'cfr-204-5-h-4'],
      );
    else if (mentions(e, TRADE_SHOW)) artistic = contradicted(`${name} looks like a trade show or career event, not an artistic exhibition.`, [e]);
    else artistic = shown(`${name} displayed your work as an artist.`, [e]);
    return { display: shown(`${name} is recorded as a display of your work.`, [e]), artistic };
  };
}

/**
 * (vii) Display of the person's work at artistic exhibitions or showcases (8 CFR 204.5(h)(3)(vii)). The word
 * "artistic" limits it: trade shows and career events do not count, and non-artistic displays are only
 * considered inside a supported comparable-evidence claim (PA-2024-24). For other occupations the
 * criterion does not readily apply.
 */
export function assessExhibitions(ctx: EngineContext): Finding {
  const b = criterionBuilder('eb1a-vii');
  const items = ctx.ofType('exhibition');
  noteAfterFiling(b, ctx.lateOfType('exhibition'));
  b.consider(items);
  const decision = decideStepOne(SPECS, itemCandidates(items, checksOf(ctx)));

  if (!ctx.field.isArtistic) {
    return b.build({
      score: items.length ? 15 : 0,
      stepOne: decision,
      maxLevel: 'weak',
      isComparableEvidenceCandidate: true,
      summary: items.length
        ? 'Your displays are not artistic exhibitions; they can only help as comparable evidence.'
        : 'This criterion covers artistic exhibitions and does not readily apply to your occupation.',
    });
  }

  const qualifying = items.filter((e) => !mentions(e, TRADE_SHOW));
  const scores = qualifying.map((e) => strengthOf(b, e));
  if (!items.length) {
    b.action(
      'List exhibitions, screenings or showcases that displayed your work, with the programme or catalogue naming you and evidence of the venue’s standing.',
      [],
      [RULE],
    );
  } else if (qualifying.length >= 3) {
    b.strength(`Your work was shown at ${plural(qualifying.length, 'exhibition or showcase', 'exhibitions or showcases')}.`, qualifying, [RULE]);
  }
  noteMissingDocuments(b, items);
  return b.build({
    score: combineItemScores(scores, { bonus: 6, maxBonus: 18 }),
    stepOne: decision,
    summary: consideredSummary(plural(items.length, 'exhibition'), decision, 'No exhibitions in the record yet.'),
  });
}

/** Venue, selection and reach make a display stronger (a strength note, not step one). */
function strengthOf(b: ReturnType<typeof criterionBuilder>, e: AssessmentEvidence): number {
  const name = named(e);
  let score = 55;
  if (mentions(e, ARTISTIC_VENUE)) {
    score += 5;
    b.strength(`${name} displayed your work at an artistic venue.`, [e], [RULE]);
  }
  if (detailBoolean(e, 'isSelective') === true || mentions(e, /\b(juried|curated|invited|selected)\b/)) {
    score += 12;
    b.strength(`${name} was juried or curated, so inclusion was selective.`, [e], [RULE]);
  }
  const scope = scopeOf(e);
  if (scope === 'international' || scope === 'national') score += 12;
  else b.action(`Document the standing of the venue of ${name}: its history, attendance, reviews or the other artists shown.`, [e], [RULE]);
  return score;
}
