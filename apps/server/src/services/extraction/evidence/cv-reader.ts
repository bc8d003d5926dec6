/**
 * Reads a CV's entries, section by section, into drafts: the section's reader first (section-readers.ts), then what
 * any section may also say in passing (a founded organisation, a maintained project, reviewing or an award mentioned
 * in prose). DOIs that no entry claimed become publications of their own at the end.
 */
import type { DocumentCategory } from '@acclaim/domain';
import { foundedOrganization, maintainedProject, contributionFromEntry } from './contributions';
import type { DoiHit } from './doi';
import { body, descriptionOf, draft, entryDate, headerText, MONEY, quoted, type Draft } from './entry-helpers';
import { authorPosition, looksLikeReference, parseReference, type PersonName } from './references';
import {
  awardFromEntry,
  degreeFromEntry,
  descriptiveLine,
  grantFromEntry,
  judgingFromEntry,
  JUDGING_WORD,
  leadingFromEntry,
  LEADING_WORD,
  mediaFromEntry,
  membershipFromEntry,
  patentFromText,
  PATENT_NUMBER,
  presentationFromEntry,
  PROSE_AWARD,
  PROSE_JUDGING,
  publicationFromEntry,
  publicationOrOther,
  serviceFromEntry,
  splitList,
  type Context,
} from './section-readers';
import type { SectionKind } from './sections';
import type { Entry } from './structure';
import { findDates, stripMarkup, tidy, type Line } from './text';

const NO_PROSE_JUDGING: SectionKind[] = ['publication', 'media', 'references', 'judging', 'presentation', 'grant', 'software'];
const NO_AWARD_FALLBACK: SectionKind[] = ['award', 'publication', 'media', 'references', 'grant', 'presentation', 'software'];
/** Sections where "founder of …" names an organisation the person started (not a publication or a talk title). */
const FOUNDING_KINDS: SectionKind[] = ['service', 'membership', 'employment', 'other', 'contributions'];
const MAINTAINING_KINDS: SectionKind[] = ['service', 'membership', 'employment'];
/** Running text that is not evidence: "Updated January 12, 2024", "Page 3", "Curriculum Vitae". */
const BOILERPLATE = /^(?:(?:last\s+)?(?:updated|revised)\b.{0,40}$|page\s+\d+(?:\s+of\s+\d+)?$|curriculum vitae$|résumé$|resume$|references available)/i;

export interface ReadState {
  ctx: Context;
  category: DocumentCategory;
  /** Keeps a draft (and the DOIs it uses); returns it, or null for null. */
  claim: (d: Draft | null) => Draft | null;
  /** An award letter was read from the whole document: its prose is not read again for awards. */
  hasLetterItem: boolean;
  /** DOIs of entries that produced no item carrying them. */
  looseDois: DoiHit[];
  /** Entries of "Software" sections, read together at the end (a PDF joins and splits their items freely). */
  softwareEntries: Entry[];
  lastAward: Draft | null;
}

function awardEntry(entry: Entry, s: ReadState): Draft | null {
  const t = headerText(entry);
  if (entry.headingKinds.includes('grant') && (MONEY.test(t) || /\b(?:grant|funding|funded|co-?pi|pi)\b/i.test(t)) && !/\b(?:award|prize|medal)\b/i.test(t)) {
    return s.claim(grantFromEntry(entry));
  }
  if (splitList(entry, 'award').length > 1) {
    for (const part of splitList(entry, 'award')) s.claim(awardFromEntry(part));
    return null;
  }
  if (/\belected\b.*\b(?:member(?:ship)?|fellow)\b|\bmembership in\b/i.test(t)) return s.claim(membershipFromEntry(entry, 0.8));
  const last = s.lastAward;
  if (last && descriptiveLine(t) && entry.order === (last.details._order as number) + 1) {
    last.description = tidy(`${last.description} ${t}`, 1200);
    last.details._order = entry.order;
    return null;
  }
  const item = s.claim(awardFromEntry(entry));
  if (item) {
    item.details._order = entry.order;
    s.lastAward = item;
  }
  return item;
}

function listEntry(entry: Entry, s: ReadState): Draft | null {
  if (splitList(entry, 'membership').length > 1) {
    for (const part of splitList(entry, 'membership')) s.claim(membershipFromEntry(part, 0.75));
    return null;
  }
  const header = headerText(entry);
  return s.claim(JUDGING_WORD.test(header) && !/\bboard member\b/i.test(header) ? judgingFromEntry(entry, 0.75) : membershipFromEntry(entry, 0.8));
}

function employmentEntry(entry: Entry): Draft | null {
  const t = headerText(entry);
  const descriptive = /^\p{L}+ed\b/iu.test(t) || /^[^\p{L}]/u.test(t) || /^[\p{L}-]+\s*(?::|$)/u.test(t);
  if (t.length < 6 || !/^[\p{Lu}\d]/u.test(t) || descriptive) return null;
  return leadingFromEntry(entry, 0.6, LEADING_WORD.test(t) ? 'leading_role' : 'employment');
}

function contributionsEntry(entry: Entry, s: ReadState, hasDois: boolean): Draft | null {
  if (looksLikeReference(body(entry.text)) || hasDois) return publicationFromEntry(entry, s.ctx, 0.7);
  if (/\bpatent\b/i.test(entry.text) && PATENT_NUMBER.test(entry.text)) return patentFromText(entry, body(entry.text), 0.75);
  return contributionFromEntry(entry);
}

function otherEntry(entry: Entry, s: ReadState, hasDois: boolean): Draft | null {
  if (/\bpatent\b/i.test(entry.text) && PATENT_NUMBER.test(entry.text)) return patentFromText(entry, body(entry.text), 0.7);
  if (s.category !== 'media' && (hasDois || looksLikeReference(body(entry.text)))) return publicationFromEntry(entry, s.ctx, 0.6);
  return null;
}

function grantEntry(entry: Entry): Draft | null {
  const isAward = entry.headingKinds.includes('award') && !MONEY.test(entry.text) && /\b(?:awards?|prizes?|medals?|honou?rs?)\b/i.test(headerText(entry));
  return isAward ? awardFromEntry(entry) : grantFromEntry(entry);
}

/** The item an entry gives as evidence of its section's kind. */
function sectionItem(entry: Entry, s: ReadState, hasDois: boolean): Draft | null {
  switch (entry.kind) {
    case 'publication':
      return s.claim(publicationOrOther(publicationFromEntry(entry, s.ctx), entry));
    case 'award':
      return awardEntry(entry, s);
    case 'membership':
      return listEntry(entry, s);
    case 'judging':
      return s.claim(judgingFromEntry(entry, 0.85));
    case 'service':
      return s.claim(serviceFromEntry(entry));
    case 'media':
      return s.category === 'media' ? null : s.claim(mediaFromEntry(entry, s.ctx));
    case 'grant':
      return s.claim(grantEntry(entry));
    case 'presentation':
      return s.claim(presentationFromEntry(entry, s.ctx));
    case 'employment':
      return s.claim(employmentEntry(entry));
    case 'education':
      return s.claim(degreeFromEntry(entry));
    case 'patent':
      return s.claim(patentFromText(entry, body(entry.text), 0.8));
    case 'exhibition': {
      const t = body(entry.text);
      return t.length < 8
        ? null
        : s.claim(draft('exhibition', quoted(t) ?? t, entry, { description: descriptionOf(entry), date: entryDate(entry, t), confidence: 0.7 }));
    }
    case 'contributions':
      return s.claim(contributionsEntry(entry, s, hasDois));
    case 'other':
      return s.claim(otherEntry(entry, s, hasDois));
    case 'references':
      return s.category === 'cv' && hasDois ? s.claim(publicationFromEntry(entry, s.ctx, 0.6)) : null;
    case 'software':
      s.softwareEntries.push(entry);
      return null;
  }
}

/** Reviewing or editing mentioned in prose ("served as a reviewer for 10+ journals"). */
function proseJudging(entry: Entry): Draft | null {
  for (const rx of PROSE_JUDGING) {
    const m = rx.exec(entry.text);
    if (!m) continue;
    return draft('judging', m[0], entry, {
      description: tidy(entry.text, 800),
      date: entry.date,
      details: { role: /editor/i.test(m[0]) ? 'Editor' : /judge|juror/i.test(m[0]) ? 'Judge' : 'Reviewer', source: 'prose' },
      confidence: 0.55,
    });
  }
  return null;
}

/** Awards mentioned in other sections ("Got a Chun ShinIl Scholarship", "Won the 2nd prize"). */
function proseAwards(entry: Entry): Draft[] {
  const out: Draft[] = [];
  for (const line of entry.lines) {
    const m = PROSE_AWARD.exec(stripMarkup(line.text));
    if (!m) continue;
    const name = m[0].replace(/^(?:won|wins|received|receives|awarded|got|earned|recipient of|winner of|honou?red with)\s+(?:the\s+|a\s+|an\s+)?/i, '');
    out.push(
      draft(
        'award',
        name,
        { pages: [line.page + 1] },
        {
          description: tidy(stripMarkup(line.text), 600),
          date: entry.date ?? findDates(line.text)[0]?.value ?? null,
          details: { source: 'prose' },
          confidence: 0.5,
        },
      ),
    );
  }
  return out;
}

/** Everything one CV entry gives: its section's item, then what it says in passing. */
export function readEntry(entry: Entry, s: ReadState): void {
  const hitsHere = s.ctx.doisByEntry.get(entry) ?? [];
  if (BOILERPLATE.test(body(entry.text)) && hitsHere.length === 0) return;
  const item = sectionItem(entry, s, hitsHere.length > 0);
  if (FOUNDING_KINDS.includes(entry.kind)) s.claim(foundedOrganization(entry));
  if (MAINTAINING_KINDS.includes(entry.kind)) s.claim(maintainedProject(entry));

  // DOIs of an entry that produced no item of its own (e.g. a talk without a DOI field) stay loose.
  if (!item || (item.details.doi === undefined && hitsHere.length)) {
    if (entry.kind !== 'references' || s.category === 'cv') for (const h of hitsHere) if (!item || item.details.doi !== h.doi) s.looseDois.push(h);
  }
  if (!NO_PROSE_JUDGING.includes(entry.kind) && item?.type !== 'judging') s.claim(proseJudging(entry));
  if (!s.hasLetterItem && s.category !== 'media' && !NO_AWARD_FALLBACK.includes(entry.kind) && item?.type !== 'award') {
    for (const award of proseAwards(entry)) s.claim(award);
  }
}

/** DOIs no item claimed become publications of their own (a reference list's DOIs only in a CV). */
export function loosePublications(
  looseDois: DoiHit[],
  usedDois: Set<string>,
  entryByLine: Map<string, Entry>,
  lines: Line[],
  category: DocumentCategory,
  applicant: PersonName | null,
): Draft[] {
  const out: Draft[] = [];
  const seen = new Set<string>();
  for (const hit of looseDois) {
    if (usedDois.has(hit.doi) || seen.has(hit.doi)) continue;
    seen.add(hit.doi);
    const e = entryByLine.get(`${hit.page}:${hit.line}`);
    if (e && e.kind === 'references' && category !== 'cv') continue;
    const lineText = lines.find((l) => l.page === hit.page && l.index === hit.line)?.text ?? '';
    const source = e ? body(e.text) : lineText;
    const parsed = looksLikeReference(source) ? parseReference(source) : null;
    const position = parsed ? authorPosition(parsed.authors, applicant) : undefined;
    out.push(
      draft(
        'publication',
        parsed?.title ?? `DOI ${hit.doi}`,
        { pages: [hit.page + 1] },
        {
          description: tidy(source, 1200),
          date: parsed?.year ? String(parsed.year) : null,
          details: {
            doi: hit.doi,
            ...(parsed?.venue ? { venue: parsed.venue } : {}),
            ...(parsed?.year ? { year: parsed.year } : {}),
            ...(parsed?.authors.length ? { authors: parsed.authors.slice(0, 60) } : {}),
            ...(position ? { authorPosition: position } : {}),
          },
          confidence: parsed ? 0.85 : 0.8,
        },
      ),
    );
  }
  return out;
}
