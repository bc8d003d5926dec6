import type { EngineContext } from '../../context';
import { detailNumber, detailString, mentions } from '../../details';
import { contradicted, decideStepOne, notShown, shown, type ElementCheck, type ElementSpec } from '../../elements';
import { named, namedList } from '../../reasons';
import type { AssessmentEvidence, Finding } from '../../schema';
import { combineItemScores, criterionBuilder, itemCandidates, noteAfterFiling, noteMissingDocuments, consideredSummary } from './common';

const RULE = 'cfr-204-5-h-3-x';
const FIGURES =
  /\b(box office|gross(ed)?|sales|sold|copies|streams|streaming|chart(ed)?|billboard|platinum|gold record|sold[- ]out|tickets|receipts|downloads)\b/;
const PERSONAL_LINK = /\b(lead|leading role|starring|star of|headlin\w*|soloist|principal|my (album|single|show|film)|as the artist|title role|credited)\b/;
const HIGH_FOR_FIELD = /\b(chart(ed)?|billboard|top \d+|platinum|gold record|record[- ]breaking|highest[- ]grossing|sold[- ]out)\b/;

/** The plain terms of 8 CFR 204.5(h)(3)(x): commercial successes, shown by receipts or sales, in the performing arts, tied to the person. */
const SPECS: readonly ElementSpec[] = [
  {
    id: 'performing',
    label: 'In the performing arts',
    central: true,
    authorityIds: [RULE],
    action:
      'Outside the performing arts, offer commercial results as evidence of original business contributions or, with an explanation, as comparable evidence.',
  },
  {
    id: 'figures',
    label: 'Shown by box office receipts or record, video or other sales',
    central: true,
    authorityIds: [RULE],
    action: 'Add box office receipts, sales or streaming figures for the productions or recordings.',
  },
  {
    id: 'success',
    label: 'A commercial success: high for the field',
    central: false,
    authorityIds: [RULE],
    action: 'Add industry charts or rankings that show the figures were high for the field.',
  },
  {
    id: 'link',
    label: 'Attributable to the beneficiary’s own work',
    central: false,
    authorityIds: [RULE],
    action: 'Get documents tying the success to you: billing, credits, or a producer’s or label’s letter stating your share in the result.',
  },
];

function checksOf(ctx: EngineContext) {
  return (e: AssessmentEvidence): Record<string, ElementCheck> => {
    const name = named(e);
    const figures = mentions(e, FIGURES) || detailNumber(e, 'amount') !== null || detailString(e, 'amount') !== null;
    return {
      performing: ctx.field.isPerformingArts
        ? shown(`${name} comes from your work in the performing arts.`, [e])
        : contradicted(`${name} is a commercial result outside the performing arts, which this criterion does not cover.`, [e]),
      figures: figures ? shown(`${name} gives sales or box office figures.`, [e]) : notShown(`${name} gives no sales or box office figures.`, [e]),
      success: mentions(e, HIGH_FOR_FIELD)
        ? shown(`${name} shows the result was high compared with others (charts or rankings).`, [e])
        : notShown(`${name} does not show the figures were high for the field.`, [e]),
      link:
        mentions(e, PERSONAL_LINK) || detailNumber(e, 'billing') !== null
          ? shown(`${name} ties the success to your own role.`, [e])
          : notShown(`${name} does not document the link between your contribution and the commercial success.`, [e]),
    };
  };
}

/**
 * (x) Commercial successes in the performing arts, shown by box office receipts or record, cassette, compact
 * disk or video sales (8 CFR 204.5(h)(3)(x)). Needs figures that are high for the field and a documented link
 * between the person's contribution and the success. Outside the performing arts it does not apply.
 */
export function assessCommercialSuccess(ctx: EngineContext): Finding {
  const b = criterionBuilder('eb1a-x');
  const items = ctx.ofType('commercial_success');
  noteAfterFiling(b, ctx.lateOfType('commercial_success'));
  b.consider(items);
  const decision = decideStepOne(SPECS, itemCandidates(items, checksOf(ctx)));

  if (!ctx.field.isPerformingArts) {
    if (items.length)
      b.action(`Offer ${namedList(items)} elsewhere: as evidence of original business contributions or, with an explanation, as comparable evidence.`, items, [
        'cfr-204-5-h-4',
        'cfr-204-5-h-3-v',
      ]);
    return b.build({
      score: items.length ? 10 : 0,
      stepOne: decision,
      maxLevel: 'weak',
      isComparableEvidenceCandidate: true,
      summary: 'This criterion covers commercial success in the performing arts and does not readily apply to your occupation.',
    });
  }
  if (!items.length)
    b.action(
      'Add box office receipts, sales or streaming figures for productions or recordings you led, with industry charts that show they were high for the field.',
      [],
      [RULE],
    );
  noteMissingDocuments(b, items);
  const scores = items.map((e) => 60 + (mentions(e, HIGH_FOR_FIELD) ? 15 : 0) + (mentions(e, PERSONAL_LINK) ? 10 : 0));
  return b.build({
    score: combineItemScores(scores),
    stepOne: decision,
    summary: consideredSummary(
      items.length === 1 ? 'One commercial result' : `${items.length} commercial results`,
      decision,
      'No commercial-success evidence yet.',
    ),
  });
}
