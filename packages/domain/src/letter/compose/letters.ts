import { detailBoolean, detailString } from '../../assessment/details';
import type { Block, Sentence } from '../schema';
import { type ComposeContext, type Usable, ofType, possessive } from './context';
import { atDate, bodyName, capitalize, lowerFirst, quoted, sentencesOf, stripPeriod } from './format';
import { fact, paragraph } from './sentences';

/**
 * Recommendation letters. The composer has no letter text of its own to quote, only the record's summary
 * of each letter (its description); so a letter is attributed to its writer and paraphrased from that
 * summary, never quoted with words the record does not hold. Independence is stated only when the record
 * marks the writer as independent.
 */

/** "Prof. Elena Marquez, Stanford University" from "Letter from Prof. Elena Marquez, Stanford University"; null when the title names no writer. */
export function writerOf(e: Usable): string | null {
  const m =
    /^(?:(?:expert|support|reference|recommendation|supporting)\s+)?letters?\s+(?:of\s+(?:support|recommendation|reference)\s+)?(?:from|by)\s+(.+)$/i.exec(
      e.title.trim(),
    );
  const writer = m?.[1] ?? detailString(e, 'author');
  return writer ? bodyName(stripPeriod(writer)) : null;
}

/** The writer's name without the affiliation ("Prof. Elena Marquez"), or the letter's title when no writer is named. */
export const writerName = (e: Usable): string => writerOf(e)?.split(',')[0]?.trim() || `the author of ${quoted(e.title)}`;

/** "the letter of Prof. Elena Marquez", or "the letter “…”" when the title names no writer. */
export const letterRef = (e: Usable): string => (writerOf(e) ? `the letter of ${writerName(e)}` : `the letter ${quoted(e.title)}`);

/** "Dr. Ruiz" from "Dr. Helena Ruiz"; a name without a title stays whole. */
export function shortWriter(e: Usable): string {
  const name = writerName(e);
  const m = /^((?:Dr|Prof|Professor|Mr|Mrs|Ms)\.?)\s+.*\s(\S+)$/.exec(name);
  return m ? `${m[1]} ${m[2]}` : name;
}

export const isIndependentLetter = (e: Usable): boolean => detailBoolean(e, 'isIndependent') === true;

/** The sentences about one letter: who wrote it and when, independence when recorded, and its summary. */
export function letterSentences(ctx: ComposeContext, e: Usable): Sentence[] {
  const writer = writerOf(e);
  const when = atDate(e.date);
  const out: Sentence[] = [
    writer
      ? fact(
          [e],
          `${capitalize(writer.includes(',') ? `${writer},` : writer)} wrote a letter${when ? ` ${when}` : ''} addressing ${possessive(ctx.short)} work`,
        )
      : fact([e], `The letter ${quoted(e.title)}${when ? `, written ${when},` : ''} addresses ${possessive(ctx.short)} work`),
  ];
  const summary = letterSummary(e);
  const independence = isIndependentLetter(e) ? `, who has not collaborated with ${ctx.short},` : '';
  const who = writer ? writerName(e) : 'the writer';
  if (summary && REPORTING_VERB.test(summary)) out.push(fact([e], `In the letter, ${who}${independence} ${lowerFirst(summary)}`));
  else if (summary)
    out.push(fact([e], `In the letter, ${who}${independence} writes: ${/\b(I|me|my|My)\b/.test(summary) ? `“${summary}”` : lowerFirst(summary)}`));
  else if (independence) out.push(fact([e], `${capitalize(who)} has not collaborated with ${ctx.short}`));
  return out;
}

/** A summary that opens on what the writer does ("describes how …") continues the sentence naming the writer. */
export const REPORTING_VERB = /^(describes|explains|reports|states|attests|confirms|notes|details|recounts|credits|says|writes|names|calls)\b/i;

/**
 * What a letter says, without the independence note a record often opens its summary with ("Independent expert with
 * no prior collaboration; describes …"): the letter's sentence states the writer's independence in its own words.
 */
export function letterSummary(e: Usable): string {
  return stripPeriod(e.description.replace(/^\s*independent(?: expert)?\b[^;:,.]{0,60}?[;:,.]\s*/i, ''));
}

/** One paragraph per letter, independent writers first (then exhibit order). */
export function letterBlocks(ctx: ComposeContext, letters: readonly Usable[]): Block[] {
  const ordered = [...letters.filter(isIndependentLetter), ...letters.filter((e) => !isIndependentLetter(e))];
  return ordered.map((e) => paragraph(letterSentences(ctx, e)));
}

/** A sentence in which a letter's writer commits to take part in the endeavor or to use its results. */
const COMMITS = /\b(agreed to|intends? to|will (?:join|adopt|take part)|would adopt|plans? to (?:join|adopt))\b/i;

/** What independent writers say in their letters of taking part in the endeavor or using what it releases. */
export const commitments = (ctx: ComposeContext): { e: Usable; words: string }[] =>
  ofType(ctx, 'recommendation_letter')
    .filter(isIndependentLetter)
    .flatMap((e) =>
      sentencesOf(e.description)
        .filter((s) => COMMITS.test(s))
        .map((words) => ({ e, words: stripPeriod(words) })),
    )
    .slice(0, 4);
