import { normalize } from './analyze';
import { conceptsIn, getConcept } from './concepts';
import type { ChatHistoryMessage } from './schema';

/**
 * What a question asks for, when the answer needs reasoning over the case rather than passages. Checked in
 * order, first match wins; anything else is a search. Patterns run on `normalize`d text.
 */

export type CriterionFocus = 'missing' | 'evidence' | 'enough' | 'status' | 'explain';

export type Intent =
  | { readonly kind: 'chances' }
  | { readonly kind: 'fees' }
  | { readonly kind: 'which-petition' }
  | { readonly kind: 'criteria-count' }
  | { readonly kind: 'extreme'; readonly which: 'weakest' | 'strongest'; readonly among: 'criteria' | 'prongs' | 'any' }
  | { readonly kind: 'next-steps' }
  | { readonly kind: 'red-flags' }
  | { readonly kind: 'letter-issues' }
  | { readonly kind: 'prong'; readonly prong: 1 | 2 | 3; readonly focus: CriterionFocus }
  | { readonly kind: 'criterion'; readonly criterionId: string; readonly focus: CriterionFocus }
  | { readonly kind: 'search' };

export type IntentKind = Intent['kind'];

const CHANCES =
  /\b(chances?|odds|probabilit(y|ies)|likelihood|likely (to|that) (i|my|it)\b.*\b(approv|succeed|denied|pass)|how likely|approval rate|success rate|percent(age)? (chance|of (approval|success))|will (i|my (petition|case|application|i140)|it) (be|get) (approved|denied|accepted|rejected)|am i going to (be|get) approved|do i (stand a chance|have a (good |real )?shot)|predict (my|the) (outcome|result|decision))/;
/** "How can I improve my chances?" asks what to do, not for a figure. */
const IMPROVE = /\b(improve|increase|boost|raise|strengthen|better)\b.{0,20}\b(chances?|odds|case|petition|application|record)\b/;
const FEES = /\b(fees?|cost|costs|how much (is|are|does|do|will|to)|price|asylum program fee)\b/;
const FEE_SUBJECT = /\b(i140|filing|uscis|premium|i907|asylum|petition|file)\b/;
const WHICH_PETITION =
  /\b((eb1a|eb1|extraordinary ability)\b.{0,40}\b(or|vs\.?|versus|instead of|and)\b.{0,40}\b(niw|national interest|eb2)|(niw|national interest|eb2)\b.{0,40}\b(or|vs\.?|versus|instead of|and)\b.{0,40}\b(eb1a|eb1|extraordinary ability)|which (petition|category|route|visa|path|one|green card)\b|should i (file|apply|go) (for )?(an? |the )?(eb1a|eb1|niw|eb2)|file first|better fit)/;
const CRITERIA_COUNT =
  /\b(how many (of the )?(eb1a )?(criteria|criterion)|number of criteria|(criteria|criterion) (do|did|have|can) i (meet|met|satisfy|satisfied|qualify)|which criteria (do )?i (meet|satisfy)|criteria (i )?(meet|met)\b|do i meet (the )?(three|3|enough) criteria)/;
const WEAKEST = /\b(weakest|weaker|weak spots?|weak points?|worst|least strong|biggest gap|needs? the most work|lowest)\b/;
const STRONGEST = /\b(strongest|strong points?|best|most solid|highest|strongest point)\b/;
const NEXT_STEPS =
  /\b(what (should|do|can|must) i do( next| now| first)?\b|next steps?|what now|where (should|do|can) i (start|begin)|to-?do|priorit(y|ies|ize)|what to do|how (do|should|can) i (start|begin|proceed|prepare)|get started)/;
const RED_FLAGS =
  /\b(red flags?|hurt (my|the) (case|petition)|could hurt|weaken|risks?|risky|warnings?|what could go wrong|flagged|problems? (with|in) my (evidence|case|record)|leave out)\b/;
const LETTER_ISSUES =
  /\b((filing[- ]check|letter)\b.{0,40}\b(issues?|problems?|errors?|fix|warnings?|wrong)|(issues?|problems?|errors?) (in|with) (my|the) (petition )?letter|fix (my|the) letter)\b/;

const FOCUS_MISSING = /\b(missing|lack(ing)?|gaps?|improve|strengthen|what else|to meet|how (can|do|could|should) i|need (to|more)|should i add|add more)\b/;
const FOCUS_EVIDENCE =
  /\b((what|which) (evidence|exhibits?|documents?|items?|proof)\b.{0,30}\b(do i have|have i|i have|support|count)|show me|list (my|the)|my (evidence|exhibits?|documents?) (for|on|about))\b/;
const FOCUS_ENOUGH =
  /\b(enough|sufficient|adequate|good enough|strong enough|does .{0,30} count|do i (meet|satisfy|qualify)|is my .{0,40} (ok|good|strong|fine))\b/;
const FOCUS_EXPLAIN =
  /\b(what (counts|is|are|does|do|qualifies)|explain|define|definition|meaning|means|requirements?|require|how does .{0,30} work|tell me about)\b/;
const PERSONAL = /\b(my|i|me|mine|i'm|i've)\b/;

function focusOf(text: string): CriterionFocus {
  if (FOCUS_MISSING.test(text)) return 'missing';
  if (FOCUS_EVIDENCE.test(text)) return 'evidence';
  if (FOCUS_ENOUGH.test(text)) return 'enough';
  if (FOCUS_EXPLAIN.test(text) && !/\bmy\b/.test(text)) return 'explain';
  if (PERSONAL.test(text)) return 'status';
  return 'explain';
}

/** The criterion and prong a question names, first in the question's own order. */
export function topicsOf(question: string): { criterionIds: string[]; prongs: (1 | 2 | 3)[] } {
  const text = normalize(question);
  const found = conceptsIn(text)
    .map(({ id, matched }) => ({ concept: getConcept(id)!, at: text.indexOf(matched) }))
    .sort((a, b) => a.at - b.at);
  return {
    criterionIds: [...new Set(found.flatMap((f) => (f.concept.criterionId ? [f.concept.criterionId] : [])))],
    prongs: [...new Set(found.flatMap((f) => (f.concept.prong ? [f.concept.prong] : [])))],
  };
}

/** The intent of one question, without looking at the conversation. */
export function detectIntent(question: string): Intent {
  const text = normalize(question);
  if (CHANCES.test(text) && !IMPROVE.test(text)) return { kind: 'chances' };
  if (FEES.test(text) && FEE_SUBJECT.test(text)) return { kind: 'fees' };
  if (LETTER_ISSUES.test(text)) return { kind: 'letter-issues' };
  if (WHICH_PETITION.test(text) && !/\bdifference\b/.test(text)) return { kind: 'which-petition' };
  if (CRITERIA_COUNT.test(text)) return { kind: 'criteria-count' };
  const topics = topicsOf(question);
  const among = /\bprongs?\b/.test(text) || topics.prongs.length ? 'prongs' : /\bcriteri(a|on)\b/.test(text) ? 'criteria' : 'any';
  if (WEAKEST.test(text) && !topics.criterionIds.length) return { kind: 'extreme', which: 'weakest', among };
  if (STRONGEST.test(text) && !topics.criterionIds.length && /\b(criteri|prong|part|point|area|evidence|my)\b/.test(text))
    return { kind: 'extreme', which: 'strongest', among };
  if (RED_FLAGS.test(text) && !topics.criterionIds.length && !topics.prongs.length) return { kind: 'red-flags' };
  if (NEXT_STEPS.test(text) || IMPROVE.test(text)) {
    if (!topics.criterionIds.length && !topics.prongs.length) return { kind: 'next-steps' };
  }
  if (topics.prongs.length) return { kind: 'prong', prong: topics.prongs[0]!, focus: focusOf(text) };
  if (topics.criterionIds.length) return { kind: 'criterion', criterionId: topics.criterionIds[0]!, focus: focusOf(text) };
  return { kind: 'search' };
}

/** "And for awards?", "What about prong 3?": short questions that lean on the one before. */
const FOLLOW_UP = /^(and|what about|how about|same for|and for|and what about|now)\b|^\W*(for|about)\b/;

/**
 * The intent of a question in its conversation: a short follow-up that names only a new criterion or prong
 * ("And for awards?") keeps the focus of the previous question about a criterion or prong.
 */
export function intentInConversation(question: string, history: readonly ChatHistoryMessage[]): Intent {
  const intent = detectIntent(question);
  const text = normalize(question).trim();
  const isFollowUp = FOLLOW_UP.test(text) || text.split(/\s+/).length <= 3;
  if (!isFollowUp || (intent.kind !== 'criterion' && intent.kind !== 'prong')) return intent;
  const previous = [...history].reverse().find((m) => m.role === 'user');
  if (!previous) return intent;
  const before = detectIntent(previous.content);
  if (before.kind !== 'criterion' && before.kind !== 'prong') return intent;
  return { ...intent, focus: before.focus };
}
