import type { EngineContext } from '../context';
import { detailString } from '../details';
import { factText, isUndescribed } from '../reading';
import type { AssessmentEvidence } from '../schema';

export type DegreeLevel = 'doctorate' | 'master' | 'bachelor' | 'other' | 'none';

// Words are matched case-insensitively, abbreviations case-sensitively ("MA" is a degree, "ma" is not).
const DOCTORATE = [
  /\b(ph\.?\s?d|doctor of|doctorate|d\.?\s?phil|pharm\.?\s?d|juris doctor)\b/i,
  /\b(PhD|Ph\.D|MD|M\.D|JD|J\.D|DDS|DVM|ScD|Sc\.D|EdD|DSc|DPhil|Dr\. ?rer)\b/,
];
// "Advanced degree" is the regulation's own term for a degree above the baccalaureate (8 CFR 204.5(k)(2)).
const MASTER = [
  /\b(master|magister|diplom-ingenieur|mba|m\.?\s?eng|m\.?\s?tech|ll\.?\s?m|m\.?\s?phil|m\.?\s?sc|advanced degree)\b/i,
  /\b(MS|M\.S|MA|M\.A|MPH|MFA|M\.F\.A|MArch|MSc|MEng|MBA|LLM)\b/,
];
const BACHELOR = [
  /\b(bachelor|undergraduate degree|licenciatura|b\.?\s?tech|b\.?\s?eng|b\.?\s?sc|ll\.?\s?b)\b/i,
  /\b(BS|B\.S|BA|B\.A|BE|B\.E|BSc|BEng|BTech|LLB)\b/,
];
// Training and candidacies are not degrees: "PhD candidate", "residency", "postdoctoral fellowship".
const NOT_A_DEGREE = /\b(candidate|candidacy|student|residency|resident|fellowship|postdoc\w*|in progress|expected|pursuing|enrolled)\b/i;
/**
 * A "bachelor's equivalent" built from work experience and a high-school diploma is not a degree: without at
 * least a U.S. bachelor's or a foreign equivalent degree the advanced-degree route is closed (Policy Manual,
 * Vol. 6, Part F, Ch. 5).
 */
const EXPERIENCE_EQUIVALENCE =
  /\b(based on (a combination of )?(work )?experience|work experience and a high school|high school diploma|no u\.s\.-equivalent (bachelor|degree)|equivalen\w+ based on)\b/i;

const matches = (patterns: readonly RegExp[], text: string) => patterns.some((p) => p.test(text));

export function degreeLevelOf(text: string | null | undefined): DegreeLevel {
  if (!text || !text.trim()) return 'none';
  if (EXPERIENCE_EQUIVALENCE.test(text)) return 'other';
  if (NOT_A_DEGREE.test(text) && !/\b(holds?|earned|awarded|completed|conferred)\b/i.test(text)) return 'other';
  if (matches(DOCTORATE, text)) return 'doctorate';
  if (matches(MASTER, text)) return 'master';
  if (matches(BACHELOR, text)) return 'bachelor';
  return 'other';
}

/** True when the text offers an experience-based "equivalence" in place of a degree. */
export const isExperienceEquivalence = (text: string | null | undefined): boolean => Boolean(text && EXPERIENCE_EQUIVALENCE.test(text));

const RANK: Record<DegreeLevel, number> = { none: 0, other: 1, bachelor: 2, master: 3, doctorate: 4 };

export interface DegreeFacts {
  /** The highest degree the profile or the degree items show. */
  level: DegreeLevel;
  /** The degree items showing that level (empty when only the profile says so). */
  items: AssessmentEvidence[];
  allItems: AssessmentEvidence[];
  label: string | null;
  /** Items (or the profile) offering an experience-based equivalence instead of a degree. */
  equivalence: AssessmentEvidence[];
  profileEquivalence: boolean;
}

// The petitioner's characterisation ("Claimed advanced degree", "seeks EB-2 as …") is not a degree.
const ASSERTIVE = /\b(claimed|claims|seek(s|ing)?)\b[^.;()\n]*/gi;

/** The words of an item that speak to a degree, as written (abbreviations are read case-sensitively), plus a stated level. */
function degreeTextOf(d: AssessmentEvidence): string {
  if (isUndescribed(d)) return '';
  const level = detailString(d, 'level') ?? detailString(d, 'degree') ?? '';
  return `${d.title} ${d.description} ${level}`.replace(ASSERTIVE, ' ');
}

/** Degree items, plus other items that describe a degree or diploma (a CV's "Education" line entered as "other"). */
function degreeItemsOf(ctx: EngineContext): AssessmentEvidence[] {
  return [...ctx.ofType('degree'), ...ctx.ofType('other').filter((e) => /\b(degree|diploma)\b/.test(factText(e)))];
}

export function degreeFacts(ctx: EngineContext): DegreeFacts {
  const allItems = degreeItemsOf(ctx);
  let level = degreeLevelOf(ctx.profile.highestDegree);
  let label = ctx.profile.highestDegree;
  for (const d of allItems) {
    const l = degreeLevelOf(degreeTextOf(d));
    if (RANK[l] > RANK[level]) {
      level = l;
      label = d.title;
    }
  }
  const items = allItems.filter((d) => degreeLevelOf(degreeTextOf(d)) === level);
  const equivalence = allItems.filter((d) => isExperienceEquivalence(degreeTextOf(d)));
  return { level, items, allItems, label, equivalence, profileEquivalence: isExperienceEquivalence(ctx.profile.highestDegree) };
}

export const isAdvanced = (l: DegreeLevel): boolean => l === 'master' || l === 'doctorate';

/** "N years of progressive experience" stated in a degree or employment item, when the profile gives none. */
export function statedYearsOfExperience(ctx: EngineContext): number | null {
  if (ctx.profile.yearsOfExperience !== null) return ctx.profile.yearsOfExperience;
  const found = [...degreeItemsOf(ctx), ...ctx.ofType('employment')]
    .map((e) => /\b(\d{1,2})\+?\s+years? of (progressive |post-degree |professional |full-time )*(work )?experience\b/.exec(factText(e))?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  return found.length ? Math.max(...found) : null;
}
