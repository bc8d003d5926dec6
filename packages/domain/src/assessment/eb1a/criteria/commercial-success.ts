import type { EngineContext } from '../../context';
import { detailNumber, mentions } from '../../details';
import { named, namedList } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { bestOf, combineItemScores, criterionBuilder, criterionSummary, noteAfterFiling, noteMissingDocuments } from './common';

const RULE = 'cfr-204-5-h-3-x';
const FIGURES = /\b(box office|gross(ed)?|sales|sold|copies|streams|streaming|chart(ed)?|billboard|platinum|gold record|sold[- ]out|tickets|receipts|downloads)\b/;
const PERSONAL_LINK = /\b(lead|leading role|starring|star of|headlin\w*|soloist|principal|my (album|single|show|film)|as the artist|title role|credited)\b/;

/**
 * (x) Commercial successes in the performing arts, shown by box office receipts or record, cassette,
 * compact disk or video sales (legal-domain §2.10). Needs figures that are high for the field and a
 * documented link between the person's contribution and the success. Outside the performing arts it
 * does not apply.
 */
export function assessCommercialSuccess(ctx: EngineContext): Finding {
  const b = criterionBuilder('eb1a-x');
  const items = ctx.ofType('commercial_success');
  noteAfterFiling(b, ctx.lateOfType('commercial_success'));
  b.consider(items);

  if (!ctx.field.isPerformingArts) {
    if (items.length) {
      b.gap(`${namedList(items)} ${items.length === 1 ? 'is' : 'are'} commercial results outside the performing arts; this criterion is limited to box office and sales in the performing arts.`, items, [RULE]);
      b.action(`Offer ${namedList(items)} elsewhere: as evidence of original business contributions or, with an explanation, as comparable evidence.`, items, ['cfr-204-5-h-4', 'cfr-204-5-h-3-v']);
    }
    return b.build({
      score: items.length ? 10 : 0,
      maxLevel: 'weak',
      isComparableEvidenceCandidate: true,
      summary: 'This criterion covers commercial success in the performing arts and does not readily apply to your occupation.',
    });
  }

  const scores = items.map((e) => scoreSuccess(b, e));
  if (!items.length) {
    b.gap('No box office or sales figures are in the record.', [], [RULE]);
    b.action('Add box office receipts, sales or streaming figures for productions or recordings you led, with industry charts that show they were high for the field.', [], [RULE]);
  }
  noteMissingDocuments(b, items);
  const top = bestOf(items, scores);
  return b.build({
    score: combineItemScores(scores),
    summary: (level) => criterionSummary(level, `${items.length === 1 ? 'One commercial result' : `${items.length} commercial results`} considered${top ? `; the strongest is ${named(top)}` : ''}.`, 'No commercial-success evidence yet.'),
  });
}

function scoreSuccess(b: ReturnType<typeof criterionBuilder>, e: AssessmentEvidence): number {
  const name = named(e);
  let score = 35;
  if (mentions(e, FIGURES) || detailNumber(e, 'amount') !== null) {
    score += 20;
    b.strength(`${name} gives sales or box office figures.`, [e], [RULE]);
  } else b.gap(`${name} gives no sales or box office figures.`, [e], [RULE]);
  if (mentions(e, PERSONAL_LINK) || detailNumber(e, 'billing') !== null) {
    score += 20;
    b.strength(`${name} ties the success to your own role.`, [e], [RULE]);
  } else {
    b.gap(`${name} does not document the link between your contribution and the commercial success.`, [e], [RULE]);
    b.action(`Get documents tying ${name} to you: billing, credits, or a producer's or label's letter stating your share in the result.`, [e], [RULE]);
  }
  if (mentions(e, /\b(chart(ed)?|billboard|top \d+|platinum|gold record|record[- ]breaking|highest[- ]grossing)\b/)) {
    score += 15;
    b.strength(`${name} shows the result was high compared with others in the field (charts or rankings).`, [e], [RULE]);
  }
  return score;
}
