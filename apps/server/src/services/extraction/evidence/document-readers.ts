/**
 * Readers of single-purpose documents (award letters, press articles, recommendation, membership and reviewing
 * letters, diplomas, a paper itself) and the applicant-name guess used when the caller gives none.
 */
import type { DoiHit } from './doi';
import { draft, MONEY, STRONG_AWARD, type Draft } from './entry-helpers';
import { EMPLOYER_CUES } from './institutions';
import type { PersonName } from './references';
import { findDates, normalizeKey, tidy, type Line } from './text';

export const LETTER_CUES =
  /\b(?:(?:is|are|am) (?:pleased|delighted|happy|honou?red|proud) to|congratulat\w+|in recognition of|to acknowledge your|honou?red to present|(?:has|have) been (?:awarded|selected|chosen|named)|is awarded|on behalf of)\b/i;
const LETTER_VERB = /\b(?:present|congratulat|recogni[sz]|pleased|delighted|honou?red|awarded|acknowledg|selected|conferred)\w*/i;

export function awardLetter(lines: Line[], text: string, applicant: PersonName | null, force: boolean): Draft | null {
  if (!force && !(LETTER_CUES.test(text) && STRONG_AWARD.test(text))) return null;
  const award = awardNameOf(lines, text);
  if (!award) return null;
  const { name, confidence } = award;
  const issuer = awardIssuerOf(text);
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
  return draft(
    'award',
    name,
    { pages: [...new Set(lines.map((l) => l.page + 1))].slice(0, 3) },
    {
      description: tidy(sentence ?? text, 800),
      date,
      details: {
        ...(issuer ? { issuer } : {}),
        ...(amount ? { amount } : {}),
        ...(namesApplicant !== undefined ? { recipientNamed: namesApplicant } : {}),
        // "Employee of the month", "top five performers", "a valued member of the Abzooba Team": an employer's
        // internal recognition, which has little standing beyond that employer (so weak under the awards criterion).
        ...(EMPLOYER_CUES.test(text.replace(/\s+/g, ' ')) ? { scope: 'institutional', limitedTo: 'employees' } : {}),
        source: 'award_letter',
      },
      confidence,
    },
  );
}

/** The award's name: a heading line near the top, else a quoted name, else "the … Award" in the text. */
function awardNameOf(lines: Line[], text: string): { name: string; confidence: number } | null {
  const candidates = lines.slice(0, Math.max(12, Math.ceil(lines.length * 0.6)));
  const clean = (t: string) =>
    t
      .replace(/[_*]/g, '')
      .replace(/^[^\p{L}\p{N}"“]+/u, '')
      .trim();
  const header = candidates.find((l) => {
    const t = clean(l.text);
    const words = t.split(/\s+/).length;
    return (
      words <= 12 &&
      /\b(?:Award|Prize|Medal|Fellowship|Scholarship|Honou?r|Certificate|Recognition)\b/.test(t) &&
      !/[.;,]$/.test(t) &&
      /^[\p{Lu}"“]/u.test(t) &&
      !/^(?:to|dear|date)\b/i.test(t)
    );
  });
  const headerName = header ? clean(header.text) : '';
  if (headerName) return { name: headerName, confidence: 0.85 };
  const q = /[“"]([^”"]{3,80})[”"]\s*(Award|Prize|Medal|Fellowship|Scholarship)?/.exec(text);
  if (q && (q[2] || STRONG_AWARD.test(q[1]!))) {
    const quoted = q[2] && !q[1]!.includes(q[2]) ? `${q[1]} ${q[2]}` : q[1]!;
    if (quoted) return { name: quoted, confidence: 0.8 };
  }
  const phrase = /\b(?:the|an?)\s+((?:[A-Z][\w'’&.-]*\s+){0,6}(?:Award|Prize|Medal|Fellowship|Scholarship))\b/.exec(text);
  return phrase?.[1] ? { name: phrase[1], confidence: 0.7 } : null;
}

/** Who gives the award: "On behalf of the …", "… is pleased to", or an organisation's name on a line of its own. */
function awardIssuerOf(text: string): string | null {
  const issuerPatterns = [
    /^\s*(?:for|on behalf of)\s+(?:the\s+)?([A-Z][\w&.,'’ -]{2,60}?)\s*$/im,
    /\bon behalf of (?:the\s+)?([A-Z][\w&.'’ -]{2,60}?)(?=[,.]|\s+(?:I|we)\b)/,
    /^([A-Z][\w&.'’ -]{2,60}?) (?:is|are) (?:pleased|delighted|proud|happy)/m,
    /^([A-Z][\w&.'’ -]{2,60}?(?:Private Limited|Pvt\.? Ltd\.?|Limited|Inc\.?|LLC|Ltd\.?|University|Foundation|Society|Association|Institute|Academy))\s*$/m,
  ];
  for (const p of issuerPatterns) {
    const m = p.exec(text);
    if (m) return m[1]!.trim();
  }
  return null;
}

export function pressArticle(lines: Line[], text: string, applicant: PersonName | null): Draft | null {
  if (lines.length === 0) return null;
  let outlet: string | null = null;
  const described =
    /(?:^|\n)\s*(?:The\s+)?([A-Z][\w&'’.]*(?:\s+[A-Z][\w&'’.]*){0,4}) is an? (?:[\w-]+\s+){0,4}(?:newspaper|magazine|daily|weekly|news (?:site|portal|outlet|website|agency|channel)|publication|broadcaster|tabloid)\b/.exec(
      text,
    );
  const copyright = /©\s*(?:(?:19|20)\d{2}\s*)?([A-Z][\w&'’. -]{2,40}?)(?:,|\.|\s+All Rights|\s*\||\s*$)/m.exec(text);
  if (described) outlet = described[1]!;
  else if (copyright) outlet = copyright[1]!.trim();
  const crumbs = lines.find((l) => /\s[›»>]\s/.test(l.text) && /^home\b/i.test(l.text));
  let title: string | null = crumbs
    ? crumbs.text
        .split(/\s[›»>]\s/)
        .pop()!
        .trim()
    : null;
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
  const dateline =
    /^[A-Z][\w .()[\]'’-]{2,80},\s*((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2})(?:,\s*((?:19|20)\d{2}))?\s*[:–-]/im.exec(text);
  if (dateline) date = findDates(`${dateline[1]} ${dateline[2] ?? year ?? ''}`)[0]?.value ?? null;
  if (!date) date = (full.find((d) => d.precision === 3) ?? full[0])?.value ?? null;
  const firstParagraph = lines
    .slice(lines.indexOf(titleLine) + 1)
    .map((l) => l.text)
    .join(' ');
  const mentions = applicant ? normalizeKey(text).includes(normalizeKey(applicant.surname)) : undefined;
  return draft(
    'media_coverage',
    title,
    { pages: [titleLine.page + 1] },
    {
      description: tidy(firstParagraph, 700),
      date,
      details: { ...(outlet ? { outlet } : {}), ...(mentions !== undefined ? { mentionsApplicant: mentions } : {}) },
      confidence: outlet ? 0.8 : 0.65,
    },
  );
}

export function recommendationLetter(lines: Line[], text: string): Draft | null {
  const closing = lines.findIndex((l) =>
    /^(?:sincerely|yours (?:sincerely|truly|faithfully)|respectfully|best regards|kind regards|with best regards|regards)\b/i.test(l.text),
  );
  const signer =
    closing >= 0
      ? lines.slice(closing + 1, closing + 4).find((l) => /^[\p{Lu}][\p{L}.'’-]+(?:\s+[\p{Lu}][\p{L}.'’-]+){1,4}(?:,.*)?$/u.test(l.text))
      : undefined;
  if (!signer && !/\b(?:recommend|letter of support|to whom it may concern)\b/i.test(text)) return null;
  const name = signer?.text.split(',')[0]!.trim();
  const affiliation = signer ? lines[lines.indexOf(signer) + 1]?.text : undefined;
  const date =
    findDates(
      lines
        .slice(0, 10)
        .map((l) => l.text)
        .join(' '),
    ).find((d) => d.precision >= 2)?.value ?? null;
  return draft(
    'recommendation_letter',
    name ? `Letter from ${name}` : 'Letter of recommendation',
    { pages: [1] },
    {
      description: tidy(text, 600),
      date,
      details: { ...(name ? { author: name } : {}), ...(affiliation ? { affiliation: tidy(affiliation, 150) } : {}) },
      confidence: name ? 0.65 : 0.45,
    },
  );
}

export function membershipLetter(lines: Line[], text: string): Draft | null {
  const m =
    /\b(?:elected|admitted|approved|accepted|welcomed?|inducted|confirmed)\s+(?:as|to|into)\s+(?:an?\s+|the\s+)?((?:(?:senior|full|life|associate|student|corresponding|honorary|international)\s+)?(?:member(?:ship)?|fellow(?:ship)?))\s+(?:of|in)\s+(?:the\s+)?([A-Z][\w&.'’ -]{3,80}?)(?=[,.;]|\s+(?:in|on|for|with|effective)\b|$)/im.exec(
      text,
    );
  if (!m) return null;
  const date = findDates(text).find((d) => d.precision >= 2)?.value ?? null;
  const role = m[1]!.replace(/^\w/, (c) => c.toUpperCase());
  return draft(
    'membership',
    `${role}, ${m[2]}`,
    { pages: [lines[0]?.page !== undefined ? lines[0].page + 1 : 1] },
    {
      description: tidy(m[0], 500),
      date,
      details: { organization: m[2], role },
      confidence: 0.8,
    },
  );
}

export function reviewerLetter(lines: Line[], text: string): Draft | null {
  if (
    !/\b(?:thank you for (?:your )?(?:review|reviewing|serving)|invit\w+ (?:you )?to review|review(?:er)? (?:invitation|request|assignment)|reviewer for|your review of)\b/i.test(
      text,
    )
  )
    return null;
  const journal =
    /\b(?:journal|for|of)\s+((?:The\s+)?(?:Journal of|Proceedings of|Annals of)?\s*[A-Z][\w&:'’ -]{2,80}?)(?=[,.;]|\s+(?:has|is|and|on|manuscript)\b|$)/m.exec(
      text,
    )?.[1] ?? null;
  const date = findDates(text).find((d) => d.precision >= 2)?.value ?? null;
  return draft(
    'judging',
    journal ? `Peer reviewer, ${journal.trim()}` : 'Peer review',
    { pages: [1] },
    {
      description: tidy(text, 600),
      date,
      details: { role: 'Reviewer', ...(journal ? { venue: journal.trim() } : {}) },
      confidence: journal ? 0.7 : 0.5,
    },
  );
}

export function diploma(lines: Line[], text: string): Draft | null {
  const degree =
    /\b(Doctor of [A-Z][a-z]+(?: (?:in|of) [A-Z][\w ]+?)?|Master of [A-Z][a-z]+(?: [A-Z][a-z]+)?|Bachelor of [A-Z][a-z]+(?: [A-Z][a-z]+)?|Ph\.?\s?D\.?)(?=[\s,.]|$)/.exec(
      text,
    );
  if (!degree) return null;
  const institution = lines.find((l) => /\b(?:University|College|Institute|Université|Universidad|Universität)\b/.test(l.text))?.text;
  const date = findDates(text).find((d) => d.precision >= 1)?.value ?? null;
  return draft(
    'degree',
    institution ? `${degree[1]}, ${tidy(institution, 120)}` : degree[1]!,
    { pages: [1] },
    {
      description: tidy(text, 500),
      date,
      details: { degree: degree[1], ...(institution ? { institution: tidy(institution, 150) } : {}) },
      confidence: 0.75,
    },
  );
}

/** A paper (category "publication"): its own DOI (the first one, before the references) and its title. */
export function paperItself(lines: Line[], hits: DoiHit[], applicant: PersonName | null): Draft | null {
  const refsAt = lines.findIndex((l) => /^(?:references|bibliography|literature cited|works cited|references and notes)\s*:?$/i.test(l.text));
  const refsPage = refsAt >= 0 ? lines[refsAt]!.page : Infinity;
  const own = hits.find((h) => h.page === 0) ?? hits.find((h) => h.page < refsPage);
  const boiler =
    /\b(?:doi|https?:|www\.|©|copyright|issn|vol\.|volume|received|accepted|published|journal|licen[cs]e|open access|citation|correspond|e-?mail|abstract|keywords)\b/i;
  const titleLine = lines
    .filter((l) => l.page === 0)
    .slice(0, 25)
    .find((l) => l.text.split(/\s+/).length >= 4 && l.text.length <= 250 && !boiler.test(l.text) && /\p{Ll}/u.test(l.text) && !/[.;]$/.test(l.text));
  if (!own && !titleLine) return null;
  const firstPage = lines
    .filter((l) => l.page === 0)
    .map((l) => l.text)
    .join(' ');
  const names = applicant ? normalizeKey(firstPage).includes(normalizeKey(applicant.surname)) : undefined;
  return draft(
    'publication',
    titleLine?.text ?? `DOI ${own!.doi}`,
    { pages: [1] },
    {
      description: tidy(firstPage, 600),
      date:
        findDates(firstPage)
          .find((d) => d.precision >= 1)
          ?.value.slice(0, 4) ?? null,
      details: { ...(own ? { doi: own.doi } : {}), ...(names !== undefined ? { applicantNamed: names } : {}) },
      confidence: own ? 0.85 : 0.5,
    },
  );
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
