/**
 * Readers of one CV entry per section kind: a publication, an award, a membership, a reviewing role, a grant, a talk,
 * a press item, a degree, a patent. Each returns a draft (or null when the entry is not evidence of its kind).
 */
import type { EvidenceType } from '@acclaim/domain';
import { isPublishedTalk } from './classification';
import type { DoiHit } from './doi';
import {
  body,
  dateDetails,
  descriptionOf,
  draft,
  entryDate,
  headerLines,
  headerText,
  italics,
  orgLike,
  quoted,
  splitColon,
  STRONG_AWARD,
  stripTrailingDates,
  type Draft,
} from './entry-helpers';
import { authorPosition, looksLikeReference, parseReference, type PersonName } from './references';
import type { Entry } from './structure';
import { findDates, splitLeadingDate, tidy } from './text';

// ---- vocabulary ---------------------------------------------------------------------------------------

export const AWARD_WORD =
  /\b(?:awards?|awarded|awardee|prizes?|medals?|honou?rs?|honou?red|fellow(?:ship)?s?|scholar(?:ship)?s?|winners?|won|finalists?|laureate|distinction|distinguished|best|\d+(?:st|nd|rd|th)|first|second|third|place|recogni[sz]ed|recognition|troph(?:y|ies)|star|performer|excellence|achievement|top|outstanding|contributor)\b/i;
export const JUDGING_WORD =
  /\b(?:review(?:er|ers|ing)?|referee(?:ing|s)?|editor(?:s|ial)?|editorships?|program(?:me)? committee|technical committee|area chair|session chair|jury|juror|judge[ds]?|judging|panel(?:ist)?s?|adjudicat\w*|examiner|study section|evaluator)\b/i;
const JUDGING_ROLE =
  /\b(?:(?:ad[- ]hoc\s+)?(?:associate|guest|review|section|series|handling|academic|senior|deputy|managing|topic)\s+editor|editor[- ]in[- ]chief|editorial board(?: member)?|board of (?:associate )?editors|editor|(?:manuscript |peer[- ]|ad[- ]hoc |grant |journal )?reviewer|referee|(?:technical )?program(?:me)? committee(?: member)?|area chair|session chair|panelist|review panel(?:ist)?|judge|juror|jury member|(?:external )?examiner|adjudication committee|study section)\b/i;
const HIRING = /\b(?:search|hiring|recruit\w*|admissions?)\b/i;
const MEMBER_ROLE =
  /\b(?:(?:founding|core|executive|board|full|senior|life|associate|student|elected|honorary|active|affiliate|corresponding|regular)\s+)*(?:member|fellow|affiliate)\b/i;
export const LEADING_WORD =
  /\b(?:chair(?:man|woman|person)?|co-?chair|director|co-?director|president|vice[- ]president|head|chief|founder|co-?founder|lead|leader|leadership|dean|coordinator|convener|steering|principal investigator)\b/i;
const DEGREE_WORD =
  /\b(?:ph\.?\s?d|d\.?phil|doctor(?:ate)?|master'?s?|m\.?s\.?c?|m\.?a\.?|m\.?eng|mba|b\.?s\.?c?|b\.?a\.?|b\.?eng|bachelor'?s?|a\.?b\.?|m\.?d\.?|j\.?d\.?|s\.?m\.?s|diploma|degree|residency|pgd|post-?graduate)\b/i;
export const PATENT_NUMBER =
  /\b(?:U\.?\s?S\.?|US|EP|WO|CN|JP|KR|DE|GB|CA)\s*(?:patent\s*)?(?:(?:no\.?|number|#)\s*)?(\d{1,2}[,.]?\d{3}[,.]?\d{3}(?:\s?[AB]\d)?|\d{4}\/\d{5,7}|\d{4}\d{6,7}\s?A\d)\b/i;
export const PROSE_JUDGING: RegExp[] = [
  /\b(?:served|serve|serves|serving|acted|acts|acting|invited|appointed|selected)\s+(?:him\s+|her\s+|me\s+)?(?:to\s+(?:be|serve)\s+)?(?:as\s+)?(?:an?\s+|the\s+)?(?:ad[- ]hoc\s+|external\s+|expert\s+)?(?:peer[- ])?(?:reviewer|referee|(?:associate |guest |section |handling |academic |review )?editor|judge|panelist|juror|examiner|member of the (?:editorial board|program committee|review panel|jury))\b[^.;]*/i,
  /\b(?:peer[- ]|manuscript |ad[- ]hoc )?reviewer (?:for|of)\b[^.;]*/i,
  /\b(?:sub)?reviewer for\b[^.;]*/i,
  /\breviewed\s+(?:\d+\+?|several|numerous|multiple|many|over \d+|more than \d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:papers|manuscripts|articles|submissions|proposals|grant applications|abstracts)\b[^.;]*/i,
  /\b(?:completed|performed)\s+\d+\+?\s+(?:peer[- ])?review(?:s| assignments)\b[^.;]*/i,
];
export const PROSE_AWARD =
  /\b(?:[Ww]on|[Ww]ins|[Rr]eceived|[Rr]eceives|[Aa]warded|[Gg]ot|[Ee]arned|[Rr]ecipient of|[Ww]inner of|[Hh]onou?red with)\s+(?:the\s+|a\s+|an\s+)?(?:(?:\d+(?:st|nd|rd|th)|first|second|third)\s+(?:place|prize|award)\b[^.;•]{0,60}|(?:[“"]?[A-Z][\w'’&.-]*[”"]?\s+){1,7}(?:Award|Prize|Medal|Scholarship|Fellowship)\b)/;

// ---- builders per section kind ------------------------------------------------------------------------

export interface Context {
  applicant: PersonName | null;
  doisByEntry: Map<Entry, DoiHit[]>;
}

export function publicationFromEntry(entry: Entry, ctx: Context, confidenceWithout = 0.75): Draft | null {
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
  const precise = year
    ? findDates(text)
        .filter((d) => d.precision >= 2 && d.value.startsWith(String(year)))
        .pop()?.value
    : undefined;
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

const TALK_HEADING = /\b(?:abstracts?|posters?|presentations?|talks?|lectures?|seminars?|keynotes?)\b/i;

/**
 * An entry of a publication list that is not an article: a talk or abstract listed under "Abstracts" or "Poster
 * Presentations" is a presentation unless the entry shows it was published (an unpublished talk is not a scholarly
 * article); a deposited dataset or code ("[dataset] … Harvard Dataverse") is a candidate original contribution.
 */
export function publicationOrOther(d: Draft | null, entry: Entry): Draft | null {
  if (!d) return null;
  const tag = typeof d.details.publicationType === 'string' ? d.details.publicationType : '';
  if (/^(?:dataset|data|software|code)$/i.test(tag) || /^(?:data for|replication data|dataset)\b/i.test(d.title)) {
    return { ...d, type: 'original_contribution', details: { ...d.details, contributionKind: /soft|code/i.test(tag) ? 'software' : 'dataset' } };
  }
  if (TALK_HEADING.test(entry.heading) && !/\bpublished\b/i.test(entry.heading) && !isPublishedTalk(d.description, d.details.doi)) {
    return { ...d, type: 'presentation', details: { ...d.details, section: entry.heading, published: false } };
  }
  return d;
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

export function awardFromEntry(entry: Entry): Draft | null {
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

export function membershipFromEntry(entry: Entry, confidence: number): Draft {
  const header = headerLines(entry).map((l) => body(l));
  const text = header.join(' ');
  const roleMatch = MEMBER_ROLE.exec(text);
  const role = roleMatch ? roleMatch[0] : null;
  let org: string | null = null;
  const roleOnly = (line: string) => {
    const m = MEMBER_ROLE.exec(line);
    if (!m || m.index > 2) return false;
    const rest = splitLeadingDate(line.slice(m.index + m[0].length).replace(/^[\s.,:;&-]+/, '')).rest;
    return (
      rest.replace(
        /\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|present|current|ongoing|exp\.?|at|president|(?:19|20)\d{2})\b|[\d\s.,–&-]/gi,
        '',
      ).length <= 12
    );
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

export function judgingFromEntry(entry: Entry, confidence: number): Draft {
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

export function leadingFromEntry(entry: Entry, confidence: number, type: EvidenceType = 'leading_role'): Draft | null {
  const text = headerText(entry);
  // "rOpenSci Leadership Team" starts with a lower-case letter but is a name; "led the …" is a sentence.
  if (!text || text.length > 400 || (/^\p{Ll}/u.test(text) && !/^\p{Ll}+\p{Lu}/u.test(text))) return null;
  const [head] = splitColon(text);
  return draft(type, head.length >= 3 ? head : text, entry, {
    description: descriptionOf(entry),
    date: entryDate(entry, text),
    details: { ...(entry.context && orgLike(entry.context) ? { organization: entry.context } : {}), ...dateDetails(entry) },
    confidence,
  });
}

export function serviceFromEntry(entry: Entry): Draft | null {
  const text = headerText(entry);
  if (JUDGING_WORD.test(text) && !HIRING.test(text)) return judgingFromEntry(entry, 0.75);
  if (HIRING.test(text)) return null;
  if (MEMBER_ROLE.test(text) && !/\b(?:team|staff)\s+member\b/i.test(text)) return membershipFromEntry(entry, 0.65);
  if (/\bboards?\b/i.test(text)) return membershipFromEntry(entry, 0.55);
  if (LEADING_WORD.test(text)) return leadingFromEntry(entry, 0.5);
  return null;
}

export function grantFromEntry(entry: Entry): Draft | null {
  const text = body(entry.text);
  if (text.length < 8) return null;
  const italic = italics(entry.rawText)[0];
  let title = italic;
  if (!title && looksLikeReference(text)) title = parseReference(text).title;
  // A sentence ends at ". " — not after "Dr." or an initial ("Alfred P. Sloan").
  if (!title) title = text.split(/(?<!\b(?:Dr|Mr|Mrs|Ms|Prof|St|Jr|\p{Lu}))\.\s+(?=\p{Lu})|\s\((?=(?:19|20)\d{2}|renewal|co-?pi)/iu)[0]!;
  const [head] = splitColon(title.length > 150 ? title.slice(0, 150) : title);
  const amount = entry.attrs.funding ?? /(?:[A-Z]{0,3}\$|€|£|¥)\s?\d[\d,.]*(?:\s?[MKB]\b|\s?million)?/i.exec(text)?.[0];
  const range = entry.attrs.years ?? /\(((?:19|20)\d{2}\s*[-–]\s*(?:(?:19|20)\d{2}|present))\)/i.exec(text)?.[1];
  return draft('grant', title.length <= 150 ? title : head, entry, {
    description: descriptionOf(entry),
    date: entry.attrs.years ? (findDates(entry.attrs.years)[0]?.value ?? null) : entryDate(entry, text),
    details: { ...(amount ? { amount: amount.trim() } : {}), ...(range ? { period: range } : {}) },
    confidence: 0.7,
  });
}

export function presentationFromEntry(entry: Entry, ctx: Context): Draft | null {
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
    details: {
      ...(event ? { event } : {}),
      ...(hits[0] ? { doi: hits[0].doi } : {}),
      ...(entry.context ? { group: entry.context } : {}),
      ...(entry.heading ? { section: entry.heading } : {}),
    },
    confidence: 0.7,
  });
}

export function mediaFromEntry(entry: Entry, ctx: Context): Draft | null {
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

export function degreeFromEntry(entry: Entry): Draft | null {
  const text = headerText(entry);
  if (!DEGREE_WORD.test(text) || text.length > 300) return null;
  return draft('degree', text.replace(/\s*\|\s*(?:19|20)\d{2}\s*$/, ''), entry, {
    description: descriptionOf(entry),
    date: entry.endDate && entry.endDate !== 'present' ? entry.endDate : entryDate(entry, text),
    confidence: 0.7,
  });
}

export function patentFromText(entry: Entry, text: string, confidence: number): Draft | null {
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

/**
 * "NSF CAREER Award (2020); Sloan Fellowship (2019)" or "IEEE, ACM, AAAS, Sigma Xi": one line listing
 * several awards/memberships becomes one entry per part. A "Role, Organisation" pair is not a list.
 */
export function splitList(entry: Entry, kind: 'award' | 'membership'): Entry[] {
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
  return parts.map((part) => ({
    ...entry,
    text: part,
    rawText: part,
    lines: entry.lines.map((l, i) => (i === 0 ? { ...l, text: part } : l)).slice(0, 1),
    date: findDates(part)[0]?.value ?? entry.date,
  }));
}

/** A descriptive line under an award ("Awarded during …", "Led …"), not an award of its own. */
export function descriptiveLine(text: string): boolean {
  return /^(?:led|awarded|completed|conducted|organi[sz]ed|invited|ranked|selected|given|presented|granted|top \d+|multiple|for)\b/i.test(text);
}
