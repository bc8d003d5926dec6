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

const yes = (key: string): Shows => (e) => detailBoolean(e, key) === true;
const has = (key: string): Shows => (e) => detailString(e, key) !== null;
const any = (...tests: Shows[]): Shows => (e) => tests.some((t) => t(e));

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
    significance: any(yes('isAdopted'), yes('licensed'), (e) => (detailNumber(e, 'downloads') ?? 0) > 0 || (detailNumber(e, 'users') ?? 0) > 0, has('corroboration')),
  },
  'eb1a-vi': { authorship: (e) => detailNumber(e, 'authorPosition') !== null, venue: (e) => venueOf(e) !== null, scholarly: yes('peerReviewed') },
  'eb1a-viii': { role: any(has('dependedOn'), yes('hasLetter')), distinguished: any(yes('isDistinguished'), has('distinction')) },
  'eb1a-ix': { comparison: has('comparisonSource'), high: (e) => (detailNumber(e, 'percentile') ?? 0) >= 75 },
};

/** "a prize or award…" from "A prize or award…"; acronyms ("NSF …") keep their case. */
const lowerInitial = (s: string): string => (/^[A-Z](?![A-Z])/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/**
 * One sentence per group of elements the same argued items show (each item beside its exhibit): "The elements
 * “…” and “…” are each met by …".
 */
export function elementSentences(finding: Finding, argued: readonly Usable[]): Sentence[] {
  const tests = SHOWS[finding.id] ?? {};
  const groups = new Map<string, { labels: string[]; items: Usable[] }>();
  for (const el of finding.elements ?? []) {
    const test = tests[el.id];
    const showing = test ? argued.filter(test) : [];
    if (!showing.length) continue;
    const key = showing.map((e) => e.id).join('|');
    const group = groups.get(key) ?? { labels: [], items: showing };
    group.labels.push(`“${lowerInitial(el.label)}”`);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ labels, items }) => {
    const parts: (string | Usable)[] = [labels.length === 1 ? `The element ${labels[0]} is met by ` : `The elements ${joinAnd(labels)} are each met by `];
    items.forEach((e, i) => {
      if (i > 0) parts.push(i === items.length - 1 ? ' and ' : ', ');
      parts.push(quoted(e.title), e);
    });
    parts.push('.');
    return factInline(parts);
  });
}
