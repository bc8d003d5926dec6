import { detailBoolean, detailString } from '../assessment/details';
import type { AssessmentEvidence } from '../assessment/schema';
import { isNotAboutPerson, isPaidMedia } from '../assessment/signals';
import { formatDate, quoted, stripPeriod } from '../letter/compose/format';
import { itemLabel, someItems, type Lead } from './leads';
import { itemValue } from './plan-facts';
import { fold, isNameOf, parsePersonName, type PersonName } from './names';
import type { KnownName } from '../identity/person-names';
import type { CitingWork, RecommenderRelationship } from './schema';

/** What people-finding needs to know about the applicant. */
export interface ApplicantKeys {
  /** Every reading of every name of the applicant (legal name, other names, as published). */
  readonly known: readonly KnownName[];
  /** "Dr. Raman", for reasons. */
  readonly short: string;
  readonly employer: string | null;
}

export const isApplicant = (name: PersonName, who: ApplicantKeys) => isNameOf(name, who.known);

/**
 * Author lists arrive as arrays or as one string: "Raman, P.; Okafor, D." or "Raman, P., Okafor, D.". A
 * part that is only initials belongs to the family name before it.
 */
export function authorsOf(e: AssessmentEvidence): string[] {
  const value = e.details['authors'];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (typeof value !== 'string' || !value.trim()) return [];
  if (value.includes(';'))
    return value
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
  const parts = value
    .split(/,|\band\b/)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const part of parts) {
    if (/^(?:\p{Lu}\.?[\s-]*)+$/u.test(part) && out.length) out[out.length - 1] = `${out[out.length - 1]}, ${part}`;
    else out.push(part);
  }
  return out;
}

/**
 * Co-authors of the applicant's articles: collaborators, however well they know the field. Only an author list
 * that names the applicant is read: one that does not is a misread line (a book's subtitle, the editors of a
 * volume), and its "authors" are nobody the applicant worked with.
 */
export function coauthorLeads(publications: readonly AssessmentEvidence[], who: ApplicantKeys): Lead[] {
  const byKey = new Map<string, { name: PersonName; items: AssessmentEvidence[] }>();
  for (const pub of publications) {
    const names = authorsOf(pub).map(parsePersonName);
    if (!names.some((name) => name !== null && isApplicant(name, who))) continue;
    for (const name of names) {
      if (!name || isApplicant(name, who)) continue;
      const entry = byKey.get(name.key) ?? { name, items: [] };
      if (!entry.items.includes(pub)) entry.items.push(pub);
      byKey.set(name.key, entry);
    }
  }
  // The strongest article leads the reason: the one a letter would build on.
  const strongestFirst = (a: AssessmentEvidence, b: AssessmentEvidence) => itemValue(b) - itemValue(a) || (a.id < b.id ? -1 : 1);
  return [...byKey.values()]
    .map(({ name, items: unordered }) => ({ name, items: [...unordered].sort(strongestFirst) }))
    .map(({ name, items }) => ({
      person: name,
      role: null,
      affiliation: null,
      relationship: 'collaborator',
      source: 'coauthor',
      evidenceIds: items.map((e) => e.id),
      reason: `Co-authored ${someItems(
        items.map((e) => itemLabel(e, detailString(e, 'venue'))),
        'articles',
      )} with ${who.short}.`,
      weight: items.length,
    }));
}

/**
 * The people to ask among the authors of a citing work: every author of a short list, else the first and
 * the last (in most fields the last author leads the group and is the senior expert).
 */
function signatories<T>(authors: readonly T[]): T[] {
  if (authors.length <= 3) return [...authors];
  return [authors[0], authors[authors.length - 1]].filter((a): a is T => a !== undefined);
}

export const sameInstitution = (a: string | null, b: string | null): boolean =>
  Boolean(a && b && fold(a) !== '' && (fold(a).includes(fold(b)) || fold(b).includes(fold(a))));

/**
 * Authors of works citing the applicant's articles: independent experts who know the work only through the
 * literature. A citing work the applicant co-wrote is a self-citation; its authors are collaborators. A
 * citing author at the applicant's own employer has a tie too and is not suggested as independent.
 */
export function citingAuthorLeads(works: readonly CitingWork[], publications: readonly AssessmentEvidence[], who: ApplicantKeys): Lead[] {
  const titles = new Map(publications.map((p) => [p.id, p]));
  const byKey = new Map<string, { name: PersonName; affiliation: string | null; works: CitingWork[]; isSelf: boolean }>();
  for (const work of works) {
    const names = work.authors.map((a) => ({ author: a, name: parsePersonName(a.name) }));
    const isSelf = names.some(({ name }) => name !== null && isApplicant(name, who));
    for (const { author, name } of isSelf ? names : signatories(names)) {
      if (!name || isApplicant(name, who)) continue;
      const entry = byKey.get(name.key) ?? { name, affiliation: author.affiliation, works: [], isSelf: false };
      entry.works.push(work);
      entry.isSelf ||= isSelf;
      entry.affiliation ??= author.affiliation;
      byKey.set(name.key, entry);
    }
  }
  return [...byKey.values()].map(({ name, affiliation, works: theirs, isSelf }): Lead => {
    const cited = [...new Set(theirs.flatMap((w) => w.citedEvidenceIds))].filter((id) => titles.has(id));
    const citedLabels = cited.map((id) => quoted(titles.get(id)?.title ?? id));
    const first = theirs[0] as CitingWork;
    const workLabel = `${quoted(first.title)}${first.venue || first.year ? ` (${[first.venue, first.year].filter(Boolean).join(', ')})` : ''}`;
    const inWorks = theirs.length === 1 ? `in ${workLabel}` : `in ${theirs.length} works, among them ${workLabel}`;
    const citedText = citedLabels.length ? someItems(citedLabels, 'articles') : `${who.short}’s work`;
    let relationship: RecommenderRelationship = 'independent';
    let reason = `Cited ${citedText} ${inWorks} and has no co-authored work with ${who.short} on record.`;
    if (isSelf) {
      relationship = 'collaborator';
      reason = `Wrote ${workLabel} together with ${who.short}, so a letter would come from a collaborator.`;
    } else if (sameInstitution(affiliation, who.employer)) {
      relationship = 'other';
      reason = `Cited ${citedText} ${inWorks}, but works at ${affiliation}, ${who.short}’s own institution, so the letter would not be independent.`;
    }
    return {
      person: name,
      role: null,
      affiliation,
      relationship,
      source: isSelf ? 'coauthor' : 'citing_author',
      evidenceIds: cited,
      reason,
      weight: cited.length * 2 + theirs.length,
    };
  });
}

/** "Prof. Elena Marquez, Stanford University" from "Letter from Prof. Elena Marquez, Stanford University". */
function letterWriter(e: AssessmentEvidence): string | null {
  const m =
    /^(?:(?:expert|support|reference|recommendation|supporting)\s+)?letters?\s+(?:of\s+(?:support|recommendation|reference)\s+)?(?:from|by)\s+(.+)$/i.exec(
      e.title.trim(),
    );
  return m?.[1] ? stripPeriod(m[1]) : detailString(e, 'author');
}

const ROLE_WORDS = /\b(advis[oe]r|supervisor|mentor|colleague|manager|collaborator|co-?author|former|director of|head of)\b/i;

function letterRelationship(e: AssessmentEvidence, affiliation: string | null, who: ApplicantKeys): RecommenderRelationship {
  // An explicit flag wins over wording ("no prior collaboration" names collaboration to deny it).
  if (detailBoolean(e, 'isIndependent') === true) return 'independent';
  const text = `${e.title} ${e.description}`.toLowerCase();
  if (/\b(advis[oe]r|supervisor|mentor|doctoral|postdoctoral|thesis)\b/.test(text)) return 'mentor';
  if (/\b(manager|employer|my team|reports? to|head of (?:the )?(?:department|group|lab))\b/.test(text) || sameInstitution(affiliation, who.employer))
    return 'employer';
  if (/\b(collaborat\w*|co-?author\w*|colleague)\b/.test(text)) return 'collaborator';
  return 'other';
}

/** Writers of letters already on file: they know the case and have agreed to write once. */
export function letterWriterLeads(letters: readonly AssessmentEvidence[], who: ApplicantKeys): Lead[] {
  const out: Lead[] = [];
  for (const e of letters) {
    const writer = letterWriter(e);
    const name = writer ? parsePersonName(writer) : null;
    if (!name || isApplicant(name, who)) continue;
    // "Prof. Alan Hughes, doctoral advisor": what follows the comma is a role, not an institution.
    const isRole = name.affiliation !== null && ROLE_WORDS.test(name.affiliation);
    const affiliation = isRole ? null : name.affiliation;
    const relationship = letterRelationship(e, affiliation, who);
    const exhibit = e.exhibit ? ` (Exhibit ${e.exhibit})` : '';
    const marked = relationship === 'independent' ? '; the record marks the writer as independent' : '';
    // The role the title gives ("doctoral advisor") is a relationship, not a position to sign under.
    const as = isRole && name.affiliation ? `, as ${name.affiliation.toLowerCase()}` : '';
    out.push({
      person: name,
      role: null,
      affiliation,
      relationship,
      source: 'existing_letter',
      evidenceIds: [e.id],
      reason: `Already wrote ${quoted(e.title)}${exhibit}${as}${marked}.`,
      weight: 5,
    });
  }
  return out;
}

/** Journalists who wrote about the applicant: they can confirm the coverage but are not experts in the field. */
export function pressLeads(media: readonly AssessmentEvidence[], who: ApplicantKeys): Lead[] {
  const out: Lead[] = [];
  for (const e of media) {
    if (isPaidMedia(e) || isNotAboutPerson(e)) continue;
    const author = detailString(e, 'author');
    const name = author ? parsePersonName(author) : null;
    if (!name || isApplicant(name, who)) continue;
    const outlet = detailString(e, 'outlet');
    const when = formatDate(e.date);
    out.push({
      person: name,
      role: outlet ? `Journalist, ${outlet}` : 'Journalist',
      affiliation: outlet,
      relationship: 'other',
      source: 'press',
      evidenceIds: [e.id],
      reason: `Wrote ${quoted(e.title)}${outlet || when ? ` (${[outlet, when].filter(Boolean).join(', ')})` : ''} about ${who.short}’s work.`,
      weight: 1,
    });
  }
  return out;
}
