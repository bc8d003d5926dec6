import { capitalize, stripPeriod } from '../../letter/compose/format';
import { fact, paragraph, prose } from '../../letter/compose/sentences';
import type { Block, Section, Sentence } from '../../letter/schema';
import type { Focus } from '../focuses';
import type { LetterItem } from '../plan-facts';
import type { LetterAngle, Recommender } from '../schema';
import { itemWords } from './item-words';
import { FOCUS_LEADS } from './phrases-closing';
import { DESCRIBE, FIGURES, IDENTIFY, judgementsFor } from './phrases-facts';
import { FACT_STRIDES, pick, type Voice } from './voice';

/**
 * One paragraph per fact: what it is, its figures and the exhibit's own description, each slot stepping
 * through its bank at its own stride. The first fact of each kind (work, recognition, judging, record) also
 * gets the writer's judgement of why it matters, from entry `styleIndex` of that kind's bank, so no two
 * letters of a plan share a judgement and no letter repeats one.
 */
function factParagraph(v: Voice, style: number, angle: LetterAngle, e: LetterItem, index: number, isFirstOfKind: boolean): Block {
  const words = itemWords(e, v.short, style);
  const at = (stride: number) => style + stride * index;
  const sentences: Sentence[] = [fact([e], pick(IDENTIFY, at(FACT_STRIDES.identify))(words.subject, words.event))];
  if (words.figures.length) sentences.push(fact([e], pick(FIGURES, at(FACT_STRIDES.figures))(words.figures.join('; '))));
  if (words.description) sentences.push(fact([e], pick(DESCRIBE, at(FACT_STRIDES.describe))(words.description)));
  if (isFirstOfKind) sentences.push(prose(pick(judgementsFor(e.type, angle), style)(v, words.noun)));
  return paragraph(sentences);
}

/** The recommender's own account, verbatim: the specifics only they can give. */
const ownWords = (s: string): Sentence => prose(`${capitalize(stripPeriod(s))}.`);

export function focusSection(v: Voice, style: number, focus: Focus, angle: LetterAngle, recommender: Recommender, facts: readonly LetterItem[]): Section {
  const blocks: Block[] = [paragraph([prose(pick(FOCUS_LEADS, style)(v))])];
  if (recommender.firstHand) blocks.push(paragraph([ownWords(recommender.firstHand)]));
  const judged = new Set<unknown>();
  facts.forEach((e, i) => {
    const bank = judgementsFor(e.type, angle);
    blocks.push(factParagraph(v, style, angle, e, i, !judged.has(bank)));
    judged.add(bank);
  });
  return { id: `focus-${focus.id}`, heading: capitalize(focus.topic), kind: focus.sectionKind, reviewState: 'draft', blocks };
}
