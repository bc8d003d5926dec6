/** CV section headings: which kind of evidence a section lists. */

export type SectionKind =
  | 'publication'
  | 'award'
  | 'membership'
  | 'judging'
  | 'service'
  | 'media'
  | 'grant'
  | 'presentation'
  | 'employment'
  | 'education'
  | 'patent'
  | 'exhibition'
  | 'contributions'
  | 'software'
  | 'references'
  | 'other';

/** Multi-word phrases first (they are rewritten into one token before the word lookup). */
const PHRASES: [RegExp, string][] = [
  [/\b(in the news|news coverage|press coverage|media coverage|media interviews?|press mentions?|popular press)\b/g, ' media '],
  [/\bpeer[- ]?review(ing|s)?\b(?! (articles?|papers?|publications?|journals?))/g, ' reviewing '],
  [/\b(program|programme|technical|organi[sz]ing|scientific) committees?\b/g, ' programcommittee '],
  [/\beditorial (boards?|teams?|activit(y|ies)|service|roles?|positions?)\b/g, ' editorial '],
  [/\b(external|thesis|dissertation) examin(er|ers|ing|ation)\b/g, ' examiner '],
  [/\bjournal (refereeing|reviewing)\b/g, ' reviewing '],
  [/\b(under|in) (review|press|preparation)\b/g, ' publications '],
  [/\b(manuscripts?|papers?) (submitted|in progress)\b/g, ' publications '],
  [/\bmost proud of\b/g, ' awards '],
  [/\b(contributions? to (science|the field|research)|(significant|major|key|original|research) contributions?( to the field)?)\b/g, ' contributions '],
  [/\b(invited )?(talks|presentations)\b/g, ' presentations '],
  [/\b(intellectual property)\b/g, ' patents '],
  // The person's own software and data ("R Packages (on CRAN)", "Open-Source Software"), not a list of tools they use.
  [/\b(r|python|julia|matlab|stata|javascript|rust|go) (packages?|modules?|libraries|library|toolboxes?)\b/g, ' software '],
  [/\b(open[- ]source|research|scientific|published) (software|projects?|tools?|code)\b/g, ' software '],
  [/\bdata ?sets?\b/g, ' datasets '],
  [/\b(literature cited|works cited|references cited|cited references)\b/g, ' references '],
  [/\b(research|work|professional|academic|industry|teaching|clinical|relevant) (experience|positions?|appointments?)\b/g, ' $1experience '],
  [/\bpersonal statement\b/g, ' other '],
  [/\bnon[- ]traditional\b/g, ' '],
];

const WORDS: Record<string, SectionKind | 'neutral'> = {};
const assign = (kind: SectionKind | 'neutral', words: string) => {
  for (const w of words.split(/\s+/)) if (w) WORDS[w] = kind;
};
assign(
  'publication',
  'publications publication papers paper articles article journal journals proceedings preprints preprint manuscripts manuscript books book chapters chapter monographs monograph abstracts bibliography reports report dissertations outputs scholarship',
);
assign(
  'award',
  'honors honours honor honour awards award prizes prize fellowships fellowship scholarships scholarship distinctions distinction recognitions recognition achievements accomplishments',
);
assign('membership', 'memberships membership affiliations affiliation societies society associations board boards');
assign('judging', 'reviewing reviewer reviewers refereeing referee editorial editorships editor editors programcommittee examiner judging jury juries panels');
assign('service', 'service services committees committee outreach volunteer voluntary volunteering extracurricular community leadership');
assign('media', 'media press news interviews');
assign('grant', 'grants grant funding funded contracts');
assign('presentation', 'presentations presentation lectures lecture seminars seminar speaking keynotes keynote posters poster colloquia workshops');
assign(
  'employment',
  'employment experience positions position appointments appointment career researchexperience workexperience professionalexperience academicexperience industryexperience teachingexperience clinicalexperience relevantexperience academicpositions',
);
assign('education', 'education degrees degree qualifications');
assign('patent', 'patents patent');
assign('exhibition', 'exhibitions exhibition showcases');
assign('contributions', 'contributions');
assign('software', 'software datasets packages');
assign('references', 'references');
assign(
  'other',
  'teaching courses skills certifications certificates licenses languages interests profile summary objective strengths proficiency supervision mentoring mentorship students trainees referees contact other projects writing hobbies biography biographical sketch personal exhibits appendix appendices attachments enclosures clinical competency competencies responsibilities tools technologies training',
);
assign(
  'neutral',
  'and or of the in for to a selected recent additional major key international national domestic regional local academic research professional scientific student early career peer reviewed refereed invited oral conference conferences working group groups activities activity university departmental department campus institutional advisory current completed past ongoing list full complete select total project doctoral masters postdoctoral graduate undergraduate',
);
// Research experience is usually narrative, not positions.
WORDS.researchexperience = 'other';
WORDS.clinicalexperience = 'other';
WORDS.teachingexperience = 'other';

const SKILL_WORDS = new Set([
  'skills',
  'proficiency',
  'competency',
  'competencies',
  'technologies',
  'tools',
  'languages',
  'training',
  'certifications',
  'certificates',
]);

/** Normalises a heading candidate: drops numbering, leader dots/underscores, markup and a trailing colon. */
export function headingText(line: string): string {
  return line
    .replace(/^#{1,6}\s*/, '')
    .replace(/\{[^}]*\}\s*$/, '')
    .replace(/(?:\s*[._·…]){3,}\s*$/, '') // leader dots / underscores
    .replace(/_{2,}.*$/, '')
    .replace(/^(?:[A-Z]|[IVX]{1,4}|\d{1,2})[.)]\s+/, '') // "A. ", "IV. ", "1) "
    .replace(/^\(\d{1,2}\)\s+/, '')
    .replace(/^[*_]+|[*_]+$/g, '')
    .replace(/\s*\((?:[^()]{0,40})\)\s*$/, '') // "(Presenting Author)"
    .replace(/[:.]\s*$/, '')
    .trim();
}

/** The kind a heading announces, or null when its words are not all section vocabulary. */
export function classifyHeading(text: string): SectionKind | null {
  let h = ` ${headingText(text)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[/,;|–—-]+/g, ' ')} `;
  for (const [regex, replacement] of PHRASES) h = h.replace(regex, replacement);
  const tokens = h.split(/\s+/).filter(Boolean);
  if (tokens.length === 0 || tokens.length > 8) return null;
  const kinds: SectionKind[] = [];
  let other = false;
  let activities = false;
  for (const token of tokens) {
    const k = WORDS[token];
    if (k === undefined) return null;
    if (k === 'other') other = true;
    else if (k !== 'neutral') kinds.push(k);
    if (token === 'activities' || token === 'activity') activities = true;
  }
  // "Journal Reviewer", "Reviewing for Journals": the reviewing wins over the journal.
  if (kinds.includes('judging') && kinds[0] === 'publication') return 'judging';
  // "Computer Skills and Software", "Software Proficiency": tools the person uses, not software they wrote.
  if (kinds[0] === 'software' && tokens.some((t) => SKILL_WORDS.has(t))) return 'other';
  return kinds[0] ?? (activities ? 'service' : other ? 'other' : null);
}

/** All kinds a heading names, e.g. ["grant", "award"] for "Grants, Fellowships and Awards". */
export function headingKinds(text: string): SectionKind[] {
  let h = ` ${headingText(text)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[/,;|–—-]+/g, ' ')} `;
  for (const [regex, replacement] of PHRASES) h = h.replace(regex, replacement);
  const kinds = h
    .split(/\s+/)
    .map((t) => WORDS[t])
    .filter((k): k is SectionKind => k !== undefined && k !== 'neutral' && k !== 'other');
  return [...new Set(kinds)];
}

/** A line that could be a heading by its shape (short, no sentence punctuation). */
export function headingShaped(text: string): boolean {
  const h = headingText(text);
  if (!h || h.length > 80) return false;
  if (h.split(/\s+/).length > 9) return false;
  if (/[.;]\s*$/.test(text.replace(/(?:\s*[._·…]){3,}\s*$/, '').replace(/_{2,}\s*$/, '')) && !/^\w\.\s/.test(text)) return false;
  if (/^[a-z]/.test(h)) return false;
  return true;
}

/** ALL-CAPS short lines (at least four letters) are section headings in most PDF CVs. */
export function isAllCapsHeading(text: string): boolean {
  const h = headingText(text);
  const letters = h.replace(/[^\p{L}]/gu, '');
  if (letters.length < 4 || h.split(/\s+/).length > 7) return false;
  if (/\d/.test(h)) return false;
  return letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}
