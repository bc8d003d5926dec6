import type { EngineContext } from '../context';
import type { AssessmentEvidence } from '../schema';

export type DegreeLevel = 'doctorate' | 'master' | 'bachelor' | 'other' | 'none';

// Words are matched case-insensitively, abbreviations case-sensitively ("MA" is a degree, "ma" is not).
const DOCTORATE = [/\b(ph\.?\s?d|doctor of|doctorate|d\.?\s?phil|pharm\.?\s?d|juris doctor)\b/i, /\b(PhD|Ph\.D|MD|M\.D|JD|J\.D|DDS|DVM|ScD|Sc\.D|EdD|DSc|DPhil|Dr\. ?rer)\b/];
const MASTER = [/\b(master|magister|diplom-ingenieur|mba|m\.?\s?eng|m\.?\s?tech|ll\.?\s?m|m\.?\s?phil|m\.?\s?sc)\b/i, /\b(MS|M\.S|MA|M\.A|MPH|MFA|M\.F\.A|MArch|MSc|MEng|MBA|LLM)\b/];
const BACHELOR = [/\b(bachelor|undergraduate degree|licenciatura|b\.?\s?tech|b\.?\s?eng|b\.?\s?sc|ll\.?\s?b)\b/i, /\b(BS|B\.S|BA|B\.A|BE|B\.E|BSc|BEng|BTech|LLB)\b/];

const matches = (patterns: readonly RegExp[], text: string) => patterns.some((p) => p.test(text));

export function degreeLevelOf(text: string | null | undefined): DegreeLevel {
  if (!text || !text.trim()) return 'none';
  if (matches(DOCTORATE, text)) return 'doctorate';
  if (matches(MASTER, text)) return 'master';
  if (matches(BACHELOR, text)) return 'bachelor';
  return 'other';
}

const RANK: Record<DegreeLevel, number> = { none: 0, other: 1, bachelor: 2, master: 3, doctorate: 4 };

export interface DegreeFacts {
  /** The highest degree the profile or the degree items show. */
  level: DegreeLevel;
  /** The degree items showing that level (empty when only the profile says so). */
  items: AssessmentEvidence[];
  allItems: AssessmentEvidence[];
  label: string | null;
}

export function degreeFacts(ctx: EngineContext): DegreeFacts {
  const allItems = ctx.ofType('degree');
  let level = degreeLevelOf(ctx.profile.highestDegree);
  let label = ctx.profile.highestDegree;
  for (const d of allItems) {
    const l = degreeLevelOf(`${d.title} ${d.description}`);
    if (RANK[l] > RANK[level]) {
      level = l;
      label = d.title;
    }
  }
  const items = allItems.filter((d) => degreeLevelOf(`${d.title} ${d.description}`) === level);
  return { level, items, allItems, label };
}

export const isAdvanced = (l: DegreeLevel): boolean => l === 'master' || l === 'doctorate';
