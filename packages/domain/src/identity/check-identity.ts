/**
 * Whose document is this? Every document is read for the person it is about, so that another person's award letter
 * or press article never becomes the beneficiary's evidence. Pure: text in, a status and
 * the names found out. The server stores the result on the document and keeps a flagged document's evidence out of
 * the assessment, the letter and the package until a person confirms why it belongs.
 */
import type { DocumentCategory } from '../evidence';
import {
  displayName,
  foldWord,
  isCredential,
  isHeadingWord,
  isNameWord,
  isOneEditApart,
  isParticle,
  isTitle,
  parseKnownName,
  tokenize,
  type KnownName,
  type Token,
} from './person-names';

/**
 * `unchecked`: not read yet (or read before the check existed). `matches`: names the beneficiary. `names_other`: is
 * about someone else. `names_no_one`: a document about a person (an award letter, a CV …) that names no one the case
 * knows. `no_person`: names no one and need not (a journal's ranking page, a salary survey).
 */
export const IDENTITY_STATUSES = ['unchecked', 'matches', 'names_other', 'names_no_one', 'no_person'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

/** The statuses that keep a document's evidence out until a person confirms it belongs. */
export const isIdentityFlagged = (status: IdentityStatus): boolean => status === 'names_other' || status === 'names_no_one';

/** Documents that are about one person, so one that names no one the case knows is flagged. */
export const PERSON_SPECIFIC_CATEGORIES: readonly DocumentCategory[] = ['cv', 'award', 'media', 'letter', 'degree'];

export interface IdentityCheck {
  status: Exclude<IdentityStatus, 'unchecked'>;
  /** `matches`: the known name found; `names_other`: the people the document is about instead (at most three). */
  names: string[];
}

export interface IdentityInput {
  /** The text of each page. */
  pages: readonly string[];
  /** Null for an evidence item typed by hand: only its clear statements about a person count. */
  category: DocumentCategory | null;
  /** The beneficiary's legal name first, then former and other names. */
  knownNames: readonly string[];
}

/** How strongly a cue says who a document is about. */
const WEIGHT = { heading: 10, nameField: 8, salutation: 5, recipient: 5, interview: 3, title: 1 } as const;
type Cue = keyof typeof WEIGHT;
/** Mentions add to a cue's weight up to this many, so a long CV full of co-authors does not drown its heading. */
const MENTION_CAP = 5;
const MAX_NAMES = 3;

type Word = Extract<Token, { kind: 'word' }>;
interface NameRead {
  words: Word[];
  end: number;
}
interface Candidate {
  words: Word[];
  /** `full`: given and family name; `first`: "Dear Amit"; `last`: "Mr. Agarwal". */
  kind: 'full' | 'first' | 'last';
  cue: Cue;
  /** The title written before a bare family name, for showing it ("Mr. Agarwal"). */
  title?: string;
}

/** The words of a name that identify it: "de la Cruz" is compared as "Cruz". */
const withoutParticles = (words: Word[]): Word[] => words.filter((word): boolean => !isParticle(word));
const isMark = (token: Token | undefined, marks: string) => token?.kind === 'mark' && marks.includes(token.mark);
const wordAt = (tokens: Token[], index: number): Word | undefined => (tokens[index]?.kind === 'word' ? (tokens[index] as Word) : undefined);

/** The name starting at `start`: capitalised words and initials, particles inside; stops at any other mark. */
function readName(tokens: Token[], start: number): NameRead | null {
  const words: Word[] = [];
  let at = start;
  while (at < tokens.length && words.length < 5) {
    const token = tokens[at];
    if (isNameWord(token)) {
      words.push(token);
      at += 1;
      if (token.w.length === 1 && isMark(tokens[at], '.')) at += 1;
      continue;
    }
    if (isParticle(token) && words.length > 0 && isNameWord(tokens[at + 1])) {
      words.push(token);
      at += 1;
      continue;
    }
    break;
  }
  return words.length ? { words, end: at } : null;
}

/** Skips "Dr." or "Mr" after a cue; returns where the name starts and the title written. */
function skipTitle(tokens: Token[], at: number): { at: number; title?: string } {
  const title = wordAt(tokens, at);
  if (!title || !isTitle(title)) return { at };
  return { at: isMark(tokens[at + 1], '.') ? at + 2 : at + 1, title: `${title.raw}${isMark(tokens[at + 1], '.') ? '.' : ''}` };
}

const RECIPIENT_VERBS = new Set(['awarded', 'presented', 'conferred', 'granted', 'given', 'bestowed']);
const INTERVIEW_WORDS = new Set(['interview', 'conversation', 'spoke', 'speaks', 'talks', 'chat', 'interviewed']);

/** People a cue points at: "Dear …", "Mr. …", "awarded to …", "certify that …", "interview with …", "Name: …". */
function findCuedPeople(tokens: Token[], personSpecific: boolean): Candidate[] {
  const found: Candidate[] = [];
  const push = (read: NameRead | null, cue: Cue, title: string | undefined, allowSingle: 'first' | 'last' | false) => {
    if (!read) return;
    if (read.words.length >= 2) found.push({ words: read.words, kind: 'full', cue });
    else if (allowSingle) found.push({ words: read.words, kind: allowSingle, cue, title });
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token.kind !== 'word') continue;
    const next = wordAt(tokens, i + 1);
    if (token.w === 'dear') {
      const { at, title } = skipTitle(tokens, i + 1);
      push(readName(tokens, at), 'salutation', title, title ? 'last' : 'first');
    } else if (isTitle(token) && (token.isCapitalized || token.isAllCaps) && personSpecific && wordAt(tokens, i - 1)?.w !== 'dear') {
      const { at, title } = skipTitle(tokens, i);
      push(readName(tokens, at), 'title', title, 'last');
    } else if (RECIPIENT_VERBS.has(token.w) && next && ['to', 'upon', 'on'].includes(next.w)) {
      const { at, title } = skipTitle(tokens, i + 2);
      push(readName(tokens, at), 'recipient', title, title ? 'last' : false);
    } else if ((token.w === 'certify' || token.w === 'certifies') && next?.w === 'that') {
      const { at, title } = skipTitle(tokens, i + 2);
      push(readName(tokens, at), 'recipient', title, title ? 'last' : false);
    } else if ((INTERVIEW_WORDS.has(token.w) && (next?.w === 'with' || token.w === 'interviewed')) || (token.w === 'profile' && next?.w === 'of')) {
      const { at, title } = skipTitle(tokens, token.w === 'interviewed' ? i + 1 : i + 2);
      push(readName(tokens, at), 'interview', title, title ? 'last' : false);
    } else if (
      token.w === 'name' &&
      isMark(tokens[i + 1], ':') &&
      (i === 0 || isMark(tokens[i - 1], '\n') || ['full', 'applicant', 'recipient', 'candidate'].includes(wordAt(tokens, i - 1)?.w ?? ''))
    ) {
      // "NAME: Brokamp, Cole" (an NIH biosketch) puts the family name first.
      const first = readName(tokens, skipTitle(tokens, i + 2).at);
      const second = first && isMark(tokens[first.end], ',') ? readName(tokens, first.end + 1) : null;
      push(first && second ? { words: [...second.words, ...first.words], end: second.end } : first, 'nameField', undefined, false);
    }
  }
  return found;
}

/** The name a CV or biosketch opens with ("Carl Boettiger", "BRIAN MARK ANDERSON, PHD, DABR", "Curriculum Vitae — Jane Doe"). */
function findHeadingName(firstPage: string): Word[] | null {
  const lines = firstPage
    .split('\n')
    .map((line) =>
      line
        .replace(/[#*_`>]/g, ' ')
        .replace(/\b(curriculum\s+vitae|r[ée]sum[ée]|vita|cv)\b/gi, ' ')
        .replace(/^[\s\-–—|:]+|[\s\-–—|:]+$/g, '')
        .trim(),
    )
    .filter(Boolean)
    .slice(0, 4);
  for (const line of lines) {
    if (/[:@\d]|https?|www\./i.test(line)) continue;
    const [head = '', ...rest] = line.split(',').map((part) => part.trim());
    const headTokens = tokenize(head);
    const read = readName(headTokens, 0);
    if (!read || read.end !== headTokens.length || read.words.filter((word) => word.w.length > 1).length < 2 || read.words.length > 5) continue;
    if (read.words.some((word) => isHeadingWord(word.w))) continue;
    const restWords = rest.flatMap((part) => tokenize(part).flatMap((token) => (token.kind === 'word' ? [token] : [])));
    if (restWords.every((word) => isCredential(word.w))) return read.words;
  }
  return null;
}

/** How often the page text names `name` in a way that identifies the person (not a bare family name). */
function countMentions(tokens: Token[], name: KnownName): { strong: number; weak: number } {
  const { given, family } = name;
  let strong = 0;
  let weak = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const first = wordAt(tokens, i);
    if (!first || !(first.isCapitalized || first.isAllCaps)) continue;
    // The family name's words in a row; the last may differ by one letter (OCR) when a given name vouches for it.
    let exact = true;
    let matched = true;
    for (let k = 0; k < family.length; k += 1) {
      const word = wordAt(tokens, i + k);
      if (!word) matched = false;
      else if (word.w !== family[k]) {
        if (k === family.length - 1 && isOneEditApart(word.w, family[k]!)) exact = false;
        else matched = false;
      }
      if (!matched) break;
    }
    if (!matched) continue;
    const after = i + family.length;
    const before = wordsBefore(tokens, i);
    const firstGiven = given[0];
    const isGivenWord = (word: Word) => word.w === firstGiven;
    const isGivenInitial = (word: Word) => !!firstGiven && word.w.length === 1 && word.w === firstGiven[0];
    // "Carl Boettiger", "Carl J. Boettiger", "C. Boettiger", "Juan Pablo Alperin".
    const givenIndex = before.findIndex((word) => isGivenWord(word) || isGivenInitial(word));
    const isGivenBefore =
      !!firstGiven &&
      givenIndex >= 0 &&
      before.slice(0, givenIndex).every((word) => word.w.length === 1 || given.includes(word.w)) &&
      (exact || isGivenWord(before[givenIndex]!));
    // "Boettiger, Carl", "Boettiger, C.", "BOETTIGER CARL", "Boettiger CJ" (Vancouver).
    const afterComma = isMark(tokens[after], ',') ? wordAt(tokens, after + 1) : undefined;
    const afterWord = wordAt(tokens, after);
    const isGivenAfter =
      !!firstGiven &&
      ((afterComma && (isGivenWord(afterComma) || (exact && isGivenInitial(afterComma)))) ||
        (afterWord && isGivenWord(afterWord)) ||
        (exact && afterWord && afterWord.isAllCaps && afterWord.raw.length <= 3 && afterWord.w.startsWith(firstGiven[0]!)) ||
        (exact && afterWord && afterWord.raw.length === 1 && afterWord.w === firstGiven[0]));
    // "Dr. Boettiger", "Mr. Agarwal".
    const isTitled = exact && isTitle(before[0]);
    if (isGivenBefore || isGivenAfter || isTitled) strong += 1;
    else if (exact && first.isCapitalized) weak += 1;
  }
  return { strong, weak };
}

/** Up to three words right before `index`, nearest first, across initials' full stops but no other mark. */
function wordsBefore(tokens: Token[], index: number): Word[] {
  const words: Word[] = [];
  for (let at = index - 1; at >= 0 && words.length < 3; at -= 1) {
    const token = tokens[at]!;
    if (token.kind === 'mark') {
      if (token.mark === '.') continue;
      break;
    }
    words.push(token);
  }
  return words;
}

interface Person {
  display: string;
  given: string | null;
  family: string | null;
  weight: number;
}

/** Whether a cued name is the beneficiary under one reading of a known name. */
function isKnownPerson(candidate: Candidate, known: readonly KnownName[]): boolean {
  const words = withoutParticles(candidate.words).map((word) => word.w);
  return known.some(({ given, family }) => {
    const familyLast = family.at(-1)!;
    if (candidate.kind === 'first') return given.includes(words[0]!) || (given.length === 0 && family[0] === words[0]);
    if (candidate.kind === 'last') return family.includes(words.at(-1)!);
    const candidateFamily = words.at(-1)!;
    const candidateGiven = words[0]!;
    if (!given.length) return candidateFamily === familyLast || candidateGiven === familyLast;
    const givenFits = given.includes(candidateGiven) || (candidateGiven.length === 1 && candidateGiven === given[0]![0]);
    if (!givenFits) return false;
    return candidateFamily === familyLast || (given.includes(candidateGiven) && isOneEditApart(candidateFamily, familyLast));
  });
}

/** Folds the cued names of other people into persons: "Dear Amit" and "Mr. Amit Agarwal" are one person. */
function groupPeople(candidates: Candidate[]): Person[] {
  const people: Person[] = [];
  const order = { full: 0, last: 1, first: 2 } as const;
  for (const candidate of [...candidates].sort((a, b) => order[a.kind] - order[b.kind])) {
    const words = withoutParticles(candidate.words);
    const weight = WEIGHT[candidate.cue];
    if (candidate.kind === 'full') {
      const given = words[0]!.w;
      const family = words.at(-1)!.w;
      const same = people.find((person) => person.family === family && person.given !== null && (person.given === given || person.given[0] === given[0]));
      if (same) same.weight += weight;
      else people.push({ display: displayName(candidate.words.map((word) => word.raw)), given, family, weight });
    } else if (candidate.kind === 'last') {
      const family = words.at(-1)!.w;
      const same = people.find((person) => person.family !== null && isOneEditApart(person.family, family));
      if (same) same.weight += weight;
      else people.push({ display: displayName([...(candidate.title ? [candidate.title] : []), words.at(-1)!.raw]), given: null, family, weight });
    } else {
      const given = words[0]!.w;
      const same = people.find((person) => person.given === given);
      if (same) same.weight += weight;
      else people.push({ display: displayName([words[0]!.raw]), given, family: null, weight });
    }
  }
  return people;
}

/**
 * Reads a document (or an item's text) for the person it is about. It matches when it names the beneficiary by any
 * known name (middle initials, titles, diacritics, "Lastname, Firstname" and capitals allowed) at least as strongly
 * as anyone else; it names someone else when a cue (a CV's heading, "Dear …", "awarded to …", an interview) points
 * at another person more strongly; a person-specific document that names no one the case knows is flagged too.
 */
export function checkIdentity(input: IdentityInput): IdentityCheck {
  const known = input.knownNames.flatMap(parseKnownName);
  const text = input.pages.join('\n');
  const tokens = tokenize(text);
  const personSpecific = input.category !== null && PERSON_SPECIFIC_CATEGORIES.includes(input.category);

  const candidates = findCuedPeople(tokens, personSpecific);
  if (input.category === 'cv') {
    const heading = findHeadingName(input.pages[0] ?? '');
    if (heading) candidates.push({ words: heading, kind: 'full', cue: 'heading' });
  }

  let beneficiaryScore = 0;
  let weak = 0;
  let matchedAs: string | null = null;
  const others: Candidate[] = [];
  for (const candidate of candidates) {
    if (known.length && isKnownPerson(candidate, known)) beneficiaryScore += WEIGHT[candidate.cue];
    else others.push(candidate);
  }
  // Each written name counts once, under whichever of its readings finds it more often.
  const byWritten = new Map<string, { strong: number; weak: number }>();
  for (const name of known) {
    const counted = countMentions(tokens, name);
    const best = byWritten.get(name.written);
    if (!best || counted.strong > best.strong) byWritten.set(name.written, counted);
  }
  let strongest = 0;
  for (const [written, counted] of byWritten) {
    weak += counted.weak;
    if (counted.strong > strongest) [strongest, matchedAs] = [counted.strong, written];
    if (counted.strong === 0 && counted.weak > 0 && !matchedAs) matchedAs = written;
  }
  if (beneficiaryScore > 0 && !matchedAs) matchedAs = input.knownNames[0] ?? null;
  beneficiaryScore += Math.min(strongest, MENTION_CAP);

  const people = groupPeople(others)
    .map((person) => {
      const mentions =
        person.given && person.family ? countMentions(tokens, { written: person.display, given: [person.given], family: [person.family] }).strong : 0;
      return { ...person, score: person.weight + Math.min(mentions, MENTION_CAP) };
    })
    .sort((a, b) => b.score - a.score);
  const strongestOther = people[0]?.score ?? 0;

  if (beneficiaryScore > 0 && beneficiaryScore >= strongestOther) return { status: 'matches', names: matchedAs ? [matchedAs] : [] };
  if (strongestOther > 0) {
    // The people the document is about, not everyone it happens to address: within half the strongest.
    const names = people.filter((person) => person.score > beneficiaryScore && person.score * 2 >= strongestOther).map((person) => person.display);
    return { status: 'names_other', names: [...new Set(names)].slice(0, MAX_NAMES) };
  }
  if (weak > 0 && matchedAs) return { status: 'matches', names: [matchedAs] };
  return { status: personSpecific ? 'names_no_one' : 'no_person', names: [] };
}

/** For sorting and comparing names the user typed: "Carl  Boettiger " and "carl boettiger" are the same name. */
export const sameWrittenName = (a: string, b: string) => foldWord(a.trim().replace(/\s+/g, ' ')) === foldWord(b.trim().replace(/\s+/g, ' '));
