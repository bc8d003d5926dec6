/**
 * A small keyword table from a job title or field to 2018 Standard Occupational Classification codes, for the
 * I-140 Part 6 suggestion. Only codes we are sure of; anything else gets no suggestion (null) rather than a
 * guess. The title is tried before the field, and rules in order, so "biomedical engineer" is an engineer and
 * not a biologist. A suggestion is always shown as 'suggested' for the user to confirm.
 */
export interface SocSuggestion {
  code: string;
  title: string;
  /** 'detailed' is a six-digit occupation; 'group' (25-1000) still needs the user's detailed code. */
  level: 'detailed' | 'group';
}

const RULES: readonly (readonly [RegExp, SocSuggestion])[] = [
  [/\b(professor|lecturer|postsecondary teacher|faculty)\b/, { code: '25-1000', title: 'Postsecondary Teachers', level: 'group' }],
  [/\bdata scien/, { code: '15-2051', title: 'Data Scientists', level: 'detailed' }],
  [/\bstatistician/, { code: '15-2041', title: 'Statisticians', level: 'detailed' }],
  [/\bmathematician/, { code: '15-2021', title: 'Mathematicians', level: 'detailed' }],
  [
    /\b(computer (and information )?research scientist|computer scientist)/,
    { code: '15-1221', title: 'Computer and Information Research Scientists', level: 'detailed' },
  ],
  [/\bsoftware (engineer|developer)/, { code: '15-1252', title: 'Software Developers', level: 'detailed' }],
  [/\b(biomedical engineer|bioengineer)/, { code: '17-2031', title: 'Bioengineers and Biomedical Engineers', level: 'detailed' }],
  [/\bmechanical engineer/, { code: '17-2141', title: 'Mechanical Engineers', level: 'detailed' }],
  [/\belectrical engineer/, { code: '17-2071', title: 'Electrical Engineers', level: 'detailed' }],
  [/\bcivil engineer/, { code: '17-2051', title: 'Civil Engineers', level: 'detailed' }],
  [/\bchemical engineer/, { code: '17-2041', title: 'Chemical Engineers', level: 'detailed' }],
  [/\baerospace engineer/, { code: '17-2011', title: 'Aerospace Engineers', level: 'detailed' }],
  [/\bcomputer hardware engineer/, { code: '17-2061', title: 'Computer Hardware Engineers', level: 'detailed' }],
  [/\bepidemiolog/, { code: '19-1041', title: 'Epidemiologists', level: 'detailed' }],
  [/\bmedical scientist/, { code: '19-1042', title: 'Medical Scientists, Except Epidemiologists', level: 'detailed' }],
  [/\bmicrobiolog/, { code: '19-1022', title: 'Microbiologists', level: 'detailed' }],
  [/\b(biolog|molecular biology|cell biology|geneticist|biological scien)/, { code: '19-1029', title: 'Biological Scientists, All Other', level: 'detailed' }],
  [/\bchemist\b/, { code: '19-2031', title: 'Chemists', level: 'detailed' }],
  [/\bphysicist/, { code: '19-2012', title: 'Physicists', level: 'detailed' }],
  [/\bastronomer/, { code: '19-2011', title: 'Astronomers', level: 'detailed' }],
  [/\beconomist/, { code: '19-3011', title: 'Economists', level: 'detailed' }],
  [/\b(musician|singer)/, { code: '27-2042', title: 'Musicians and Singers', level: 'detailed' }],
  [/\b(actor|actress)\b/, { code: '27-2011', title: 'Actors', level: 'detailed' }],
  [/\b(athlete|sports competitor)/, { code: '27-2021', title: 'Athletes and Sports Competitors', level: 'detailed' }],
];

function match(text: string | null | undefined): SocSuggestion | null {
  if (!text) return null;
  const lower = text.toLowerCase();
  return RULES.find(([re]) => re.test(lower))?.[1] ?? null;
}

/**
 * Suggests a 2018 SOC code from the job title, then from the field of endeavor; null when no rule is sure.
 * Biologists fall back to "All Other" (19-1029) because the title rarely says which detailed biology it is.
 */
export function suggestSocCode(jobTitle: string | null | undefined, field?: string | null): SocSuggestion | null {
  return match(jobTitle) ?? match(field);
}
