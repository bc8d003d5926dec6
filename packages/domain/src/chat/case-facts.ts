import { LEVEL_ADJECTIVES } from '../assessment/levels';
import { findingName, LEVEL_LABELS, PETITION_LABELS } from '../assessment/labels';
import type { AssessmentEvidence, Finding } from '../assessment/schema';
import type { EvidenceType } from '../evidence';
import type { Passage } from './passages';
import type { ChatCaseContext } from './schema';

/**
 * The case as searchable facts: the profile, each evidence item, each assessed criterion or prong, the
 * verdicts, red flags, documents and the letter. Each fact keeps the evidence it rests on, so a quoted fact
 * carries its exhibit label (or says it comes from the profile or the assessment).
 */

/** How an evidence type reads in a sentence, plus the words people search it by. */
export const EVIDENCE_TYPE_LABELS: Readonly<Record<EvidenceType, string>> = {
  publication: 'Publication',
  citation_record: 'Citation record',
  award: 'Award',
  membership: 'Membership',
  media_coverage: 'Published material (media)',
  judging: 'Judging',
  original_contribution: 'Original contribution',
  presentation: 'Presentation',
  exhibition: 'Exhibition',
  leading_role: 'Leading or critical role',
  salary: 'Salary',
  commercial_success: 'Commercial success',
  recommendation_letter: 'Recommendation letter',
  degree: 'Degree',
  license: 'License',
  employment: 'Employment',
  patent: 'Patent',
  grant: 'Grant',
  other: 'Other evidence',
};

const DETAIL_KEYS = ['issuer', 'outlet', 'organization', 'venue', 'role'] as const;

function detailsText(e: AssessmentEvidence): string {
  const parts: string[] = [];
  for (const key of DETAIL_KEYS) {
    const v = e.details[key];
    if (typeof v === 'string' && v.trim() && !e.title.includes(v)) parts.push(v.trim());
  }
  if (e.date) parts.push(e.date.slice(0, 4));
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** One sentence about an evidence item: "Judging: 'Peer reviewer for …' — Completed 34 manuscript reviews (2019)". */
export function evidenceSentence(e: AssessmentEvidence): string {
  const description = e.description.trim().replace(/[.;]+$/, '');
  return `${EVIDENCE_TYPE_LABELS[e.type]}: '${e.title}'${detailsText(e)}${description ? ` — ${description}` : ''}`;
}

function findingText(f: Finding): string {
  return `${findingName(f)}: ${LEVEL_LABELS[f.level]}. ${f.summary}`;
}

type CaseSource = Omit<Extract<Passage['source'], { kind: 'case' }>, 'kind'>;
/** Records one fact of the case as a passage. */
type AddFact = (id: string, title: string, text: string, source: CaseSource, keywords?: string) => void;

/** Passages for every fact of the case. */
export function casePassages(context: ChatCaseContext): Passage[] {
  const out: Passage[] = [];
  const fact: AddFact = (id, title, text, source, keywords = '') => {
    out.push({ id: `case:${id}`, title, text, keywords, scope: 'general', source: { kind: 'case', ...source } });
  };
  profileFacts(context.profile, fact);
  for (const e of context.evidence) {
    fact(
      `evidence:${e.id}`,
      EVIDENCE_TYPE_LABELS[e.type],
      evidenceSentence(e),
      { origin: 'evidence', evidenceIds: [e.id], exhibitLabels: [], authorityIds: [] },
      'my evidence',
    );
  }
  if (context.assessment) assessmentFacts(context.assessment, fact);
  context.documents.forEach((d, i) => {
    fact(
      `document:${i}`,
      'Document',
      `Document '${d.name}' (${d.category}), ${d.status}${d.exhibitLabel ? '' : ', not yet an exhibit'}`,
      { origin: 'document', evidenceIds: [], exhibitLabels: d.exhibitLabel ? [d.exhibitLabel] : [], authorityIds: [] },
      'uploaded documents files',
    );
  });
  if (context.letter) letterFact(context.letter, fact);
  return out;
}

function profileFacts(profile: ChatCaseContext['profile'], fact: AddFact): void {
  const fromProfile: CaseSource = { origin: 'profile', evidenceIds: [], exhibitLabels: [], authorityIds: [] };
  fact(
    'profile:petition',
    'Petition type',
    `Your case is set up for ${profile.petitionType === 'UNDECIDED' ? 'both EB-1A and the EB-2 NIW (petition not decided yet)' : PETITION_LABELS[profile.petitionType]}`,
    fromProfile,
    'petition type category',
  );
  if (profile.fieldOfEndeavor) fact('profile:field', 'Field of endeavor', `Your field of endeavor is ${profile.fieldOfEndeavor}`, fromProfile, 'field');
  if (profile.currentRole)
    fact(
      'profile:role',
      'Current role',
      `Your current role is ${profile.currentRole}${profile.employer ? ` at ${profile.employer}` : ''}`,
      fromProfile,
      'job employer position',
    );
  if (profile.highestDegree) fact('profile:degree', 'Highest degree', `Your highest degree is ${profile.highestDegree}`, fromProfile, 'education degree');
  if (profile.proposedEndeavor)
    fact('profile:endeavor', 'Proposed endeavor', `Your proposed endeavor: ${profile.proposedEndeavor}`, fromProfile, 'proposed endeavor NIW plan');
  if (profile.intendedFilingDate)
    fact('profile:filing-date', 'Intended filing date', `Your intended filing date is ${profile.intendedFilingDate}`, fromProfile, 'filing date when file');
}

type CaseAssessment = NonNullable<ChatCaseContext['assessment']>;

/** Each finding, then the verdicts, the recommendation and the red flags. */
function assessmentFacts(assessment: CaseAssessment, fact: AddFact): void {
  const findings: Finding[] = [
    ...(assessment.eb1a?.criteria ?? []),
    ...(assessment.eb1a?.finalMerits.factors ?? []),
    ...(assessment.niw?.prongs ?? []),
    ...(assessment.niw?.threshold.exceptionalAbility ?? []),
  ];
  for (const f of findings) {
    fact(
      `finding:${f.id}`,
      findingName(f),
      findingText(f),
      { origin: 'assessment', evidenceIds: [], exhibitLabels: [], authorityIds: [] },
      `my assessment level ${f.label}`,
    );
  }
  verdictFacts(assessment, fact);
  if (assessment.recommendation) {
    const r = assessment.recommendation;
    fact(
      'recommendation',
      'Which petition first',
      r.headline,
      { origin: 'assessment', evidenceIds: [], exhibitLabels: [], authorityIds: [] },
      'EB-1A or NIW which petition file first recommendation',
    );
  }
  assessment.redFlags.forEach((flag, i) => {
    fact(
      `red-flag:${i}`,
      'Red flag',
      flag.text,
      { origin: 'assessment', evidenceIds: flag.evidenceIds, exhibitLabels: [], authorityIds: flag.authorityIds },
      'red flag warning problem risk',
    );
  });
}

function verdictFacts(assessment: CaseAssessment, fact: AddFact): void {
  if (assessment.eb1a) {
    const v = assessment.eb1a.verdict;
    fact(
      'verdict:eb1a',
      'EB-1A assessment',
      `EB-1A: ${v.headline}. ${v.summary}`,
      { origin: 'assessment', evidenceIds: [], exhibitLabels: [], authorityIds: [] },
      'EB-1A overall criteria met final merits Kazarian two-step',
    );
    fact(
      'verdict:eb1a-merits',
      'EB-1A final merits',
      `EB-1A final merits (step two): ${LEVEL_ADJECTIVES[assessment.eb1a.finalMerits.level]}. ${assessment.eb1a.finalMerits.summary}`,
      { origin: 'assessment', evidenceIds: [], exhibitLabels: [], authorityIds: [] },
      'final merits Kazarian two-step sustained acclaim',
    );
  }
  if (assessment.niw) {
    const v = assessment.niw.verdict;
    fact(
      'verdict:niw',
      'EB-2 NIW assessment',
      `EB-2 NIW: ${v.headline}. ${v.summary}`,
      { origin: 'assessment', evidenceIds: [], exhibitLabels: [], authorityIds: [] },
      'NIW national interest waiver overall prongs',
    );
    const t = assessment.niw.threshold;
    fact(
      'verdict:niw-threshold',
      'EB-2 threshold',
      `EB-2 threshold: ${t.summary}`,
      { origin: 'assessment', evidenceIds: t.reasons.flatMap((r) => r.evidenceIds), exhibitLabels: [], authorityIds: [] },
      'advanced degree exceptional ability EB-2 eligibility',
    );
  }
}

function letterFact(letter: NonNullable<ChatCaseContext['letter']>, fact: AddFact): void {
  const headings = letter.sections.map((s) => s.heading).join('; ');
  fact(
    'letter',
    'Petition letter',
    `Your petition letter '${letter.title}' has ${letter.sections.length} sections${headings ? ` (${headings})` : ''}; the filing check reports ${letter.filingIssueCount} issue${letter.filingIssueCount === 1 ? '' : 's'}`,
    { origin: 'letter', evidenceIds: [], exhibitLabels: [], authorityIds: [] },
    'petition letter draft filing check issues',
  );
}

/** The bracketed origin for a case passage without evidence. */
export const ORIGIN_LABELS: Readonly<Record<Extract<Passage['source'], { kind: 'case' }>['origin'], string>> = {
  profile: 'case profile',
  evidence: 'your evidence list',
  assessment: 'case assessment',
  document: 'documents list',
  letter: 'petition letter',
};
