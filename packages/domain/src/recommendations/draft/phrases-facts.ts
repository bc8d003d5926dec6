import type { EvidenceType } from '../../evidence';
import type { LetterAngle } from '../schema';
import type { Voice } from './voice';

/**
 * The sentences around each fact: how it is introduced, how its figures and description are given, and the
 * writer's judgement of it. Judgements are opinions in the first person and never add a fact; the facts
 * themselves come from the item (item-words.ts).
 */

export const IDENTIFY: readonly ((subject: string, event: string) => string)[] = [
  (s, e) => `${s} ${e}`,
  (s, e) => `I would point to ${s}, which ${e}`,
  (s, e) => `Consider ${s}: it ${e}`,
  (s, e) => `One example is ${s}, which ${e}`,
  (s, e) => `Take ${s}, which ${e}`,
  (s, e) => `The record includes ${s}; it ${e}`,
  (s, e) => `Of particular note is ${s}, which ${e}`,
  (s, e) => `I have in mind ${s}, which ${e}`,
];

export const FIGURES: readonly ((figures: string) => string)[] = [
  (f) => `The record shows that ${f}`,
  (f) => f,
  (f) => `On the record, ${f}`,
  (f) => `The documents show that ${f}`,
  (f) => `As the record states, ${f}`,
  (f) => `For scale: ${f}`,
  (f) => `It is worth noting that ${f}`,
  (f) => `Per the record, ${f}`,
];

/** At most five words each, so the frame before a quotation never forms a shared six-word phrase. */
export const DESCRIBE: readonly ((quote: string) => string)[] = [
  (d) => `In the exhibit’s words: ${d}`,
  (d) => `The exhibit adds: ${d}`,
  (d) => `Its record says: ${d}`,
  (d) => `Its documentation notes: ${d}`,
  (d) => `As the exhibit puts it, ${d}`,
  (d) => `The supporting document states: ${d}`,
  (d) => `The exhibit summarises it: ${d}`,
  (d) => `Its own record reads: ${d}`,
];

type Judge = (v: Voice, noun: string) => string;

const WORK_IMPACT: readonly Judge[] = [
  (v, n) => `In my assessment, this ${n} is a substantive contribution to ${v.field}, and I say so with no stake in it.`,
  (v, n) => `I regard this ${n} as work that specialists in ${v.field} have good reason to know.`,
  (v, n) => `Read from outside the group of ${v.short}, this ${n} stands on its own merits.`,
  (v, n) => `My own judgement, formed independently, is that this ${n} moved ${v.field} forward.`,
  (_, n) => `I consider this ${n} original work rather than a routine extension of earlier studies.`,
  (v, n) => `For a specialist in ${v.field}, the value of this ${n} lies in what others can do with it.`,
  (_, n) => `I single out this ${n} because its significance does not depend on who produced it.`,
  (_, n) => `This ${n} is, to my mind, one of the more useful pieces of work in its area.`,
];

const WORK_ROLE: readonly Judge[] = [
  (v, n) => `From where I stood, the part ${v.short} played in this ${n} was substantial.`,
  (v, n) => `Working alongside ${v.short}, I could see the care that went into this ${n}.`,
  (_, n) => `I mention this ${n} because I know how it came about, not only what it says.`,
  (v, n) => `This ${n} reflects decisions that ${v.short} made and carried through.`,
  (v, n) => `Those of us close to this ${n} know how much of it depended on ${v.short}.`,
  (v, n) => `I can vouch for the role of ${v.short} in this ${n} because I worked near it.`,
  (_, n) => `This is a ${n} I can describe from the inside rather than from its summary.`,
  (_, n) => `I can attest to this ${n} directly, and I do so with the record in front of me.`,
];

const RECOGNITION: readonly Judge[] = [
  (v, n) => `In ${v.field}, recognition like this ${n} generally follows close examination of the work by peers.`,
  (v, n) => `I know from my own experience in ${v.field} that this ${n} reflects the judgement of others, not of the recipient.`,
  (v, n) => `This ${n} means that others in ${v.field} examined the work and chose to single it out.`,
  (v, n) => `What makes this ${n} telling is that the decision lay with others, not with ${v.short}.`,
  (_, n) => `I give weight to this ${n} because it records an outside judgement of the work.`,
  (_, n) => `This ${n} is, in my experience, a reliable sign of standing among peers.`,
  (v, n) => `This ${n} shows how others in ${v.field} have received the work.`,
  (_, n) => `I read this ${n} as evidence of how the work is regarded by those qualified to judge it.`,
];

const JUDGING: readonly Judge[] = [
  (v) => `Being asked to evaluate the work of peers is a sign of the trust ${v.short} has earned in ${v.field}.`,
  (v, n) => `Editors and committees in ${v.field} choose their reviewers with care, and this ${n} reflects that choice.`,
  (v, n) => `I give weight to this ${n} because it means others relied on the judgement of ${v.short}.`,
  (_, n) => `Those who organize peer review look for people whose judgement they trust; that is what this ${n} shows.`,
  (v) => `In ${v.field}, invitations to judge the work of others go to people whose expertise is recognized.`,
  (v, n) => `This ${n} places ${v.short} among those trusted to decide what counts as sound work in ${v.field}.`,
  (v, n) => `I read this ${n} as recognition by peers of expertise in ${v.field}.`,
  (_, n) => `The responsibility this ${n} involves is not given to newcomers.`,
];

const RECORD: readonly Judge[] = [
  (_, n) => `This ${n} is part of the record I can speak to.`,
  (v, n) => `I mention this ${n} because it shows the responsibility ${v.short} has carried.`,
  (v, n) => `The ${n} matters here because of what it entrusted to ${v.short}.`,
  (v, n) => `I consider this ${n} relevant to the standing of ${v.short} in ${v.field}.`,
  (_, n) => `This ${n} gives concrete form to what I describe in this letter.`,
  (_, n) => `I include this ${n} because it corroborates my account.`,
  (v, n) => `This ${n} shows the trust placed in ${v.short} by those in a position to know.`,
  (v, n) => `I note this ${n} as part of the documented record of ${v.short}.`,
];

const WORK_TYPES: ReadonlySet<EvidenceType> = new Set([
  'publication',
  'citation_record',
  'original_contribution',
  'patent',
  'presentation',
  'exhibition',
  'commercial_success',
]);
const RECOGNITION_TYPES: ReadonlySet<EvidenceType> = new Set(['award', 'grant', 'membership', 'media_coverage']);

/**
 * The writer's judgement of a kind of item: its influence seen from outside, or the applicant's part in it
 * seen from close by. A letter draws one judgement per kind from entry `styleIndex`, so no two letters of a
 * plan share one.
 */
export function judgementsFor(type: EvidenceType, angle: LetterAngle): readonly Judge[] {
  if (WORK_TYPES.has(type)) return angle === 'impact' ? WORK_IMPACT : WORK_ROLE;
  if (RECOGNITION_TYPES.has(type)) return RECOGNITION;
  if (type === 'judging') return JUDGING;
  return RECORD;
}
