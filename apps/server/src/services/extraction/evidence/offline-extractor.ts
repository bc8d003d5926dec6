/**
 * The offline evidence extractor: deterministic rules, no network, milliseconds per document.
 *
 * CVs are read section by section (headings → typed lists of entries); DOIs are found anywhere;
 * award letters, press articles, recommendation/membership/reviewing letters and diplomas have
 * their own small readers. Everything goes through finalizeDrafts (ZEvidenceDraft, no invented DOIs).
 */
import type { TEvidenceDraft } from '@acclaim/contracts';
import type { EvidenceType } from '@acclaim/domain';
import { findDois, type DoiHit } from './doi';
import { finalizeDrafts, type EvidenceExtractor, type ExtractInput } from './evidence-extractor';
import { authorPosition, looksLikeReference, parsePersonName, parseReference, type PersonName } from './references';
import type { SectionKind } from './sections';
import { segment, type Entry } from './structure';
import { findDates, normalizeKey, splitLeadingDate, stripMarkup, tidy, toLines, type Line } from './text';

interface Draft {
  type: EvidenceType;
  title: string;
  description: string;
  date: string | null;
  details: Record<string, unknown>;
  sourcePages: number[];
  confidence: number;
}

// ---- vocabulary ---------------------------------------------------------------------------------------

const AWARD_WORD =
  /\b(?:awards?|awarded|awardee|prizes?|medals?|honou?rs?|honou?red|fellow(?:ship)?s?|scholar(?:ship)?s?|winners?|won|finalists?|laureate|distinction|distinguished|best|\d+(?:st|nd|rd|th)|first|second|third|place|recogni[sz]ed|recognition|troph(?:y|ies)|star|performer|excellence|achievement|top|outstanding|contributor)\b/i;
const STRONG_AWARD = /\b(?:awards?|prizes?|medals?|fellowships?|scholarships?|honou?rs?|laureate|trophy)\b/i;
const JUDGING_WORD =
  /\b(?:review(?:er|ers|ing)?|referee(?:ing|s)?|editor(?:s|ial)?|editorships?|program(?:me)? committee|technical committee|area chair|session chair|jury|juror|judge[ds]?|judging|panel(?:ist)?s?|adjudicat\w*|examiner|study section|evaluator)\b/i;
const JUDGING_ROLE =
  /\b(?:(?:ad[- ]hoc\s+)?(?:associate|guest|review|section|series|handling|academic|senior|deputy|managing|topic)\s+editor|editor[- ]in[- ]chief|editorial board(?: member)?|board of (?:associate )?editors|editor|(?:manuscript |peer[- ]|ad[- ]hoc |grant |journal )?reviewer|referee|(?:technical )?program(?:me)? committee(?: member)?|area chair|session chair|panelist|review panel(?:ist)?|judge|juror|jury member|(?:external )?examiner|adjudication committee|study section)\b/i;
const HIRING = /\b(?:search|hiring|recruit\w*|admissions?)\b/i;
const MEMBER_ROLE =
  /\b(?:(?:founding|core|executive|board|full|senior|life|associate|student|elected|honorary|active|affiliate|corresponding|regular)\s+)*(?:member|fellow|affiliate)\b/i;
const LEADING_WORD =
  /\b(?:chair(?:man|woman|person)?|co-?chair|director|co-?director|president|vice[- ]president|head|chief|founder|co-?founder|lead|leader|leadership|dean|coordinator|convener|steering|principal investigator)\b/i;
const DEGREE_WORD =
  /\b(?:ph\.?\s?d|d\.?phil|doctor(?:ate)?|master'?s?|m\.?s\.?c?|m\.?a\.?|m\.?eng|mba|b\.?s\.?c?|b\.?a\.?|b\.?eng|bachelor'?s?|a\.?b\.?|m\.?d\.?|j\.?d\.?|s\.?m\.?s|diploma|degree|residency|pgd|post-?graduate)\b/i;
const ORG_WORD =
  /\b(?:university|universit[éà]|college|institute|institution|foundation|society|association|academy|council|agency|department|ministry|cent(?:er|re)|national|federation|organi[sz]ation|corporation|company|inc\.?|ltd\.?|llc|gmbh|hospital|school|laborator(?:y|ies)|office|commission|trust|fund|alliance|network|committee|board|union|league|club|group|publishers|journal|awards)\b/i;
const PATENT_NUMBER =
  /\b(?:U\.?\s?S\.?|US|EP|WO|CN|JP|KR|DE|GB|CA)\s*(?:patent\s*)?(?:(?:no\.?|number|#)\s*)?(\d{1,2}[,.]?\d{3}[,.]?\d{3}(?:\s?[AB]\d)?|\d{4}\/\d{5,7}|\d{4}\d{6,7}\s?A\d)\b/i;
const PROSE_JUDGING: RegExp[] = [
  /\b(?:served|serve|serves|serving|acted|acts|acting|invited|appointed|selected)\s+(?:him\s+|her\s+|me\s+)?(?:to\s+(?:be|serve)\s+)?(?:as\s+)?(?:an?\s+|the\s+)?(?:ad[- ]hoc\s+|external\s+|expert\s+)?(?:peer[- ])?(?:reviewer|referee|(?:associate |guest |section |handling |academic |review )?editor|judge|panelist|juror|examiner|member of the (?:editorial board|program committee|review panel|jury))\b[^.;]*/i,
  /\b(?:peer[- ]|manuscript |ad[- ]hoc )?reviewer (?:for|of)\b[^.;]*/i,
  /\b(?:sub)?reviewer for\b[^.;]*/i,
  /\breviewed\s+(?:\d+\+?|several|numerous|multiple|many|over \d+|more than \d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:papers|manuscripts|articles|submissions|proposals|grant applications|abstracts)\b[^.;]*/i,
  /\b(?:completed|performed)\s+\d+\+?\s+(?:peer[- ])?review(?:s| assignments)\b[^.;]*/i,
];
const PROSE_AWARD =
  /\b(?:[Ww]on|[Ww]ins|[Rr]eceived|[Rr]eceives|[Aa]warded|[Gg]ot|[Ee]arned|[Rr]ecipient of|[Ww]inner of|[Hh]onou?red with)\s+(?:the\s+|a\s+|an\s+)?(?:(?:\d+(?:st|nd|rd|th)|first|second|third)\s+(?:place|prize|award)\b[^.;•]{0,60}|(?:[“"]?[A-Z][\w'’&.-]*[”"]?\s+){1,7}(?:Award|Prize|Medal|Scholarship|Fellowship)\b)/;
const LETTER_CUES =
  /\b(?:(?:is|are|am) (?:pleased|delighted|happy|honou?red|proud) to|congratulat\w+|in recognition of|to acknowledge your|honou?red to present|(?:has|have) been (?:awarded|selected|chosen|named)|is awarded|on behalf of)\b/i;

// ---- helpers ------------------------------------------------------------------------------------------

function draft(type: EvidenceType, title: string, entryLike: { pages: number[] }, extra: Partial<Draft> = {}): Draft {
  return {
    type,
    title: tidy(title, 200) || type,
    description: '',
    date: null,
    details: {},
    sourcePages: entryLike.pages,
    confidence: 0.6,
    ...extra,
  };
}

/** Text of an entry without list markers and leading dates. */
function body(text: string): string {
  const t = stripMarkup(text)
    .replace(/^(?:\[\d{1,3}\]|\d{1,3}[.)]|\(\d{1,3}\)|[a-z][.)])\s+/, '')
    .replace(/^(?:[-*+•●▪◦■□➢►–·‣⁃○✓✔/]|[^\p{ASCII}\p{L}\p{N}\s]|\p{Ll}(?=\s+\p{Lu})|\P{ASCII}(?=\s+\p{Lu}\p{Ll})|\d(?=\s+\p{Lu}\p{Ll}))\s+/u, '');
  return splitLeadingDate(t).rest.replace(/^[.:,–-]\s*/, '');
}

/** The lines of an entry before its first bullet (organisation + role of experience-style entries). */
function headerLines(entry: Entry): string[] {
  const out: string[] = [];
  entry.lines.forEach((line, i) => {
    if (i > 0 && /^(?:[•●▪◦■➢►‣⁃○✓✔]|[-*+–]\s)/.test(line.text)) return;
    if (out.length < i) return; // stop at the first bullet
    out.push(line.text);
  });
  return out;
}

function headerText(entry: Entry): string {
  const header = headerLines(entry);
  return body(header.join(' '));
}

function entryDate(entry: Entry, text: string): string | null {
  if (entry.date) return entry.date;
  const dates = findDates(text);
  return dates[0]?.value ?? null;
}

function dateDetails(entry: Entry): Record<string, unknown> {
  return entry.endDate ? { endDate: entry.endDate } : {};
}

function descriptionOf(entry: Entry): string {
  return tidy(stripMarkup(entry.rawText), 1200);
}

/** "American Chemical Society (ACS), 2012–present" → "American Chemical Society (ACS)". */
function stripTrailingDates(text: string): string {
  return text
    .replace(/[\s,;(]*(?:since\s+|from\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}\s*(?:[-–—]\s*(?:(?:19|20)\d{2}|present|current|now|ongoing)?)?\s*\)?\s*$/i, '')
    .trim();
}

/** Splits at the first ": " outside parentheses. */
function splitColon(text: string): [string, string | null] {
  let depth = 0;
  for (let i = 0; i < text.length - 1; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (c === ':' && depth === 0 && text[i + 1] === ' ') return [text.slice(0, i).trim(), text.slice(i + 1).trim()];
  }
  return [text, null];
}

const PLACE =
  /^(?:u\.?s\.?a?\.?|united states|uk|u\.k\.|s\.?\s?korea|korea|india|china|japan|canada|germany|france|australia|online|virtual|remote|[A-Z]{2}|(?:[A-Z][a-z]+\s?){1,2},?\s[A-Z]{2})$/i;

function orgLike(text: string): boolean {
  const t = text.trim();
  if (!t || t.split(/\s+/).length > 12 || PLACE.test(t)) return false;
  return ORG_WORD.test(t) || /^[A-Z][A-Z0-9&.\- ]{1,12}$/.test(t) || /\b[A-Z]{2,}\b/.test(t);
}

/** Italic segments of Markdown (`*Venue*`), used as titles/outlets/issuers. */
function italics(raw: string): string[] {
  return [...raw.matchAll(/(?:^|[^*\w])\*([^*\n]{2,200})\*(?!\*)/g)].map((m) => m[1]!.trim());
}

function quoted(text: string): string | null {
  const m =
    /“([^”“]{6,200}?)[.,]?”/.exec(text) ??
    /"([^"]{6,200}?)[.,]?"/.exec(text) ??
    /‘([^’‘]{6,200}?)[.,]?’(?!\p{L})/u.exec(text) ??
    /”([^”“]{6,200}?)[.,]?”/.exec(text); // a wrong-way opening quote from PDF exports
  return m ? m[1]!.trim() : null;
}

// ---- builders per section kind ------------------------------------------------------------------------

interface Context {
  applicant: PersonName | null;
  doisByEntry: Map<Entry, DoiHit[]>;
}

function publicationFromEntry(entry: Entry, ctx: Context, confidenceWithout = 0.75): Draft | null {
  const hits = ctx.doisByEntry.get(entry) ?? [];
  const text = body(entry.text);
  if (hits.length === 0 && (text.length < 30 || !/(?:19|20)\d{2}|in press|under review|forthcoming/i.test(text))) return null;
  const parsed = parseReference(text);
  const mdVenue = italics(entry.rawText).find((v) => !/^(?:in|eds?)\b/i.test(v));
  const venue = parsed.venue ?? mdVenue;
  const position = authorPosition(parsed.authors, ctx.applicant);
  const tag = /^\s*-?\s*\[([A-Za-z][\w ,-]*)\]/.exec(entry.rawText)?.[1];
  const doi = hits[0]?.doi;
  let title = parsed.title;
  if (title.length < 6 && doi) title = `DOI ${doi}`;
  const year = parsed.year ?? (entry.date ? Number(entry.date.slice(0, 4)) : undefined);
  // "Medical Physics 08/2021": keep the month when the reference gives one for that year.
  const precise = year ? findDates(text).filter((d) => d.precision >= 2 && d.value.startsWith(String(year))).pop()?.value : undefined;
  const reference = looksLikeReference(text);
  return draft('publication', title, entry, {
    description: descriptionOf(entry),
    date: precise ?? (year ? String(year) : null),
    details: {
      ...(doi ? { doi } : {}),
      ...(hits.length > 1 ? { relatedDois: hits.slice(1).map((h) => h.doi) } : {}),
      ...(venue ? { venue: tidy(venue, 200) } : {}),
      ...(year ? { year } : {}),
      ...(parsed.authors.length ? { authors: parsed.authors.slice(0, 60) } : {}),
      ...(position ? { authorPosition: position } : {}),
      ...(tag ? { publicationType: tag.replace(/\s+/g, '') } : {}),
    },
    confidence: doi ? (reference ? 0.93 : 0.85) : reference ? confidenceWithout : confidenceWithout - 0.2,
  });
}

/** The first line when it is a complete short title followed by a description ("Edison Award, Oracle" / "Led …"). */
function titleLine(entry: Entry): string | null {
  const header = headerLines(entry);
  if (header.length < 2) return null;
  const first = body(header[0]!);
  const second = header[1]!;
  if (first.length > 90 || /[,\-–&:/(]$|\b(?:and|of|the|for|in|on|with|to|at|by|from)$/i.test(first)) return null;
  if (!/^[\p{Lu}\d"“‘]/u.test(second)) return null;
  return first;
}

function awardFromEntry(entry: Entry): Draft | null {
  const full = headerText(entry);
  const text = titleLine(entry) ?? full;
  if (text.length < 3) return null;
  if (/^certifi(?:ed|cate|cation)\b/i.test(text) && !STRONG_AWARD.test(text)) return null;
  let [head, tail] = splitColon(text);
  if (head.length < 3) [head, tail] = [text, null];
  let issuer: string | undefined;
  const mdItalic = italics(entry.rawText);
  const mdBold = [...entry.rawText.matchAll(/\*\*([^*\n]{2,200})\*\*/g)].map((m) => m[1]!.trim());
  if (tail) {
    const italicIssuer = mdItalic.find((i) => tail!.includes(i));
    if (italicIssuer) issuer = italicIssuer;
    else if (orgLike(tail) && !STRONG_AWARD.test(tail) && tail.split(/\s+/).length <= 10) issuer = tail;
  }
  // "Dewey Teaching Fellow. Simon Fraser University" (Markdown: *Fellow*. **University**).
  const dotted = /^(.{3,}?)\.\s+(\p{Lu}.{2,})$/u.exec(head);
  if (dotted && AWARD_WORD.test(dotted[1]!) && (orgLike(dotted[2]!) || mdBold.includes(dotted[2]!)) && !AWARD_WORD.test(dotted[2]!)) {
    head = dotted[1]!;
    issuer ??= dotted[2]!;
  }
  if (!issuer) {
    const parts = head.split(/,\s+/);
    if (parts.length > 1) {
      const candidate = [...parts].reverse().find((p) => orgLike(p) && !AWARD_WORD.test(p) && !/\d/.test(p));
      if (candidate) issuer = candidate;
    }
  }
  const strong = STRONG_AWARD.test(full);
  const awardish = AWARD_WORD.test(full);
  return draft('award', stripTrailingDates(head) || head, entry, {
    description: descriptionOf(entry),
    date: entryDate(entry, full),
    details: {
      ...(issuer ? { issuer: tidy(issuer, 150) } : {}),
      ...(entry.heading ? { section: entry.heading } : {}),
    },
    confidence: strong ? 0.85 : awardish ? 0.75 : 0.6,
  });
}

function membershipFromEntry(entry: Entry, confidence: number): Draft {
  const header = headerLines(entry).map((l) => body(l));
  const text = header.join(' ');
  const roleMatch = MEMBER_ROLE.exec(text);
  const role = roleMatch ? roleMatch[0] : null;
  let org: string | null = null;
  const roleOnly = (line: string) => {
    const m = MEMBER_ROLE.exec(line);
    if (!m || m.index > 2) return false;
    const rest = splitLeadingDate(line.slice(m.index + m[0].length).replace(/^[\s.,:;&-]+/, '')).rest;
    return rest.replace(/\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|present|current|ongoing|exp\.?|at|president|(?:19|20)\d{2})\b|[\d\s.,–&-]/gi, '').length <= 12;
  };
  if (header.length > 1 && roleOnly(header[0]!) && !MEMBER_ROLE.test(header[1]!)) org = header[1]!;
  else if (header.length > 1 && roleOnly(header[1]!) && !MEMBER_ROLE.test(header[0]!)) org = header[0]!;
  const colon = /^(.{3,}?):\s*((?:\w+\s+)*(?:member|fellow)\b.*)$/i.exec(text);
  const after = /\b(?:member|fellow)(?:ship)?\s*(?:of|in|at|,|\.|–|-)\s*(?:the\s+)?(.{3,})$/i.exec(text);
  const before = /^(.{3,}?)\s+(?:(?:advisory\s+)?board\s+)?(?:member|fellow)\.?$/i.exec(text);
  if (org) {
    // from the header lines above
  } else if (colon && roleMatch && roleMatch.index > colon[1]!.length) org = colon[1]!;
  else if (after) org = after[1]!;
  else if (before) org = before[1]!;
  if (!org && role && text.replace(/[^\p{L}]/gu, '').length <= role.replace(/[^\p{L}]/gu, '').length + 2) org = entry.context;
  org = org ? tidy(stripTrailingDates(splitLeadingDate(org).rest).replace(/\s+(?:S\.Korea|USA|UK|India|Canada)$/i, ''), 150) : null;
  const cleanRole = role ? role.replace(/^\w/, (c) => c.toUpperCase()) : null;
  const title = org && cleanRole ? `${cleanRole}, ${org}` : org && !cleanRole ? org : stripTrailingDates(text) || text;
  return draft('membership', title, entry, {
    description: descriptionOf(entry),
    date: entryDate(entry, text),
    details: {
      ...(org ? { organization: org } : {}),
      ...(cleanRole ? { role: cleanRole } : {}),
      ...dateDetails(entry),
    },
    confidence,
  });
}

function judgingFromEntry(entry: Entry, confidence: number): Draft {
  const text = headerText(entry);
  const role = JUDGING_ROLE.exec(text)?.[0];
  const bare = role !== undefined && text.replace(/[^\p{L}]/gu, '').length <= role.replace(/[^\p{L}]/gu, '').length + 8;
  const venue = bare ? entry.context : null;
  const title = venue ? `${text.replace(/[.:,]\s*$/, '')}, ${venue}` : stripTrailingDates(text) || text;
  return draft('judging', title, entry, {
    description: descriptionOf(entry),
    date: entryDate(entry, text),
    details: {
      ...(role ? { role: role.replace(/^\w/, (c) => c.toUpperCase()) } : {}),
      ...(venue ? { venue } : entry.context && !HIRING.test(entry.context) ? { group: entry.context } : {}),
      ...dateDetails(entry),
    },
    confidence,
  });
}

function leadingFromEntry(entry: Entry, confidence: number, type: EvidenceType = 'leading_role'): Draft | null {
  const text = headerText(entry);
  if (!text || text.length > 400 || /^\p{Ll}/u.test(text)) return null;
  const [head] = splitColon(text);
  return draft(type, head.length >= 3 ? head : text, entry, {
    description: descriptionOf(entry),
    date: entryDate(entry, text),
    details: { ...(entry.context && orgLike(entry.context) ? { organization: entry.context } : {}), ...dateDetails(entry) },
    confidence,
  });
}

function serviceFromEntry(entry: Entry): Draft | null {
  const text = headerText(entry);
  if (JUDGING_WORD.test(text) && !HIRING.test(text)) return judgingFromEntry(entry, 0.75);
  if (HIRING.test(text)) return null;
  if (MEMBER_ROLE.test(text) && !/\b(?:team|staff)\s+member\b/i.test(text)) return membershipFromEntry(entry, 0.65);
  if (/\bboards?\b/i.test(text)) return membershipFromEntry(entry, 0.55);
  if (LEADING_WORD.test(text)) return leadingFromEntry(entry, 0.5);
  return null;
}

function grantFromEntry(entry: Entry): Draft | null {
  const text = body(entry.text);
  if (text.length < 8) return null;
  const italic = italics(entry.rawText)[0];
  let title = italic;
  if (!title && looksLikeReference(text)) title = parseReference(text).title;
  if (!title) title = text.split(/\.\s+(?=\p{Lu})|\s\((?=(?:19|20)\d{2}|renewal|co-?pi)/iu)[0]!;
  const [head] = splitColon(title.length > 150 ? title.slice(0, 150) : title);
  const amount = entry.attrs.funding ?? /(?:[A-Z]{0,3}\$|€|£|¥)\s?\d[\d,.]*(?:\s?[MKB]\b|\s?million)?/i.exec(text)?.[0];
  const range = entry.attrs.years ?? /\(((?:19|20)\d{2}\s*[-–]\s*(?:(?:19|20)\d{2}|present))\)/i.exec(text)?.[1];
  return draft('grant', title.length <= 150 ? title : head, entry, {
    description: descriptionOf(entry),
    date: entry.attrs.years ? findDates(entry.attrs.years)[0]?.value ?? null : entryDate(entry, text),
    details: { ...(amount ? { amount: amount.trim() } : {}), ...(range ? { period: range } : {}) },
    confidence: 0.7,
  });
}

function presentationFromEntry(entry: Entry, ctx: Context): Draft | null {
  const text = body(entry.text);
  if (text.length < 10) return null;
  let title = quoted(text) ?? italics(entry.rawText)[0] ?? null;
  let event: string | undefined;
  if (!title && looksLikeReference(text)) {
    const parsed = parseReference(text);
    title = parsed.title;
    event = parsed.venue;
  }
  if (!title) title = text;
  const hits = ctx.doisByEntry.get(entry) ?? [];
  return draft('presentation', title, entry, {
    description: descriptionOf(entry),
    date: entryDate(entry, text),
    details: { ...(event ? { event } : {}), ...(hits[0] ? { doi: hits[0].doi } : {}), ...(entry.context ? { group: entry.context } : {}) },
    confidence: 0.7,
  });
}

function mediaFromEntry(entry: Entry, ctx: Context): Draft | null {
  const text = body(entry.text);
  if (text.length < 8) return null;
  const italic = italics(entry.rawText);
  const link = /\[([^\]]{4,300})\]\((https?:[^)\s]+)\)/.exec(entry.rawText);
  let outlet: string | undefined = italic[0];
  let title: string | null = link?.[1] ?? quoted(text);
  if (title && outlet && title === outlet) outlet = undefined;
  if (!title && outlet) {
    const rest = text.slice(text.indexOf(outlet) + outlet.length).replace(/^[\s.,:;]+/, '');
    title = rest || null;
  }
  if (!outlet && title) {
    const after = text.slice(text.indexOf(title) + title.length).replace(/^[\s.,”"’]+/, '');
    const m = /^([A-Z][^.,(\d]{2,60}?)(?=[.,]|\s+\d|\s+https?:|\s+doi|$)/.exec(after);
    if (m) outlet = m[1]!.trim();
  }
  if (!title) {
    const [a, b] = text.split(/(?<=\p{Ll}|\))[.,]\s+/u);
    if (b) {
      outlet = a;
      title = b;
    } else title = text;
  }
  const hits = ctx.doisByEntry.get(entry) ?? [];
  const url = link?.[2] ?? /https?:\/\/\S+/.exec(entry.rawText.replace(/\s+(?=[\w/.-]+\/)/g, ''))?.[0];
  return draft('media_coverage', title, entry, {
    description: descriptionOf(entry),
    date: entryDate(entry, text),
    details: {
      ...(outlet ? { outlet: tidy(outlet, 150) } : {}),
      ...(url ? { url: url.replace(/[).,]+$/, '') } : {}),
      ...(hits[0] ? { doi: hits[0].doi } : {}),
    },
    confidence: 0.8,
  });
}

function degreeFromEntry(entry: Entry): Draft | null {
  const text = headerText(entry);
  if (!DEGREE_WORD.test(text) || text.length > 300) return null;
  return draft('degree', text.replace(/\s*\|\s*(?:19|20)\d{2}\s*$/, ''), entry, {
    description: descriptionOf(entry),
    date: entry.endDate && entry.endDate !== 'present' ? entry.endDate : entryDate(entry, text),
    confidence: 0.7,
  });
}

function patentFromText(entry: Entry, text: string, confidence: number): Draft | null {
  const number = PATENT_NUMBER.exec(text);
  if (!number && !/\bpatent/i.test(text)) return null;
  const parsed = looksLikeReference(text) ? parseReference(text.replace(/^(?:US\s+)?patent:\s*/i, '')) : null;
  let title = parsed?.title ?? text.split(/\.\s+/)[0]!;
  const sentences = text.split(/(?<=[.;])\s+/).map((s) => s.replace(/[.;]$/, ''));
  const named = sentences.find((s) => s.length > 15 && !/inventors?|assignee|patent\b|^\d/i.test(s) && /\p{Ll}/u.test(s));
  if (named) title = named;
  return draft('patent', title, entry, {
    description: descriptionOf(entry),
    date: findDates(text).find((d) => d.precision === 3)?.value ?? entryDate(entry, text),
    details: number ? { number: number[0] } : {},
    confidence: number ? confidence : confidence - 0.2,
  });
}

function contributionFromEntry(entry: Entry): Draft | null {
  const text = body(entry.text);
  if (text.length < 60 || /^(?:significance|my |i |complete list|citations)/i.test(text)) return null;
  const first = body(entry.lines[0]!.text);
  let title = first.length <= 100 && entry.lines.length > 1 ? first : text.split(/:\s+|\.\s+/)[0]!;
  if (title.length > 120) title = entry.context ?? title;
  return draft('original_contribution', title, entry, { description: descriptionOf(entry), confidence: 0.5 });
}

/**
 * "NSF CAREER Award (2020); Sloan Fellowship (2019)" or "IEEE, ACM, AAAS, Sigma Xi": one line listing
 * several awards/memberships becomes one entry per part. A "Role, Organisation" pair is not a list.
 */
function splitList(entry: Entry, kind: 'award' | 'membership'): Entry[] {
  if (entry.lines.length > 2 || entry.attrs.date) return [entry];
  const text = headerText(entry);
  let parts = text.split(/\s*;\s*/).filter(Boolean);
  if (parts.length < 2 && kind === 'membership') {
    const commas = text.split(/\s*,\s*(?![^()]*\))/).filter(Boolean);
    const roleOnly = (p: string) => MEMBER_ROLE.test(p) && p.replace(MEMBER_ROLE, '').replace(/[^\p{L}]/gu, '').length < 3;
    if (commas.length >= 3 && commas.every((p) => p.split(/\s+/).length <= 8 && !roleOnly(p) && !/\d{4}/.test(p))) parts = commas;
  }
  if (parts.length < 2 || parts.some((p) => p.length < 2)) return [entry];
  if (kind === 'award' && parts.filter((p) => AWARD_WORD.test(p)).length < parts.length / 2) return [entry];
  return parts.map((part) => ({ ...entry, text: part, rawText: part, lines: entry.lines.map((l, i) => (i === 0 ? { ...l, text: part } : l)).slice(0, 1), date: findDates(part)[0]?.value ?? entry.date }));
}

/** A descriptive line under an award ("Awarded during …", "Led …"), not an award of its own. */
function descriptiveLine(text: string): boolean {
  return /^(?:led|awarded|completed|conducted|organi[sz]ed|invited|ranked|selected|given|presented|granted|top \d+|multiple|for)\b/i.test(text);
}

// ---- document-level readers ---------------------------------------------------------------------------

const LETTER_VERB = /\b(?:present|congratulat|recogni[sz]|pleased|delighted|honou?red|awarded|acknowledg|selected|conferred)\w*/i;

/** Running text that is not evidence: "Updated January 12, 2024", "Page 3", "Curriculum Vitae". */
const BOILERPLATE = /^(?:(?:last\s+)?(?:updated|revised)\b.{0,40}$|page\s+\d+(?:\s+of\s+\d+)?$|curriculum vitae$|résumé$|resume$|references available)/i;

const MONEY = /(?:INR|Rs\.?|USD|US\$|CA?\$|€|£|\$)\s?\d[\d,]*(?:\.\d+)?(?:\/-)?|\d[\d,]*(?:\.\d+)?\/-\s*(?:INR|Rs)|\d[\d,]*\s?(?:USD|EUR|INR|GBP|CAD)\b/i;

function awardLetter(lines: Line[], text: string, applicant: PersonName | null, force: boolean): Draft | null {
  if (!force && !(LETTER_CUES.test(text) && STRONG_AWARD.test(text))) return null;
  const candidates = lines.slice(0, Math.max(12, Math.ceil(lines.length * 0.6)));
  let name: string | null = null;
  let confidence = 0.6;
  const clean = (t: string) => t.replace(/[_*]/g, '').replace(/^[^\p{L}\p{N}"“]+/u, '').trim();
  const header = candidates.find((l) => {
    const t = clean(l.text);
    const words = t.split(/\s+/).length;
    return words <= 12 && /\b(?:Award|Prize|Medal|Fellowship|Scholarship|Honou?r|Certificate|Recognition)\b/.test(t) && !/[.;,]$/.test(t) && /^[\p{Lu}"“]/u.test(t) && !/^(?:to|dear|date)\b/i.test(t);
  });
  if (header) {
    name = clean(header.text);
    confidence = 0.85;
  }
  if (!name) {
    const q = /[“"]([^”"]{3,80})[”"]\s*(Award|Prize|Medal|Fellowship|Scholarship)?/.exec(text);
    if (q && (q[2] || STRONG_AWARD.test(q[1]!))) {
      name = q[2] && !q[1]!.includes(q[2]) ? `${q[1]} ${q[2]}` : q[1]!;
      confidence = 0.8;
    }
  }
  if (!name) {
    const phrase = /\b(?:the|an?)\s+((?:[A-Z][\w'’&.-]*\s+){0,6}(?:Award|Prize|Medal|Fellowship|Scholarship))\b/.exec(text);
    if (phrase) {
      name = phrase[1]!;
      confidence = 0.7;
    }
  }
  if (!name) return null;

  let issuer: string | null = null;
  const issuerPatterns = [
    /^\s*(?:for|on behalf of)\s+(?:the\s+)?([A-Z][\w&.,'’ -]{2,60}?)\s*$/im,
    /\bon behalf of (?:the\s+)?([A-Z][\w&.'’ -]{2,60}?)(?=[,.]|\s+(?:I|we)\b)/,
    /^([A-Z][\w&.'’ -]{2,60}?) (?:is|are) (?:pleased|delighted|proud|happy)/m,
    /^([A-Z][\w&.'’ -]{2,60}?(?:Private Limited|Pvt\.? Ltd\.?|Limited|Inc\.?|LLC|Ltd\.?|University|Foundation|Society|Association|Institute|Academy))\s*$/m,
  ];
  for (const p of issuerPatterns) {
    const m = p.exec(text);
    if (m) {
      issuer = m[1]!.trim();
      break;
    }
  }
  const dateLine = lines.find((l) => /^date\b|\bdate\s*:/i.test(l.text));
  const dates = findDates(dateLine?.text ?? '').concat(findDates(text));
  const date = (dates.find((d) => d.precision === 3) ?? dates[0])?.value ?? null;
  const amount = MONEY.exec(text)?.[0];
  const sentences = text.replace(/\s+/g, ' ').split(/(?<=[.!])\s+/);
  const nameKey = normalizeKey(name);
  const sentence =
    sentences.find((s) => normalizeKey(s).includes(nameKey) && LETTER_VERB.test(s)) ??
    sentences.find((s) => LETTER_VERB.test(s) && s.length > 30) ??
    sentences.find((s) => normalizeKey(s).includes(nameKey));
  const namesApplicant = applicant ? normalizeKey(text).includes(normalizeKey(applicant.surname)) : undefined;
  return draft('award', name, { pages: [...new Set(lines.map((l) => l.page + 1))].slice(0, 3) }, {
    description: tidy(sentence ?? text, 800),
    date,
    details: {
      ...(issuer ? { issuer } : {}),
      ...(amount ? { amount } : {}),
      ...(namesApplicant !== undefined ? { recipientNamed: namesApplicant } : {}),
      source: 'award_letter',
    },
    confidence,
  });
}

function pressArticle(lines: Line[], text: string, applicant: PersonName | null): Draft | null {
  if (lines.length === 0) return null;
  let outlet: string | null = null;
  const described = /(?:^|\n)\s*(?:The\s+)?([A-Z][\w&'’.]*(?:\s+[A-Z][\w&'’.]*){0,4}) is an? (?:[\w-]+\s+){0,4}(?:newspaper|magazine|daily|weekly|news (?:site|portal|outlet|website|agency|channel)|publication|broadcaster|tabloid)\b/.exec(text);
  const copyright = /©\s*(?:(?:19|20)\d{2}\s*)?([A-Z][\w&'’. -]{2,40}?)(?:,|\.|\s+All Rights|\s*\||\s*$)/m.exec(text);
  if (described) outlet = described[1]!;
  else if (copyright) outlet = copyright[1]!.trim();
  const crumbs = lines.find((l) => /\s[›»>]\s/.test(l.text) && /^home\b/i.test(l.text));
  let title: string | null = crumbs ? crumbs.text.split(/\s[›»>]\s/).pop()!.trim() : null;
  if (!title) {
    const counts = new Map<string, number>();
    for (const l of lines) counts.set(l.text, (counts.get(l.text) ?? 0) + 1);
    const top = lines.slice(0, 40);
    title =
      top.find((l) => (counts.get(l.text) ?? 0) >= 2 && l.text.split(/\s+/).length >= 4 && !/[.!]$/.test(l.text))?.text ??
      top.find((l) => l.text.split(/\s+/).length >= 5 && l.text.split(/\s+/).length <= 22 && !/[.!,]$/.test(l.text) && /^\p{Lu}/u.test(l.text))?.text ??
      null;
  }
  if (!title) return null;
  const titleLine = lines.find((l) => l.text === title) ?? lines[0]!;
  const full = findDates(text);
  const year = full.find((d) => d.precision >= 1)?.value.slice(0, 4);
  let date: string | null = null;
  const dateline = /^[A-Z][\w .()[\]'’-]{2,80},\s*((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2})(?:,\s*((?:19|20)\d{2}))?\s*[:–-]/im.exec(text);
  if (dateline) date = findDates(`${dateline[1]} ${dateline[2] ?? year ?? ''}`)[0]?.value ?? null;
  if (!date) date = (full.find((d) => d.precision === 3) ?? full[0])?.value ?? null;
  const firstParagraph = lines
    .slice(lines.indexOf(titleLine) + 1)
    .map((l) => l.text)
    .join(' ');
  const mentions = applicant ? normalizeKey(text).includes(normalizeKey(applicant.surname)) : undefined;
  return draft('media_coverage', title, { pages: [titleLine.page + 1] }, {
    description: tidy(firstParagraph, 700),
    date,
    details: { ...(outlet ? { outlet } : {}), ...(mentions !== undefined ? { mentionsApplicant: mentions } : {}) },
    confidence: outlet ? 0.8 : 0.65,
  });
}

function recommendationLetter(lines: Line[], text: string): Draft | null {
  const closing = lines.findIndex((l) => /^(?:sincerely|yours (?:sincerely|truly|faithfully)|respectfully|best regards|kind regards|with best regards|regards)\b/i.test(l.text));
  const signer = closing >= 0 ? lines.slice(closing + 1, closing + 4).find((l) => /^[\p{Lu}][\p{L}.'’-]+(?:\s+[\p{Lu}][\p{L}.'’-]+){1,4}(?:,.*)?$/u.test(l.text)) : undefined;
  if (!signer && !/\b(?:recommend|letter of support|to whom it may concern)\b/i.test(text)) return null;
  const name = signer?.text.split(',')[0]!.trim();
  const affiliation = signer ? lines[lines.indexOf(signer) + 1]?.text : undefined;
  const date = findDates(lines.slice(0, 10).map((l) => l.text).join(' ')).find((d) => d.precision >= 2)?.value ?? null;
  return draft('recommendation_letter', name ? `Letter from ${name}` : 'Letter of recommendation', { pages: [1] }, {
    description: tidy(text, 600),
    date,
    details: { ...(name ? { author: name } : {}), ...(affiliation ? { affiliation: tidy(affiliation, 150) } : {}) },
    confidence: name ? 0.65 : 0.45,
  });
}

function membershipLetter(lines: Line[], text: string): Draft | null {
  const m =
    /\b(?:elected|admitted|approved|accepted|welcomed?|inducted|confirmed)\s+(?:as|to|into)\s+(?:an?\s+|the\s+)?((?:(?:senior|full|life|associate|student|corresponding|honorary|international)\s+)?(?:member(?:ship)?|fellow(?:ship)?))\s+(?:of|in)\s+(?:the\s+)?([A-Z][\w&.'’ -]{3,80}?)(?=[,.;]|\s+(?:in|on|for|with|effective)\b|$)/im.exec(
      text,
    );
  if (!m) return null;
  const date = findDates(text).find((d) => d.precision >= 2)?.value ?? null;
  const role = m[1]!.replace(/^\w/, (c) => c.toUpperCase());
  return draft('membership', `${role}, ${m[2]}`, { pages: [lines[0]?.page !== undefined ? lines[0].page + 1 : 1] }, {
    description: tidy(m[0], 500),
    date,
    details: { organization: m[2], role },
    confidence: 0.8,
  });
}

function reviewerLetter(lines: Line[], text: string): Draft | null {
  if (!/\b(?:thank you for (?:your )?(?:review|reviewing|serving)|invit\w+ (?:you )?to review|review(?:er)? (?:invitation|request|assignment)|reviewer for|your review of)\b/i.test(text)) return null;
  const journal =
    /\b(?:journal|for|of)\s+((?:The\s+)?(?:Journal of|Proceedings of|Annals of)?\s*[A-Z][\w&:'’ -]{2,80}?)(?=[,.;]|\s+(?:has|is|and|on|manuscript)\b|$)/m.exec(text)?.[1] ?? null;
  const date = findDates(text).find((d) => d.precision >= 2)?.value ?? null;
  return draft('judging', journal ? `Peer reviewer, ${journal.trim()}` : 'Peer review', { pages: [1] }, {
    description: tidy(text, 600),
    date,
    details: { role: 'Reviewer', ...(journal ? { venue: journal.trim() } : {}) },
    confidence: journal ? 0.7 : 0.5,
  });
}

function diploma(lines: Line[], text: string): Draft | null {
  const degree = /\b(Doctor of [A-Z][a-z]+(?: (?:in|of) [A-Z][\w ]+?)?|Master of [A-Z][a-z]+(?: [A-Z][a-z]+)?|Bachelor of [A-Z][a-z]+(?: [A-Z][a-z]+)?|Ph\.?\s?D\.?)(?=[\s,.]|$)/.exec(text);
  if (!degree) return null;
  const institution = lines.find((l) => /\b(?:University|College|Institute|Université|Universidad|Universität)\b/.test(l.text))?.text;
  const date = findDates(text).find((d) => d.precision >= 1)?.value ?? null;
  return draft('degree', institution ? `${degree[1]}, ${tidy(institution, 120)}` : degree[1]!, { pages: [1] }, {
    description: tidy(text, 500),
    date,
    details: { degree: degree[1], ...(institution ? { institution: tidy(institution, 150) } : {}) },
    confidence: 0.75,
  });
}

/** A paper (category "publication"): its own DOI (the first one, before the references) and its title. */
function paperItself(lines: Line[], hits: DoiHit[], applicant: PersonName | null): Draft | null {
  const refsAt = lines.findIndex((l) => /^(?:references|bibliography|literature cited|works cited|references and notes)\s*:?$/i.test(l.text));
  const refsPage = refsAt >= 0 ? lines[refsAt]!.page : Infinity;
  const own = hits.find((h) => h.page === 0) ?? hits.find((h) => h.page < refsPage);
  const boiler = /\b(?:doi|https?:|www\.|©|copyright|issn|vol\.|volume|received|accepted|published|journal|licen[cs]e|open access|citation|correspond|e-?mail|abstract|keywords)\b/i;
  const titleLine = lines
    .filter((l) => l.page === 0)
    .slice(0, 25)
    .find((l) => l.text.split(/\s+/).length >= 4 && l.text.length <= 250 && !boiler.test(l.text) && /\p{Ll}/u.test(l.text) && !/[.;]$/.test(l.text));
  if (!own && !titleLine) return null;
  const firstPage = lines.filter((l) => l.page === 0).map((l) => l.text).join(' ');
  const names = applicant ? normalizeKey(firstPage).includes(normalizeKey(applicant.surname)) : undefined;
  return draft('publication', titleLine?.text ?? `DOI ${own!.doi}`, { pages: [1] }, {
    description: tidy(firstPage, 600),
    date: findDates(firstPage).find((d) => d.precision >= 1)?.value.slice(0, 4) ?? null,
    details: { ...(own ? { doi: own.doi } : {}), ...(names !== undefined ? { applicantNamed: names } : {}) },
    confidence: own ? 0.85 : 0.5,
  });
}

/** The applicant's name from the document itself, when the caller has none. */
export function guessApplicantName(lines: Line[], pages: string[]): string | null {
  const first = pages[0] ?? '';
  const front = /^name:\s*(.+)$/im.exec(first.slice(0, 2000));
  if (front && /^---/.test(first.trim())) return front[1]!.trim();
  const labelled = /\bNAME:\s*([\p{L}'’.-]+,\s*[\p{L}'’.-]+(?:\s+[\p{L}'’.-]+)?)/u.exec(first.slice(0, 3000));
  if (labelled) return labelled[1]!;
  const top = lines[0]?.text.split(/,\s*(?:ph\.?d|m\.?d|dabr|m\.?sc?)/i)[0]?.trim();
  if (top && /^[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*){1,3}$/u.test(top) && !/\b(?:curriculum|vitae|resume|cv|biographical)\b/i.test(top)) {
    return top
      .split(/\s+/)
      .map((w) => (w === w.toUpperCase() && w.length > 2 ? w[0] + w.slice(1).toLowerCase() : w))
      .join(' ');
  }
  return null;
}

// ---- the extractor ------------------------------------------------------------------------------------

const NO_PROSE_JUDGING: SectionKind[] = ['publication', 'media', 'references', 'judging', 'presentation', 'grant'];
const NO_AWARD_FALLBACK: SectionKind[] = ['award', 'publication', 'media', 'references', 'grant', 'presentation'];

export function extractOffline(input: ExtractInput): TEvidenceDraft[] {
  const pages = input.pages.map((p) => p ?? '');
  const lines = toLines(pages);
  const text = lines.map((l) => l.text).join('\n');
  if (!text.trim()) return [];
  const entries = segment(lines);
  const hits = findDois(pages);
  const applicant = parsePersonName(input.applicantName ?? guessApplicantName(lines, pages) ?? '') ?? null;

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
  const ctx: Context = { applicant, doisByEntry };
  const out: Draft[] = [];
  const usedDois = new Set<string>();
  const claim = (d: Draft | null) => {
    if (!d) return null;
    out.push(d);
    if (typeof d.details.doi === 'string') usedDois.add(d.details.doi);
    for (const r of (d.details.relatedDois as string[] | undefined) ?? []) usedDois.add(r);
    return d;
  };

  // Single-purpose documents first.
  const isLetterish = pages.length <= 4 && lines.length < 150;
  let letterItem: Draft | null = null;
  if (input.category === 'award' || (isLetterish && input.category !== 'media' && input.category !== 'cv')) {
    letterItem = claim(awardLetter(lines, text, applicant, input.category === 'award'));
  }
  if (input.category === 'media') claim(pressArticle(lines, text, applicant));
  if (input.category === 'letter') claim(recommendationLetter(lines, text));
  if (input.category === 'membership') claim(membershipLetter(lines, text));
  if (input.category === 'judging') claim(reviewerLetter(lines, text));
  if (input.category === 'degree') claim(diploma(lines, text));

  // A paper: the document itself is the publication; its reference list is other people's work.
  if (input.category === 'publication') {
    claim(paperItself(lines, hits, applicant));
    return finalizeDrafts(out, pages);
  }

  // CV-style sections.
  let lastAward: Draft | null = null;
  for (const entry of entries) {
    const hitsHere = doisByEntry.get(entry) ?? [];
    let item: Draft | null = null;
    if (BOILERPLATE.test(body(entry.text)) && hitsHere.length === 0) continue;
    switch (entry.kind) {
      case 'publication':
        item = claim(publicationFromEntry(entry, ctx));
        break;
      case 'award': {
        const t = headerText(entry);
        if (entry.headingKinds.includes('grant') && (MONEY.test(t) || /\b(?:grant|funding|funded|co-?pi|pi)\b/i.test(t)) && !/\b(?:award|prize|medal)\b/i.test(t)) {
          item = claim(grantFromEntry(entry));
          break;
        }
        if (splitList(entry, 'award').length > 1) {
          for (const part of splitList(entry, 'award')) claim(awardFromEntry(part));
          break;
        }
        if (/\belected\b.*\b(?:member(?:ship)?|fellow)\b|\bmembership in\b/i.test(t)) {
          item = claim(membershipFromEntry(entry, 0.8));
          break;
        }
        if (lastAward && descriptiveLine(t) && entry.order === (lastAward.details._order as number) + 1) {
          lastAward.description = tidy(`${lastAward.description} ${t}`, 1200);
          lastAward.details._order = entry.order;
          break;
        }
        item = claim(awardFromEntry(entry));
        if (item) {
          item.details._order = entry.order;
          lastAward = item;
        }
        break;
      }
      case 'membership':
        if (splitList(entry, 'membership').length > 1) {
          for (const part of splitList(entry, 'membership')) claim(membershipFromEntry(part, 0.75));
          break;
        }
        item = claim(JUDGING_WORD.test(headerText(entry)) && !/\bboard member\b/i.test(headerText(entry)) ? judgingFromEntry(entry, 0.75) : membershipFromEntry(entry, 0.8));
        break;
      case 'judging':
        item = claim(judgingFromEntry(entry, 0.85));
        break;
      case 'service':
        item = claim(serviceFromEntry(entry));
        break;
      case 'media':
        if (input.category !== 'media') item = claim(mediaFromEntry(entry, ctx));
        break;
      case 'grant':
        if (entry.headingKinds.includes('award') && !MONEY.test(entry.text) && /\b(?:awards?|prizes?|medals?|honou?rs?)\b/i.test(headerText(entry))) {
          item = claim(awardFromEntry(entry));
        }
        else item = claim(grantFromEntry(entry));
        break;
      case 'presentation':
        item = claim(presentationFromEntry(entry, ctx));
        break;
      case 'employment': {
        const t = headerText(entry);
        const descriptive = /^\p{L}+ed\b/iu.test(t) || /^[^\p{L}]/u.test(t) || /^[\p{L}-]+\s*(?::|$)/u.test(t);
        if (t.length >= 6 && /^[\p{Lu}\d]/u.test(t) && !descriptive) item = claim(leadingFromEntry(entry, 0.6, LEADING_WORD.test(t) ? 'leading_role' : 'employment'));
        break;
      }
      case 'education':
        item = claim(degreeFromEntry(entry));
        break;
      case 'patent':
        item = claim(patentFromText(entry, body(entry.text), 0.8));
        break;
      case 'exhibition': {
        const t = body(entry.text);
        if (t.length >= 8) item = claim(draft('exhibition', quoted(t) ?? t, entry, { description: descriptionOf(entry), date: entryDate(entry, t), confidence: 0.7 }));
        break;
      }
      case 'contributions':
        if (looksLikeReference(body(entry.text)) || hitsHere.length) item = claim(publicationFromEntry(entry, ctx, 0.7));
        else if (/\bpatent\b/i.test(entry.text) && PATENT_NUMBER.test(entry.text)) item = claim(patentFromText(entry, body(entry.text), 0.75));
        else item = claim(contributionFromEntry(entry));
        break;
      case 'other':
        if (/\bpatent\b/i.test(entry.text) && PATENT_NUMBER.test(entry.text)) item = claim(patentFromText(entry, body(entry.text), 0.7));
        else if (input.category !== 'media' && (hitsHere.length || looksLikeReference(body(entry.text)))) item = claim(publicationFromEntry(entry, ctx, 0.6));
        break;
      case 'references':
        if (input.category === 'cv' && hitsHere.length) item = claim(publicationFromEntry(entry, ctx, 0.6));
        break;
    }

    // DOIs of an entry that produced no item of its own (e.g. a talk without a DOI field) stay loose.
    if (!item || (item.details.doi === undefined && hitsHere.length)) {
      if (entry.kind !== 'references' || input.category === 'cv') for (const h of hitsHere) if (!item || item.details.doi !== h.doi) looseDois.push(h);
    }

    // Reviewing/editing mentioned in prose ("served as a reviewer for 10+ journals").
    if (!NO_PROSE_JUDGING.includes(entry.kind) && item?.type !== 'judging') {
      for (const rx of PROSE_JUDGING) {
        const m = rx.exec(entry.text);
        if (m) {
          claim(
            draft('judging', m[0], entry, {
              description: tidy(entry.text, 800),
              date: entry.date,
              details: { role: /editor/i.test(m[0]) ? 'Editor' : /judge|juror/i.test(m[0]) ? 'Judge' : 'Reviewer', source: 'prose' },
              confidence: 0.55,
            }),
          );
          break;
        }
      }
    }

    // Awards mentioned in other sections ("Got a Chun ShinIl Scholarship", "Won the 2nd prize").
    if (!letterItem && input.category !== 'media' && !NO_AWARD_FALLBACK.includes(entry.kind) && item?.type !== 'award') {
      for (const line of entry.lines) {
        const m = PROSE_AWARD.exec(stripMarkup(line.text));
        if (m) {
          claim(
            draft('award', m[0].replace(/^(?:won|wins|received|receives|awarded|got|earned|recipient of|winner of|honou?red with)\s+(?:the\s+|a\s+|an\s+)?/i, ''), { pages: [line.page + 1] }, {
              description: tidy(stripMarkup(line.text), 600),
              date: entry.date ?? findDates(line.text)[0]?.value ?? null,
              details: { source: 'prose' },
              confidence: 0.5,
            }),
          );
        }
      }
    }
  }

  // DOIs not attached to any item become publications of their own.
  const seenLoose = new Set<string>();
  for (const hit of looseDois) {
    if (usedDois.has(hit.doi) || seenLoose.has(hit.doi)) continue;
    seenLoose.add(hit.doi);
    const e = entryByLine.get(`${hit.page}:${hit.line}`);
    if (e && e.kind === 'references' && input.category !== 'cv') continue;
    const lineText = lines.find((l) => l.page === hit.page && l.index === hit.line)?.text ?? '';
    const source = e ? body(e.text) : lineText;
    const parsed = looksLikeReference(source) ? parseReference(source) : null;
    const position = parsed ? authorPosition(parsed.authors, applicant) : undefined;
    claim(
      draft('publication', parsed?.title ?? `DOI ${hit.doi}`, { pages: [hit.page + 1] }, {
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
      }),
    );
  }

  for (const d of out) delete d.details._order;
  return finalizeDrafts(out, pages);
}

export function createOfflineExtractor(): EvidenceExtractor {
  return {
    kind: 'offline',
    async extract(input) {
      return extractOffline(input);
    },
  };
}
