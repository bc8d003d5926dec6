/**
 * Candidate original contributions (8 C.F.R. 204.5(h)(3)(v)): things a person made that others can
 * use — software, datasets, methods — and organisations they founded. Each is a lead for the user to prove, not a
 * finding: major significance needs evidence of use by others, so what the document states about adoption (users,
 * downloads, stars, citations, licences) goes into `details` (classification.ts), and grants that funded the same
 * project are listed with it.
 *
 * A contribution comes from an entry that names a thing. Prose that names nothing ("My work focuses on …", the
 * closing paragraph of a biosketch) is not one.
 */
import { adoptionFacts } from './classification';
import { body, descriptionOf, draft, headerText, orgLike, type Draft } from './entry-helpers';
import type { Entry } from './structure';
import { normalizeKey, splitLeadingDate, tidy } from './text';

const ARTIFACT =
  /\b(?:software|package|library|tool|toolkit|app|application|platform|database|data ?set|index|model|algorithm|method|framework|standard|pipeline|device|instrument|assay|technique|system|resource)\b/i;
/** A proper name for a thing: CamelCase, ALLCAPS, a name with digits, or "called X". */
const THING_NAME = /\b(?:[A-Z][a-z]+[A-Z]\w*|[a-z]+[A-Z]\w*|[A-Z]{3,}\w*|[A-Za-z]+\d\w*)\b|\b(?:called|named)\s+[“"']?[A-Z]/;
const CITATION = /^\p{Lu}[\p{L}'’-]+,\s*(?:\p{Lu}\.\s?){1,3}.{0,200}\((?:19|20)\d{2}\)/u;
const FIRST_PERSON = /^(?:my |i |i’|i'|we |our |in my |as an? )/i;
const FOUNDER =
  /\b(co-?founder|founder|founding (?:director|president|chair|head|ceo|editor(?:-in-chief)?|dean|partner))(?:\s+(?:and|&)\s+[\w -]{2,30}?)?\s*(?:,|\bof\b|\bat\b|:|–|-)\s*(?:the\s+)?([^.;]{3,160})/gi;
const FOUNDED = /\b((?:co-?)?founded|established)\s+(?:the\s+|a\s+|an\s+)?([^.;]{3,160})/gi;
const MAINTAINER_AFTER = /^(.{2,60}?)\s+(co-?maintainer|maintainer|lead developer|core developer|creator)\b/i;
const MAINTAINER_BEFORE = /\b(co-?maintainer|maintainer|creator|lead developer|core developer)\s+(?:of|for)\s+(?:the\s+)?([^.,;]{2,60})/i;
/** The end of one software item in a list: "(2023).", "(2011; v2 2015).", "(Language: JSON-LD)". */
const END_OF_ITEM = /\((?:19|20)\d{2}[^()]{0,40}\)\.?|\(Language:[^()]*\)\.?/g;

/** Sentences of an entry: "Name: what it is. Authors (2020)." → ["Name: what it is", "Authors (2020)"]. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[\p{L}\d)\]])\.\s+(?=\S)/u)
    .map((s) => s.trim().replace(/\.$/, ''))
    .filter(Boolean);
}

/** "Carl Boettiger, Dirk Eddelbuettel", "Carl Boettiger and Kari Norman", "Carl Boettiger, Matt Jones, et al". */
function isAuthorList(sentence: string): boolean {
  const parts = sentence.split(/\s*,\s*|\s+and\s+|\s*&\s*/).filter(Boolean);
  return parts.length > 0 && parts.every((p) => /^et al\.?$/i.test(p) || /^(?:\p{Lu}[\p{L}\p{M}'’´¨.-]*\s?){1,4}$/u.test(p.trim()));
}

export interface SoftwareFacts {
  name: string;
  summary: string | null;
  authors: string[];
  year: number | null;
  url: string | null;
  language: string | null;
}

/** Reads one item of a software list: its name, what it is, authors, year, address and language. */
export function parseSoftwareItem(text: string): SoftwareFacts | null {
  let rest = text;
  const urlMatch = /https?:\s*\/\/\s*[^\s()]+/.exec(rest);
  const url = urlMatch ? urlMatch[0].replace(/\s+/g, '').replace(/[.,;]+$/, '') : null;
  if (urlMatch) rest = rest.replace(urlMatch[0], ' ');
  const language = /\(Language:\s*([^)]*)\)/i.exec(rest)?.[1]?.trim() ?? null;
  rest = rest.replace(/\(Language:[^)]*\)/i, ' ');
  const yearMatch = /\(((?:19|20)\d{2})[^()]*\)/.exec(rest);
  if (yearMatch) rest = rest.replace(yearMatch[0], ' ');
  const parts = sentences(rest.replace(/\s+/g, ' ').trim());
  const authors = parts
    .filter(isAuthorList)
    .flatMap((s) => s.split(/\s*,\s*|\s+and\s+/))
    .map((p) => p.trim())
    .filter((p) => p && !/^et al/i.test(p));
  const lead = parts.find((s) => !isAuthorList(s));
  if (!lead || lead.length < 2) return null;
  let name = lead;
  let summary: string | null = null;
  const colon = /^([^:]{1,50}):\s*(.+)$/.exec(lead);
  const identifier = /^((?:[\p{Ll}\d][\w.-]*)(?:\s+[\p{Ll}\d][\w.-]*)*)\s+(\p{Lu}.*)$/u.exec(lead);
  if (colon) [name, summary] = [colon[1]!.trim(), colon[2]!.trim()];
  else if (identifier) [name, summary] = [identifier[1]!.trim(), identifier[2]!.trim()];
  return {
    name: tidy(name, 80),
    summary: summary ? tidy(summary, 160) : null,
    authors: authors.slice(0, 20),
    year: yearMatch ? Number(yearMatch[1]) : null,
    url,
    language,
  };
}

interface Piece {
  text: string;
  pages: number[];
}

/** A PDF wraps and joins list items freely; the end of each item ("(2023).") is what separates them. */
function piecesOf(group: Entry[]): Piece[] {
  const ranges: { start: number; end: number; entry: Entry }[] = [];
  let joined = '';
  for (const entry of group) {
    const text = entry.text.trim(); // not body(): a line "(2023)." that closes the item above is not a date heading
    if (joined) joined += ' ';
    ranges.push({ start: joined.length, end: joined.length + text.length, entry });
    joined += text;
  }
  const cuts = [...joined.matchAll(END_OF_ITEM)].map((m) => m.index + m[0].length);
  if (cuts.length === 0) return group.map((e) => ({ text: body(e.text), pages: e.pages }));
  const pieces: Piece[] = [];
  let start = 0;
  for (const cut of [...cuts, joined.length]) {
    const text = joined.slice(start, cut).trim();
    const pages = [...new Set(ranges.filter((r) => r.start < cut && r.end > start).flatMap((r) => r.entry.pages))];
    if (text.replace(/[\W\d]/g, '').length >= 3) pieces.push({ text, pages });
    start = cut;
  }
  return pieces;
}

/** Every item of the "Software" / "R Packages" / "Datasets" sections, one candidate contribution each. */
export function softwareFromSection(entries: Entry[]): Draft[] {
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) groups.set(entry.heading, [...(groups.get(entry.heading) ?? []), entry]);
  const out: Draft[] = [];
  for (const [heading, group] of groups) {
    const isData = /\bdata/i.test(heading);
    for (const piece of piecesOf(group)) {
      const facts = parseSoftwareItem(piece.text);
      if (!facts) continue;
      out.push(
        draft('original_contribution', facts.summary ? `${facts.name}: ${facts.summary}` : facts.name, piece, {
          description: tidy(piece.text, 1200),
          date: facts.year ? String(facts.year) : null,
          details: {
            contributionKind: isData ? 'dataset' : 'software',
            name: facts.name,
            ...(heading ? { group: heading } : {}),
            ...(facts.authors.length ? { authors: facts.authors } : {}),
            ...(facts.url ? { url: facts.url } : {}),
            ...(facts.language ? { language: facts.language } : {}),
            ...adoptionFacts(piece.text),
          },
          confidence: 0.6,
        }),
      );
    }
  }
  return out;
}

/** The title line of a contribution entry ("Open-Source Software: DicomRTTool", "1. Clinical Forecasting …"), or null. */
function contributionTitle(entry: Entry, text: string): string | null {
  const first = body(entry.lines[0]!.text);
  const second = entry.lines[1]?.text;
  if (
    second &&
    first.length <= 100 &&
    first.split(/\s+/).length <= 14 &&
    !/[,;:\-–]$/.test(first) &&
    /^[\p{Lu}"“]/u.test(second) &&
    !FIRST_PERSON.test(first)
  ) {
    return first.replace(/\.$/, '');
  }
  const lead = /^(.{6,110}?)\.(?:\s|$)/.exec(text)?.[1];
  if (!lead || lead.split(/\s+/).length > 14 || FIRST_PERSON.test(lead)) return null;
  const words = lead.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const capitalised = words.filter((w) => /^[\p{Lu}\d]/u.test(w) || /^(?:of|and|the|for|in|on|to|a|an|with|by)$/i.test(w)).length;
  return lead.includes(':') || capitalised / words.length >= 0.6 ? lead : null;
}

/** An entry of a "Contributions to Science" / "Major Contributions" section. */
export function contributionFromEntry(entry: Entry): Draft | null {
  const text = body(entry.text);
  if (text.length < 60 || /^(?:significance|complete list|citations|https?:|www\.)/i.test(text)) return null;
  if (CITATION.test(text)) return null; // a reference the reference parser did not recognise ("Alperin, J.P. & … (eds.) (2015)")
  const title = contributionTitle(entry, text);
  const facts = adoptionFacts(text);
  const namesThing = ARTIFACT.test(text) && THING_NAME.test(text);
  // Untitled prose must name a thing or state its use; a personal statement or closing paragraph does neither.
  if (!title && !namesThing && !facts.adoption) return null;
  const confidence = title && (namesThing || facts.adoption) ? 0.65 : title ? 0.5 : 0.45;
  return draft('original_contribution', title ?? tidy(text.split(/(?<=\.)\s+/)[0]!, 120), entry, {
    description: descriptionOf(entry),
    details: { ...facts },
    confidence,
  });
}

/** "Founder and CEO, Acme Inc.", "co-founder, Eric and Wendy Schmidt Center …", "founded the X Lab". */
export function foundedOrganization(entry: Entry): Draft | null {
  const text = body(entry.text);
  for (const m of [...text.matchAll(FOUNDER), ...text.matchAll(FOUNDED)]) {
    // In running prose (a statement, a letter) "a co-founder of XYZ Inc." may be about someone else: only "I" counts.
    const before = text.slice(text.lastIndexOf('.', m.index) + 1, m.index);
    if (entry.kind === 'other' && !/\b(?:I|I['’]m|my)\b/.test(before)) continue;
    const org = m[2]!
      .split(/,\s+|\s+(?:which|that|where|to|in order to)\s+/)[0]!
      .replace(/\s+(?:in|at|since)\s+(?:19|20)\d{2}$/, '')
      .trim();
    if (!orgLike(org) || org.split(/\s+/).length > 12) continue;
    const role = /founded$/i.test(m[1]!) ? (/^co/i.test(m[1]!) ? 'Co-founder' : 'Founder') : m[1]!.replace(/^\w/, (c) => c.toUpperCase());
    return draft('original_contribution', tidy(org, 150), entry, {
      description: descriptionOf(entry),
      date: entry.date,
      details: {
        contributionKind: 'organization',
        name: tidy(org, 150),
        organization: tidy(org, 150),
        role,
        ...(entry.endDate ? { endDate: entry.endDate } : {}),
      },
      confidence: 0.55,
    });
  }
  return null;
}

/** "Rocker Project co-maintainer", "lead developer of X": software the person keeps. */
export function maintainedProject(entry: Entry): Draft | null {
  const text = splitLeadingDate(headerText(entry)).rest.replace(/^[.:,\s]+/, '');
  const after = MAINTAINER_AFTER.exec(text);
  const before = after ? null : MAINTAINER_BEFORE.exec(text);
  const name = (after?.[1] ?? before?.[2])?.trim();
  const role = after?.[2] ?? before?.[1];
  if (!name || !role || !/^[\p{Lu}\p{Ll}]/u.test(name) || name.split(/\s+/).length > 6) return null;
  return draft('original_contribution', name, entry, {
    description: descriptionOf(entry),
    date: entry.date,
    details: {
      contributionKind: 'software',
      name,
      roles: [`${role.replace(/^\w/, (c) => c.toUpperCase())}${entry.date ? ` (${entry.date}–${entry.endDate ?? ''})` : ''}`],
    },
    confidence: 0.55,
  });
}

// ---- one item per project -------------------------------------------------------------------------------

/** "The rOpenSci Project, Phase II funding" → "rOpenSci Project". */
function projectName(title: string): string | null {
  return /^(?:the\s+)?((?:[\p{L}\d][\p{L}\d'’&.-]*\s+){0,5}project)\b/iu.exec(title.trim())?.[1] ?? null;
}

function projectKey(name: string): string {
  return normalizeKey(name)
    .replace(/^the /, '')
    .replace(/ project$/, '')
    .trim();
}

/** Named things (software, projects, organisations) merge by name; anything else only with the same title. */
function contributionKeyOf(d: Draft): string {
  const name = typeof d.details.name === 'string' ? d.details.name : projectName(d.title);
  return name ? projectKey(name) : `title:${normalizeKey(d.title)}|${d.date ?? ''}|${String(d.details.doi ?? '')}`;
}

function fundingLine(grant: Draft): string {
  const amount = typeof grant.details.amount === 'string' ? `, ${grant.details.amount.replace(/[.,]+$/, '')}` : '';
  const period = typeof grant.details.period === 'string' ? ` (${grant.details.period})` : grant.date ? ` (${grant.date})` : '';
  return `${grant.title.replace(/[.,]+$/, '')}${amount}${period}`;
}

/** A title that says what the thing is ("The Rocker Project: Docker images for R") beats a bare name. */
const describes = (d: Draft) => /:\s/.test(d.title);

function absorb(into: Draft, other: Draft) {
  if (describes(other) && !describes(into)) {
    into.title = other.title;
    into.description = other.description;
  }
  into.date = [into.date, other.date].filter((d): d is string => !!d).sort()[0] ?? null;
  for (const key of ['roles', 'funding', 'authors'] as const) {
    const merged = [...((into.details[key] as string[] | undefined) ?? []), ...((other.details[key] as string[] | undefined) ?? [])];
    if (merged.length) into.details[key] = [...new Set(merged)];
  }
  const otherDoi = other.details.doi;
  if (typeof otherDoi === 'string' && into.details.doi !== undefined && into.details.doi !== otherDoi) {
    into.details.relatedDois = [...new Set([...((into.details.relatedDois as string[] | undefined) ?? []), otherDoi])];
  }
  for (const [key, value] of Object.entries(other.details)) into.details[key] ??= value;
  into.sourcePages = [...new Set([...into.sourcePages, ...other.sourcePages])].sort((a, b) => a - b);
  into.confidence = Math.max(into.confidence, other.confidence);
}

/**
 * One contribution per project: the Rocker Project listed as software, as "co-maintainer" and as a grant is one
 * candidate, with the grants that funded it (funding from others is part of showing the work matters). A grant
 * named "The X Project" with no other entry still makes X a candidate.
 */
export function mergeContributions(drafts: Draft[]): Draft[] {
  const byKey = new Map<string, Draft>();
  const out: Draft[] = [];
  for (const d of drafts) {
    if (d.type !== 'original_contribution') {
      out.push(d);
      continue;
    }
    const key = contributionKeyOf(d);
    const kept = key ? byKey.get(key) : undefined;
    if (kept) absorb(kept, d);
    else {
      if (key) byKey.set(key, d);
      out.push(d);
    }
  }
  for (const grant of drafts.filter((d) => d.type === 'grant')) {
    const name = projectName(grant.title);
    const key = projectKey(name ?? grant.title);
    const line = fundingLine(grant);
    const kept = byKey.get(key);
    if (kept) kept.details.funding = [...new Set([...((kept.details.funding as string[] | undefined) ?? []), line])];
    else if (name) {
      const project = draft(
        'original_contribution',
        name,
        { pages: grant.sourcePages },
        {
          description: grant.description,
          date: grant.date,
          details: { contributionKind: 'project', name, funding: [line] },
          confidence: 0.5,
        },
      );
      byKey.set(key, project);
      out.push(project);
    }
  }
  // "rOpenSci Leadership Team (2010–current)": a role in a project that is a candidate is part of its story.
  for (const role of drafts.filter((d) => d.type === 'leading_role')) {
    const words = normalizeKey(role.title);
    const key = [...byKey.keys()].find((k) => k.length >= 4 && !k.startsWith('title:') && words.startsWith(`${k} `));
    if (!key) continue;
    const kept = byKey.get(key)!;
    const line = `${role.title}${role.date ? ` (${role.date}–${typeof role.details.endDate === 'string' ? role.details.endDate : ''})` : ''}`;
    kept.details.roles = [...new Set([...((kept.details.roles as string[] | undefined) ?? []), line])];
  }
  return out;
}
