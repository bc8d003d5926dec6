import type { Block, Section, Sentence } from '../schema';
import { detailNumber, detailString } from '../../assessment/details';
import { type ComposeContext, ofType, possessive } from './context';
import { endeavorRole, workInUse } from './continuing-work';
import { capitalize, counted, joinAnd, money, quoted, sentencesOf } from './format';
import { commitments, isIndependentLetter, shortWriter, writerName, writerOf } from './letters';
import { inlineList, usedWorks } from './merits-evidence';
import { FIGURE, isPlan, outsideSources, publicFunding, publisherName, publisherOf, recordedBy, SHORTAGE, URGENT } from './niw-sources';
import { fact, factInline, heading, legalPoints, paragraph, prose } from './sentences';
import { section } from './shared';

/**
 * Dhanasar's third prong through its balancing factors, each argued only where the record supports it:
 * whether a job offer and labor certification would be impractical (work used across institutions, several
 * funded collaborations, self-direction), whether the United States benefits even if qualified U.S. workers are
 * available (the applicant's own results), urgency (what the outside sources say of the need), self-employment
 * and entrepreneurship (the January 2025 update), and letters from public bodies.
 */

export const PRONG_THREE_HEADING = 'Third Prong: On Balance, Waiving the Job Offer and Labor Certification Benefits the United States';

const ENTREPRENEUR = /\b(founder|co-founder|entrepreneur\w*|start-?up|self-employed)\b/i;
const ACADEMIC = /\b(university|college|hospital|cancer center|medical center|school of)\b/i;
const PUBLIC_BODY = /\b(department|ministry|government|agency|council|state|federal|county|city of|public health|authority)\b/i;

function impracticalBlocks(ctx: ComposeContext): Block[] {
  const inUse = workInUse(ctx);
  const funding = publicFunding(ctx);
  const facts: Sentence[] = [];
  if (inUse.length)
    facts.push(factInline([`${possessive(ctx.short)} work is used by institutions that do not employ ${ctx.short}: `, ...inlineList(inUse.slice(0, 5))]));
  if (funding.length)
    facts.push(
      fact(
        funding,
        `The work is carried out under ${joinAnd(funding.map((e) => quoted(e.title)))}, a publicly funded project whose results are meant for institutions beyond a single employer`,
      ),
    );
  const plans = ofType(ctx, 'other').filter((e) => isPlan(e) && /\b(adopt\w*|open[- ]source|release|partner\w*)\b/i.test(e.description));
  if (plans.length)
    facts.push(
      factInline([
        'The plan itself, ',
        ...inlineList(plans),
        `, is built around others adopting the results, which no single employer’s position description could contain`,
      ]),
    );
  if (!facts.length) return [];
  facts.push(
    prose(
      'A labor certification tests the minimum requirements of one position for one employer; it has no way to weigh an endeavor whose results are used across institutions, and tying the endeavor to one position would narrow the very reach that makes it important.',
    ),
  );
  return [heading('A Job Offer and Labor Certification Would Be Impractical'), paragraph(facts)];
}

function benefitBlocks(ctx: ComposeContext): Block[] {
  const facts: Sentence[] = [];
  // The figures were argued under the second prong; here they are referred to, not restated.
  const used = usedWorks(ctx.items).slice(0, 3);
  if (used.length)
    facts.push(
      factInline([
        `The results the second prong documents are ${possessive(ctx.short)} own: `,
        ...inlineList(used),
        `; each exists because ${ctx.short} built it`,
      ]),
    );
  const licenses = ofType(ctx, 'license');
  if (licenses.length && used.length)
    facts.push(
      fact(
        licenses,
        `${ctx.short} also holds ${joinAnd(licenses.map((e) => quoted(e.title)))}, so the person who builds the tools is qualified to judge their use in practice`,
      ),
    );
  const independent = ofType(ctx, 'recommendation_letter').filter(isIndependentLetter);
  if (independent.length)
    facts.push(
      fact(
        independent,
        `Independent experts, ${joinAnd(independent.map(writerName))}, describe from first-hand knowledge what the work has done for the institutions that use it`,
      ),
    );
  if (!facts.length) return [];
  facts.push(
    prose(
      `The benefit comes from what ${ctx.short} has built and will build, not from filling a position: other qualified workers, however able, would not bring the tools, results and standing the record documents, so the United States benefits from the waiver even if such workers are available.`,
    ),
  );
  return [heading('The United States Benefits Even If Qualified U.S. Workers Are Available'), paragraph(facts)];
}

function urgencyBlocks(ctx: ComposeContext): Block[] {
  // The sources were quoted under the first prong; here they are named, not quoted again.
  const pressing = outsideSources(ctx).filter((e) => URGENT.test(e.description));
  if (!pressing.length) return [];
  const sentences: Sentence[] = [
    factInline(['The sources discussed under the first prong describe a need that is present now, not in the future: ', ...inlineList(pressing.slice(0, 4))]),
  ];
  const witnesses = ofType(ctx, 'recommendation_letter').filter((e) => /\b(pressing|urgent\w*)\b/i.test(e.description));
  if (witnesses.length)
    sentences.push(
      fact(
        witnesses,
        `${capitalize(joinAnd(witnesses.map(writerName)))} also ${witnesses.length === 1 ? 'describes' : 'describe'} the need as pressing, from first-hand experience`,
      ),
    );
  sentences.push(
    prose(
      'A need of that kind is not served by the months a labor certification takes; each year of delay leaves the problem the sources describe where it is.',
    ),
  );
  return [heading('The National Interest Is Urgent'), paragraph(sentences)];
}

/**
 * What the sources record of the workforce: a labor certification protects U.S. workers from displacement, and
 * where the sources show too few of them for the work, an endeavor that extends what each can do serves them.
 */
const LEANS_BACK = /^(Such|These|Those|They)\b/;

function workforceBlocks(ctx: ComposeContext): Block[] {
  const shortages = outsideSources(ctx).flatMap((source) => {
    const all = sentencesOf(source.description);
    // A sentence that leans on the one before it ("Such clinics have …") is quoted after that one, which names them.
    return all.flatMap((words, i) =>
      SHORTAGE.test(words) && FIGURE.test(words) ? [{ source, words, before: LEANS_BACK.test(words) ? all[i - 1] : undefined }] : [],
    );
  });
  if (!shortages.length || !workInUse(ctx).length) return [];
  const sentences: Sentence[] = shortages.slice(0, 3).flatMap(({ source, words, before }, i) => {
    const again = shortages[i - 1]?.source === source;
    return before ? [fact([source], recordedBy(source, before, again)), fact([source], words)] : [fact([source], recordedBy(source, words, again))];
  });
  sentences.push(
    prose(
      `A labor certification exists to protect U.S. workers from being displaced. ${possessive(ctx.short)} work is released for the specialists already at work in U.S. institutions and adds to what each of them can do; where the sources record too few of those specialists for the work, a process that tests whether one more can be found for one position does not serve the need the endeavor meets.`,
    ),
  );
  return [heading('The Workforce the Endeavor Serves'), paragraph(sentences)];
}

/**
 * Public money already committed to the work: a labor certification would make the results it was awarded for
 * wait on the recruitment for one position.
 */
function publicInvestmentBlocks(ctx: ComposeContext): Block[] {
  const funding = publicFunding(ctx);
  if (!funding.length) return [];
  const sentences: Sentence[] = funding.map((g) => {
    const amount = detailNumber(g, 'amount');
    const role = detailString(g, 'role');
    const funder = publisherOf(g);
    return fact(
      [g],
      `${funder ? capitalize(publisherName(funder)) : 'A public body'} has already committed ${amount !== null ? money(amount, detailString(g, 'currency')) : 'public funds'} to ${quoted(g.title)}${role ? `, on which ${ctx.short} is ${role}` : ''}`,
    );
  });
  sentences.push(
    prose(
      `The public has already paid for work that ${ctx.short} carries out. The waiver lets that investment yield the results it was awarded for in the United States, instead of making them wait on the recruitment for a single position.`,
    ),
  );
  return [heading('The Public Investment Already Made'), paragraph(sentences)];
}

function commitmentBlocks(ctx: ComposeContext): Block[] {
  const said = commitments(ctx);
  if (!said.length) return [];
  const sentences: Sentence[] = said.map(({ e, words }) => fact([e], `${shortWriter(e)} writes: “${words}.”`));
  sentences.push(
    prose(
      `Those who would use the endeavor’s results have committed in writing to take part in it. Their commitments are made to the plan as ${ctx.short} will carry it out, on its dates; the waiver lets the work they have joined go ahead as planned.`,
    ),
  );
  return [heading('Those Who Would Use the Results Have Committed to Them'), paragraph(sentences)];
}

/**
 * The balance itself: what a labor certification protects, weighed against what the record shows. The record's
 * evidence under the first two prongs counts here too, as Dhanasar allows.
 */
function balanceBlocks(ctx: ComposeContext): Block[] {
  const role = endeavorRole(ctx);
  const funding = publicFunding(ctx);
  const open = ofType(ctx, 'other').filter((e) => isPlan(e) && /\b(open[- ]source|release|freely available)\b/i.test(e.description));
  const sentences: Sentence[] = [
    ...legalPoints(['dhanasar', 7]),
    prose('The interest a labor certification protects is that of U.S. workers who could fill the position an employer offers.'),
  ];
  const facts = [
    role ? `the endeavor is carried out from a position ${ctx.short} already holds, ${quoted(role.title)}` : null,
    funding.length ? 'its funding was awarded to the project itself' : null,
    open.length ? 'its results are to be released for the specialists already at work in U.S. institutions to use' : null,
  ].filter((f): f is string => f !== null);
  const items = [...(role ? [role] : []), ...funding, ...open];
  if (facts.length) sentences.push(fact(items, `Nothing in the record suggests that the waiver would displace such a worker: ${joinAnd(facts)}`));
  const sources = outsideSources(ctx);
  const inUse = workInUse(ctx);
  const weighed = [
    sources.length
      ? `the first prong shows a national need documented by ${sources.length === 1 ? 'a source' : counted(sources.length, 'source')} outside the petitioner`
      : null,
    inUse.length ? `the second shows results already in use at institutions that do not employ ${ctx.short}` : null,
  ].filter((w): w is string => w !== null);
  if (weighed.length) sentences.push(prose(`Against that, ${joinAnd(weighed)}.`));
  sentences.push(
    prose(
      'Each factor the record supports points the same way, and none points against the waiver: on balance, it would benefit the United States to waive the job offer and labor certification.',
    ),
  );
  return [heading('The Balance'), paragraph(sentences)];
}

function entrepreneurBlocks(ctx: ComposeContext): Block[] {
  if (!ENTREPRENEUR.test(`${ctx.input.profile.currentRole ?? ''} ${ctx.input.profile.proposedEndeavor ?? ''}`)) return [];
  return [
    heading('Self-Employment and Entrepreneurship'),
    paragraph([
      ...legalPoints(['pa-2025-03', 3], ['pm-update-2022-01-21', 1]),
      prose(`${ctx.short} directs the endeavor personally, so there is no employer to sponsor a labor certification for it.`),
    ]),
  ];
}

function publicBodyBlocks(ctx: ComposeContext): Block[] {
  // A university department or hospital is not a public body, whatever its name says.
  const letters = ofType(ctx, 'recommendation_letter').filter((e) => PUBLIC_BODY.test(writerOf(e) ?? '') && !ACADEMIC.test(writerOf(e) ?? ''));
  if (!letters.length) return [];
  return [
    heading('Support from Public Bodies'),
    paragraph([...legalPoints(['pm-update-2022-01-21', 1]), fact(letters, `The record includes a letter from ${joinAnd(letters.map(writerName))}`)]),
  ];
}

export function prongThreeSection(ctx: ComposeContext): Section {
  const factors = [
    ...impracticalBlocks(ctx),
    ...benefitBlocks(ctx),
    ...workforceBlocks(ctx),
    ...urgencyBlocks(ctx),
    ...publicInvestmentBlocks(ctx),
    ...commitmentBlocks(ctx),
    ...entrepreneurBlocks(ctx),
    ...publicBodyBlocks(ctx),
  ];
  return section('niw-prong-3', 'niw-prong', PRONG_THREE_HEADING, [
    paragraph(legalPoints(['dhanasar', 4])),
    ...factors,
    ...(factors.length ? balanceBlocks(ctx) : []),
  ]);
}
