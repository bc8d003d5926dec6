import type { EngineContext } from '../../context';
import { detailBoolean, mentions } from '../../details';
import { named, namedList, plural } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { scopeOf } from '../../signals';
import { bestOf, combineItemScores, criterionBuilder, criterionSummary, noteAfterFiling, noteMissingDocuments } from './common';

const RULE = 'cfr-204-5-h-3-vii';
const ARTISTIC_VENUE = /\b(museum|gallery|biennale|biennial|triennial|festival|art fair|salon|exhibition|retrospective|showcase|screening|premiere|kunsthalle)\b/;
const TRADE_SHOW = /\b(trade show|expo|career fair|job fair|booth|product demo|demo day|poster session|conference exhibit|ces\b|industry fair)\b/;

/**
 * (vii) Display of the person's work at artistic exhibitions or showcases (legal-domain §2.7). The word
 * "artistic" limits it: trade shows and career events do not count, and non-artistic displays are only
 * considered inside a supported comparable-evidence claim (PA-2024-24). For other occupations the
 * criterion does not readily apply.
 */
export function assessExhibitions(ctx: EngineContext): Finding {
  const b = criterionBuilder('eb1a-vii');
  const items = ctx.ofType('exhibition');
  noteAfterFiling(b, ctx.lateOfType('exhibition'));
  b.consider(items);

  if (!ctx.field.isArtistic) {
    if (items.length) {
      b.gap(`${namedList(items)} ${items.length === 1 ? 'is not an artistic exhibition' : 'are not artistic exhibitions'}; outside the arts such displays count only as part of a comparable-evidence claim.`, items, ['pa-2024-24', 'cfr-204-5-h-4']);
      b.action(`If ${namedList(items)} carried real prestige (selective, juried, widely covered), explain why this criterion does not readily apply to your occupation and offer the display as comparable evidence.`, items, ['cfr-204-5-h-4']);
    }
    return b.build({
      score: items.length ? 15 : 0,
      maxLevel: 'weak',
      isComparableEvidenceCandidate: true,
      summary: items.length
        ? 'Your displays are not artistic exhibitions; they can only help as comparable evidence.'
        : 'This criterion covers artistic exhibitions and does not readily apply to your occupation.',
    });
  }

  const scores = items.map((e) => scoreExhibition(b, e));
  if (!items.length) {
    b.gap('No exhibition or showcase of your work is in the record.', [], [RULE]);
    b.action('List exhibitions, screenings or showcases that displayed your work, with the programme or catalogue naming you and evidence of the venue’s standing.', [], [RULE]);
  } else if (items.length >= 3) {
    b.strength(`Your work was shown at ${plural(items.length, 'exhibition or showcase', 'exhibitions or showcases')}.`, items, [RULE]);
  }
  noteMissingDocuments(b, items);
  const top = bestOf(items, scores);
  return b.build({
    score: combineItemScores(scores, { bonus: 6, maxBonus: 18 }),
    summary: (level) => criterionSummary(level, `${plural(items.length, 'exhibition')} considered${top ? `; the strongest is ${named(top)}` : ''}.`, 'No exhibitions in the record yet.'),
  });
}

function scoreExhibition(b: ReturnType<typeof criterionBuilder>, e: AssessmentEvidence): number {
  const name = named(e);
  if (mentions(e, TRADE_SHOW)) {
    b.gap(`${name} looks like a trade show or career event, not an artistic exhibition.`, [e], [RULE]);
    return 15;
  }
  let score = 40;
  if (mentions(e, ARTISTIC_VENUE)) {
    score += 15;
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
