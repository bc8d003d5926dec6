import type { EvidenceType } from '../evidence';
import type { LetterPetitionType, SectionKind } from '../letter/schema';

/**
 * What a recommendation letter can be about: one EB-1A criterion of 8 CFR 204.5(h)(3) or one Dhanasar prong,
 * with the assessment's ids. `letterValue` says how much a letter adds there: an expert's explanation matters
 * most for original contributions (criterion (v)) and the Dhanasar prongs, while salary or membership are
 * proven by documents and a letter adds little.
 */

export const FOCUS_IDS = [
  'eb1a-i',
  'eb1a-ii',
  'eb1a-iii',
  'eb1a-iv',
  'eb1a-v',
  'eb1a-vi',
  'eb1a-vii',
  'eb1a-viii',
  'eb1a-ix',
  'eb1a-x',
  'niw-prong-1',
  'niw-prong-2',
  'niw-prong-3',
] as const;
type FocusIdLiteral = (typeof FOCUS_IDS)[number];

export interface Focus {
  readonly id: FocusIdLiteral;
  readonly petitionType: LetterPetitionType;
  readonly label: string;
  /**
   * Short noun phrase for prose and the letter's heading: "judging the work of others". Under six words, so
   * it never reads as shared phrasing, and in the writer's words rather than the regulation's.
   */
  readonly topic: string;
  readonly evidenceTypes: readonly EvidenceType[];
  /** 0 (documents prove it) … 3 (an expert's explanation is what the record lacks). */
  readonly letterValue: number;
  readonly sectionKind: SectionKind;
}

const eb1a = (id: FocusIdLiteral, label: string, topic: string, evidenceTypes: EvidenceType[], letterValue: number): Focus => ({
  id,
  petitionType: 'EB1A',
  label,
  topic,
  evidenceTypes,
  letterValue,
  sectionKind: 'criterion',
});
const niw = (id: FocusIdLiteral, label: string, topic: string, evidenceTypes: EvidenceType[], letterValue: number): Focus => ({
  id,
  petitionType: 'NIW',
  label,
  topic,
  evidenceTypes,
  letterValue,
  sectionKind: 'niw-prong',
});

export const FOCUSES: readonly Focus[] = [
  eb1a('eb1a-i', 'Awards', 'the recognition the work received', ['award'], 2),
  eb1a('eb1a-ii', 'Membership', 'elected membership', ['membership'], 1),
  eb1a('eb1a-iii', 'Published material about the applicant', 'what the press reported', ['media_coverage'], 1),
  eb1a('eb1a-iv', 'Judging the work of others', 'judging the work of others', ['judging'], 2),
  eb1a(
    'eb1a-v',
    'Original contributions of major significance',
    'the original contributions',
    ['original_contribution', 'patent', 'publication', 'citation_record', 'commercial_success'],
    3,
  ),
  eb1a('eb1a-vi', 'Scholarly articles', 'the published research', ['publication', 'presentation', 'citation_record'], 2),
  eb1a('eb1a-vii', 'Artistic exhibitions or showcases', 'the exhibited work', ['exhibition'], 2),
  eb1a('eb1a-viii', 'Leading or critical role', 'the role in the organization', ['leading_role', 'employment'], 3),
  eb1a('eb1a-ix', 'High salary', 'remuneration', ['salary'], 0),
  eb1a('eb1a-x', 'Commercial success in the performing arts', 'commercial success', ['commercial_success'], 1),
  niw(
    'niw-prong-1',
    'Substantial merit and national importance',
    'the importance of the work',
    ['original_contribution', 'publication', 'patent', 'media_coverage', 'grant'],
    3,
  ),
  niw(
    'niw-prong-2',
    'Well positioned to advance the endeavor',
    'a record of success',
    ['publication', 'citation_record', 'award', 'grant', 'original_contribution', 'patent', 'leading_role', 'judging', 'employment'],
    3,
  ),
  niw(
    'niw-prong-3',
    'Balance favours waiving labor certification',
    'the reach of the work',
    ['leading_role', 'grant', 'original_contribution', 'commercial_success', 'patent'],
    2,
  ),
];

const BY_ID = new Map(FOCUSES.map((f) => [f.id, f]));

export function getFocus(id: FocusIdLiteral): Focus {
  const focus = BY_ID.get(id);
  if (!focus) throw new Error(`Unknown focus ${id}`);
  return focus;
}

export const focusesOf = (petitionType: LetterPetitionType): Focus[] => FOCUSES.filter((f) => f.petitionType === petitionType);

/**
 * How well each kind of recommender speaks to a focus (0 … 4). An independent expert knows the work from
 * outside, so their letter argues impact: contributions, citations, prongs 1 and 2.
 * A collaborator, mentor or employer saw the work being done, so theirs describes the specific work and the
 * applicant's role in it.
 */
export const FOCUS_PREFERENCE: Readonly<Record<string, Partial<Record<FocusIdLiteral, number>>>> = {
  independent: { 'eb1a-v': 4, 'eb1a-vi': 3, 'eb1a-i': 2, 'eb1a-iv': 1, 'eb1a-iii': 1, 'eb1a-vii': 2, 'niw-prong-1': 4, 'niw-prong-2': 3, 'niw-prong-3': 1 },
  collaborator: { 'eb1a-v': 3, 'eb1a-viii': 2, 'eb1a-vi': 2, 'niw-prong-2': 3, 'niw-prong-1': 2, 'niw-prong-3': 1 },
  mentor: { 'eb1a-v': 3, 'eb1a-vi': 2, 'eb1a-viii': 1, 'niw-prong-2': 3, 'niw-prong-1': 1 },
  employer: { 'eb1a-viii': 3, 'eb1a-v': 2, 'eb1a-ix': 1, 'niw-prong-2': 3, 'niw-prong-3': 3, 'niw-prong-1': 1 },
  other: { 'eb1a-iii': 2, 'eb1a-i': 1, 'eb1a-ii': 1, 'eb1a-iv': 1, 'eb1a-v': 1, 'niw-prong-1': 2, 'niw-prong-2': 1 },
};

/** Evidence an independent expert cannot know from outside (pay, internal posts, diplomas). */
export const PRIVATE_TYPES: ReadonlySet<EvidenceType> = new Set(['salary', 'employment', 'leading_role', 'degree', 'license']);

/** Focuses each source of a recommender speaks to, by petition type. */
export const SOURCE_FOCUSES: Readonly<Record<string, readonly FocusIdLiteral[]>> = {
  citing_author: ['eb1a-v', 'eb1a-vi', 'niw-prong-1', 'niw-prong-2'],
  coauthor: ['eb1a-v', 'eb1a-vi', 'niw-prong-2', 'niw-prong-1'],
  mentor: ['eb1a-v', 'eb1a-vi', 'niw-prong-2'],
  employer: ['eb1a-viii', 'eb1a-v', 'eb1a-ix', 'niw-prong-2', 'niw-prong-3'],
  award_committee: ['eb1a-i', 'niw-prong-2'],
  judging_venue: ['eb1a-iv', 'niw-prong-2'],
  membership_body: ['eb1a-ii', 'niw-prong-2'],
  press: ['eb1a-iii', 'niw-prong-1'],
  existing_letter: ['eb1a-v', 'niw-prong-1', 'niw-prong-2'],
  user: [],
};
