/**
 * The offline evidence extractor: deterministic rules, no network, milliseconds per document.
 *
 * CVs are read section by section (headings → typed lists of entries, cv-reader.ts); DOIs are found anywhere;
 * award letters, press articles, recommendation/membership/reviewing letters and diplomas have their own small
 * readers (document-readers.ts). Everything goes through finalizeDrafts (ZEvidenceDraft, no invented DOIs, the
 * classification rules of classification.ts).
 */
import type { TEvidenceDraft } from '@acclaim/contracts';
import { mergeContributions, softwareFromSection } from './contributions';
import { loosePublications, readEntry, type ReadState } from './cv-reader';
import { findDois, type DoiHit } from './doi';
import {
  awardLetter,
  diploma,
  guessApplicantName,
  membershipLetter,
  paperItself,
  pressArticle,
  recommendationLetter,
  reviewerLetter,
} from './document-readers';
import type { Draft } from './entry-helpers';
import { finalizeDrafts, type EvidenceExtractor, type ExtractInput } from './evidence-extractor';
import { parsePersonName, type PersonName } from './references';
import { segment, type Entry } from './structure';
import { toLines, type Line } from './text';

export { guessApplicantName } from './document-readers';

/** Which entry each DOI sits in; DOIs outside any entry are loose from the start. */
function doisOfEntries(entries: Entry[], hits: DoiHit[]) {
  const entryByLine = new Map<string, Entry>();
  for (const e of entries) for (const l of e.lines) entryByLine.set(`${l.page}:${l.index}`, e);
  const doisByEntry = new Map<Entry, DoiHit[]>();
  const looseDois: DoiHit[] = [];
  for (const hit of hits) {
    const e = entryByLine.get(`${hit.page}:${hit.line}`);
    if (!e) {
      looseDois.push(hit);
      continue;
    }
    const list = doisByEntry.get(e) ?? [];
    if (!list.some((h) => h.doi === hit.doi)) list.push(hit);
    doisByEntry.set(e, list);
  }
  return { entryByLine, doisByEntry, looseDois };
}

/** Letters, press articles and diplomas are one piece of evidence each, read from the whole text. */
function readSinglePurpose(input: ExtractInput, lines: Line[], text: string, applicant: PersonName | null, claim: ReadState['claim']): Draft | null {
  const isLetterish = input.pages.length <= 4 && lines.length < 150;
  let letterItem: Draft | null = null;
  if (input.category === 'award' || (isLetterish && input.category !== 'media' && input.category !== 'cv')) {
    letterItem = claim(awardLetter(lines, text, applicant, input.category === 'award'));
  }
  if (input.category === 'media') claim(pressArticle(lines, text, applicant));
  if (input.category === 'letter') claim(recommendationLetter(lines, text));
  if (input.category === 'membership') claim(membershipLetter(lines, text));
  if (input.category === 'judging') claim(reviewerLetter(lines, text));
  if (input.category === 'degree') claim(diploma(lines, text));
  return letterItem;
}

export function extractOffline(input: ExtractInput): TEvidenceDraft[] {
  const pages = input.pages.map((p) => p ?? '');
  const lines = toLines(pages);
  const text = lines.map((l) => l.text).join('\n');
  if (!text.trim()) return [];
  const entries = segment(lines);
  const hits = findDois(pages);
  const applicant = parsePersonName(input.applicantName ?? guessApplicantName(lines, pages) ?? '') ?? null;
  const { entryByLine, doisByEntry, looseDois } = doisOfEntries(entries, hits);

  const out: Draft[] = [];
  const usedDois = new Set<string>();
  const claim = (d: Draft | null) => {
    if (!d) return null;
    out.push(d);
    if (typeof d.details.doi === 'string') usedDois.add(d.details.doi);
    for (const r of (d.details.relatedDois as string[] | undefined) ?? []) usedDois.add(r);
    return d;
  };

  const letterItem = readSinglePurpose({ ...input, pages }, lines, text, applicant, claim);
  // A paper: the document itself is the publication; its reference list is other people's work.
  if (input.category === 'publication') {
    claim(paperItself(lines, hits, applicant));
    return finalizeDrafts(out, pages);
  }

  const state: ReadState = {
    ctx: { applicant, doisByEntry },
    category: input.category,
    claim,
    hasLetterItem: letterItem !== null,
    looseDois,
    softwareEntries: [],
    lastAward: null,
  };
  for (const entry of entries) {
    const before = out.length;
    readEntry(entry, state);
    // Each item remembers the CV section it was read from, so review can accept or reject a whole section at once.
    // Its own key: classification reads `section` of talks, and this must not change what an item is.
    if (entry.heading) for (const d of out.slice(before)) d.details.sourceSection ??= entry.heading;
  }
  for (const item of softwareFromSection(state.softwareEntries)) {
    const itemText = item.description.toLowerCase().replace(/\s+/g, '');
    const own = state.softwareEntries.flatMap((e) => doisByEntry.get(e) ?? []).find((h) => itemText.includes(h.doi));
    const heading = state.softwareEntries.find((e) => e.heading && e.pages.some((page) => item.sourcePages.includes(page)))?.heading;
    if (heading) item.details.sourceSection ??= heading;
    claim(own ? { ...item, details: { ...item.details, doi: own.doi } } : item);
  }
  for (const publication of loosePublications(looseDois, usedDois, entryByLine, lines, input.category, applicant)) claim(publication);

  for (const d of out) delete d.details._order;
  return finalizeDrafts(mergeContributions(out), pages);
}

export function createOfflineExtractor(): EvidenceExtractor {
  return {
    kind: 'offline',
    async extract(input) {
      return extractOffline(input);
    },
  };
}
