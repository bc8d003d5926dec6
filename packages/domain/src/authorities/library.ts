/**
 * The closed library of legal authorities.
 *
 * Generated text may cite only what is listed here; `lintCitations` flags anything else.
 * Every record comes from the project's legal research notes, the only source of legal facts (they are kept outside
 * this repository; each record's `source` and `checkedAgainst` say where in them it comes from):
 * - `propositions` paraphrase the notes, one sentence each; nothing is added from memory. A proposition says
 *   what the cited text itself states: a Policy Manual or AAO gloss is a proposition of the Policy Manual, never
 *   of the regulation it explains (a correction from an attorney's review of the notes).
 * - `pinCites` give the pinpoint pages the notes state for a proposition (§14.2); where the notes give none,
 *   there is none, and the citation linter rejects a pin the library does not hold.
 * - `source` names the notes' source key (table §0) and a URL where the notes give one.
 * - `reliability` follows the notes' marks: 'primary' when the notes mark the supporting text [P],
 *   'secondary' when they mark it [S] (law firm, blog, summary). Items the notes mark [U] are left out.
 * - `asOf` is the date of the text when the notes give one (ISO, year-month when only that is known).
 * - `lastChecked` / `checkedAgainst`: when the record was last checked and against which part of the notes.
 *   Records confirmed by the notes' November 2026 updates (§14) carry that month; the rest were checked
 *   against the notes on 2026-11-28.
 * - `scope` says what an authority binds and how it may be used, where that is not obvious (a district-court
 *   decision, a superseded test); `historical` marks a text kept only as history, never cited as current law.
 *
 * Propositions must not themselves cite anything outside the library (a test lints them).
 */

export const AUTHORITY_KINDS = [
  'statute',
  'regulation',
  'policy-manual',
  'precedent',
  'court',
  'policy-memo',
  'policy-alert',
  'federal-register',
  'legislative-history',
] as const;

export type AuthorityKind = (typeof AUTHORITY_KINDS)[number];

/** A pinpoint page (or pages) of a reporter citation, for the proposition at `proposition`. */
export interface PinCite {
  /** Index into `propositions`. */
  readonly proposition: number;
  /** As printed after the first page: "887", "1119-22", "188-89 n.6". */
  readonly pin: string;
}

export interface Authority {
  /** Stable identifier used by engine code, e.g. 'cfr-204-5-h-3-iv'. Never rename. */
  readonly id: string;
  readonly kind: AuthorityKind;
  /** The exact citation string to print in a petition. */
  readonly citation: string;
  /** Short form for repeated citations. */
  readonly shortName: string;
  /** What the authority stands for, paraphrased from the notes, one sentence each. */
  readonly propositions: readonly string[];
  /** Pinpoint pages the notes give, by proposition; absent where the notes give none. */
  readonly pinCites?: readonly PinCite[];
  /** The notes' source key (e.g. PM5, AAO25) and the URL where the notes give one. */
  readonly source: string;
  readonly reliability: 'primary' | 'secondary';
  /** Date of the text, when the notes give one. */
  readonly asOf?: string;
  /** When this record was last checked against the notes (ISO date, or year-month when the notes give only that). */
  readonly lastChecked: string;
  /** The section of the notes the record was checked against, as `checked` records it (e.g. "legal-domain.md §14.2"). */
  readonly checkedAgainst: string;
  /** What the authority binds and how it may be used, where that is not obvious. */
  readonly scope?: string;
  /** Kept only as history: print it as the origin of a rule, never as the current source. */
  readonly historical?: true;
}

/** The day this library was last checked against the notes. */
export const LIBRARY_CHECKED_ON = '2026-11-28';
/** The notes' November 2026 updates (§14) give the month only. */
const NOTES_UPDATE_2026_11 = '2026-11';

/** The check fields of a record: against a section of the notes, on a date (today's check by default). */
const checked = (section: string, on: string = LIBRARY_CHECKED_ON) => ({ lastChecked: on, checkedAgainst: `legal-domain.md ${section}` });

// Source strings reused by many records.
const REG =
  'REG: text of 8 CFR 204.5(h), copies at https://docsbay.net/h-aliens-with-extraordinary-ability and https://info.5y1.org/recent-scholarly-articles-on-immigration_1_054536.html; official https://www.ecfr.gov/current/title-8/section-204.5';
const AAO25 = 'AAO25: AAO non-precedent EB-1A decisions, Feb. 2025 (USCIS AAO decision archive, category B2)';
const PM2 = 'PM2: https://www.uscis.gov/policy-manual/volume-6-part-f-chapter-2';
const PM5 = 'PM5: mirror https://usciss.us/policy-manual/volume-6-part-f-chapter-5.html';
const KAZ = 'KAZ: http://casetext.com/case/kazarian-v-us-citizenship';
const CHAW = 'CHAW: https://www.nafsa.org/professional-resources/browse-by-interest/matter-chawathe-confirms-preponderance-evidence-standard';
const DHAN = 'DHAN: https://eoimmigration.com/dissecting-dhanasar-inside-the-case-governing-national-interest-waivers-eb-2-niw-visa-classification/';
const EXCEPTIONAL =
  'legal-domain.md §8: https://www.choquettelaw.com/eb_2_visa_faqs/what-are-the-requirements-of-the-employment-based-second-preference-category-to-qualify-as-a-person-of-exceptional-ability/ ; https://docsbay.net/Requested-Data-for-Employer-Based-2-Petition';

/** The ten EB-1A criteria of 8 CFR 204.5(h)(3)(i)-(x): [roman numeral, short name, propositions]. */
const EB1A_CRITERIA: readonly (readonly [string, string, readonly string[]])[] = [
  [
    'i',
    'awards',
    ['Documentation of receipt of lesser nationally or internationally recognized prizes or awards for excellence in the field satisfies this criterion.'],
  ],
  [
    'ii',
    'membership',
    [
      'Membership in associations in the field that require outstanding achievements of their members, as judged by recognized national or international experts, satisfies this criterion.',
    ],
  ],
  [
    'iii',
    'published material',
    [
      "Published material about the person in professional or major trade publications or other major media, relating to the person's work in the field, satisfies this criterion.",
      'The material must include its title, date and author, and any needed translation.',
    ],
  ],
  ['iv', 'judging', ['Participation, individually or on a panel, as a judge of the work of others in the same or an allied field satisfies this criterion.']],
  [
    'v',
    'original contributions',
    ['Original scientific, scholarly, artistic, athletic, or business-related contributions of major significance in the field satisfy this criterion.'],
  ],
  [
    'vi',
    'scholarly articles',
    ['Authorship of scholarly articles in the field, in professional or major trade publications or other major media, satisfies this criterion.'],
  ],
  ['vii', 'display', ["Display of the person's work in the field at artistic exhibitions or showcases satisfies this criterion."]],
  [
    'viii',
    'leading or critical role',
    ['Performance in a leading or critical role for organizations or establishments with a distinguished reputation satisfies this criterion.'],
  ],
  ['ix', 'high salary', ['A high salary or other significantly high remuneration for services, in relation to others in the field, satisfies this criterion.']],
  [
    'x',
    'commercial success',
    ['Commercial successes in the performing arts, shown by box office receipts or record, cassette, compact disk, or video sales, satisfy this criterion.'],
  ],
];

/** The six exceptional-ability criteria of 8 CFR 204.5(k)(3)(ii)(A)-(F) as the notes give them. */
const EXCEPTIONAL_ABILITY_CRITERIA: readonly (readonly [string, string])[] = [
  [
    'A',
    'An official academic record showing a degree, diploma or certificate from an institution of learning relating to the area of exceptional ability is one of the six criteria.',
  ],
  ['B', 'Letters from employers showing at least ten years of full-time experience in the occupation are one of the six criteria.'],
  ['C', 'A license or certification for the profession or occupation is one of the six criteria.'],
  ['D', 'Evidence of a salary or other remuneration for services that demonstrates exceptional ability is one of the six criteria.'],
  ['E', 'Evidence of membership in professional associations is one of the six criteria.'],
  [
    'F',
    'Evidence of recognition for achievements and significant contributions by peers, government entities, or professional or business organizations is one of the six criteria.',
  ],
];

const STATUTES: readonly Authority[] = [
  {
    id: 'ina-203-b-1-a',
    kind: 'statute',
    citation: 'INA § 203(b)(1)(A)',
    shortName: 'INA § 203(b)(1)(A)',
    propositions: [
      'An alien of extraordinary ability must have extraordinary ability in the sciences, arts, education, business, or athletics, demonstrated by sustained national or international acclaim and achievements recognized in the field through extensive documentation.',
      'The alien must seek to enter the United States to continue work in the area of extraordinary ability.',
      "The alien's entry must substantially benefit the United States prospectively.",
    ],
    source: `${PM2}; ${AAO25}`,
    reliability: 'primary',
    ...checked('§1'),
  },
  {
    id: 'ina-203-b-2',
    kind: 'statute',
    citation: 'INA § 203(b)(2)',
    shortName: 'INA § 203(b)(2)',
    propositions: ['The second employment-based preference covers members of the professions holding advanced degrees and persons of exceptional ability.'],
    source: `legal-domain.md §8 heading; ${PM5}`,
    reliability: 'primary',
    ...checked('§8'),
  },
  {
    id: 'ina-203-b-2-a',
    kind: 'statute',
    citation: 'INA § 203(b)(2)(A)',
    shortName: 'INA § 203(b)(2)(A)',
    propositions: [
      'The EB-2 classification is available to members of the professions holding advanced degrees or their equivalent and to persons of exceptional ability in the sciences, arts, or business.',
      'A person claiming the advanced-degree route must be a member of the professions.',
    ],
    source: `legal-domain.md §8 (${PM5}; NIW25: https://niwus.com/resources/uscis-policy-update-on-national-interest-waivers-for-eb-2-classification). The definition of "profession" is in INA 101(a)(32) and 8 C.F.R. 204.5(k)(2), not here (§14.2).`,
    reliability: 'secondary',
    ...checked('§8 and §14.2', NOTES_UPDATE_2026_11),
  },
  {
    id: 'ina-203-b-2-b-i',
    kind: 'statute',
    citation: 'INA § 203(b)(2)(B)(i)',
    shortName: 'INA § 203(b)(2)(B)(i)',
    propositions: [
      'The job offer and labor certification requirements for EB-2 may be waived, as a matter of discretion, when the waiver is in the national interest.',
    ],
    source: `${DHAN}; https://www.cascadia.com/national-interest-waiver-receive-new-adjudication-test/. Subsection pinpoint per brief; the notes describe the waiver without the subparagraph.`,
    reliability: 'secondary',
    ...checked('§9.1 and §14.2', NOTES_UPDATE_2026_11),
  },
  {
    id: 'ina-101-a-32',
    kind: 'statute',
    citation: 'INA § 101(a)(32)',
    shortName: 'INA § 101(a)(32)',
    propositions: [
      'The statute defines "profession" with a list of occupations that includes architects, engineers, lawyers, physicians, surgeons and teachers.',
    ],
    source: `legal-domain.md §8 (NIW25: https://niwus.com/resources/uscis-policy-update-on-national-interest-waivers-for-eb-2-classification) and §14.2 (attorney's review)`,
    reliability: 'secondary',
    ...checked('§8 and §14.2', NOTES_UPDATE_2026_11),
  },
  {
    id: 'ina-291',
    kind: 'statute',
    citation: 'INA § 291',
    shortName: 'INA § 291',
    propositions: ['The burden of proving eligibility remains with the petitioner.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§6'),
  },
];

const REGULATIONS: readonly Authority[] = [
  {
    id: 'cfr-204-5-h',
    kind: 'regulation',
    citation: '8 C.F.R. § 204.5(h)',
    shortName: '8 C.F.R. § 204.5(h)',
    propositions: ['This regulation governs petitions for aliens of extraordinary ability (EB-1A).'],
    source: REG,
    reliability: 'primary',
    ...checked('§1'),
  },
  {
    id: 'cfr-204-5-h-1',
    kind: 'regulation',
    citation: '8 C.F.R. § 204.5(h)(1)',
    shortName: '8 C.F.R. § 204.5(h)(1)',
    propositions: ["The alien, or any person on the alien's behalf, may file the petition, so no job offer is needed and self-petition is allowed."],
    source: `${REG}; ${PM2}`,
    reliability: 'primary',
    ...checked('§1'),
  },
  {
    id: 'cfr-204-5-h-2',
    kind: 'regulation',
    citation: '8 C.F.R. § 204.5(h)(2)',
    shortName: '8 C.F.R. § 204.5(h)(2)',
    propositions: [
      'Extraordinary ability means a level of expertise indicating that the person is one of that small percentage who have risen to the very top of the field of endeavor.',
      'The classification is for those already at the top of the field, not those progressing toward it.',
    ],
    source: `${REG}; ${AAO25}`,
    reliability: 'primary',
    ...checked('§1 and §7'),
  },
  {
    id: 'cfr-204-5-h-3',
    kind: 'regulation',
    citation: '8 C.F.R. § 204.5(h)(3)',
    shortName: '8 C.F.R. § 204.5(h)(3)',
    propositions: [
      'Initial evidence must show either a one-time achievement, that is a major internationally recognized award, or evidence meeting at least three of the ten criteria.',
    ],
    source: REG,
    reliability: 'primary',
    ...checked('§1'),
  },
  ...EB1A_CRITERIA.map(([numeral, name, propositions]): Authority => ({
    id: `cfr-204-5-h-3-${numeral}`,
    kind: 'regulation',
    citation: `8 C.F.R. § 204.5(h)(3)(${numeral})`,
    shortName: `8 C.F.R. § 204.5(h)(3)(${numeral}) (${name})`,
    propositions,
    source: REG,
    reliability: 'primary',
    ...checked(`§2.${EB1A_CRITERIA.findIndex(([n]) => n === numeral) + 1}`),
  })),
  {
    id: 'cfr-204-5-h-4',
    kind: 'regulation',
    citation: '8 C.F.R. § 204.5(h)(4)',
    shortName: '8 C.F.R. § 204.5(h)(4)',
    propositions: ["If the listed standards do not readily apply to the beneficiary's occupation, the petitioner may submit comparable evidence."],
    source: `${REG} (as quoted in AAO25)`,
    reliability: 'primary',
    ...checked('§4 and §14.2', NOTES_UPDATE_2026_11),
  },
  {
    id: 'cfr-204-5-h-5',
    kind: 'regulation',
    citation: '8 C.F.R. § 204.5(h)(5)',
    shortName: '8 C.F.R. § 204.5(h)(5)',
    propositions: [
      'Neither an offer of employment in the United States nor a labor certification is required.',
      "The petition must include clear evidence that the person is coming to continue work in the area of expertise, such as letters from prospective employers, prearranged commitments such as contracts, or the person's own detailed statement of plans.",
    ],
    source: 'Regulation wording as reproduced in the I-140 instructions quoted in andreychemist/andreychemist.github.io pages/faq.md',
    reliability: 'primary',
    ...checked('§1'),
  },
  {
    id: 'cfr-204-5-k',
    kind: 'regulation',
    citation: '8 C.F.R. § 204.5(k)',
    shortName: '8 C.F.R. § 204.5(k)',
    propositions: ['This regulation governs EB-2 petitions for members of the professions holding advanced degrees and persons of exceptional ability.'],
    source: `legal-domain.md §8 heading; ${PM5}`,
    reliability: 'primary',
    ...checked('§8'),
  },
  {
    id: 'cfr-204-5-k-2',
    kind: 'regulation',
    citation: '8 C.F.R. § 204.5(k)(2)',
    shortName: '8 C.F.R. § 204.5(k)(2)',
    propositions: [
      'An advanced degree is a U.S. academic or professional degree, or a foreign equivalent, above the baccalaureate.',
      "A U.S. bachelor's degree or foreign equivalent followed by at least five years of progressive post-degree experience in the specialty is treated as a master's degree.",
      'If the specialty customarily requires a doctorate, the person must hold a doctorate.',
      'Exceptional ability means a degree of expertise significantly above that ordinarily encountered in the sciences, arts, or business.',
      "A profession is an occupation listed in the statute's definition or one whose minimum requirement for entry is a U.S. bachelor's degree or its foreign equivalent.",
    ],
    source: `${PM5}; ${EXCEPTIONAL}; NIW25 for the profession definition, placed in this paragraph by §14.2. The notes give the other definitions under 8 CFR 204.5(k) without the paragraph.`,
    reliability: 'secondary',
    ...checked('§8 and §14.2', NOTES_UPDATE_2026_11),
  },
  {
    id: 'cfr-204-5-k-3-ii',
    kind: 'regulation',
    citation: '8 C.F.R. § 204.5(k)(3)(ii)',
    shortName: '8 C.F.R. § 204.5(k)(3)(ii)',
    propositions: [
      'Exceptional ability is shown by evidence meeting at least three of six listed criteria.',
      'Meeting three criteria is not alone enough; USCIS also weighs the evidence in its totality.',
    ],
    source: `${EXCEPTIONAL}; https://meritdraft.com/decisions/eb-2-niw-remanded-civil-engineering-2.html`,
    reliability: 'secondary',
    ...checked('§8'),
  },
  ...EXCEPTIONAL_ABILITY_CRITERIA.map(([letter, proposition]): Authority => ({
    id: `cfr-204-5-k-3-ii-${letter.toLowerCase()}`,
    kind: 'regulation',
    citation: `8 C.F.R. § 204.5(k)(3)(ii)(${letter})`,
    shortName: `8 C.F.R. § 204.5(k)(3)(ii)(${letter})`,
    propositions: [proposition],
    source: EXCEPTIONAL,
    reliability: 'secondary',
    ...checked('§8'),
  })),
  {
    id: 'cfr-204-5-k-3-iii',
    kind: 'regulation',
    citation: '8 C.F.R. § 204.5(k)(3)(iii)',
    shortName: '8 C.F.R. § 204.5(k)(3)(iii)',
    propositions: [
      "If the exceptional-ability standards do not readily apply to the beneficiary's occupation, the petitioner may submit other comparable evidence.",
    ],
    source: `${EXCEPTIONAL}. The notes flag that the subsection number was not retrieved from the regulation itself; the attorney's review recorded in issue 25 names it as the comparable-evidence provision.`,
    reliability: 'secondary',
    ...checked('§8'),
  },
  {
    id: 'cfr-204-5-k-4-ii',
    kind: 'regulation',
    citation: '8 C.F.R. § 204.5(k)(4)(ii)',
    shortName: '8 C.F.R. § 204.5(k)(4)(ii)',
    propositions: ['The regulation on requesting the national interest waiver still refers to Form ETA-750B, submitted in duplicate.'],
    source:
      'legal-domain.md §10.4, via the self-filer FAQ (andreychemist/andreychemist.github.io pages/faq.md); https://www.murthy.com/2005/10/14/uscis-continues-to-accept-750b-forms-with-niw-filings/',
    reliability: 'secondary',
    ...checked('§10.4'),
  },
  {
    id: 'cfr-103-2-b-1',
    kind: 'regulation',
    citation: '8 C.F.R. § 103.2(b)(1)',
    shortName: '8 C.F.R. § 103.2(b)(1)',
    propositions: ['Eligibility must exist when the petition is filed; later evidence cannot establish it.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§2 and §14.4', NOTES_UPDATE_2026_11),
  },
  {
    id: 'cfr-103-2-b-3',
    kind: 'regulation',
    citation: '8 C.F.R. § 103.2(b)(3)',
    shortName: '8 C.F.R. § 103.2(b)(3)',
    propositions: [
      'Foreign-language documents need a complete English translation certified by the translator as complete and accurate; partial translations get no weight.',
    ],
    source: AAO25,
    reliability: 'primary',
    ...checked('§2'),
  },
  {
    id: 'cfr-103-2-b-11',
    kind: 'regulation',
    citation: '8 C.F.R. § 103.2(b)(11)',
    shortName: '8 C.F.R. § 103.2(b)(11)',
    propositions: ['All requested materials must be submitted together in one response.', 'A partial response may be decided on the record.'],
    source:
      "legal-domain.md §14.2 and §14.4 (attorney's review; https://www.hsdl.org/?abstract&did=21277). The rule that evidence first offered on appeal is not considered comes from Soriano and Obaigbena, not from this paragraph.",
    reliability: 'primary',
    ...checked('§14.2 and §14.4', NOTES_UPDATE_2026_11),
  },
  {
    id: 'cfr-103-2-b-8-iv',
    kind: 'regulation',
    citation: '8 C.F.R. § 103.2(b)(8)(iv)',
    shortName: '8 C.F.R. § 103.2(b)(8)(iv)',
    propositions: [
      'The maximum response period is 12 weeks for a request for evidence and 30 days for a notice of intent to deny, with no extension beyond the time set.',
      'The notice itself states the due date, which may be shorter than the maximum.',
    ],
    source: 'legal-domain.md §14.4: https://www.hsdl.org/?abstract&did=21277 ; http://edocket.access.gpo.gov/2007/E7-7228.htm',
    reliability: 'primary',
    ...checked('§14.4', NOTES_UPDATE_2026_11),
  },
  {
    id: 'cfr-103-8-b',
    kind: 'regulation',
    citation: '8 C.F.R. § 103.8(b)',
    shortName: '8 C.F.R. § 103.8(b)',
    propositions: ['Service by mail is complete upon mailing, and it adds three days to the response period.'],
    source: 'legal-domain.md §14.4 (the 2012 edition): https://omb.report/icr/201509-1615-001/doc/58524901',
    reliability: 'primary',
    ...checked('§14.4', NOTES_UPDATE_2026_11),
  },
  {
    id: 'cfr-103-2-b-12',
    kind: 'regulation',
    citation: '8 C.F.R. § 103.2(b)(12)',
    shortName: '8 C.F.R. § 103.2(b)(12)',
    propositions: ['A petition is judged on eligibility as of filing; evidence that arises later cannot establish it.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§2'),
  },
  {
    id: 'cfr-103-3-c',
    kind: 'regulation',
    citation: '8 C.F.R. § 103.3(c)',
    shortName: '8 C.F.R. § 103.3(c)',
    propositions: ['Non-precedent AAO decisions are not binding.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§6'),
  },
];

const POLICY: readonly Authority[] = [
  {
    id: 'pm-6-f-2',
    kind: 'policy-manual',
    citation: 'USCIS Policy Manual, Vol. 6, Pt. F, Ch. 2',
    shortName: 'USCIS Policy Manual, Vol. 6, Pt. F, Ch. 2',
    propositions: [
      'Sustained acclaim must be maintained, but "sustained" is not an age limit and an early-career person can show it.',
      'In the final merits determination USCIS considers any potentially relevant evidence, even evidence that fits no criterion.',
      'The type and quality of the evidence, not its volume, decide the final merits, and the petitioner must explain how the evidence shows sustained acclaim.',
      'USCIS reviews the evidence in two steps: first whether it meets the regulatory criteria, then a final merits determination of whether the record as a whole shows the required high level of expertise.',
      "Membership based solely on a level of education or years of experience, on paying a fee or subscribing to publications, or on a requirement for employment in certain occupations, such as a union or actors' guild, does not meet the membership criterion.",
      'Under the awards criterion USCIS asks whether the person was a recipient and whether the prize or award is nationally or internationally recognized for excellence in the field.',
      'Where comparable evidence is offered, USCIS asks whether the criteria readily apply to the occupation and whether the evidence is truly comparable, so the petitioner explains why a criterion does not readily apply and why the substitute evidence is of comparable significance.',
      'Letters carry more weight when other evidence in the record corroborates them.',
    ],
    source: `${PM2}; ${AAO25} (quoting the Policy Manual, including F.2(B)(2)-(3) and n.6); the two-step review's current home per legal-domain.md §14.1`,
    reliability: 'primary',
    ...checked('§2, §4, §5, §7 and §14.1', NOTES_UPDATE_2026_11),
  },
  {
    id: 'pm-6-f-5',
    kind: 'policy-manual',
    citation: 'USCIS Policy Manual, Vol. 6, Pt. F, Ch. 5',
    shortName: 'USCIS Policy Manual, Vol. 6, Pt. F, Ch. 5',
    propositions: [
      "An advanced degree is a U.S. academic or professional degree, or a foreign equivalent, above the baccalaureate, and a bachelor's degree plus five years of progressive post-degree experience counts as a master's.",
      "A person without at least a bachelor's degree or its equivalent cannot use the advanced-degree route.",
    ],
    source: PM5,
    reliability: 'primary',
    ...checked('§8'),
  },
  {
    id: 'pm-602-0005-1',
    kind: 'policy-memo',
    citation:
      'USCIS Policy Memorandum PM-602-0005.1, Evaluation of Evidence Submitted with Certain Form I-140 Petitions; Revisions to AFM Chapter 22.2, AFM Update AD11-14 (Dec. 22, 2010)',
    shortName: 'PM-602-0005.1',
    propositions: [
      "In 2010 USCIS first adopted the two-part approach of Kazarian in this memorandum, which revised the Adjudicator's Field Manual, since retired.",
      'The 2010 guidance named quality considerations for the final merits, such as whether judging was internal and whether scholarly articles are cited.',
    ],
    source:
      'MEMO10: copy at https://studylib.ru/doc/6622514/metodichka-uscis- ; ilw.com MEMO10 summary http://discuss.ilw.com/showthread.php?38355-Extraordinary-Ability-Application-Process-the-quot-Two-Part-Evaluation-quot',
    scope:
      "History only: the Adjudicator's Field Manual was retired and the two-step review now lives in USCIS Policy Manual, Vol. 6, Pt. F, Ch. 2. Cite the Policy Manual as the current source.",
    historical: true,
    reliability: 'primary',
    ...checked('§5 and §14.1', NOTES_UPDATE_2026_11),
    asOf: '2010-12-22',
  },
  {
    id: 'pm-update-2022-01-21',
    kind: 'policy-alert',
    citation: 'USCIS Policy Manual Update (Jan. 21, 2022)',
    shortName: 'Jan. 21, 2022 NIW update',
    propositions: [
      'USCIS updated its national interest waiver guidance for persons with advanced degrees in STEM fields, especially in critical and emerging technologies or other areas important to U.S. competitiveness or national security.',
      'The update also addressed entrepreneurs and the weight of letters from governmental and quasi-governmental entities.',
    ],
    source: 'NIW22: https://www.gtlaw-insidebusinessimmigration.com/uscis/uscis-updates-guidance-adjudicating-requests-for-national-interest-waiver/',
    reliability: 'secondary',
    ...checked('§9.3'),
    asOf: '2022-01-21',
  },
  {
    id: 'pm-update-2023-09-12',
    kind: 'policy-alert',
    citation: 'USCIS Policy Manual Update (Sept. 12, 2023)',
    shortName: 'Sept. 12, 2023 EB-1 update',
    propositions: ['USCIS added examples of comparable evidence for extraordinary ability petitions, with a STEM focus.'],
    source:
      'PA23: https://natlawreview.com/article/new-uscis-guidance-evaluating-extraordinary-ability-outstanding-professor-researcher ; https://ogletree.com/?p=43895',
    reliability: 'secondary',
    ...checked('§4 and §5'),
    asOf: '2023-09-12',
  },
  {
    id: 'pa-2024-24',
    kind: 'policy-alert',
    citation: 'USCIS Policy Alert PA-2024-24, Extraordinary Ability Criteria Clarification (Oct. 2, 2024)',
    shortName: 'PA-2024-24',
    propositions: [
      'Past memberships are considered under the membership criterion.',
      "Published material about the person need not demonstrate the value of the person's work.",
      "Material focused on a team's work can count if it mentions the person in connection with the work or the record shows the person's significant role.",
      'Team awards can count when the person is one of the recipients.',
      'Non-artistic exhibitions are considered only as part of a supported comparable-evidence claim.',
    ],
    source: `PA24: https://fredlaw.com/alert-uscis-issues-new-guidance-on-eb-1-extraordinary-ability-eligibility-criteria ; https://www.meltzerhellrung.com/uscis-provides-new-beneficial-eb-1a-guidance/ ; ${AAO25}`,
    reliability: 'secondary',
    ...checked('§2'),
    asOf: '2024-10-02',
  },
  {
    id: 'pa-2025-03',
    kind: 'policy-alert',
    citation: 'USCIS Policy Alert PA-2025-03 (Jan. 15, 2025)',
    shortName: 'PA-2025-03',
    propositions: [
      'The update applies to national interest waiver petitions pending on or filed after January 15, 2025.',
      "The January 2025 update clarifies the underlying EB-2 eligibility: a profession is an occupation whose minimum entry requirement is a bachelor's degree, the five years of experience that make a bachelor's degree the equivalent of a master's must be progressive, post-degree and in the specialty, and exceptional ability must relate to the proposed endeavor.",
      'The January 2025 update adds evidence guidance under each prong, including examples of national importance for the first prong and how letters and business plans count under the second.',
      'The January 2025 update adds guidance on entrepreneurs.',
    ],
    source:
      "NIW25: https://niwus.com/resources/uscis-policy-update-on-national-interest-waivers-for-eb-2-classification ; https://rajulaw.com/january-2025-uscis-niw-policy-update ; the national-importance examples and the prong-two treatment of letters and business plans as the attorney's review in issue 25 describes the update",
    reliability: 'secondary',
    ...checked('§8 and §9.3'),
    asOf: '2025-01-15',
  },
];

const FEDERAL_REGISTER: readonly Authority[] = [
  {
    id: 'fr-56-60897',
    kind: 'federal-register',
    citation: 'Employment-Based Immigrants, 56 Fed. Reg. 60,897 (Nov. 29, 1991)',
    shortName: '56 Fed. Reg. 60,897',
    propositions: ['The final rule describes the extraordinary ability classification as intended for the small percentage at the very top of the field.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§11'),
    asOf: '1991-11-29',
  },
  {
    id: 'fr-90-3238',
    kind: 'federal-register',
    citation: '90 Fed. Reg. 3238 (Jan. 14, 2025)',
    shortName: '90 Fed. Reg. 3238',
    propositions: [
      'DHS set the document requirements for Form I-140 petitions after the Department of Labor moved permanent labor certification to the FLAG system, applicable January 14, 2025.',
      'For labor-certification-based petitions only the signed two-page Final Determination is filed.',
    ],
    source: 'FLAG: https://www.govinfo.gov/content/pkg/FR-2025-01-14/html/2025-00582.htm',
    reliability: 'primary',
    ...checked('§10.4'),
    asOf: '2025-01-14',
  },
  {
    id: 'fr-91-1059',
    kind: 'federal-register',
    citation: '91 Fed. Reg. 1059 (Jan. 12, 2026)',
    shortName: '91 Fed. Reg. 1059',
    propositions: ['The premium processing fee for Form I-140 rises to $2,965 for requests postmarked on or after March 1, 2026.'],
    source: 'PP: https://www.govinfo.gov/content/pkg/FR-2026-01-12/html/2026-00321.htm',
    reliability: 'primary',
    ...checked('§10.2'),
    asOf: '2026-01-12',
  },
  {
    id: 'fr-72-19100',
    kind: 'federal-register',
    citation: '72 Fed. Reg. 19100 (Apr. 17, 2007)',
    shortName: '72 Fed. Reg. 19100',
    propositions: ['The final rule set the maximum response periods for requests for evidence and notices of intent to deny, effective June 18, 2007.'],
    source: 'legal-domain.md §14.4: http://edocket.access.gpo.gov/2007/E7-7228.htm ; https://www.hsdl.org/?abstract&did=21277',
    reliability: 'primary',
    asOf: '2007-04-17',
    ...checked('§14.4', NOTES_UPDATE_2026_11),
  },
  {
    id: 'hr-rep-101-723',
    kind: 'legislative-history',
    citation: 'H.R. Rep. No. 101-723, at 59 (1990)',
    shortName: 'H.R. Rep. No. 101-723',
    propositions: ['Without a one-time achievement, a person may qualify through a career of acclaimed work in the field.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§3 and §11'),
    asOf: '1990',
  },
];

/** Administrative precedent decisions (AAO, BIA, Commissioner). */
const PRECEDENTS: readonly Authority[] = [
  {
    id: 'dhanasar',
    kind: 'precedent',
    citation: 'Matter of Dhanasar, 26 I&N Dec. 884 (AAO 2016)',
    shortName: 'Dhanasar',
    propositions: [
      'USCIS may, as a matter of discretion, grant a national interest waiver if the proposed endeavor has both substantial merit and national importance, the person is well positioned to advance it, and on balance it would benefit the United States to waive the job offer and labor certification.',
      'The petitioner must first show eligibility for the EB-2 classification.',
      'The first prong looks at the specific endeavor, not the general occupation, and national importance turns on broader implications rather than geography alone.',
      'Second-prong factors include education, skills, knowledge and record of success in similar efforts, a model or plan for future activities, progress toward the endeavor, and the interest of potential customers, users, investors or other relevant entities.',
      'Third-prong factors include whether a job offer or labor certification would be impractical, whether the United States would benefit even if qualified U.S. workers are available, and whether the national interest is urgent enough to forgo labor certification.',
      'The decision vacated the earlier New York State Department of Transportation test.',
      'Neither the statute nor the regulations define "national interest".',
      'Evidence offered under the first two prongs may also count toward the third.',
    ],
    pinCites: [
      { proposition: 0, pin: '888-91' },
      { proposition: 2, pin: '888-91' },
      { proposition: 3, pin: '888-91' },
      { proposition: 4, pin: '888-91' },
      { proposition: 6, pin: '887' },
      { proposition: 7, pin: '888-91' },
    ],
    source: `${DHAN}; https://myattorneyusa.com/matter-of-dhanasar-26-iandn-dec-884-aao-2016-article-1-new-framework-for-eb2-national-interest-waivers`,
    reliability: 'secondary',
    ...checked('§9.1 and §14.2', NOTES_UPDATE_2026_11),
    asOf: '2016-12-27',
  },
  {
    id: 'nysdot',
    kind: 'precedent',
    citation: "Matter of New York State Dep't of Transp., 22 I&N Dec. 215 (Acting Assoc. Comm'r 1998)",
    shortName: 'NYSDOT',
    propositions: ['This decision set the national interest waiver test used from 1998 to 2016, which Dhanasar vacated and replaced.'],
    scope: 'Superseded: cite it only as the test Dhanasar replaced.',
    historical: true,
    source: `${DHAN}; https://niwus.com/resources/liu-associates-wins-national-interest-waiver-niw-i-140-cases-on-appeal`,
    reliability: 'secondary',
    ...checked('§9.2'),
  },
  {
    id: 'chawathe',
    kind: 'precedent',
    citation: 'Matter of Chawathe, 25 I&N Dec. 369 (AAO 2010)',
    shortName: 'Chawathe',
    propositions: [
      'In most administrative immigration proceedings the petitioner must prove eligibility by a preponderance of the evidence.',
      'Even if some doubt remains, relevant, probative and credible evidence that makes the claim more likely than not true meets the standard.',
      'If the officer can articulate a material doubt, the officer may request evidence or, if the claim is probably not true, deny.',
    ],
    source: `${CHAW}; ${AAO25}`,
    reliability: 'secondary',
    ...checked('§6'),
    asOf: '2010-10',
  },
  {
    id: 'e-m',
    kind: 'precedent',
    citation: "Matter of E-M-, 20 I&N Dec. 77 (Comm'r 1989)",
    shortName: 'E-M-',
    propositions: ['Preponderance of the evidence means the claim is probably true.'],
    source: `${CHAW}; https://www.casetext.com/admin-law/in-the-matter-of-e-m`,
    reliability: 'secondary',
    ...checked('§6'),
  },
  {
    id: 'price',
    kind: 'precedent',
    citation: "Matter of Price, 20 I&N Dec. 953 (Assoc. Comm'r 1994)",
    shortName: 'Price',
    propositions: [
      'Even major-league athletes are not automatically of extraordinary ability.',
      'Salary is compared with peers in the same role, such as a golfer with other PGA Tour golfers.',
    ],
    source: AAO25,
    reliability: 'primary',
    ...checked('§7 and §11'),
  },
  {
    id: 'caron',
    kind: 'precedent',
    citation: "Matter of Caron International, 19 I&N Dec. 791 (Comm'r 1988)",
    shortName: 'Caron International',
    propositions: ['Expert opinion letters are advisory and may be rejected or discounted if inconsistent with the record or questionable.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§6'),
  },
  {
    id: 'katigbak',
    kind: 'precedent',
    citation: "Matter of Katigbak, 14 I&N Dec. 45 (Reg'l Comm'r 1971)",
    shortName: 'Katigbak',
    propositions: ['Eligibility must exist at the time of filing.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§2 and §14.4', NOTES_UPDATE_2026_11),
  },
  {
    id: 'izummi',
    kind: 'precedent',
    citation: "Matter of Izummi, 22 I&N Dec. 169 (Assoc. Comm'r 1998)",
    shortName: 'Izummi',
    propositions: ['Eligibility must exist at the time of filing, so achievements after the filing date cannot establish it.'],
    source: 'legal-domain.md §14.4',
    reliability: 'primary',
    ...checked('§14.4', NOTES_UPDATE_2026_11),
  },
  {
    id: 'soriano',
    kind: 'precedent',
    citation: 'Matter of Soriano, 19 I&N Dec. 764 (BIA 1988)',
    shortName: 'Soriano',
    propositions: ['Evidence withheld after notice to submit it is not considered on appeal.'],
    source: `${AAO25}; legal-domain.md §14.2 (the source of the rule that evidence first offered on appeal is not considered)`,
    reliability: 'primary',
    ...checked('§2 and §14.2', NOTES_UPDATE_2026_11),
  },
  {
    id: 'furtado',
    kind: 'precedent',
    citation: 'Matter of Furtado, 28 I&N Dec. 794 (BIA 2024)',
    shortName: 'Furtado',
    propositions: ['Evidence withheld after notice to submit it is not considered on appeal.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§2'),
  },
  {
    id: 'obaigbena',
    kind: 'precedent',
    citation: 'Matter of Obaigbena, 19 I&N Dec. 533 (BIA 1988)',
    shortName: 'Obaigbena',
    propositions: ['Evidence withheld after notice to submit it is not considered on appeal.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§11 and §14.2', NOTES_UPDATE_2026_11),
  },
  {
    id: 's-m',
    kind: 'precedent',
    citation: 'Matter of S-M-, 22 I&N Dec. 49 (BIA 1998)',
    shortName: 'S-M-',
    propositions: ['Briefs and statements of counsel are not evidence.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§2'),
  },
  {
    id: 'ramirez-sanchez',
    kind: 'precedent',
    citation: 'Matter of Ramirez-Sanchez, 17 I&N Dec. 503 (BIA 1980)',
    shortName: 'Ramirez-Sanchez',
    propositions: ['Statements of counsel are not evidence.'],
    pinCites: [{ proposition: 0, pin: '506' }],
    source: "legal-domain.md §14.2 (attorney's review)",
    reliability: 'primary',
    ...checked('§14.2', NOTES_UPDATE_2026_11),
  },
  {
    id: 'ho',
    kind: 'precedent',
    citation: 'Matter of Ho, 19 I&N Dec. 582 (BIA 1988)',
    shortName: 'Ho',
    propositions: ['Inconsistencies in the record must be resolved with independent objective evidence.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§11'),
  },
  {
    id: 'christos',
    kind: 'precedent',
    citation: "Matter of Christo's, Inc., 26 I&N Dec. 537 (AAO 2015)",
    shortName: "Christo's",
    propositions: ['The AAO reviews the record de novo.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§6'),
  },
  {
    id: 'otiende',
    kind: 'precedent',
    citation: 'Matter of Otiende, 26 I&N Dec. 127 (BIA 2013)',
    shortName: 'Otiende',
    propositions: ['The burden of proof remains with the petitioner.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§6'),
  },
  {
    id: 'l-a-c',
    kind: 'precedent',
    citation: 'Matter of L-A-C-, 26 I&N Dec. 516 (BIA 2015)',
    shortName: 'L-A-C-',
    propositions: ['An adjudicator need not decide issues that are unnecessary to the result.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§5'),
  },
  {
    id: 'o-r-e',
    kind: 'precedent',
    citation: 'Matter of O-R-E-, 28 I&N Dec. 330 (BIA 2021)',
    shortName: 'O-R-E-',
    propositions: ['Issues not raised on appeal are treated as waived.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§2'),
  },
  {
    id: 'r-a-m',
    kind: 'precedent',
    citation: 'Matter of R-A-M-, 25 I&N Dec. 657 (BIA 2012)',
    shortName: 'R-A-M-',
    propositions: ['Issues not raised on appeal are treated as waived.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§2'),
  },
  {
    id: 'coelho',
    kind: 'precedent',
    citation: 'Matter of Coelho, 20 I&N Dec. 464 (BIA 1992)',
    shortName: 'Coelho',
    propositions: [
      'A motion to reopen needs new evidence able to change the result, and a motion to reconsider is not a chance to re-argue the case (cited together with O-S-G-).',
    ],
    source: `${AAO25} (motion decisions)`,
    reliability: 'primary',
    ...checked('§11'),
  },
  {
    id: 'o-s-g',
    kind: 'precedent',
    citation: 'Matter of O-S-G-, 24 I&N Dec. 56 (BIA 2006)',
    shortName: 'O-S-G-',
    propositions: [
      'A motion to reopen needs new evidence able to change the result, and a motion to reconsider is not a chance to re-argue the case (cited together with Coelho).',
    ],
    source: `${AAO25} (motion decisions)`,
    reliability: 'primary',
    ...checked('§11'),
  },
];

/** Federal court decisions. */
const COURTS: readonly Authority[] = [
  {
    id: 'kazarian',
    kind: 'court',
    citation: 'Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010)',
    shortName: 'Kazarian',
    propositions: [
      'Adjudication proceeds in two steps: first whether the evidence meets at least three criteria, then whether the evidence as a whole shows the required level of expertise.',
      'USCIS may not unilaterally impose novel substantive or evidentiary requirements beyond the regulation.',
      'The extraordinary ability rules are extremely restrictive.',
      "USCIS may not demand evidence of the research community's reaction as a condition of the scholarly-articles criterion; that belongs in the final merits.",
    ],
    pinCites: [
      { proposition: 0, pin: '1119-22' },
      { proposition: 1, pin: '1119-22' },
    ],
    source: `${KAZ}; https://www.nafsa.org/professional-resources/browse-by-interest/kazarian-ninth-circuit-finds-uscis-cannot-impose-extraregulatory-requirements-eb-1-petitions ; ${AAO25}`,
    reliability: 'primary',
    ...checked('§5 and §14.2', NOTES_UPDATE_2026_11),
  },
  {
    id: 'visinscaia',
    kind: 'court',
    citation: 'Visinscaia v. Beers, 4 F. Supp. 3d 126 (D.D.C. 2013)',
    shortName: 'Visinscaia',
    propositions: [
      'The classification is extremely restrictive by design.',
      'Major significance means the work significantly affected the field.',
      'Letters need specific evidence of use of the work by others.',
      'Evidence only from the awarding body may not show recognition of an award.',
    ],
    source: AAO25,
    reliability: 'primary',
    ...checked('§11'),
  },
  {
    id: 'rijal',
    kind: 'court',
    citation: "Rijal v. USCIS, 772 F. Supp. 2d 1339 (W.D. Wash. 2011), aff'd, 683 F.3d 1030 (9th Cir. 2012)",
    shortName: 'Rijal',
    propositions: ['The court applied the Kazarian two-step review.'],
    source: `${AAO25}; https://indiapost.com/how-to-qualify-as-person-of-extraordinary-ability-ii`,
    reliability: 'primary',
    ...checked('§11'),
  },
  {
    id: 'buletini',
    kind: 'court',
    citation: 'Buletini v. INS, 860 F. Supp. 1222 (E.D. Mich. 1994)',
    shortName: 'Buletini',
    propositions: [
      'Before Kazarian, this court held that once three criteria are met the person should be found qualified unless the agency gives specific, substantiated reasons otherwise; later courts follow the two-step approach instead.',
    ],
    source:
      'https://indiapost.com/how-to-qualify-as-person-of-extraordinary-ability-ii ; https://www.studicata.com/summaries/united-states-district-court-eastern-district-of-michigan/buletini-v-immigration-and-naturalization-service-1994-c7fcf5',
    reliability: 'secondary',
    ...checked('§5'),
  },
  {
    id: 'amin',
    kind: 'court',
    citation: 'Amin v. Mayorkas, 24 F.4th 383 (5th Cir. 2022)',
    shortName: 'Amin',
    propositions: [
      'The two-step analysis is consistent with the statute and regulation.',
      'A total failure to consider important evidence is grounds to set a decision aside.',
      'Original contributions must be shown to have affected the field.',
    ],
    source: AAO25,
    reliability: 'primary',
    ...checked('§5'),
  },
  {
    id: 'hamal',
    kind: 'court',
    citation: 'Hamal v. DHS, 2021 WL 2338316 (D.D.C. 2021)',
    shortName: 'Hamal',
    propositions: ['The extraordinary ability classification is reserved for a very small percentage of individuals.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§7'),
  },
  {
    id: 'lee-v-ziglar',
    kind: 'court',
    citation: 'Lee v. Ziglar, 237 F. Supp. 2d 914 (N.D. Ill. 2002)',
    shortName: 'Lee',
    propositions: ['A famous former baseball player did not qualify as extraordinary in the role of coach.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§7'),
  },
  {
    id: 'skokos',
    kind: 'court',
    citation: "Skokos v. DHS, 420 F. App'x 712 (9th Cir. 2011)",
    shortName: 'Skokos',
    propositions: ['High salary must be compared with others doing the same role, not with people performing lesser duties.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§2.9'),
  },
  {
    id: 'crimson',
    kind: 'court',
    citation: 'Crimson v. INS, 934 F. Supp. 965 (N.D. Ill. 1996)',
    shortName: 'Crimson',
    propositions: ['High salary must be compared with others in the same role.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§2.9'),
  },
  {
    id: 'muni',
    kind: 'court',
    citation: 'Muni v. INS, 891 F. Supp. 440 (N.D. Ill. 1995)',
    shortName: 'Muni',
    propositions: ['High salary must be compared with others in the same role.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§2.9'),
  },
  {
    id: 'rubin',
    kind: 'court',
    citation: 'Rubin v. Miller, 478 F. Supp. 3d 499 (S.D.N.Y. 2020)',
    shortName: 'Rubin',
    propositions: ['USCIS must explain why pre-existing evidence outweighs solicited letters; there is no blanket rule that solicited letters count less.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§2.5'),
  },
  {
    id: 'noroozi',
    kind: 'court',
    citation: 'Noroozi v. Napolitano, 905 F. Supp. 2d 535 (S.D.N.Y. 2012)',
    shortName: 'Noroozi',
    propositions: ['Articles about a team that only mention the person are not about the person.', 'The circulation of the publication must be shown.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§2.3'),
  },
  {
    id: 'krasniqi',
    kind: 'court',
    citation: 'Krasniqi v. Dibbins, 558 F. Supp. 3d 168 (D.N.J. 2021)',
    shortName: 'Krasniqi',
    propositions: ['Evidence only from the awarding organization may not show wider recognition of an award.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§2.1'),
  },
  {
    id: 'mussarova',
    kind: 'court',
    citation: 'Mussarova v. Garland, 562 F. Supp. 3d 837 (C.D. Cal. 2022)',
    shortName: 'Mussarova',
    propositions: ['A team without measurable competitive success lacks a distinguished reputation.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§2.8'),
  },
  {
    id: 'fedin-bros',
    kind: 'court',
    citation: 'Fedin Bros. Co. v. Sava, 724 F. Supp. 1103 (E.D.N.Y. 1989)',
    shortName: 'Fedin Bros.',
    propositions: ['Repeating the language of the regulation does not meet the burden of proof.', 'Nonimmigrant approvals do not bind the agency.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§2 and §11'),
  },
  {
    id: 'q-data',
    kind: 'court',
    citation: 'Q Data Consulting v. INS, 293 F. Supp. 2d 25 (D.D.C. 2003)',
    shortName: 'Q Data',
    propositions: ['Prior O-1 approvals do not bind adjudication of an I-140 petition.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§6'),
  },
  {
    id: 'ikea',
    kind: 'court',
    citation: 'IKEA US v. DOJ, 48 F. Supp. 2d 22 (D.D.C. 1999)',
    shortName: 'IKEA',
    propositions: ['Prior O-1 approvals do not bind adjudication of an I-140 petition.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§6'),
  },
  {
    id: 'mukherji',
    kind: 'court',
    citation: 'Mukherji v. Miller, No. 4:24-CV-3170 (D. Neb. Jan. 28, 2026)',
    shortName: 'Mukherji',
    propositions: [
      'A federal district court held that the two-step framework is a substantive rule never adopted by notice-and-comment rulemaking, found a denial at the final-merits step arbitrary and capricious, and ordered the petition approved.',
      'USCIS had conceded that the petitioner met five criteria and denied the petition at the final-merits step for lack of acclaim after 2015.',
      'The court said the statute does not require a person "to stay indefinitely at the top of their field".',
    ],
    source:
      'legal-domain.md §14.1: https://purcell.law/district-court-questions-uscis-final-merits-determination-in-eb1a-extraordinary-ability-green-card-petitions/ ; http://blog.cyrusmehta.com/tag/mukherjee-v-miller ; https://www.visalawyerblog.com/nebraska-federal-court-orders-uscis-to-approve-eb-1a-after-unlawful-final-merits-denial ; https://www.newerlaw.com/posts/loper-bright-eb1-final-merits.html',
    reliability: 'secondary',
    asOf: '2026-01-28',
    ...checked('§14.1', NOTES_UPDATE_2026_11),
    scope:
      'Persuasive authority from one district court, binding only on its parties; USCIS still applies the two-step review of its Policy Manual everywhere else. Cite it to preserve the objection to the final-merits step in a petition, RFE response or appeal, never as binding or as ending the final-merits review.',
  },
  {
    id: 'loper-bright',
    kind: 'court',
    citation: 'Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024)',
    shortName: 'Loper Bright',
    propositions: ["The district court in Mukherji relied on this decision to give the agency's reading of the extraordinary ability framework no deference."],
    source: 'legal-domain.md §14.1 (as the reports of Mukherji describe its use): https://www.newerlaw.com/posts/loper-bright-eb1-final-merits.html',
    reliability: 'secondary',
    ...checked('§14.1', NOTES_UPDATE_2026_11),
    scope: 'The notes state only how Mukherji used this decision, not its holding; cite it with Mukherji, for the objection to the final-merits step.',
  },
  {
    id: 'phinpathya',
    kind: 'court',
    citation: 'INS v. Phinpathya, 464 U.S. 183 (1984)',
    shortName: 'Phinpathya',
    propositions: ['Statements of counsel are not evidence.'],
    pinCites: [{ proposition: 0, pin: '188-89 n.6' }],
    source: "legal-domain.md §14.2 (attorney's review)",
    reliability: 'primary',
    ...checked('§14.2', NOTES_UPDATE_2026_11),
  },
  {
    id: 'bagamasbad',
    kind: 'court',
    citation: 'INS v. Bagamasbad, 429 U.S. 24 (1976)',
    shortName: 'Bagamasbad',
    propositions: ['An agency need not decide issues that are unnecessary to the result it reaches.'],
    source: AAO25,
    reliability: 'primary',
    ...checked('§5'),
  },
];

export const AUTHORITIES: readonly Authority[] = Object.freeze([...STATUTES, ...REGULATIONS, ...POLICY, ...FEDERAL_REGISTER, ...PRECEDENTS, ...COURTS]);
