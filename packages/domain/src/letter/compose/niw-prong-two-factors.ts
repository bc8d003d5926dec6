import { detailNumber, detailString } from '../../assessment/details';
import type { Block, Sentence } from '../schema';
import { type ComposeContext, type Usable, ofType, possessive } from './context';
import { currentPositions } from './continuing-work';
import { itemSentences } from './evidence';
import { atDate, bodyName, capitalize, counted, joinAnd, lowerFirst, money, numberWord, quoted, sentencesOf, stripPeriod, yearOfDate } from './format';
import { commitments, isIndependentLetter, shortWriter, writerName, writerOf } from './letters';
import { coinedNames, corroboratingItems, inlineList, isMinorItem, usedWorks } from './merits-evidence';
import { isOutsideSource, isPlan, isPublicBody, publisherName, publisherOf } from './niw-sources';
import { fact, factInline, heading, legalPoints, paragraph, prose } from './sentences';

/**
 * The second prong's factors beyond the record of success: the expert letters (each quoted for what its writer
 * knows first-hand), the plan and its dated steps, the progress already made, and the interest of others.
 */

const FIRST_PERSON = /\b(I|me|my|My|we|We|our|Our)\b/;

/** One letter: who wrote it and on what footing, the writer's own words, and the documents that bear them out. */
function letterParagraph(ctx: ComposeContext, e: Usable): Block {
  const writer = writerOf(e);
  const when = atDate(e.date);
  const who = writer ? capitalize(writer) : `The author of ${quoted(e.title)}`;
  const sentences: Sentence[] = [
    fact(
      [e],
      `${who}${writer?.includes(',') ? ',' : ''} wrote${when ? ` ${when}` : ''}${isIndependentLetter(e) ? ` as an expert independent of ${ctx.short}` : ''}`,
    ),
  ];
  const summary = stripPeriod(e.description);
  if (summary)
    sentences.push(fact([e], FIRST_PERSON.test(summary) ? `${shortWriter(e)} writes: “${summary}.”` : `The letter states that ${lowerFirst(summary)}`));
  // Outside sources explain the problem; only the applicant's own documents can bear out what a writer saw.
  // An all-capital word ("DICOM") names a format, not a work; it ties nothing to the letter on its own.
  const said = `${e.title} ${e.description}`;
  const backed = corroboratingItems(ctx, e)
    .filter((x) => !isOutsideSource(x) && coinedNames(x.title).some((n) => !/^\p{Lu}+$/u.test(n) && said.includes(n)))
    .slice(0, 3);
  if (backed.length)
    sentences.push(factInline([`What ${shortWriter(e)} describes first-hand is borne out by the documentary record: `, ...inlineList(backed)]));
  return paragraph(sentences);
}

const AS_USER = /\b(we|our|my (group|department|service|clinic|network))\b[^.]*\b(use|uses|used|adopted|run|runs|built on|relied on)\b|\bas a user\b/i;

export function lettersBlocks(ctx: ComposeContext): Block[] {
  const letters = ofType(ctx, 'recommendation_letter');
  if (!letters.length) return [];
  const ordered = [...letters.filter(isIndependentLetter), ...letters.filter((e) => !isIndependentLetter(e))];
  const users = ordered.filter((e) => isIndependentLetter(e) && AS_USER.test(e.description));
  const closing: Sentence[] = [];
  if (users.length) {
    closing.push(
      fact(
        users,
        `${capitalize(numberWord(users.length))} of the ${numberWord(letters.length)} writers have no tie to ${ctx.short} and know the work as its users: ${joinAnd(users.map(writerName))}`,
      ),
    );
  }
  closing.push(
    prose(
      'Each letter is offered for what its writer knows first-hand, and each point it makes rests on the exhibits cited with it; the letters corroborate the documentary record rather than replace it.',
    ),
  );
  return [
    heading('Expert Letters from Those Who Know the Work First-Hand'),
    paragraph(legalPoints(['pa-2025-03', 2])),
    ...ordered.map((e) => letterParagraph(ctx, e)),
    paragraph(closing),
  ];
}

/** Organisations a sentence names: "the Pacific Northwest Cancer Network", "UC San Diego". */
const ORGANISATION =
  /\b(?:[A-Z][\p{L}’'-]+\s+){1,5}(?:Network|University|Center|Centre|Institute|Foundation|Hospital|Consortium|Alliance|Society|Association|Clinic|Clinics)\b/gu;

/** "the Pacific Northwest Cancer Network", but "Stanford University": an organisation as prose names it. */
const partnerName = (name: string): string => (/University$/.test(name) ? name : `the ${name}`);

/** The plan's dated steps and, for each thing a step relies on, the document showing it is already in place. */
function milestoneSentences(ctx: ComposeContext, plans: readonly Usable[]): Sentence[] {
  const steps = plans.flatMap((p) =>
    sentencesOf(p.description)
      .filter((s) => /\b20\d{2}\b/.test(s))
      .map((s) => ({ plan: p, words: s })),
  );
  if (!steps.length) return [];
  const said = plans.map((p) => p.description).join(' ');
  const out: Sentence[] = steps.map((s) => fact([s.plan], `The plan dates its steps: ${quoted(s.words)}`));
  const works = ofType(ctx, 'original_contribution', 'patent').filter((w) => coinedNames(w.title).some((n) => said.includes(n)));
  if (works.length) out.push(factInline(['The first step extends work that already exists and is in use: ', ...inlineList(works.slice(0, 4))]));
  const acronyms = said.match(/\b\p{Lu}{3,}\b/gu) ?? [];
  const funded = ofType(ctx, 'grant').filter((g) => acronyms.some((a) => g.title.includes(a)));
  if (funded.length)
    out.push(fact(funded, `The evaluation the plan describes has its funding awarded already, through ${joinAnd(funded.map((g) => quoted(g.title)))}`));
  const partners = [...new Set(said.match(ORGANISATION) ?? [])];
  for (const partner of partners) {
    const letters = ofType(ctx, 'recommendation_letter').filter((e) => (writerOf(e) ?? '').includes(partner));
    if (!letters.length) continue;
    const users = letters.filter((e) => AS_USER.test(e.description));
    out.push(
      fact(
        letters,
        users.length
          ? `The partner the plan names, ${partnerName(partner)}, already uses the work: ${joinAnd(users.map(writerName))} ${users.length === 1 ? 'describes' : 'describe'} that use first-hand`
          : `The partner the plan names, ${partnerName(partner)}, is represented in the record by ${joinAnd(letters.map(writerName))}`,
      ),
    );
  }
  return out;
}

export function planBlocks(ctx: ComposeContext): Block[] {
  const plans = ofType(ctx, 'other').filter(isPlan);
  if (!plans.length) return [];
  const milestones = milestoneSentences(ctx, plans);
  const sentences: Sentence[] = [
    factInline([`${capitalize(possessive(ctx.short))} plan for the endeavor is set out in `, ...inlineList(plans), ', quoted with the endeavor above']),
    ...milestones,
    prose(
      `The plan is credible because each of its steps extends work that ${ctx.short} has already built and that others already use, as the record of success above shows: it continues that work rather than starting anew.`,
    ),
  ];
  return [heading('A Model or Plan for Future Activities'), paragraph(sentences)];
}

export function progressBlocks(ctx: ComposeContext): Block[] {
  const positions = currentPositions(ctx);
  const sentences: Sentence[] = positions
    .slice(0, 3)
    .flatMap((e) => [...itemSentences(ctx, e).slice(0, 1), ...sentencesOf(e.description).map((s) => fact([e], s))]);
  const publicGrants = ofType(ctx, 'grant').filter((e) => isPublicBody(e) && !isMinorItem(e));
  if (publicGrants.length)
    sentences.push(
      fact(publicGrants, `The publicly funded project described with the endeavor above, ${joinAnd(publicGrants.map((g) => quoted(g.title)))}, is under way`),
    );
  for (const g of ofType(ctx, 'grant').filter((e) => !isPublicBody(e) && !isMinorItem(e))) {
    const amount = detailNumber(g, 'amount');
    const role = detailString(g, 'role');
    sentences.push(
      fact(
        [g],
        `${ctx.short} ${role ? `is ${role} on` : 'received'} ${quoted(g.title)}${publisherOf(g) ? `, from ${publisherName(publisherOf(g) ?? '')}` : ''}${amount !== null ? `, with ${money(amount, detailString(g, 'currency'))} in funding` : ''}${yearOfDate(g.date) !== null ? ` in ${yearOfDate(g.date)}` : ''}`,
      ),
      ...sentencesOf(g.description).map((s) => fact([g], s)),
    );
  }
  if (!sentences.length) return [];
  sentences.push(prose('The endeavor is therefore already under way, in the positions and funded projects from which the petitioner carries it out.'));
  return [heading('Progress Toward the Endeavor'), paragraph(sentences)];
}

/** "the AAPM Annual Meeting": an event or series named as prose names it. */
const eventName = (host: string): string =>
  /^the\b/i.test(host) || !/\b(meeting|symposium|program|series|conference|workshop|congress|chapter)\b/i.test(host) ? bodyName(host) : `the ${host}`;

/**
 * Dhanasar's "interest of potential customers, users … or other relevant entities": the users the record counts for
 * each work (stated in full above, gathered here as the factor's evidence) and the writers who have committed to
 * the endeavor's next stage.
 */
function userSentences(ctx: ComposeContext): Sentence[] {
  const withUsers = usedWorks(ctx.items)
    .filter((e) => detailNumber(e, 'users') !== null)
    .slice(0, 4);
  const said = commitments(ctx);
  const out: Sentence[] = [];
  if (withUsers.length) {
    const uses = withUsers.map((e) => `${counted(detailNumber(e, 'users') ?? 0, 'user')} of ${quoted((e.title.split(/[:(]/)[0] ?? e.title).trim())}`);
    out.push(fact(withUsers, `The record counts ${joinAnd(uses)}`));
  }
  if (said.length) {
    const writers = [...new Set(said.map(({ e }) => writerName(e)))];
    out.push(
      fact(
        [...new Set(said.map(({ e }) => e))],
        `${capitalize(joinAnd(writers))} ${writers.length === 1 ? 'has' : 'have'} committed in writing to take part in the endeavor’s next stage, as quoted with the letters above`,
      ),
    );
  }
  if (out.length)
    out.push(
      prose(
        'Users who have already adopted the work, and others who have committed to its next stage, are the interest of users and other relevant entities that the second prong weighs.',
      ),
    );
  return out;
}

export function interestBlocks(ctx: ComposeContext): Block[] {
  const talks = [...ofType(ctx, 'presentation')].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  const funders = ofType(ctx, 'grant').filter((e) => !isMinorItem(e));
  const sentences: Sentence[] = [...userSentences(ctx)];
  if (funders.length)
    sentences.push(fact(funders, `Funders have committed resources to the work through the ${funders.length === 1 ? 'grant' : 'grants'} described above`));
  if (talks.length) {
    const shown = talks.slice(0, 6);
    sentences.push(fact(talks, `${ctx.short} has been invited to present the work ${counted(talks.length, 'time')} by institutions and meetings in the field`));
    // Each invitation named with its host, date and subject, so the reader sees who asked and for what.
    for (const e of shown) {
      const host = detailString(e, 'organization') ?? detailString(e, 'venue');
      const when = atDate(e.date);
      sentences.push(
        fact(
          [e],
          `${when ? `${capitalize(when)}, ` : ''}${ctx.short} ${host ? 'was invited to present' : 'presented'} ${quoted(e.title)}${host ? ` at ${eventName(host)}` : ''}`,
        ),
      );
    }
    sentences.push(
      prose('Institutions that invite a speaker to teach their own staff and researchers show an interest in the work that does not depend on the petitioner.'),
    );
  }
  if (!sentences.length) return [];
  return [heading('The Interest of Others in the Field'), paragraph(sentences)];
}
