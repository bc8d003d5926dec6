import type { EngineContext } from '../../context';
import { detailBoolean, detailNumber, detailString, detailStrings } from '../../details';
import { named, namedList } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { isMajorOutlet, isNotAboutPerson, isPaidMedia } from '../../signals';
import { bestOf, combineItemScores, criterionBuilder, criterionSummary, noteAfterFiling, noteMissingDocuments } from './common';

const RULE = 'cfr-204-5-h-3-iii';

/**
 * (iii) Published material about the person in professional or major trade publications or other major
 * media, relating to the work, with title, date and author (legal-domain §2.3). Material that is paid
 * for, only mentions the person, or is about the employer or a team does not count; circulation must be
 * shown, compared with similar outlets.
 */
export function assessPublishedMaterial(ctx: EngineContext): Finding {
  const b = criterionBuilder('eb1a-iii');
  const items = ctx.ofType('media_coverage');
  noteAfterFiling(b, ctx.lateOfType('media_coverage'));
  b.consider(items);
  const scores = items.map((m) => scoreArticle(b, m));

  if (!items.length) {
    b.gap('No published material about you is in the record.', [], [RULE]);
    b.action('Collect articles about you and your work from professional journals, trade publications or major media, each with its title, date and author.', [], [RULE]);
  } else {
    const noCirculation = items.filter((m) => detailNumber(m, 'circulation') === null && !isPaidMedia(m) && !isNotAboutPerson(m));
    if (noCirculation.length) {
      b.action(
        `For ${namedList(noCirculation)}, get circulation or audience figures compared with similar outlets (rankings, not raw monthly visitors).`,
        noCirculation,
        ['noroozi', RULE],
      );
    }
  }
  noteMissingDocuments(b, items);
  const top = bestOf(items, scores);
  return b.build({
    score: combineItemScores(scores),
    summary: (level) =>
      criterionSummary(level, `${items.length === 1 ? 'One article' : `${items.length} articles`} considered${top ? `; the strongest is ${named(top)}` : ''}.`, 'No published material about you yet.'),
  });
}

function scoreArticle(b: ReturnType<typeof criterionBuilder>, m: AssessmentEvidence): number {
  const name = named(m);
  if (isPaidMedia(m)) {
    b.gap(`${name} is paid or promotional content (a press release or sponsored piece), which is not independent published material about you.`, [m], [RULE]);
    return 5;
  }
  if (isNotAboutPerson(m)) {
    b.gap(`${name} is not about you: a passing mention, or a piece about your employer or team, does not count.`, [m], ['noroozi', 'pa-2024-24', RULE]);
    return 10;
  }
  let score = 25;
  const outlet = detailString(m, 'outlet') ?? detailString(m, 'venue');
  const author = detailString(m, 'author') ?? (detailStrings(m, 'authors')[0] || null);
  const circulation = detailNumber(m, 'circulation');
  if (outlet) {
    score += 10;
    if (isMajorOutlet(m)) {
      score += 25;
      b.strength(`${name} appeared in ${outlet}, a major outlet.`, [m], [RULE]);
    } else {
      b.gap(`The record does not show that ${outlet} is a professional or major trade publication or other major media.`, [m], [RULE]);
    }
  } else {
    b.gap(`The outlet that published ${name} is not recorded.`, [m], [RULE]);
  }
  if (author) score += 10;
  else b.gap(`${name} has no author credit recorded; the regulation asks for the title, date and author.`, [m], [RULE]);
  if (m.date) score += 5;
  else b.gap(`${name} has no date recorded.`, [m], [RULE]);
  if (detailBoolean(m, 'isAboutPerson') === true) {
    score += 15;
    b.strength(`${name} is about you and your work, not just a mention.`, [m], [RULE]);
  } else {
    b.action(`Confirm that ${name} discusses you and your work by name (not only your team or employer); mark the passages.`, [m], ['pa-2024-24', RULE]);
  }
  if (circulation !== null) {
    score += 10;
    b.strength(`${name} has documented circulation or audience figures.`, [m], ['noroozi']);
  } else if (!isMajorOutlet(m)) {
    // The outlet's standing is an element of the criterion; until it is shown the item stays borderline.
    score = Math.min(score, 55);
  }
  return score;
}
