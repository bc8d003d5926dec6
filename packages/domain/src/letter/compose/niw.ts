import { detailNumber, detailString } from '../../assessment/details';
import { degreeLevelOf } from '../../assessment/niw/degrees';
import type { NiwAssessment } from '../../assessment/schema';
import type { Block, Paragraph, Section, Sentence } from '../schema';
import { type ComposeContext, type Usable, ofType, possessive, usableItems } from './context';
import { currentPositions, endeavorRole, workInUse } from './continuing-work';
import { itemSentences } from './evidence';
import { niwFieldSection } from './field';
import { atDate, joinAnd, lowerFirst, money, quoted, sentencesOf, stripPeriod } from './format';
import { itemBlocks, sharedReasons } from './items';
import { commitments } from './letters';
import { citationTotalSentence } from './merits-evidence';
import { prongOneSection, stemDegreeForEndeavor } from './niw-prong-one';
import { prongThreeSection } from './niw-prong-three';
import { prongTwoSection } from './niw-prong-two';
import { conclusionCounts, petitionInBrief } from './niw-summary';
import { isPlan, publicFunding, publisherName, publisherOf } from './niw-sources';
import { APPENDIX_NAME } from './plan/summary';
import { publicationEntry, pubYear } from './publications';
import { cite, fact, heading, item, legalPoints, listBlock, paragraph, prose, reasonSentences } from './sentences';
import { AT_LEAST_BORDERLINE, section } from './shared';

/**
 * The NIW letter outline practitioners use, led by the endeavor: the field and the problem from the record's
 * outside sources (field.ts), EB-2 eligibility argued from the degree exhibits, the endeavor with its plan, role
 * and funding, the three Dhanasar prongs (niw-prong-*.ts), the conclusion, and the scholarly articles in an
 * appendix after the exhibit index. Each fact is stated in depth once; later sections refer back to it briefly.
 */

const FIRST_PERSON = /\b(I|me|my|My|we|We|our|Our)\b/;

function introduction(ctx: ComposeContext): Section {
  const field = ctx.input.profile.fieldOfEndeavor?.trim();
  const sentences: Sentence[] = [
    prose(
      `This letter supports the petition to classify ${ctx.name} under `,
      cite('ina-203-b-2'),
      ' and to waive the job offer and labor certification in the national interest under ',
      cite('ina-203-b-2-b-i'),
      '.',
    ),
  ];
  if (field) sentences.push(prose(`The field of endeavor is ${lowerFirst(stripPeriod(field))}.`));
  const position = currentPositions(ctx)[0];
  if (position) sentences.push(fact([position], `${ctx.short} currently holds the position ${quoted(position.title)}`));
  sentences.push(
    prose(
      `The letter first explains the field and the problem the endeavor addresses, shows ${possessive(ctx.short)} eligibility for the EB-2 classification and sets out the proposed endeavor. It then addresses each of the three prongs of `,
      cite('dhanasar'),
      `: the endeavor’s substantial merit and national importance, shown from sources outside the petitioner; ${possessive(ctx.short)} position to advance it, shown through the factors the decision names; and the balance of factors that favors waiving the job offer and labor certification.`,
    ),
  );
  return section('introduction', 'introduction', 'Introduction and Classification Sought', [paragraph(sentences), ...petitionInBrief(ctx)]);
}

function legalFramework(ctx: ComposeContext): Section {
  const letters = ofType(ctx, 'recommendation_letter');
  return section('legal-framework', 'legal-framework', 'Legal Framework', [
    heading('The classification'),
    paragraph(legalPoints(['ina-203-b-2', 0], ['ina-203-b-2-a', 0], ['cfr-204-5-k', 0])),
    heading('The national interest waiver'),
    paragraph(legalPoints(['ina-203-b-2-b-i', 0], ['dhanasar', 6], ['dhanasar', 0], ['dhanasar', 5], ['pa-2025-03', 0], ['pa-2025-03', 2])),
    ...(stemDegreeForEndeavor(ctx)
      ? [heading('Guidance on advanced degrees in science and technology'), paragraph(legalPoints(['pm-update-2022-01-21', 0], ['pm-update-2022-01-21', 1]))]
      : []),
    heading('The standard of proof'),
    paragraph(legalPoints(['chawathe', 0], ['chawathe', 1], ['ina-291', 0])),
    ...(letters.length
      ? [
          heading('Letters from experts'),
          paragraph([
            ...legalPoints(['caron', 0]),
            prose(
              'The letters filed with this petition are offered on that footing: each is quoted for what its writer knows first-hand and, where the record allows, set beside the documents that bear it out.',
            ),
          ]),
        ]
      : []),
    heading('Eligibility at the time of filing'),
    paragraph([
      ...legalPoints(['katigbak', 0]),
      prose(
        'The letter therefore argues from results the record documents; what is still to come is presented as the plan for the endeavor, not as an achievement.',
      ),
    ]),
  ]);
}

function exceptionalAbilityBlocks(ctx: ComposeContext, niw: NiwAssessment): Block[] {
  const blocks: Block[] = [paragraph(legalPoints(['cfr-204-5-k-2', 3], ['cfr-204-5-k-3-ii', 0], ['cfr-204-5-k-3-ii', 1]))];
  for (const finding of niw.threshold.exceptionalAbility.filter((f) => AT_LEAST_BORDERLINE.has(f.level))) {
    const items = usableItems(ctx, finding.evidenceIds);
    if (!items.length) continue;
    const letter = finding.id.replace(/^ea-/, '');
    const reasons = reasonSentences(ctx, sharedReasons(finding.strengths, items));
    blocks.push(
      heading(finding.label),
      paragraph(legalPoints([`cfr-204-5-k-3-ii-${letter}`, 0])),
      ...items.flatMap((e) => itemBlocks(ctx, e, finding)),
      ...(reasons.length ? [paragraph(reasons)] : []),
    );
  }
  return blocks;
}

const LEVEL_RANK: Record<string, number> = { doctorate: 0, master: 1, bachelor: 2 };
const byLevel = (a: Usable, b: Usable) => (LEVEL_RANK[degreeLevelOf(a.title) ?? ''] ?? 3) - (LEVEL_RANK[degreeLevelOf(b.title) ?? ''] ?? 3);
const isAdvanced = (e: Usable): boolean => ['doctorate', 'master'].includes(degreeLevelOf(e.title) ?? '');

// A degree named with a U.S. state, or "United States", was conferred in the United States; nothing else is assumed.
const US_STATES =
  /\b(United States|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming)\b/;
const EVALUATION = /\b(credential evaluation|evaluation of (foreign )?(academic )?(credentials?|education|degrees?)|equivalency (report|evaluation))\b/i;

/** The advanced-degree argument: each degree with what its exhibit holds, then why the highest is an advanced degree. */
function advancedDegreeBlocks(ctx: ComposeContext, niw: NiwAssessment): Block[] {
  const blocks: Block[] = [heading('Advanced degree'), paragraph(legalPoints(['cfr-204-5-k-2', 0], ['cfr-204-5-k-2', 1], ['pm-6-f-5', 1]))];
  const degrees = [...ofType(ctx, 'degree')].sort(byLevel);
  for (const d of degrees) {
    const [lead] = itemSentences(ctx, d);
    const details = sentencesOf(d.description).map((s) => fact([d], s));
    blocks.push(paragraph([...(lead ? [lead] : []), ...details]));
  }
  const evaluations = ofType(ctx, 'other').filter((e) => EVALUATION.test(e.title));
  for (const e of evaluations)
    blocks.push(
      paragraph([
        fact([e], `The record includes ${quoted(e.title)}${atDate(e.date) ? `, dated ${atDate(e.date)?.replace(/^(in|on) /, '')}` : ''}`),
        ...sentencesOf(e.description).map((s) => fact([e], s)),
      ]),
    );
  const highest = degrees.find(isAdvanced);
  const argument: Sentence[] = [];
  if (highest) {
    const level = degreeLevelOf(highest.title) === 'doctorate' ? 'doctorate' : 'master’s degree';
    argument.push(
      prose(
        `A ${level} is an academic degree above the baccalaureate, so ${ctx.short} holds an advanced degree in its own right and does not rely on the alternative of a bachelor’s degree followed by five years of progressive experience.`,
      ),
    );
    if (US_STATES.test(highest.title) && !evaluations.length)
      argument.push(prose('The degree was conferred by a university in the United States, so no evaluation of foreign equivalence is needed.'));
    else if (evaluations.length)
      argument.push(
        prose('The credential evaluation filed with the petition addresses the equivalence of the foreign degree to its United States counterpart.'),
      );
  }
  // A bachelor's degree counts only with five years of progressive experience: the employment record shows them.
  const jobs = highest ? [] : ofType(ctx, 'employment');
  const reasons = reasonSentences(ctx, niw.threshold.reasons);
  blocks.push(
    ...jobs.flatMap((e) => itemBlocks(ctx, e, null)),
    ...(argument.length ? [paragraph(argument)] : []),
    ...(!highest && reasons.length ? [paragraph(reasons)] : []),
  );
  return blocks;
}

function eligibility(ctx: ComposeContext, niw: NiwAssessment): Section {
  const blocks: Block[] = [paragraph(legalPoints(['dhanasar', 1], ['ina-203-b-2-a', 1], ['ina-101-a-32', 0], ['cfr-204-5-k-2', 4], ['pa-2025-03', 1]))];
  const { route } = niw.threshold;
  if (route === 'advanced_degree') blocks.push(...advancedDegreeBlocks(ctx, niw));
  else if (route === 'exceptional_ability') blocks.push(heading('Exceptional ability'), ...exceptionalAbilityBlocks(ctx, niw));
  return section('eb2-eligibility', 'eb2-eligibility', 'Eligibility for the EB-2 Classification', blocks);
}

/** Public funding of the endeavor, stated in depth here; the prongs refer back to it. */
function fundingSentences(ctx: ComposeContext): Sentence[] {
  return publicFunding(ctx).flatMap((g) => {
    const amount = detailNumber(g, 'amount');
    const role = detailString(g, 'role');
    const publisher = publisherOf(g);
    const lead = fact(
      [g],
      `The endeavor is funded in part by ${publisher ? publisherName(publisher) : 'a public body'} through ${quoted(g.title)}${atDate(g.date) ? `, awarded ${atDate(g.date)}` : ''}${amount !== null ? `, in the amount of ${money(amount, detailString(g, 'currency'))}` : ''}${role ? `, on which ${ctx.short} is ${role}` : ''}`,
    );
    return [lead, ...sentencesOf(g.description).map((s) => fact([g], s))];
  });
}

function proposedEndeavor(ctx: ComposeContext): Section | null {
  const endeavor = ctx.input.profile.proposedEndeavor?.trim();
  if (!endeavor) return null;
  // The endeavor in the applicant's own words: the first prong is judged on this specific endeavor.
  const blocks: Block[] = [paragraph([prose(`${ctx.name} describes the proposed endeavor as follows: “${endeavor.replace(/[”"]+$/, '')}”`)])];
  const plans = ofType(ctx, 'other').filter(isPlan);
  for (const p of plans) {
    const d = stripPeriod(p.description);
    const when = atDate(p.date);
    const said = FIRST_PERSON.test(d)
      ? `In ${quoted(p.title)}${when ? `, dated ${when.replace(/^(in|on) /, '')},` : ''} ${ctx.short} sets out what the endeavor will produce, for whom and how: “${d}.”`
      : `${quoted(p.title)} sets out the plan as follows: ${lowerFirst(d)}`;
    if (d) blocks.push(heading('What the endeavor will produce, for whom and how'), paragraph([fact([p], said)]));
  }
  const how: Sentence[] = [];
  const role = endeavorRole(ctx);
  if (role)
    how.push(
      fact(
        [role],
        `${ctx.short} carries the endeavor forward as ${quoted(role.title)}${detailString(role, 'organization') ? ` at ${detailString(role, 'organization')}` : ''}, a role described with the second prong below`,
      ),
    );
  how.push(...fundingSentences(ctx));
  if (how.length) blocks.push(heading('Role and resources'), paragraph(how));
  const dated = plans.some((p) => /\b20\d{2}\b/.test(p.description));
  if (plans.length) {
    blocks.push(
      paragraph([
        prose(
          `The endeavor is therefore specific: it names what will be built, for whom, by whom and with what resources${dated ? ', and it sets dates against which its progress can be measured' : ''}. It is not a description of an occupation, and it is the endeavor on which the first prong below is argued.`,
        ),
      ]),
    );
  }
  return section('proposed-endeavor', 'proposed-endeavor', 'The Proposed Endeavor', blocks);
}

/**
 * The conclusion, one paragraph per prong: what each rests on, counted, and the finding it supports; then the
 * request. It restates only what the sections above have argued.
 */
function conclusion(ctx: ComposeContext): Section {
  const counts = conclusionCounts(ctx);
  const stem = stemDegreeForEndeavor(ctx);
  const funding = publicFunding(ctx);
  const committed = commitments(ctx);
  const cited = citationTotalSentence(ctx, ofType(ctx, 'publication'));
  const first: Sentence[] = [
    prose('The record meets each of the three prongs of ', cite('dhanasar'), '.'),
    ...(counts.sources ? [counts.sources] : []),
    prose(
      'The endeavor is specific and has substantial merit, and its national importance is shown by the sources discussed under the first prong rather than by the petitioner’s own account.',
    ),
    ...(stem
      ? [prose(`The advanced degree behind it, put to work on a critical and emerging technology, falls within the guidance USCIS issued in January 2022.`)]
      : []),
  ];
  const second: Sentence[] = [
    ...(counts.results ? [counts.results] : []),
    ...(cited ? [cited] : []),
    prose(
      `${ctx.short} is well positioned to advance the endeavor through education in the discipline, work that others already use, a dated plan, progress already made and the documented interest of others in the field.`,
    ),
  ];
  const balance = [
    workInUse(ctx).length ? `results that serve institutions beyond any one employer` : null,
    funding.length ? 'public funds already committed to the work' : null,
    committed.length ? `${committed.length === 1 ? 'a user of the work who has' : 'users of the work who have'} committed in writing to take part` : null,
  ].filter((b): b is string => b !== null);
  const third: Sentence[] = [
    prose(
      `On balance, the factors of the third prong favor waiving the job offer and labor certification${balance.length ? `: ${joinAnd(balance)} weigh for the waiver, and nothing in the record suggests that it would displace a U.S. worker` : ''}.`,
    ),
  ];
  return section('conclusion', 'conclusion', 'Conclusion', [
    paragraph(first),
    paragraph(second),
    paragraph(third),
    paragraph([
      prose(
        `For these reasons, ${ctx.name} requests classification under `,
        cite('ina-203-b-2'),
        ' with a national interest waiver under ',
        cite('ina-203-b-2-b-i'),
        '.',
      ),
      prose('We respectfully request that the petition be approved.'),
    ]),
  ]);
}

/** Newest first, then by title, so the list reads like a publication record. */
const byYearThenTitle = (a: Usable, b: Usable): number => (pubYear(b) ?? 0) - (pubYear(a) ?? 0) || a.title.localeCompare(b.title);

/**
 * The scholarly articles in full, after the exhibit index: the second prong argues the strongest of them and sums up
 * the rest in one sentence, so the body never carries a bibliography. A short record needs no appendix.
 */
export const APPENDIX_MIN_ARTICLES = 5;
function articlesAppendix(ctx: ComposeContext): Section | null {
  const pubs = ofType(ctx, 'publication');
  if (pubs.length < APPENDIX_MIN_ARTICLES) return null;
  const entries: Paragraph[] = [...pubs].sort(byYearThenTitle).map((e) => item(publicationEntry(e, false).sentences));
  return section('appendix', 'appendix', `${APPENDIX_NAME}. The Scholarly Articles Listed in Full`, [
    paragraph([prose('Every scholarly article in the record, newest first, with its venue, date, author position and citation record.')]),
    listBlock(entries),
  ]);
}

export function niwSections(ctx: ComposeContext, niw: NiwAssessment): Section[] {
  const [one, two, three] = niw.prongs;
  const head = [introduction(ctx), legalFramework(ctx), niwFieldSection(ctx), eligibility(ctx, niw), proposedEndeavor(ctx)].filter(
    (s): s is Section => s !== null,
  );
  // The prongs are argued from the record itself; the engine's findings only confirm that each exists.
  const first = one ? [prongOneSection(ctx)] : [];
  const appendix = articlesAppendix(ctx);
  const second = two ? [prongTwoSection(ctx, [...head, ...first], two.evidenceIds, appendix !== null)] : [];
  const third = three ? [prongThreeSection(ctx)] : [];
  return [...head, ...first, ...second, ...third, conclusion(ctx), ...(appendix ? [appendix] : [])];
}
