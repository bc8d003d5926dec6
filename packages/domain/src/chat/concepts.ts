/**
 * Domain concepts: the words people use for one idea ("peer review", "referee", "judging"; "pay",
 * "remuneration", "salary"; "prong 2", "well positioned"). Search adds one concept term for each concept a
 * text mentions, on both sides, so a question in the user's words finds a passage in the regulation's words.
 * Concepts tied to a criterion or prong also tell the intents which one a question is about.
 *
 * Patterns run on `normalize`d text (lower case, "EB-1A" → "eb1a", "I-140" → "i140").
 */

export interface Concept {
  readonly id: string;
  readonly pattern: RegExp;
  /** The EB-1A criterion this concept names ('eb1a-iv'), when it names one. */
  readonly criterionId?: string;
  /** The Dhanasar prong this concept names, when it names one. */
  readonly prong?: 1 | 2 | 3;
}

const c = (id: string, pattern: RegExp, extra: Omit<Concept, 'id' | 'pattern'> = {}): Concept => ({ id, pattern, ...extra });

export const CONCEPTS: readonly Concept[] = [
  // The ten EB-1A criteria of 8 CFR 204.5(h)(3)(i)-(x), by their names and the numbering people use.
  c('awards', /\b(awards?|awarded|prizes?|medals?|honou?rs?)\b|\bcriterion (\(i\)|1|one)(?![\w(])|\(h\)\(3\)\(i\)/, { criterionId: 'eb1a-i' }),
  c('membership', /\b(memberships?|associations?|societ(y|ies)|elected members?|academ(y|ies)|fellows? of)\b|\bcriterion \(?(ii|2)\b\)?|\(h\)\(3\)\(ii\)/, {
    criterionId: 'eb1a-ii',
  }),
  c(
    'media',
    /\b(published material|press( coverage)?|media|news( coverage)?|coverage|articles? (about|on) (me|you|the person|him|her)|interviews?|journalists?)\b|\bcriterion \(?(iii|3)\b\)?|\(h\)\(3\)\(iii\)/,
    { criterionId: 'eb1a-iii' },
  ),
  c(
    'judging',
    /\b(judging|judges|judged|(a|as|the) judge|peer[- ]review(s|er|ers|ing)?|review(er|ers|ing) (for|of)|referee(s|d|ing)?|editorial board|editor|program(me)? committee|grant (review )?panels?|jur(y|ies|or)|dissertation committee|thesis committee|reviewed manuscripts?|manuscript reviews?)\b|\bcriterion \(?(iv|4)\b\)?|\(h\)\(3\)\(iv\)/,
    { criterionId: 'eb1a-iv' },
  ),
  c(
    'contributions',
    /\b(original contributions?|contributions?|major significance|impact of (my|the|your) work|adopted by|adoption)\b|\bcriterion \(?(v|5)\b\)?|\(h\)\(3\)\(v\)/,
    { criterionId: 'eb1a-v' },
  ),
  c(
    'scholarly',
    /\b(scholarly articles?|scholarly|publications?|papers?|journal articles?|authorship|authored|peer-reviewed articles?)\b|\bcriterion \(?(vi|6)\b\)?|\(h\)\(3\)\(vi\)/,
    { criterionId: 'eb1a-vi' },
  ),
  c('exhibitions', /\b(exhibitions?|exhibited|showcases?|display(ed)?|galler(y|ies))\b|\bcriterion \(?(vii|7)\b\)?|\(h\)\(3\)\(vii\)/, {
    criterionId: 'eb1a-vii',
  }),
  c(
    'leading-role',
    /\b(leading (or critical )?roles?|critical roles?|leadership|leader|head of|distinguished reputation|lead(s|ing)? (a|the) (team|group|division|department|lab))\b|\bcriterion \(?(viii|8)\b\)?|\(h\)\(3\)\(viii\)/,
    { criterionId: 'eb1a-viii' },
  ),
  c(
    'salary',
    /\b(high salary|salar(y|ies)|remuneration|compensation|wages?|pay( stubs?| statements?)?|earn(s|ed|ings)?|income|w-?2)\b|\bcriterion \(?(ix|9)\b\)?|\(h\)\(3\)\(ix\)/,
    { criterionId: 'eb1a-ix' },
  ),
  c('commercial', /\b(commercial success(es)?|box office|record sales|video sales|performing arts)\b|\bcriterion \(?(x|10)\b\)?|\(h\)\(3\)\(x\)/, {
    criterionId: 'eb1a-x',
  }),

  // The three prongs of Matter of Dhanasar.
  c('prong-1', /\b(prong (1|one|i)|first prong|substantial merit|national importance)\b/, { prong: 1 }),
  c('prong-2', /\b(prong (2|two|ii)|second prong|well[- ]positioned|well placed|positioned to advance)\b/, { prong: 2 }),
  c('prong-3', /\b(prong (3|three|iii)|third prong|on balance|balance of (the )?factors|benefit the united states to waive)\b/, { prong: 3 }),

  // Routes and frameworks.
  c('niw', /\b(niw|national interest( waiver)?|eb2|dhanasar)\b/),
  c('eb1a', /\b(eb1a|eb1|extraordinary ability)\b/),
  c(
    'final-merits',
    /\b(final merits|kazarian|two[- ]step|two[- ]part|totality|sustained (national or international )?acclaim|very top of (the|their|your|his|her) field|small percentage)\b/,
  ),
  c('one-time', /\b(one[- ]time (achievement|award)|nobel|major,? internationally recognized (award|prize)|major international award)\b/),
  c('comparable', /\b(comparable evidence|readily apply|does not apply to my (field|occupation))\b/),
  c('threshold', /\b(advanced degree|master'?s|doctorate|ph\.?d|bachelor'?s|exceptional ability|member of the professions|profession)\b/),
  c(
    'job-offer',
    /\b(job offer|offer of employment|employer sponsor(ship)?|sponsor(ship|ing)?|labor certification|perm|self[- ]petition(s|ing|er)?|without an employer)\b/,
  ),
  c('continuing-work', /\b(continue (to )?work|continuing work|plans? to continue|prospective employer)\b/),

  // Process.
  c('fees', /\b(fees?|cost(s)?|how much|price|pay uscis|asylum program fee|filing fee)\b/),
  c('premium', /\b(premium processing|i907|expedite|15 business days|45 business days)\b/),
  c('i140', /\b(i140|form i140|immigrant petition)\b/),
  c(
    'letters',
    /\b(recommendation letters?|reference letters?|support letters?|letters? of (support|recommendation|intent)|expert letters?|testimonials?|expert opinions?|recommenders?)\b/,
  ),
  c('rfe', /\b(rfe|request for evidence|noid|notice of intent to deny|denial|denied|appeal|aao)\b/),
  c('burden', /\b(preponderance|burden of proof|standard of proof|more likely than not|probably true|chawathe)\b/),
  c('translation', /\b(translat(ion|ions|ed|e|or)|foreign[- ]language)\b/),
  c('filing-date', /\b(after (i )?fil(e|ing)|filing date|time of filing|when (i|you) file|later evidence|eligib(le|ility) (at|when|as of) (the )?fil)/),
  c('citations', /\b(citations? (count|record|metrics)|cited by|h-?index|citation counts?|times cited)\b/),
];

const BY_ID = new Map(CONCEPTS.map((concept) => [concept.id, concept]));

export function getConcept(id: string): Concept | undefined {
  return BY_ID.get(id);
}

/** Every concept a normalized text mentions, with the words that triggered it (first match), in table order. */
export function conceptsIn(normalized: string): { id: string; matched: string }[] {
  const out: { id: string; matched: string }[] = [];
  for (const concept of CONCEPTS) {
    const m = concept.pattern.exec(normalized);
    if (m) out.push({ id: concept.id, matched: m[0] });
  }
  return out;
}
