/**
 * Prizes limited to one school or one employer. The Policy Manual notes that an award limited to one locality,
 * employer or school may have little recognition (as it says of scholastic awards), so such awards are marked
 * in `details` for the assessment to weigh: `scope: 'institutional'` (the value the engine reads) and
 * `limitedTo: 'students' | 'employees'` (who could receive it).
 *
 * Evidence comes from the wording ("Employee of the Month", "undergraduate", "Class of 1870") or from the record
 * itself: a prize from the university the person was studying at, in or before the year of the degree, or from
 * an organisation the document lists as the person's employer.
 */
import type { TEvidenceDraft } from '@acclaim/contracts';
import { normalizeKey } from './text';

type Item = TEvidenceDraft;

export const EMPLOYER_CUES =
  /\b(?:employee of the (?:month|quarter|year)|of the (?:month|quarter)|spot award|top (?:\d+ |five |ten |three )?performers?|star performer|performer of the|(?:ceo|president|chairman|founder)'?s? (?:award|club)|values? award|team award|long[- ]service|years? of service|emp\.? id|employee id|valued member of the [\w ]{2,40} team)\b/i;
const STUDENT_CUES =
  /\b(?:students?|undergraduates?|graduate (?:research|student|fellow)|graduation|dean'?s (?:list|honou?rs?)|class of (?:19|20)\d{2}|class of 1[89]\d{2}|valedictorian|salutatorian|(?:summa |magna )?cum laude|highest honou?rs|(?:awarded )?with (?:high |highest |distinguished )?honou?rs|distinguished honou?rs|high school|best thesis|thesis (?:award|prize))\b/i;
const SCHOOL = /\b(?:university|college|school|institute of technology|polytechnic|universit[éäà]|academy)\b/i;
const THESIS = /\b(?:dissertation|thesis|graduat\w*|students?|ph\.?d)\b/i;

/** Organisation names inside a line: "Princeton University", "Cincinnati Children’s Hospital Medical Center". */
const ORG_NAME =
  /(?:[A-Z][\w’'&.-]*\s+){0,5}(?:University|College|Institute|Institut|School|Polytechnic|Hospital(?: Medical Center)?|Medical Center|Cancer Center|Laboratory|Laboratories)(?:\s+(?:of|for|at)\s+(?!Department|Division)[A-Z][\w’'&.-]*(?:\s+(?!Department|Division)[A-Z][\w’'&.-]*){0,2})?|\bMD Anderson\b/g;
const LEADING_JUNK = /^(?:the|and|in|at|of|ph\.?d|b\.?s|a\.?b|m\.?s)\s+/i;

interface Institution {
  key: string;
  acronym: string | null;
  from: number | null;
  to: number | null;
}

const yearOf = (value: unknown): number | null => {
  const m = typeof value === 'string' ? /^(\d{4})/.exec(value) : null;
  return m ? Number(m[1]) : null;
};

/** Initials of the capitalised words ("Cincinnati Children’s Hospital Medical Center" → "cchmc"), when there are at least three. */
function acronymOf(name: string): string | null {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('');
  return initials.length >= 3 ? initials.toLowerCase() : null;
}

function institutionsIn(text: string, from: number | null, to: number | null): Institution[] {
  const out: Institution[] = [];
  for (const m of text.matchAll(ORG_NAME)) {
    let name = m[0].trim();
    while (LEADING_JUNK.test(name)) name = name.replace(LEADING_JUNK, '');
    const key = normalizeKey(name);
    if (key.split(' ').length < 2) continue;
    out.push({ key, acronym: acronymOf(name), from, to });
  }
  return out;
}

function names(item: Item, keys: string[]): string {
  return [item.title, ...keys.map((k) => (typeof item.details[k] === 'string' ? (item.details[k] as string) : ''))].join(', ');
}

function matches(text: string, institution: Institution): boolean {
  const hay = ` ${normalizeKey(text)} `;
  return hay.includes(` ${institution.key} `) || (institution.acronym !== null && hay.includes(` ${institution.acronym} `));
}

/** Who could receive the award, read from its own words and the places the record says the person studied or worked. */
function limitOf(award: Item, schools: Institution[], employers: Institution[]): { limitedTo?: 'students' | 'employees'; isInstitutional: boolean } {
  const own = `${award.title} ${award.description}`;
  const name = names(award, ['issuer', 'organization']);
  const year = yearOf(award.date);
  if (EMPLOYER_CUES.test(own)) return { limitedTo: 'employees', isInstitutional: true };
  const school = schools.find((s) => matches(name, s));
  const studying = school && year !== null && school.to !== null && (year <= school.to || (year === school.to + 1 && THESIS.test(own)));
  if (studying) return { limitedTo: 'students', isInstitutional: true };
  const employer = employers.find((e) => matches(name, e) && (year === null || e.from === null || year >= e.from));
  if (employer) return { limitedTo: 'employees', isInstitutional: true };
  if (STUDENT_CUES.test(own)) return { limitedTo: 'students', isInstitutional: SCHOOL.test(name) || school !== undefined };
  return { isInstitutional: school !== undefined };
}

export function flagInstitutionalAwards(items: Item[]): Item[] {
  const schools = items.filter((i) => i.type === 'degree').flatMap((d) => institutionsIn(names(d, ['institution']), null, yearOf(d.date)));
  const employers = items
    .filter((i) => i.type === 'employment' || i.type === 'leading_role')
    .flatMap((e) => institutionsIn(names(e, ['organization']), yearOf(e.date), yearOf(e.details.endDate)));
  return items.map((item) => {
    if (item.type !== 'award') return item;
    const { limitedTo, isInstitutional } = limitOf(item, schools, employers);
    if (!limitedTo && !isInstitutional) return item;
    const details = { ...item.details };
    if (limitedTo) details.limitedTo ??= limitedTo;
    if (isInstitutional) details.scope ??= 'institutional';
    return { ...item, details };
  });
}
