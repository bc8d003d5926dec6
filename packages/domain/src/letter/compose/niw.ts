import type { NiwAssessment } from '../../assessment/schema';
import type { Block, Section, Sentence } from '../schema';
import { type ComposeContext, capitalize, usableItems } from './context';
import { AT_LEAST_BORDERLINE, argumentBlocks, evidenceBlocks, section } from './shared';
import { cite, legalPoint, paragraph, prose, text } from './sentences';

/** The NIW outline of market-research.md §6.3: EB-2 eligibility, the endeavor, the three Dhanasar prongs. */

const PRONG_HEADINGS = [
  'First Prong: Substantial Merit and National Importance of the Proposed Endeavor',
  'Second Prong: Well Positioned to Advance the Proposed Endeavor',
  'Third Prong: On Balance, Waiving the Job Offer and Labor Certification Benefits the United States',
];

function introduction(ctx: ComposeContext): Section {
  return section('introduction', 'introduction', 'Introduction and Classification Sought', [
    paragraph([
      prose(text(`This letter supports the petition to classify ${ctx.name} under `), cite('ina-203-b-2'), text(' and to waive the job offer and labor certification in the national interest under '), cite('ina-203-b-2-b-i'), text('.')),
      legalPoint('dhanasar', 0),
    ]),
  ]);
}

function eligibility(ctx: ComposeContext, niw: NiwAssessment): Section {
  const blocks: Block[] = [paragraph([legalPoint('ina-203-b-2', 0), legalPoint('dhanasar', 1)])];
  const { route } = niw.threshold;
  if (route === 'advanced_degree') {
    blocks.push(paragraph([legalPoint('cfr-204-5-k-2', 0), legalPoint('cfr-204-5-k-2', 1)]));
    const degrees = [...ctx.usable.values()].filter((e) => e.type === 'degree' || e.type === 'employment');
    blocks.push(...evidenceBlocks(ctx, degrees.map((e) => e.id)));
  } else if (route === 'exceptional_ability') {
    blocks.push(paragraph([legalPoint('cfr-204-5-k-2', 3), legalPoint('cfr-204-5-k-3-ii', 0), legalPoint('cfr-204-5-k-3-ii', 1)]));
    for (const finding of niw.threshold.exceptionalAbility.filter((f) => AT_LEAST_BORDERLINE.has(f.level))) {
      blocks.push(...evidenceBlocks(ctx, finding.evidenceIds));
    }
  }
  return section('eb2-eligibility', 'eb2-eligibility', 'Eligibility for the EB-2 Classification', blocks);
}

function proposedEndeavor(ctx: ComposeContext): Section | null {
  const plan = ctx.input.profile.proposedEndeavor?.trim();
  if (!plan) return null;
  // The endeavor in the applicant's own words: the first prong is judged on this specific endeavor.
  const sentences: Sentence[] = [prose(text(`${capitalize(ctx.name)} describes the proposed endeavor as follows: “${plan}”`))];
  return section('proposed-endeavor', 'proposed-endeavor', 'The Proposed Endeavor', [paragraph(sentences)]);
}

function prong(ctx: ComposeContext, finding: NiwAssessment['prongs'][number], index: number): Section {
  return section(`niw-prong-${index + 1}`, 'niw-prong', PRONG_HEADINGS[index] ?? finding.label, [
    paragraph([legalPoint('dhanasar', index + 2)]),
    ...argumentBlocks(ctx, finding, 'How the record meets this prong'),
    ...(usableItems(ctx, finding.evidenceIds).length ? evidenceBlocks(ctx, finding.evidenceIds) : []),
  ]);
}

function conclusion(ctx: ComposeContext): Section {
  return section('conclusion', 'conclusion', 'Conclusion', [
    paragraph([
      prose(text(`For the reasons above, ${ctx.name} requests classification under `), cite('ina-203-b-2'), text(' with a national interest waiver under '), cite('ina-203-b-2-b-i'), text(', applying the framework of '), cite('dhanasar'), text('.')),
      prose(text('We respectfully request that the petition be approved.')),
    ]),
  ]);
}

export function niwSections(ctx: ComposeContext, niw: NiwAssessment): Section[] {
  return [introduction(ctx), eligibility(ctx, niw), proposedEndeavor(ctx), ...niw.prongs.map((p, i) => prong(ctx, p, i)), conclusion(ctx)].filter(
    (s): s is Section => s !== null,
  );
}
