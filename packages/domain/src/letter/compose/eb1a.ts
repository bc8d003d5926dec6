import type { Eb1aAssessment } from '../../assessment/schema';
import type { Block, Section, Sentence } from '../schema';
import { type ComposeContext, capitalize, usableItems } from './context';
import { identifyItem } from './evidence';
import { AT_LEAST_BORDERLINE, argumentBlocks, evidenceBlocks, joinAnd, section } from './shared';
import { cite, fact, heading, legalPoint, paragraph, prose, reasonSentences, text } from './sentences';

/** The EB-1A outline of market-research.md §6.2, one builder per section. */

/** Headings in the regulation's own terms (8 CFR 204.5(h)(3)(i)-(x)), addressed to the officer. */
const CRITERION_HEADINGS: Record<string, string> = {
  'eb1a-i': 'Lesser Nationally or Internationally Recognized Prizes or Awards',
  'eb1a-ii': 'Membership in Associations Requiring Outstanding Achievements',
  'eb1a-iii': 'Published Material about the Beneficiary and the Beneficiary’s Work',
  'eb1a-iv': 'Judging the Work of Others',
  'eb1a-v': 'Original Contributions of Major Significance',
  'eb1a-vi': 'Authorship of Scholarly Articles',
  'eb1a-vii': 'Display of Work at Artistic Exhibitions or Showcases',
  'eb1a-viii': 'Leading or Critical Role for Distinguished Organizations',
  'eb1a-ix': 'High Salary or Other Significantly High Remuneration',
  'eb1a-x': 'Commercial Successes in the Performing Arts',
};

const numeral = (findingId: string): string => findingId.replace(/^eb1a-/, '');

/** Criteria the letter argues: at least borderline, with at least one usable item. */
export function claimedCriteria(ctx: ComposeContext, eb1a: Eb1aAssessment) {
  return eb1a.criteria.filter((c) => AT_LEAST_BORDERLINE.has(c.level) && usableItems(ctx, c.evidenceIds).length > 0);
}

function introduction(ctx: ComposeContext, eb1a: Eb1aAssessment): Section {
  const claimed = claimedCriteria(ctx, eb1a);
  const sentences: Sentence[] = [
    prose(text(`This letter supports the petition to classify ${ctx.name} as an alien of extraordinary ability under `), cite('ina-203-b-1-a'), text('.')),
  ];
  const { fieldOfEndeavor } = ctx.input.profile;
  if (fieldOfEndeavor) sentences.push(prose(text(`The petition concerns ${ctx.name}’s work in the field of ${fieldOfEndeavor.trim()}.`)));
  if (claimed.length) {
    sentences.push(
      prose(text(`The evidence is presented under ${claimed.length === 1 ? 'the criterion' : 'the criteria'} of `), cite('cfr-204-5-h-3'), text(` for ${joinAnd(claimed.map((c) => (CRITERION_HEADINGS[c.id] ?? c.label).toLowerCase()))}, followed by the final merits determination.`)),
    );
  }
  return section('introduction', 'introduction', 'Introduction and Classification Sought', [paragraph(sentences)]);
}

function legalFramework(): Section {
  return section('legal-framework', 'legal-framework', 'Legal Framework', [
    heading('The statute'),
    paragraph([legalPoint('ina-203-b-1-a', 0), legalPoint('ina-203-b-1-a', 1), legalPoint('ina-203-b-1-a', 2)]),
    heading('The regulation'),
    paragraph([legalPoint('cfr-204-5-h-2', 0), legalPoint('cfr-204-5-h-3', 0)]),
    heading('The two-step analysis'),
    paragraph([legalPoint('kazarian', 0), legalPoint('kazarian', 1)]),
    heading('The standard of proof'),
    paragraph([legalPoint('chawathe', 0), legalPoint('chawathe', 1)]),
  ]);
}

/** The field for a non-expert officer, from the profile and the items that document the work. */
function field(ctx: ComposeContext): Section | null {
  const { fieldOfEndeavor, currentRole, employer } = ctx.input.profile;
  const blocks: Block[] = [];
  if (fieldOfEndeavor) {
    blocks.push(paragraph([prose(text(`${capitalize(ctx.name)}’s field of endeavor is ${fieldOfEndeavor.trim()}. This section describes the work in that field through the record, so that an officer who is not a specialist can follow the criteria that come next.`))]));
  }
  const all = [...ctx.usable.values()];
  const roles = all.filter((e) => e.type === 'employment' || e.type === 'leading_role');
  const roleItem = roles.find((e) => (currentRole && e.title.includes(currentRole)) || (employer && e.title.includes(employer))) ?? roles[0];
  const facts: Sentence[] = [];
  if (roleItem && currentRole) facts.push(fact([roleItem], `${capitalize(ctx.name)} works as ${currentRole.trim()}${employer ? ` at ${employer.trim()}` : ''}`));
  else if (roleItem) facts.push(identifyItem(ctx, roleItem));
  for (const degree of all.filter((e) => e.type === 'degree')) facts.push(identifyItem(ctx, degree));
  for (const c of all.filter((e) => e.type === 'original_contribution')) {
    facts.push(c.description.trim() ? fact([c], `${capitalize(ctx.name)}’s work includes “${c.title.trim()}”: ${c.description.trim()}`) : identifyItem(ctx, c));
  }
  if (facts.length) blocks.push(paragraph(facts));
  return blocks.length ? section('field', 'field', 'The Field of Endeavor', blocks) : null;
}

function criterionSection(ctx: ComposeContext, c: Eb1aAssessment['criteria'][number]): Section {
  const authority = `cfr-204-5-h-3-${numeral(c.id)}`;
  return section(`criterion-${c.id}`, 'criterion', `${CRITERION_HEADINGS[c.id] ?? c.label}`, [
    heading('The regulation'),
    paragraph([legalPoint(authority, 0)]),
    heading('The evidence'),
    ...evidenceBlocks(ctx, c.evidenceIds),
    ...argumentBlocks(ctx, c, 'Why the evidence meets the criterion'),
  ]);
}

function comparableEvidence(ctx: ComposeContext, eb1a: Eb1aAssessment): Section | null {
  const candidates = eb1a.criteria.filter((c) => eb1a.comparableEvidence.criterionIds.includes(c.id) && !AT_LEAST_BORDERLINE.has(c.level) && usableItems(ctx, c.evidenceIds).length > 0);
  if (!candidates.length) return null;
  return section('comparable-evidence', 'comparable-evidence', 'Comparable Evidence', [
    paragraph([legalPoint('cfr-204-5-h-4', 0), legalPoint('cfr-204-5-h-4', 1)]),
    ...candidates.flatMap((c) => [heading(CRITERION_HEADINGS[c.id] ?? c.label), ...evidenceBlocks(ctx, c.evidenceIds)]),
  ]);
}

function finalMerits(ctx: ComposeContext, eb1a: Eb1aAssessment): Section | null {
  const argued = eb1a.finalMerits.factors.filter((f) => f.id !== 'merits-continuing-work').flatMap((f) => reasonSentences(ctx, f.strengths));
  if (!argued.length) return null;
  return section('final-merits', 'final-merits', 'Final Merits Determination', [
    paragraph([legalPoint('kazarian', 0), legalPoint('pm-6-f-2', 1), legalPoint('pm-6-f-2', 2), legalPoint('cfr-204-5-h-2', 1)]),
    paragraph(argued),
  ]);
}

function continuingWork(ctx: ComposeContext, eb1a: Eb1aAssessment): Section | null {
  const plan = ctx.input.profile.proposedEndeavor?.trim();
  const factor = eb1a.finalMerits.factors.find((f) => f.id === 'merits-continuing-work');
  const facts = factor ? reasonSentences(ctx, factor.strengths) : [];
  if (!plan && !facts.length) return null;
  const blocks: Block[] = [paragraph([legalPoint('ina-203-b-1-a', 1), legalPoint('cfr-204-5-h-5', 1)])];
  // The applicant's own statement of plans (8 CFR 204.5(h)(5)), quoted rather than paraphrased.
  if (plan) blocks.push(paragraph([prose(text(`${capitalize(ctx.name)} states the plan for continuing work in the United States as follows: “${plan}”`))]));
  if (facts.length) blocks.push(paragraph(facts));
  return section('prospective-benefit', 'prospective-benefit', 'Continuing Work in the United States and Prospective Benefit', blocks);
}

function conclusion(ctx: ComposeContext, eb1a: Eb1aAssessment): Section {
  const claimed = claimedCriteria(ctx, eb1a);
  const sentences: Sentence[] = claimed.length >= 3
    ? [prose(text(`The evidence addresses ${joinAnd(claimed.map((c) => (CRITERION_HEADINGS[c.id] ?? c.label).toLowerCase()))}, and shows by a preponderance of the evidence (`), cite('chawathe'), text(`) that ${ctx.name} qualifies under `), cite('ina-203-b-1-a'), text('.'))]
    : [prose(text(`${capitalize(ctx.name)} requests classification under `), cite('ina-203-b-1-a'), text('.'))];
  sentences.push(prose(text('We respectfully request that the petition be approved.')));
  return section('conclusion', 'conclusion', 'Conclusion', [paragraph(sentences)]);
}

export function eb1aSections(ctx: ComposeContext, eb1a: Eb1aAssessment): Section[] {
  return [
    introduction(ctx, eb1a),
    legalFramework(),
    field(ctx),
    ...claimedCriteria(ctx, eb1a).map((c) => criterionSection(ctx, c)),
    comparableEvidence(ctx, eb1a),
    finalMerits(ctx, eb1a),
    continuingWork(ctx, eb1a),
    conclusion(ctx, eb1a),
  ].filter((s): s is Section => s !== null);
}
