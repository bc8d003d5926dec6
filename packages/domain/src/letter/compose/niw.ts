import type { Finding, NiwAssessment } from '../../assessment/schema';
import type { Block, Section, Sentence } from '../schema';
import { type ComposeContext, type Usable, ofType, possessive, usableItems } from './context';
import { currentPositions, workInUse } from './continuing-work';
import { fieldSection } from './field';
import { joinAnd, lowerFirst, quoted, stripPeriod } from './format';
import { itemBlocks, sharedReasons } from './items';
import { isIndependentLetter, letterBlocks, writerName, writerOf } from './letters';
import { authorshipList, authorshipTotals, citationImpactBlocks } from './publications';
import { argumentSentences, cite, fact, heading, legalPoints, paragraph, prose, reasonSentences, text } from './sentences';
import { AT_LEAST_BORDERLINE, citedLabels, section } from './shared';

/** The NIW outline of market-research.md §6.3: EB-2 eligibility, the endeavor, the three Dhanasar prongs. */

const PRONG_HEADINGS = [
  'First Prong: Substantial Merit and National Importance of the Proposed Endeavor',
  'Second Prong: Well Positioned to Advance the Proposed Endeavor',
  'Third Prong: On Balance, Waiving the Job Offer and Labor Certification Benefits the United States',
];

/** Entrepreneurs, on whom the 2022 guidance also speaks. */
const ENTREPRENEUR = /\b(founder|co-founder|entrepreneur\w*|start-?up)\b/i;

/** A letter from a public body, on which the 2022 guidance speaks. */
const PUBLIC_BODY = /\b(department|ministry|government|agency|council|state|federal|county|city of|public health|authority)\b/i;

function introduction(ctx: ComposeContext): Section {
  const field = ctx.input.profile.fieldOfEndeavor?.trim();
  const sentences: Sentence[] = [
    prose(text(`This letter supports the petition to classify ${ctx.name} under `), cite('ina-203-b-2'), text(' and to waive the job offer and labor certification in the national interest under '), cite('ina-203-b-2-b-i'), text('.')),
  ];
  if (field) sentences.push(prose(text(`The field of endeavor is ${lowerFirst(stripPeriod(field))}.`)));
  const position = currentPositions(ctx)[0];
  if (position) sentences.push(fact([position], `${ctx.short} currently holds the position ${quoted(position.title)}`));
  sentences.push(prose(text(`The letter first shows ${possessive(ctx.short)} eligibility for the EB-2 classification, then describes the proposed endeavor and addresses each of the three prongs of `), cite('dhanasar'), text('.')));
  return section('introduction', 'introduction', 'Introduction and Classification Sought', [paragraph(sentences)]);
}

function legalFramework(): Section {
  return section('legal-framework', 'legal-framework', 'Legal Framework', [
    heading('The classification'),
    paragraph(legalPoints(['ina-203-b-2', 0], ['ina-203-b-2-a', 0], ['cfr-204-5-k', 0])),
    heading('The national interest waiver'),
    paragraph(legalPoints(['ina-203-b-2-b-i', 0], ['dhanasar', 6], ['dhanasar', 0], ['dhanasar', 5])),
    heading('The standard of proof'),
    paragraph(legalPoints(['chawathe', 0], ['chawathe', 1], ['ina-291', 0])),
  ]);
}

function exceptionalAbilityBlocks(ctx: ComposeContext, niw: NiwAssessment): Block[] {
  const blocks: Block[] = [paragraph(legalPoints(['cfr-204-5-k-2', 3], ['cfr-204-5-k-3-ii', 0], ['cfr-204-5-k-3-ii', 1]))];
  for (const finding of niw.threshold.exceptionalAbility.filter((f) => AT_LEAST_BORDERLINE.has(f.level))) {
    const items = usableItems(ctx, finding.evidenceIds);
    if (!items.length) continue;
    const letter = finding.id.replace(/^ea-/, '');
    const reasons = reasonSentences(ctx, sharedReasons(finding.strengths, items));
    blocks.push(heading(finding.label), paragraph(legalPoints([`cfr-204-5-k-3-ii-${letter}`, 0])), ...items.flatMap((e) => itemBlocks(ctx, e, finding)), ...(reasons.length ? [paragraph(reasons)] : []));
  }
  return blocks;
}

function eligibility(ctx: ComposeContext, niw: NiwAssessment): Section {
  const blocks: Block[] = [paragraph(legalPoints(['dhanasar', 1], ['ina-203-b-2-a', 1], ['ina-101-a-32', 0], ['cfr-204-5-k-2', 4], ['pa-2025-03', 0], ['pa-2025-03', 1]))];
  const { route } = niw.threshold;
  if (route === 'advanced_degree') {
    blocks.push(heading('Advanced degree'), paragraph(legalPoints(['cfr-204-5-k-2', 0], ['cfr-204-5-k-2', 1], ['pm-6-f-5', 1])));
    const reasons = reasonSentences(ctx, niw.threshold.reasons);
    const degrees = ofType(ctx, 'degree');
    // A bachelor's degree counts only with five years of progressive experience: the employment record shows them.
    const needsExperience = !niw.threshold.reasons.some((r) => /above the baccalaureate/.test(r.text));
    const jobs = needsExperience ? ofType(ctx, 'employment') : [];
    blocks.push(...[...degrees, ...jobs].flatMap((e) => itemBlocks(ctx, e, null)), ...(reasons.length ? [paragraph(reasons)] : []));
  } else if (route === 'exceptional_ability') {
    blocks.push(heading('Exceptional ability'), ...exceptionalAbilityBlocks(ctx, niw));
  }
  return section('eb2-eligibility', 'eb2-eligibility', 'Eligibility for the EB-2 Classification', blocks);
}

function proposedEndeavor(ctx: ComposeContext): Section | null {
  const plan = ctx.input.profile.proposedEndeavor?.trim();
  if (!plan) return null;
  // The endeavor in the applicant's own words: the first prong is judged on this specific endeavor.
  const sentences: Sentence[] = [prose(text(`${ctx.name} describes the proposed endeavor as follows: “${plan.replace(/[”"]+$/, '')}”`))];
  return section('proposed-endeavor', 'proposed-endeavor', 'The Proposed Endeavor', [paragraph(sentences)]);
}

function prongOne(ctx: ComposeContext, finding: Finding): Section {
  const guidance = finding.strengths.some((r) => r.authorityIds.includes('pm-update-2022-01-21')) ? legalPoints(['pm-update-2022-01-21', 0]) : [];
  const argument = [...argumentSentences(ctx, finding.strengths), ...reasonSentences(ctx, finding.strengths)];
  const items = usableItems(ctx, finding.evidenceIds);
  return section('niw-prong-1', 'niw-prong', PRONG_HEADINGS[0] as string, [
    paragraph([...legalPoints(['dhanasar', 0], ['dhanasar', 2]), ...guidance]),
    ...(argument.length ? [heading('How the endeavor meets this prong'), paragraph(argument)] : []),
    ...items.flatMap((e) => itemBlocks(ctx, e, finding)),
  ]);
}

/** The second prong's factors (Dhanasar) and the evidence types that speak to each. */
const PRONG_TWO_GROUPS: readonly (readonly [string, readonly Usable['type'][]])[] = [
  ['Education, skills and knowledge', ['degree', 'license']],
  ['Record of success in related efforts', ['award', 'media_coverage', 'judging', 'membership', 'exhibition', 'presentation', 'citation_record']],
  ['Progress toward the endeavor', ['original_contribution', 'patent', 'leading_role', 'grant', 'commercial_success', 'employment', 'salary', 'other']],
  ['Interest of others in the field', ['recommendation_letter']],
];

function prongTwo(ctx: ComposeContext, finding: Finding, earlier: readonly Section[]): Section {
  const tied = usableItems(ctx, finding.evidenceIds);
  // Items the eligibility section already describes in full get a pointer; the field section only names them.
  const shown = citedLabels(earlier.filter((s) => s.kind === 'eb2-eligibility'));
  const pubs = ofType(ctx, 'publication');
  const blocks: Block[] = [paragraph(legalPoints(['dhanasar', 3]))];
  for (const [title, types] of PRONG_TWO_GROUPS) {
    const items = tied.filter((e) => types.includes(e.type));
    const fresh = items.filter((e) => !shown.has(e.exhibit));
    const again = items.filter((e) => shown.has(e.exhibit));
    const groupBlocks: Block[] = [];
    if (again.length) groupBlocks.push(paragraph([fact(again, `The record set out above includes ${joinAnd(again.map((e) => quoted(e.title)))}`)]));
    if (title === 'Interest of others in the field') groupBlocks.push(...letterBlocks(ctx, fresh));
    else groupBlocks.push(...fresh.flatMap((e) => itemBlocks(ctx, e, finding)));
    if (title === 'Record of success in related efforts' && pubs.length) {
      const totals = authorshipTotals(ctx, pubs);
      const impact = citationImpactBlocks(ctx, pubs);
      groupBlocks.push(heading('Scholarly articles', 3), ...(totals.length ? [paragraph(totals)] : []), ...impact, ...authorshipList(ctx, pubs));
    }
    if (groupBlocks.length) blocks.push(heading(title), ...groupBlocks);
  }
  // Only the reason on the plan itself: the others rest on items (stated above) or on the profile alone.
  const reasons = [...reasonSentences(ctx, sharedReasons(finding.strengths, tied)), ...argumentSentences(ctx, finding.strengths, /\bendeavor statement\b/i)];
  if (reasons.length) blocks.push(heading('Why the record meets this prong'), paragraph(reasons));
  const cited = citedLabels([...earlier.filter((s) => s.kind !== 'field' && s.kind !== 'introduction'), section('niw-prong-2', 'niw-prong', 'x', blocks)]);
  const rest = ctx.items.filter((e) => !cited.has(e.exhibit));
  if (rest.length) blocks.push(heading('Further evidence in the record'), ...rest.flatMap((e) => (e.type === 'recommendation_letter' ? letterBlocks(ctx, [e]) : itemBlocks(ctx, e, null))));
  return section('niw-prong-2', 'niw-prong', PRONG_HEADINGS[1] as string, blocks);
}

function prongThree(ctx: ComposeContext, finding: Finding): Section {
  const letters = ofType(ctx, 'recommendation_letter');
  const publicBodies = letters.filter((e) => PUBLIC_BODY.test(writerOf(e) ?? ''));
  const independent = letters.filter(isIndependentLetter);
  const inUse = workInUse(ctx);
  const facts: Sentence[] = [];
  if (inUse.length) facts.push(fact(inUse, `The record documents that others already use ${possessive(ctx.short)} work: ${joinAnd(inUse.map((e) => quoted(e.title)))}`));
  if (independent.length) facts.push(fact(independent, `Independent experts, ${joinAnd(independent.map(writerName))}, address the work in their letters`));
  if (publicBodies.length) facts.push(fact(publicBodies, `The record includes a letter from ${joinAnd(publicBodies.map(writerName))}`));
  const argument = [...argumentSentences(ctx, finding.strengths), ...reasonSentences(ctx, finding.strengths)];
  return section('niw-prong-3', 'niw-prong', PRONG_HEADINGS[2] as string, [
    paragraph([...legalPoints(['dhanasar', 4]), ...(publicBodies.length || ENTREPRENEUR.test(`${ctx.input.profile.currentRole ?? ''} ${ctx.input.profile.fieldOfEndeavor ?? ''}`) ? legalPoints(['pm-update-2022-01-21', 1]) : [])]),
    ...(facts.length ? [heading('Benefit to the United States'), paragraph(facts)] : []),
    ...(argument.length ? [heading('The balance of factors'), paragraph(argument)] : []),
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
  const [one, two, three] = niw.prongs;
  const head = [introduction(ctx), legalFramework(), fieldSection(ctx, 'prong'), eligibility(ctx, niw), proposedEndeavor(ctx)].filter((s): s is Section => s !== null);
  const first = one ? [prongOne(ctx, one)] : [];
  const second = two ? [prongTwo(ctx, two, [...head, ...first])] : [];
  const third = three ? [prongThree(ctx, three)] : [];
  return [...head, ...first, ...second, ...third, conclusion(ctx)];
}
