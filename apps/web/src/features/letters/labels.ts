import type { TLetterCheckIssue, TLetterVersionSummary } from '@acclaim/contracts';
import type { LetterPetitionType } from '@acclaim/domain/letter/schema';

export const PETITION_LABELS: Readonly<Record<LetterPetitionType, string>> = { EB1A: 'EB-1A', NIW: 'EB-2 NIW' };
export const PETITION_NAMES: Readonly<Record<LetterPetitionType, string>> = {
  EB1A: 'EB-1A, extraordinary ability',
  NIW: 'EB-2 NIW, national interest waiver',
};

type IssueKind = TLetterCheckIssue['kind'];

/** The filing check's kinds of finding, in the order a reviewer fixes them: evidence first, then law, then figures. */
export const ISSUE_KINDS: readonly IssueKind[] = [
  'unsupported-sentence',
  'exhibit-identity-unconfirmed',
  'cv-only-section',
  'evidence-not-in-exhibit',
  'exhibit-missing',
  'exhibit-uncited',
  'citation-outside-library',
  'unknown-authority',
  'number-mismatch',
];

export const ISSUE_LABELS: Readonly<Record<IssueKind, { title: string; hint: string }>> = {
  'unsupported-sentence': { title: 'Statements without an exhibit', hint: 'A fact about the applicant needs the exhibit that proves it.' },
  'exhibit-identity-unconfirmed': {
    title: 'Exhibits naming someone else',
    hint: 'The document names another person, or no one, and nobody has confirmed it is the applicant’s. Confirm it or remove it on the Documents screen.',
  },
  'cv-only-section': {
    title: 'Sections resting only on the CV',
    hint: 'A CV is the applicant’s own summary. Each criterion needs the documents that prove its facts, cited where they are argued.',
  },
  'evidence-not-in-exhibit': { title: 'Evidence outside the exhibit cited', hint: 'The sentence rests on evidence that is not in the exhibit it names.' },
  'exhibit-missing': { title: 'Exhibits cited but missing', hint: 'The letter refers to an exhibit the case does not have.' },
  'exhibit-uncited': { title: 'Exhibits never cited', hint: 'An exhibit in the filing that no sentence of the letter relies on.' },
  'citation-outside-library': { title: 'Citations outside the library', hint: 'Only authorities from Acclaim’s verified library may be cited.' },
  'unknown-authority': { title: 'Unknown authorities', hint: 'A citation names an authority the library does not hold.' },
  'number-mismatch': { title: 'Figures that differ from verified data', hint: 'A number in the letter is not the one the verified record shows.' },
};

export const VERSION_SOURCE_LABELS: Readonly<Record<TLetterVersionSummary['source'], string>> = {
  generated: 'First draft',
  edited: 'Edited',
  regenerated: 'Section rewritten',
  restored: 'Restored',
};
