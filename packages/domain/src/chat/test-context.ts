/**
 * Realistic chat contexts for the tests, built from the assessment engine's own profiles: the /demo case
 * (Priya Raman, undecided, exhibits on her key documents, a composed and checked EB-1A letter), the
 * physician profile set to NIW with exhibit labels on everything, and an empty case. Not exported from the
 * package.
 */
import { assessCase, DEMO_PROFILE } from '../assessment/index';
import { ZAssessmentInput, type AssessmentInput, type AssessmentInputDraft } from '../assessment/schema';
import { EMPTY, PHYSICIAN } from '../assessment/test-profiles';
import type { DocumentCategory, EvidenceType } from '../evidence';
import { exhibitsOf, withExhibits } from '../test/exhibits';
import { checkLetter, composeLetter } from '../letter/index';
import { ZChatCaseContext, type ChatCaseContext, type ChatDocument } from './schema';

const CATEGORY: Partial<Record<EvidenceType, DocumentCategory>> = {
  publication: 'publication',
  award: 'award',
  grant: 'award',
  membership: 'membership',
  media_coverage: 'media',
  judging: 'judging',
  recommendation_letter: 'letter',
  salary: 'salary',
  degree: 'degree',
  employment: 'contract',
};

/** One document per evidence item that has one, named after the item, plus the CV it was extracted from. */
function documentsOf(input: AssessmentInput): ChatDocument[] {
  const docs: ChatDocument[] = [{ name: 'CV.pdf', category: 'cv', exhibitLabel: null, status: 'extracted' }];
  for (const e of input.evidence) {
    if (!e.documentId) continue;
    docs.push({ name: `${e.title.slice(0, 40)}.pdf`, category: CATEGORY[e.type] ?? 'other', exhibitLabel: e.exhibit, status: 'extracted' });
  }
  return docs;
}

function contextOf(input: AssessmentInput, withLetter: 'EB1A' | 'NIW' | null): ChatCaseContext {
  const assessment = assessCase(input);
  let letter = null;
  if (withLetter) {
    const composed = composeLetter(input, assessment, { petitionType: withLetter });
    const issues = checkLetter(composed, { exhibits: exhibitsOf(input) });
    letter = {
      petitionType: withLetter,
      title: composed.title,
      sections: composed.sections.map((s) => ({ id: s.id, heading: s.heading })),
      filingIssueCount: issues.length,
      filingIssues: issues.slice(0, 5).map((i) => ({ kind: i.kind, message: i.message })),
    };
  }
  return ZChatCaseContext.parse({ profile: input.profile, evidence: input.evidence, assessment, letter, documents: documentsOf(input) });
}

/** The /demo case: undecided, some exhibits, red flags, a composed EB-1A letter. */
export function demoContext(): ChatCaseContext {
  return contextOf(ZAssessmentInput.parse(DEMO_PROFILE), 'EB1A');
}

/** The physician profile as an NIW case, every item an exhibit. */
export function niwContext(): ChatCaseContext {
  const draft: AssessmentInputDraft = { ...PHYSICIAN, profile: { ...PHYSICIAN.profile, petitionType: 'NIW' } };
  return contextOf(withExhibits(draft), null);
}

/** A new case: nothing uploaded, nothing assessed. */
export function emptyContext(): ChatCaseContext {
  return ZChatCaseContext.parse({ profile: ZAssessmentInput.parse(EMPTY).profile });
}

/** Every exhibit label of a context. */
export function exhibitLabelsOf(context: ChatCaseContext): Set<string> {
  return new Set([
    ...context.evidence.flatMap((e) => (e.exhibit ? [e.exhibit] : [])),
    ...context.documents.flatMap((d) => (d.exhibitLabel ? [d.exhibitLabel] : [])),
  ]);
}
