import { detailBoolean, detailNumber, detailScope, detailString } from '../../../assessment/details';
import type { Finding } from '../../../assessment/schema';
import type { Sentence } from '../../schema';
import type { Usable } from '../context';
import { joinAnd, quoted } from '../format';
import { venueOf } from '../publications';
import { factInline } from '../sentences';

/**
 * The criterion's elements (the engine's step-one elements, in the regulation's words) applied to the items the
 * letter argues: for each element, the argued items whose own proof facts show it. An element no argued item
 * shows is not mentioned, so the paragraph never claims more than the exhibits hold.
 */

type Shows = (e: Usable) => boolean;

const yes =
  (key: string): Shows =>
  (e) =>
    detailBoolean(e, key) === true;
const has =
  (key: string): Shows =>
  (e) =>
    detailString(e, key) !== null;
const any =
  (...tests: Shows[]): Shows =>
  (e) =>
    tests.some((t) => t(e));

const SHOWS: Readonly<Record<string, Readonly<Record<string, Shows>>>> = {
  'eb1a-i': {
    recognition: (e) => detailScope(e) === 'national' || detailScope(e) === 'international',
    prize: any(has('selectionCriteria'), (e) => detailNumber(e, 'winners') !== null),
    recipient: yes('isRecipient'),
  },
  'eb1a-ii': { outstanding: yes('requiresOutstandingAchievement'), experts: any(yes('isExpertJudged'), has('admittedBy')) },
  'eb1a-iii': {
    about: yes('isAboutPerson'),
    outlet: (e) => detailBoolean(e, 'isMajorMedia') === true || ['major', 'professional', 'trade'].includes(detailString(e, 'outletKind') ?? ''),
    credits: (e) => has('author')(e) && e.date !== null,
  },
  'eb1a-iv': { judge: (e) => e.type === 'judging', field: any(has('organization'), has('role')) },
  'eb1a-v': {
    original: (e) => e.type === 'original_contribution' || e.type === 'patent',
    significance: any(
      yes('isAdopted'),
      yes('licensed'),
      (e) => (detailNumber(e, 'downloads') ?? 0) > 0 || (detailNumber(e, 'users') ?? 0) > 0,
      has('corroboration'),
    ),
  },
  'eb1a-vi': { authorship: (e) => detailNumber(e, 'authorPosition') !== null, venue: (e) => venueOf(e) !== null, scholarly: yes('peerReviewed') },
  'eb1a-viii': { role: any(has('dependedOn'), yes('hasLetter')), distinguished: any(yes('isDistinguished'), has('distinction')) },
  'eb1a-ix': { comparison: has('comparisonSource'), high: (e) => (detailNumber(e, 'percentile') ?? 0) >= 75 },
};

/**
 * Why the items show each element, in counsel's words and without figures (the figures were argued with each item
 * above, on their exhibits): the reason turns "is met by" from an assertion into an argument. `{name}` is the
 * beneficiary's short name.
 */
const BECAUSE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'eb1a-i': {
    recognition: 'each is conferred in a competition open across the nation or beyond, not within one institution',
    prize: 'each is given for excellence, on stated criteria or by selection from a field of candidates, as set out above',
    recipient: 'each exhibit names {name} as the recipient',
  },
  'eb1a-ii': { outstanding: 'admission requires outstanding achievement', experts: 'recognized experts decide admission' },
  'eb1a-iii': {
    about: 'each is about {name} and the work, not a passing mention',
    outlet: 'each appeared in major media or in a professional or trade publication read across the field',
    credits: 'each names its author and date, as the regulation requires',
  },
  'eb1a-iv': { judge: 'in each role {name} evaluated work that others submitted', field: 'the work evaluated lay in the field of endeavor' },
  'eb1a-v': {
    original: 'each is work that {name} created or co-created, not a task carried out for others',
    significance:
      'others in the field use and build on each one beyond any employer of {name}, as the figures of use and the independent corroboration above show',
  },
  'eb1a-vi': {
    authorship: '{name} is an author of each',
    venue: 'each appeared in a professional journal or other major medium',
    scholarly: 'each was peer reviewed before publication',
  },
  'eb1a-viii': { role: 'the record shows what depended on each role', distinguished: 'the record documents the reputation of each organization' },
  'eb1a-ix': { comparison: 'each is compared with what others in the field are paid, on a stated source', high: 'each stands high in that comparison' },
};

/** "a prize or award…" from "A prize or award…"; acronyms ("NSF …") keep their case. */
const lowerInitial = (s: string): string => (/^[A-Z](?![A-Z])/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** Whether the item's own proof facts show every element the letter tests for its criterion (true when none is tested). */
export function showsEveryElement(finding: Finding, e: Usable): boolean {
  const tests = SHOWS[finding.id];
  if (!tests) return true;
  return (finding.elements ?? []).every((el) => tests[el.id]?.(e) ?? true);
}

/**
 * One sentence per group of elements the same argued items show (each item beside its exhibit), with the reason
 * they show them: "The elements “…” and “…” are each met by …: each is conferred in a competition open …".
 */
export function elementSentences(finding: Finding, argued: readonly Usable[], name: string): Sentence[] {
  const tests = SHOWS[finding.id] ?? {};
  const reasons = BECAUSE[finding.id] ?? {};
  const groups = new Map<string, { labels: string[]; because: string[]; items: Usable[] }>();
  for (const el of finding.elements ?? []) {
    const test = tests[el.id];
    const showing = test ? argued.filter(test) : [];
    if (!showing.length) continue;
    const key = showing.map((e) => e.id).join('|');
    const group = groups.get(key) ?? { labels: [], because: [], items: showing };
    group.labels.push(`“${lowerInitial(el.label)}”`);
    const reason = reasons[el.id];
    if (reason) group.because.push(reason.replaceAll('{name}', name));
    groups.set(key, group);
  }
  return [...groups.values()].map(({ labels, because, items }) => {
    const parts: (string | Usable)[] = [labels.length === 1 ? `The element ${labels[0]} is met by ` : `The elements ${joinAnd(labels)} are each met by `];
    items.forEach((e, i) => {
      if (i > 0) parts.push(i === items.length - 1 ? ' and ' : ', ');
      parts.push(quoted(e.title), e);
    });
    parts.push(because.length ? `: ${because.join('; ')}.` : '.');
    return factInline(parts);
  });
}
