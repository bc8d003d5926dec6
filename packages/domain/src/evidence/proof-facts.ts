import type { EvidenceType } from '../evidence';

/**
 * Proof facts: the typed fields an officer looks for in each kind of evidence (issue 24,
 * item 2). Each fact is a key of `evidence.details` that the assessment engine reads (assessment/details.ts and
 * the criteria under assessment/eb1a/criteria), so a fact the user fills changes the assessment. Extraction
 * fills what a document states; the guided review on /documents asks for the rest, one fact at a time, saying
 * why it matters. The "why" sentences state the rules of the EB-1A criteria (8 CFR 204.5(h)(3)) and the EB-2
 * threshold (8 CFR 204.5(k)) in plain words; `authorityIds` point
 * into the closed authority library.
 */

export interface ProofFactOption {
  value: string;
  label: string;
}

/** How a fact is entered. A key has one input everywhere, so a stored value means the same thing under any type. */
export type ProofFactInput =
  | { kind: 'text'; maxLength: number }
  | { kind: 'number'; isInteger: boolean; max?: number }
  | { kind: 'yes_no' }
  | { kind: 'choice'; options: readonly ProofFactOption[] };

const text: ProofFactInput = { kind: 'text', maxLength: 1000 };
const count: ProofFactInput = { kind: 'number', isInteger: true };
const yesNo: ProofFactInput = { kind: 'yes_no' };

/** The scopes the engine reads (assessment/details.ts `detailScope`). */
export const AWARD_SCOPE_OPTIONS = [
  { value: 'international', label: 'International: open across countries' },
  { value: 'national', label: 'National: open across one country' },
  { value: 'regional', label: 'Regional: one state, province or region' },
  { value: 'local', label: 'Local: one city or community' },
  { value: 'institutional', label: 'Institutional: one school, employer or organization' },
] as const satisfies readonly ProofFactOption[];

/** The kinds of outlet the engine reads (published-material.ts); 'major' and 'institutional' are also set by extraction. */
export const OUTLET_KIND_OPTIONS = [
  { value: 'major', label: 'Major media (high circulation or audience)' },
  { value: 'professional', label: 'Professional publication (written for people in the field)' },
  { value: 'trade', label: 'Major trade publication (an industry’s leading outlet)' },
  { value: 'local', label: 'Local or general-interest outlet' },
  { value: 'institutional', label: 'Institutional (a university, employer or alumni outlet, or your own site)' },
] as const satisfies readonly ProofFactOption[];

/** What a contribution is; 'software', 'dataset', 'method' and 'organization' are also set by extraction. */
export const CONTRIBUTION_KIND_OPTIONS = [
  { value: 'software', label: 'Software or a tool' },
  { value: 'dataset', label: 'A dataset or database' },
  { value: 'method', label: 'A method, technique or model' },
  { value: 'design', label: 'A design or invention' },
  { value: 'product', label: 'A product or service' },
  { value: 'organization', label: 'An organization, centre or lab you founded' },
  { value: 'other', label: 'Something else' },
] as const satisfies readonly ProofFactOption[];

/** Every details key a proof fact may use, with its one input. */
export const PROOF_FACT_INPUTS = {
  issuer: text,
  scope: { kind: 'choice', options: AWARD_SCOPE_OPTIONS },
  selectionCriteria: text,
  entrants: count,
  winners: count,
  prize: text,
  isRecipient: yesNo,
  hasMediaCoverage: yesNo,
  organization: text,
  admissionRequirements: text,
  requiresOutstandingAchievement: yesNo,
  admittedBy: text,
  isExpertJudged: yesNo,
  requiresFee: yesNo,
  outlet: text,
  outletKind: { kind: 'choice', options: OUTLET_KIND_OPTIONS },
  circulation: count,
  isAboutPerson: yesNo,
  author: text,
  role: text,
  count,
  venue: text,
  peerReviewed: yesNo,
  citationCount: count,
  published: yesNo,
  contributionKind: { kind: 'choice', options: CONTRIBUTION_KIND_OPTIONS },
  isAdopted: yesNo,
  users: count,
  downloads: count,
  licensed: yesNo,
  revenue: text,
  corroboration: text,
  isIndependent: yesNo,
  independent: yesNo,
  isSelective: yesNo,
  dependedOn: text,
  isDistinguished: yesNo,
  distinction: text,
  hasLetter: yesNo,
  amount: text,
  comparisonSource: text,
  percentile: { kind: 'number', isInteger: false, max: 100 },
  billing: { kind: 'number', isInteger: true },
  level: text,
} as const satisfies Record<string, ProofFactInput>;

export type ProofFactKey = keyof typeof PROOF_FACT_INPUTS;

/** The criterion (or NIW threshold) element a fact helps show; ids as in assessment/eb1a/criteria and niw/threshold. */
export interface ProofFactElement {
  /** 'eb1a-i' … 'eb1a-x', or 'niw-threshold'. */
  criterionId: string;
  /** The element id inside that criterion, e.g. 'recognition'. */
  elementId: string;
}

export interface ProofFact {
  key: ProofFactKey;
  /** The field's label, in plain words. */
  label: string;
  input: ProofFactInput;
  /** One sentence, in an officer's terms: why the fact matters. */
  why: string;
  /** An example of a good answer, shown as the input's placeholder. */
  example?: string;
  supports: ProofFactElement;
  /** Ids in the authority library behind the why. */
  authorityIds: readonly string[];
  /** Essential facts are the ones an officer cannot do without; the others strengthen the item. */
  isEssential: boolean;
}

/** A fact as written below: the element it supports, in the list's criterion unless `criterion` says otherwise. */
type FactSpec = Omit<ProofFact, 'input' | 'supports'> & { element: string; criterion?: string };

const factsOf = (criterionId: string, specs: readonly FactSpec[]): readonly ProofFact[] =>
  specs.map(({ element, criterion, ...spec }) => ({
    ...spec,
    input: PROOF_FACT_INPUTS[spec.key],
    supports: { criterionId: criterion ?? criterionId, elementId: element },
  }));

const AWARDS = 'cfr-204-5-h-3-i';
const MEMBERSHIP = 'cfr-204-5-h-3-ii';
const MEDIA = 'cfr-204-5-h-3-iii';
const JUDGING = 'cfr-204-5-h-3-iv';
const CONTRIBUTIONS = 'cfr-204-5-h-3-v';
const ARTICLES = 'cfr-204-5-h-3-vi';
const EXHIBITIONS = 'cfr-204-5-h-3-vii';
const ROLE = 'cfr-204-5-h-3-viii';
const SALARY = 'cfr-204-5-h-3-ix';
const COMMERCIAL = 'cfr-204-5-h-3-x';

// Shared by contributions and patents (criterion v): realised use by others, corroborated beyond the petitioner.
const ADOPTED: FactSpec = {
  key: 'isAdopted',
  label: 'Used or adopted by others outside your employer',
  why: 'Major significance means realised impact on the field: use or adoption by others beyond your employer or clients, not potential future use.',
  element: 'significance',
  authorityIds: [CONTRIBUTIONS, 'visinscaia', 'amin'],
  isEssential: true,
};
const LICENSED: FactSpec = {
  key: 'licensed',
  label: 'Licensed to others',
  why: 'Licences taken from the work, or its commercial use, are among the Policy Manual’s examples of evidence of major significance.',
  element: 'significance',
  authorityIds: [CONTRIBUTIONS, 'pm-6-f-2'],
  isEssential: false,
};
const CORROBORATION: FactSpec = {
  key: 'corroboration',
  label: 'Independent corroboration',
  why: 'Claims of significance need support beyond your own account: detailed letters from independent experts, citing papers, coverage or usage records; uncorroborated opinions get less weight.',
  example: 'Letters from two researchers at other universities who use it; 40 papers by other groups cite it',
  element: 'significance',
  authorityIds: [CONTRIBUTIONS, 'visinscaia', 'caron'],
  isEssential: true,
};

/** The proof facts of each evidence type that the assessment weighs, in the order the guided review asks them. */
export const PROOF_FACTS: Readonly<Partial<Record<EvidenceType, readonly ProofFact[]>>> = {
  award: factsOf('eb1a-i', [
    {
      key: 'issuer',
      label: 'Grantor',
      why: 'Officers weigh the granting entity and its reputation: awards from well-known national institutions or professional associations carry weight.',
      example: 'European Materials Research Society',
      element: 'recognition',
      authorityIds: [AWARDS, 'pm-6-f-2'],
      isEssential: true,
    },
    {
      key: 'scope',
      label: 'Who could compete',
      why: 'The award must be nationally or internationally recognized; one limited to a single locality, employer or school usually has little recognition beyond it.',
      element: 'recognition',
      authorityIds: [AWARDS, 'pm-6-f-2'],
      isEssential: true,
    },
    {
      key: 'selectionCriteria',
      label: 'Selection criteria',
      why: 'The criteria used to grant the award show whether it recognises excellence in the field; grants and scholarships fund work and are not prizes.',
      example: 'Open to researchers worldwide; an international jury ranks nominations on originality and impact',
      element: 'prize',
      authorityIds: [AWARDS, 'pm-6-f-2'],
      isEssential: true,
    },
    {
      key: 'entrants',
      label: 'Number of candidates',
      why: 'How many competed, against how many won, shows how selective the award is; the number of awardees and limits on who may compete are factors officers apply.',
      example: '140',
      element: 'recognition',
      authorityIds: [AWARDS, 'pm-6-f-2'],
      isEssential: true,
    },
    {
      key: 'winners',
      label: 'Number of recipients',
      why: 'The number of awardees is one of the factors officers weigh: an award given to a few of many candidates recognises excellence, not participation.',
      example: '1',
      element: 'recognition',
      authorityIds: [AWARDS, 'pm-6-f-2'],
      isEssential: true,
    },
    {
      key: 'prize',
      label: 'The prize',
      why: 'What the award consists of (a medal, a cash prize, a certificate) shows it is a prize for past excellence rather than funding for future work.',
      example: 'Gold medal and EUR 5,000',
      element: 'prize',
      authorityIds: [AWARDS],
      isEssential: false,
    },
    {
      key: 'isRecipient',
      label: 'You are named as a recipient',
      why: 'The award must be yours: a team award counts only if you are named among its recipients, and an acknowledgment by the winner is not receipt from the awarding body.',
      element: 'recipient',
      authorityIds: [AWARDS, 'pa-2024-24'],
      isEssential: false,
    },
    {
      key: 'hasMediaCoverage',
      label: 'Covered by sources other than the awarding body',
      why: 'Evidence only from the awarding organization may not show wider recognition; coverage by independent press or journals does.',
      element: 'recognition',
      authorityIds: ['krasniqi', 'visinscaia'],
      isEssential: false,
    },
  ]),
  membership: factsOf('eb1a-ii', [
    {
      key: 'organization',
      label: 'Association',
      why: 'The membership must be in an association in your field; an ad hoc panel, a team or a social club is not one.',
      example: 'Institute of Electrical and Electronics Engineers (IEEE), Fellow grade',
      element: 'member',
      authorityIds: [MEMBERSHIP, 'pm-6-f-2'],
      isEssential: true,
    },
    {
      key: 'admissionRequirements',
      label: 'What admission to your grade requires',
      why: 'Officers read the bylaws or admission rules of your membership level: membership earned by education, years of experience, a licence, a fee or a job does not count.',
      example: 'Election for extraordinary accomplishments in the field, on nomination by existing Fellows',
      element: 'outstanding',
      authorityIds: [MEMBERSHIP, 'pm-6-f-2'],
      isEssential: true,
    },
    {
      key: 'requiresOutstandingAchievement',
      label: 'Admission requires outstanding achievements',
      why: 'Only associations that make outstanding achievements a condition of membership count under this criterion.',
      element: 'outstanding',
      authorityIds: [MEMBERSHIP],
      isEssential: true,
    },
    {
      key: 'admittedBy',
      label: 'Who judges admission',
      why: 'The achievements must be judged by recognized national or international experts; ordinary references are not such a judgment.',
      example: 'A committee of Fellows elected by the Board of Directors',
      element: 'experts',
      authorityIds: [MEMBERSHIP],
      isEssential: true,
    },
    {
      key: 'isExpertJudged',
      label: 'Judged by recognized national or international experts',
      why: 'Officers ask who reviews applications and what standing they have, and look for admission statistics.',
      element: 'experts',
      authorityIds: [MEMBERSHIP],
      isEssential: true,
    },
    {
      key: 'requiresFee',
      label: 'Membership comes with paying a fee or subscribing',
      why: 'Membership obtained by paying a fee or subscribing to publications does not count.',
      element: 'outstanding',
      authorityIds: [MEMBERSHIP, 'pm-6-f-2'],
      isEssential: false,
    },
  ]),
  media_coverage: factsOf('eb1a-iii', [
    {
      key: 'outlet',
      label: 'Outlet',
      why: 'Officers judge the publication itself: it must be a professional or major trade publication, or other major media.',
      example: 'IEEE Spectrum',
      element: 'outlet',
      authorityIds: [MEDIA],
      isEssential: true,
    },
    {
      key: 'outletKind',
      label: 'Kind of outlet',
      why: 'A professional publication is judged by its intended audience, a major trade publication also by its relative circulation, and major media by high circulation, readership or viewership.',
      element: 'outlet',
      authorityIds: [MEDIA, 'pm-6-f-2'],
      isEssential: true,
    },
    {
      key: 'circulation',
      label: 'Audience (circulation, readers or viewers)',
      why: 'Circulation or audience figures, compared with similar outlets, show the outlet’s standing; visitor counts without a comparison are not enough.',
      example: '400000',
      element: 'outlet',
      authorityIds: [MEDIA, 'noroozi'],
      isEssential: true,
    },
    {
      key: 'isAboutPerson',
      label: 'About you and your work',
      why: 'The material must be about you and your work in the field; a passing mention, or a piece about your employer, team or show, does not count.',
      element: 'about',
      authorityIds: [MEDIA, 'noroozi', 'pa-2024-24'],
      isEssential: true,
    },
    {
      key: 'author',
      label: 'Author',
      why: 'The regulation asks for the title, date and author of the material; a missing author credit is a common reason for refusal.',
      example: 'Jane Smith, senior science writer',
      element: 'credits',
      authorityIds: [MEDIA],
      isEssential: true,
    },
  ]),
  judging: factsOf('eb1a-iv', [
    {
      key: 'organization',
      label: 'Venue (journal, conference, panel or competition)',
      why: 'The work you judged must be in your field or an allied one; the venue shows what was judged, and its standing weighs in the final merits.',
      example: 'Acta Materialia',
      element: 'field',
      authorityIds: [JUDGING],
      isEssential: true,
    },
    {
      key: 'role',
      label: 'Your role',
      why: 'The regulation asks for participation as a judge, alone or on a panel; the level of the role weighs in the final merits.',
      example: 'Reviewer, associate editor, jury member',
      element: 'judge',
      authorityIds: [JUDGING],
      isEssential: true,
    },
    {
      key: 'count',
      label: 'Number of reviews or evaluations completed',
      why: 'An invitation is not enough: officers look for proof that you actually judged, and how many evaluations you completed.',
      example: '14',
      element: 'judge',
      authorityIds: [JUDGING],
      isEssential: true,
    },
  ]),
  publication: factsOf('eb1a-vi', [
    {
      key: 'venue',
      label: 'Journal or proceedings',
      why: 'Scholarly articles must appear in professional or major trade publications or other major media.',
      example: 'Nature Energy',
      element: 'venue',
      authorityIds: [ARTICLES],
      isEssential: true,
    },
    {
      key: 'peerReviewed',
      label: 'Peer-reviewed',
      why: 'Peer-reviewed journal articles and published conference papers are the Policy Manual’s examples of scholarly articles.',
      element: 'venue',
      authorityIds: [ARTICLES, 'pm-6-f-2'],
      isEssential: true,
    },
    {
      key: 'citationCount',
      label: 'Citations',
      why: 'Citations are not a condition of this criterion, but citation at a level high for the field can show the major significance of your work and weighs in the final merits.',
      example: '240',
      // Kazarian: citations belong to the final merits and to criterion (v), not to the plain terms of (vi).
      criterion: 'eb1a-v',
      element: 'significance',
      authorityIds: [CONTRIBUTIONS, 'kazarian'],
      isEssential: false,
    },
  ]),
  presentation: factsOf('eb1a-vi', [
    {
      key: 'published',
      label: 'Published (proceedings, journal or a DOI)',
      why: 'A talk counts as a scholarly article only when its text was published; announcements and synopses are not articles.',
      element: 'scholarly',
      authorityIds: [ARTICLES, 'pm-6-f-2'],
      isEssential: true,
    },
    {
      key: 'venue',
      label: 'Conference or proceedings',
      why: 'Published conference papers count when they appear in professional publications such as conference proceedings.',
      example: 'Proceedings of the 2021 International Conference on Management of Data',
      element: 'venue',
      authorityIds: [ARTICLES],
      isEssential: true,
    },
  ]),
  original_contribution: factsOf('eb1a-v', [
    {
      key: 'contributionKind',
      label: 'What it is',
      why: 'The first step is an original contribution: officers need to know what you created, described on its own.',
      element: 'original',
      authorityIds: [CONTRIBUTIONS],
      isEssential: true,
    },
    ADOPTED,
    {
      key: 'users',
      label: 'Users',
      why: 'Figures of use by others document the realised impact that major significance requires.',
      example: '12000',
      element: 'significance',
      authorityIds: [CONTRIBUTIONS, 'visinscaia'],
      isEssential: false,
    },
    {
      key: 'downloads',
      label: 'Downloads',
      why: 'Downloads by others are a record of use, the kind of realised impact that major significance requires.',
      example: '250000',
      element: 'significance',
      authorityIds: [CONTRIBUTIONS, 'visinscaia'],
      isEssential: false,
    },
    {
      key: 'citationCount',
      label: 'Citations of it',
      why: 'Citations at a level indicating major significance, compared with others in the field, are one of the Policy Manual’s examples; a total alone does not show it.',
      example: '85',
      element: 'significance',
      authorityIds: [CONTRIBUTIONS, 'pm-6-f-2'],
      isEssential: false,
    },
    LICENSED,
    {
      key: 'revenue',
      label: 'Revenue or commercial use by others',
      why: 'Commercial use of the work is evidence of significance when it reaches beyond your employer or clients.',
      example: 'Licensed to 3 companies; USD 2 million in licence fees',
      element: 'significance',
      authorityIds: [CONTRIBUTIONS, 'amin'],
      isEssential: false,
    },
    CORROBORATION,
  ]),
  patent: factsOf('eb1a-v', [{ ...LICENSED, isEssential: true }, ADOPTED, CORROBORATION]),
  recommendation_letter: factsOf('eb1a-v', [
    {
      key: 'isIndependent',
      label: 'The writer has not worked with you',
      why: 'Letters are advisory and weigh most when detailed and corroborated; letters from independent experts who know your work through its use carry more weight than a collaborator’s.',
      element: 'significance',
      authorityIds: [CONTRIBUTIONS, 'caron', 'visinscaia'],
      isEssential: true,
    },
  ]),
  citation_record: factsOf('eb1a-v', [
    {
      key: 'citationCount',
      label: 'Citations',
      why: 'Citations at a level indicating major significance, compared with others in the field, are one of the Policy Manual’s examples.',
      example: '1450',
      element: 'significance',
      authorityIds: [CONTRIBUTIONS, 'pm-6-f-2'],
      isEssential: true,
    },
    {
      key: 'independent',
      label: 'Counts citations by other authors only',
      why: 'Self-citations do not show influence on others; citations by independent researchers do.',
      element: 'significance',
      authorityIds: [CONTRIBUTIONS],
      isEssential: true,
    },
  ]),
  exhibition: factsOf('eb1a-vii', [
    {
      key: 'venue',
      label: 'Exhibition or showcase',
      why: 'The criterion covers display at artistic exhibitions or showcases; trade shows and career events do not count.',
      example: 'Venice Biennale, national pavilion',
      element: 'artistic',
      authorityIds: [EXHIBITIONS, 'pa-2024-24'],
      isEssential: true,
    },
    {
      key: 'isSelective',
      label: 'Juried or curated',
      why: 'The type and quality of evidence, not its volume, decide the final merits; a juried or curated showing says more than an open one.',
      element: 'display',
      authorityIds: [EXHIBITIONS, 'pm-6-f-2'],
      isEssential: false,
    },
  ]),
  leading_role: factsOf('eb1a-viii', [
    {
      key: 'organization',
      label: 'Organization',
      why: 'The role must be for an organization or establishment with a distinguished reputation, or a division of one.',
      example: 'Baltic Alloys Institute',
      element: 'distinguished',
      authorityIds: [ROLE],
      isEssential: true,
    },
    {
      key: 'role',
      label: 'Your title',
      why: 'A leading role means leading the organization or a division or department; a title with matching duties helps.',
      example: 'Head of the battery research division',
      element: 'role',
      authorityIds: [ROLE, 'pm-6-f-2'],
      isEssential: true,
    },
    {
      key: 'dependedOn',
      label: 'What depended on your role',
      why: 'Officers look for specific evidence that the organization’s results depended on you (budgets, teams, outcomes), not adjectives.',
      example: 'Led 25 engineers and a EUR 4 million budget; the division’s two product lines were built under my direction',
      element: 'role',
      authorityIds: [ROLE, 'pm-6-f-2'],
      isEssential: true,
    },
    {
      key: 'distinction',
      label: 'What shows the organization’s distinction',
      why: 'Distinction is judged from independent evidence such as relative size or longevity, customer base, media coverage, national rankings or government research grants; the organization’s own profile is not enough.',
      example: 'Ranked in the top 10 materials institutes in Europe; EUR 30 million in EU research grants',
      element: 'distinguished',
      authorityIds: [ROLE, 'mussarova'],
      isEssential: true,
    },
    {
      key: 'isDistinguished',
      label: 'The organization has a distinguished reputation',
      why: 'The regulation requires an organization or establishment with a distinguished reputation, marked by eminence, distinction or excellence.',
      element: 'distinguished',
      authorityIds: [ROLE, 'mussarova'],
      isEssential: false,
    },
    {
      key: 'hasLetter',
      label: 'A detailed letter describes your role',
      why: 'Letters from people who know the role are especially useful when detailed and specific.',
      element: 'role',
      authorityIds: [ROLE],
      isEssential: false,
    },
  ]),
  employment: factsOf('eb1a-viii', [
    {
      key: 'organization',
      label: 'Employer',
      why: 'A job counts as a leading or critical role only for an organization or establishment with a distinguished reputation.',
      example: 'Acme Analytics',
      element: 'distinguished',
      authorityIds: [ROLE],
      isEssential: true,
    },
    {
      key: 'role',
      label: 'Your title',
      why: 'A leading role means leading the organization or a division or department; a title with matching duties helps.',
      example: 'Director of Data Science',
      element: 'role',
      authorityIds: [ROLE, 'pm-6-f-2'],
      isEssential: true,
    },
  ]),
  salary: factsOf('eb1a-ix', [
    {
      key: 'amount',
      label: 'Pay received',
      why: 'The criterion looks at pay actually received, shown by tax records or pay statements, not a proposed salary.',
      example: 'USD 212,000 in 2024 (W-2)',
      element: 'paid',
      authorityIds: [SALARY],
      isEssential: true,
    },
    {
      key: 'comparisonSource',
      label: 'Comparison data (survey, occupation and area)',
      why: 'Pay must be compared like with like, using a compensation survey for the same occupation, level and location (for example, OEWS wage data by occupation and area); averages or lesser roles are no comparison.',
      example: 'OEWS May 2024, Software Developers (15-1252), San Jose–Sunnyvale–Santa Clara area',
      element: 'comparison',
      authorityIds: [SALARY, 'skokos', 'price'],
      isEssential: true,
    },
    {
      key: 'percentile',
      label: 'Your percentile in that comparison (0–100)',
      why: 'Officers look for where your pay falls among others in the same role; it must be high in relation to them.',
      example: '95',
      element: 'high',
      authorityIds: [SALARY, 'price'],
      isEssential: true,
    },
  ]),
  commercial_success: factsOf('eb1a-x', [
    {
      key: 'amount',
      label: 'Box office receipts or sales',
      why: 'The regulation asks for box office receipts or record, video or other sales figures.',
      example: 'USD 48 million worldwide box office',
      element: 'figures',
      authorityIds: [COMMERCIAL],
      isEssential: true,
    },
    {
      key: 'billing',
      label: 'Your billing position (1 = top billing)',
      why: 'The success must be tied to your own work; billing or credits link the figures to you.',
      example: '1',
      element: 'link',
      authorityIds: [COMMERCIAL],
      isEssential: true,
    },
  ]),
  degree: factsOf('niw-threshold', [
    {
      key: 'level',
      label: 'Degree conferred',
      why: 'The EB-2 threshold needs an advanced degree (above the baccalaureate), or a bachelor’s plus five years of progressive post-degree experience, unless exceptional ability is shown.',
      example: 'Master of Science in Electrical Engineering',
      element: 'qualification',
      authorityIds: ['cfr-204-5-k-2', 'pm-6-f-5'],
      isEssential: true,
    },
  ]),
};

/** Short names of what the facts support, for screens ("(i) Awards"). */
export const PROOF_FACT_CRITERIA: Readonly<Record<string, string>> = {
  'eb1a-i': '(i) Awards',
  'eb1a-ii': '(ii) Membership',
  'eb1a-iii': '(iii) Published material',
  'eb1a-iv': '(iv) Judging',
  'eb1a-v': '(v) Original contributions',
  'eb1a-vi': '(vi) Scholarly articles',
  'eb1a-vii': '(vii) Exhibitions',
  'eb1a-viii': '(viii) Leading or critical role',
  'eb1a-ix': '(ix) High salary',
  'eb1a-x': '(x) Commercial success',
  'niw-threshold': 'EB-2 threshold',
};

/** The proof facts of a type (none for kinds no criterion weighs on its own, such as grants). */
export function proofFactsFor(type: EvidenceType): readonly ProofFact[] {
  return PROOF_FACTS[type] ?? [];
}

export type ProofFactValue = string | number | boolean | readonly string[];

/**
 * A stored value read the way the engine reads it (assessment/details.ts): numbers and yes/no may arrive as
 * strings ("1,200", "yes"), choices in any case. Null when the value is absent, empty or not readable.
 */
export function readProofFact(input: ProofFactInput, value: unknown): ProofFactValue | null {
  switch (input.kind) {
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value.replace(/[,\s]/g, '')) : NaN;
      return Number.isFinite(n) ? n : null;
    }
    case 'yes_no':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'yes') return true;
      if (value === 'false' || value === 'no') return false;
      return null;
    case 'choice': {
      const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
      return input.options.find((o) => o.value === v)?.value ?? null;
    }
    case 'text':
      if (typeof value === 'string') return value.trim() || null;
      if (typeof value === 'number') return String(value);
      if (Array.isArray(value)) {
        const items = value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
        return items.length ? items : null;
      }
      return null;
  }
}

/**
 * Why a value cannot be stored under a fact, or null when it can (null itself clears the fact). The same rule
 * for the contract (server) and the guided review (browser); values the engine can read ("1,200", "yes") pass.
 */
/** What a number fact asks for: "Number of candidates: enter a whole number of 0 or more." */
export function numberFactMessage({ label, input }: Pick<ProofFact, 'label' | 'input'>): string {
  const whole = input.kind === 'number' && input.isInteger;
  const max = input.kind === 'number' ? input.max : undefined;
  return `${label}: enter ${whole ? 'a whole number' : 'a number'} ${max === undefined ? 'of 0 or more' : `from 0 to ${max}`}.`;
}

export function proofFactProblem(fact: Pick<ProofFact, 'label' | 'input'>, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const { input, label } = fact;
  // Words are always kept: a record entered through the API may say "about 300" or "national and international",
  // which the engine reads as text. Refusing them would lose evidence; only a value of the wrong kind is refused.
  if (typeof value === 'string') return value.length > 1000 ? `${label}: keep it under 1000 characters.` : null;
  switch (input.kind) {
    case 'number': {
      const n = readProofFact(input, value);
      if (typeof n !== 'number' || n < 0 || (input.isInteger && !Number.isInteger(n)) || (input.max !== undefined && n > input.max))
        return numberFactMessage(fact);
      return null;
    }
    case 'yes_no':
      return readProofFact(input, value) === null ? `${label}: answer yes or no.` : null;
    case 'choice':
      if (typeof value === 'string' && value.trim() === '') return null;
      return readProofFact(input, value) === null ? `${label}: choose one of ${input.options.map((o) => o.value).join(', ')}.` : null;
    case 'text': {
      const items = Array.isArray(value) ? value : [value];
      if (items.length > 20 || !items.every((v) => typeof v === 'string' || typeof v === 'number')) return `${label}: enter text.`;
      if (items.some((v) => String(v).length > input.maxLength)) return `${label}: keep it under ${input.maxLength} characters.`;
      return null;
    }
  }
}

/** Every problem with the proof facts in a details record, by key, for the evidence type; other keys are not checked. */
export function proofFactProblems(type: EvidenceType, details: Readonly<Record<string, unknown>>): { key: ProofFactKey; message: string }[] {
  const problems: { key: ProofFactKey; message: string }[] = [];
  for (const fact of proofFactsFor(type)) {
    if (!(fact.key in details)) continue;
    const message = proofFactProblem(fact, details[fact.key]);
    if (message) problems.push({ key: fact.key, message });
  }
  return problems;
}

export const isProofFactFilled = (fact: ProofFact, details: Readonly<Record<string, unknown>>): boolean =>
  readProofFact(fact.input, details[fact.key]) !== null;

/** The facts a details record does not state yet: essential ones first, each group in the review's order. */
export function missingProofFacts(type: EvidenceType, details: Readonly<Record<string, unknown>>): ProofFact[] {
  const missing = proofFactsFor(type).filter((fact) => !isProofFactFilled(fact, details));
  return [...missing.filter((f) => f.isEssential), ...missing.filter((f) => !f.isEssential)];
}

export interface FilledProofFact {
  fact: ProofFact;
  value: ProofFactValue;
  /** The value in words ("National: open across one country", "Yes", "1,200"). */
  text: string;
}

/** The value of a fact in words, for screens and reports. */
export function formatProofFact(fact: ProofFact, value: ProofFactValue): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (Array.isArray(value)) return value.join('; ');
  if (fact.input.kind === 'choice') return fact.input.options.find((o) => o.value === value)?.label ?? String(value);
  return String(value);
}

/** The facts a details record states, in the review's order, with their values in words. */
export function filledProofFacts(type: EvidenceType, details: Readonly<Record<string, unknown>>): FilledProofFact[] {
  return proofFactsFor(type).flatMap((fact) => {
    const value = readProofFact(fact.input, details[fact.key]);
    return value === null ? [] : [{ fact, value, text: formatProofFact(fact, value) }];
  });
}
