import { CRITERIA } from '../assessment/eb1a/criteria/common';
import type { PassageScope } from './passages';

/**
 * What each criterion and prong asks for, in plain words: how officers apply it, the evidence people usually
 * file, and what has gone wrong on appeal. Every point paraphrases the project's legal research notes (the same
 * source as the authority library) and carries the library authorities it rests on; the rule itself is
 * quoted from the library's propositions (`ruleAuthorityIds`), never restated here.
 *
 * Points drawn from the Policy Manual as the AAO quotes it cite the Policy Manual chapter; points that are how
 * appeal decisions applied a criterion cite that criterion's regulation, since the AAO decisions themselves
 * are not in the library (non-precedent, 8 C.F.R. § 103.3(c)).
 */

export interface GuidancePoint {
  readonly text: string;
  readonly authorityIds: readonly string[];
}

export interface TopicGuidance {
  /** The assessment's finding id where there is one ('eb1a-iv', 'niw-prong-2'), else a topic id. */
  readonly topicId: string;
  readonly title: string;
  readonly scope: PassageScope;
  /** Authorities whose propositions state the rule. */
  readonly ruleAuthorityIds: readonly string[];
  readonly applied: readonly GuidancePoint[];
  /** Evidence usually filed; the list rests on `typicalEvidenceAuthorityIds`. */
  readonly typicalEvidence: readonly string[];
  readonly typicalEvidenceAuthorityIds: readonly string[];
  readonly pitfalls: readonly GuidancePoint[];
}

const p = (text: string, ...authorityIds: string[]): GuidancePoint => ({ text, authorityIds });

const criterion = (id: string) => {
  const spec = CRITERIA.find((x) => x.id === id);
  if (!spec) throw new Error(`Unknown criterion ${id}`);
  return spec;
};

/** A criterion's guidance; its title and rule come from the assessment engine's criteria table. */
function eb1a(
  id: string,
  rest: Omit<TopicGuidance, 'topicId' | 'title' | 'scope' | 'ruleAuthorityIds' | 'typicalEvidenceAuthorityIds'> & { typicalEvidenceAuthorityIds?: string[] },
): TopicGuidance {
  const spec = criterion(id);
  return {
    topicId: id,
    title: `(${spec.numeral}) ${spec.label}`,
    scope: 'EB1A',
    ruleAuthorityIds: [spec.authorityId],
    typicalEvidenceAuthorityIds: rest.typicalEvidenceAuthorityIds ?? [spec.authorityId],
    ...rest,
  };
}

export const GUIDANCE: readonly TopicGuidance[] = [
  // Criterion (i): awards
  eb1a('eb1a-i', {
    applied: [
      p(
        'Officers look at the criteria used to grant the award, its national or international significance in the field, the number of awardees, limits on who may compete, the selection process and the standing of the granting body.',
        'pm-6-f-2',
        'cfr-204-5-h-3-i',
      ),
      p("Team awards can count when you are one of the recipients, for example named in the awarding body's announcement.", 'pa-2024-24'),
    ],
    typicalEvidence: [
      'the award certificate',
      "the award's rules and selection criteria",
      'the number of entrants and winners',
      'independent media coverage of the award',
      "material on the awarding body's standing",
    ],
    pitfalls: [
      p('Evidence only from the awarding organization may not show that the award is recognized more widely.', 'krasniqi', 'visinscaia'),
      p(
        'In appeal decisions, awards given to an employer or team without naming the person, research grants that fund a project, and certificates with no proof of wider recognition did not count.',
        'cfr-204-5-h-3-i',
      ),
    ],
  }),
  // Criterion (ii): membership
  eb1a('eb1a-ii', {
    applied: [
      p(
        'The elements are: membership, an association in the field, outstanding achievements as a condition of membership, and those achievements judged by recognized national or international experts.',
        'cfr-204-5-h-3-ii',
      ),
      p('Past memberships are considered too.', 'pa-2024-24'),
    ],
    typicalEvidence: [
      'the bylaws or constitution showing the admission standards for your membership level',
      'who reviews applications and their credentials',
      'admission statistics',
    ],
    pitfalls: [
      p(
        'In appeal decisions, membership grades earned by years of practice, licences, training, fees or ordinary references did not count, and references are not judging by recognized experts.',
        'cfr-204-5-h-3-ii',
      ),
      p(
        "Inconsistent letters about an association's admission rules undermine each other; inconsistencies must be resolved with independent objective evidence.",
        'ho',
      ),
    ],
  }),
  // Criterion (iii): published material about the person
  eb1a('eb1a-iii', {
    applied: [
      p(
        'Professional publications are judged by their intended audience, major trade publications by audience and relative circulation, and major media by relatively high circulation, readership or viewership.',
        'pm-6-f-2',
      ),
      p(
        "The material need not show the value of your work, and material about a team's work can count if it mentions you in connection with the work.",
        'pa-2024-24',
      ),
    ],
    typicalEvidence: [
      'the article with its title, date and author',
      'a certified translation where needed',
      'circulation or audience data compared with similar outlets',
    ],
    pitfalls: [
      p('Articles about a team that only mention you are not about you, and the circulation of the publication must be shown.', 'noroozi'),
      p(
        'In appeal decisions, passing references, research papers that merely cite the person, and articles about the employer with a short quote did not count; nor did articles without an author credit.',
        'cfr-204-5-h-3-iii',
      ),
      p('Partial translations get no weight.', 'cfr-103-2-b-3'),
    ],
  }),
  // Criterion (iv): judging
  eb1a('eb1a-iv', {
    applied: [
      p(
        'Evidence of the invitation plus actual participation is what counts; peer review for journals, grant panels, competition juries and thesis committees are the usual forms.',
        'pm-602-0005-1',
        'cfr-204-5-h-3-iv',
      ),
      p('A doctoral dissertation committee can qualify; grading or reviewing undergraduates is not judging work in the field.', 'cfr-204-5-h-3-iv'),
      p(
        'In the final merits, the level of the work judged and the selectivity of the role matter, and whether the judging was internal is a quality factor.',
        'pm-602-0005-1',
        'kazarian',
      ),
    ],
    typicalEvidence: [
      'the invitations to review or judge',
      "proof the reviews were completed (reviewer-record screenshots, editors' confirmations)",
      'information about the journal, panel or competition',
    ],
    pitfalls: [
      p(
        'An invitation or title without proof that you actually judged anything, or judging outside your field, does not meet the plain language.',
        'cfr-204-5-h-3-iv',
      ),
    ],
  }),
  // Criterion (v): original contributions
  eb1a('eb1a-v', {
    applied: [
      p('Major significance means the work significantly affected the field.', 'visinscaia'),
      p('Original contributions must be shown to have affected the field, beyond your own employer or clients.', 'amin'),
      p(
        'Evidence can include published material about the significance of the work, expert letters, citations at a level that indicates major significance, and patents or licences with commercial use.',
        'pm-6-f-2',
      ),
      p(
        'Letters need specific evidence of use of the work by others; there is no blanket rule that solicited letters count less than pre-existing evidence.',
        'visinscaia',
        'rubin',
      ),
      p('Expert opinion letters are advisory and may be discounted if they are inconsistent with the record.', 'caron'),
    ],
    typicalEvidence: [
      'evidence that others adopted or use the work (licences, downloads, deployments)',
      'citation data compared with others in the field',
      'detailed independent expert letters',
      'published material about the work',
    ],
    typicalEvidenceAuthorityIds: ['pm-6-f-2', 'cfr-204-5-h-3-v'],
    pitfalls: [
      p(
        'In appeal decisions, citation totals with no comparison to the field, letters that praise or predict future use instead of showing realized impact, patents with no licensing or commercial uptake, and results for one employer or its clients did not show major significance.',
        'cfr-204-5-h-3-v',
        'amin',
      ),
    ],
  }),
  // Criterion (vi): scholarly articles
  eb1a('eb1a-vi', {
    applied: [
      p(
        'Peer-reviewed journal articles and published conference papers are examples; outside academia an article should be written for learned persons.',
        'pm-6-f-2',
      ),
      p(
        "USCIS may not demand evidence of the research community's reaction as a condition of this criterion; citations weigh in the final merits instead.",
        'kazarian',
      ),
    ],
    typicalEvidence: ['the articles themselves, showing authors, venue and date', "evidence of the venue's standing", 'citation records'],
    pitfalls: [
      p(
        'In appeal decisions, presentation announcements without the published text, unpublished reports, general-audience newspaper pieces and articles whose authorship was not shown did not count.',
        'cfr-204-5-h-3-vi',
      ),
    ],
  }),
  // Criterion (vii): artistic exhibitions
  eb1a('eb1a-vii', {
    applied: [
      p('The exhibition must be artistic; non-artistic exhibitions are considered only as part of a supported comparable-evidence claim.', 'pa-2024-24'),
    ],
    typicalEvidence: ['programmes or catalogues of the exhibitions', "evidence of the venues' standing", 'reviews of the shows'],
    pitfalls: [
      p(
        "In appeal decisions, trade shows and career events were not artistic showcases, and the work displayed had to be in the person's own field.",
        'cfr-204-5-h-3-vii',
      ),
    ],
  }),
  // Criterion (viii): leading or critical role
  eb1a('eb1a-viii', {
    applied: [
      p(
        'A leading role means leading the organization or a division or department; a critical role means contributing in a way of significant importance to the outcome of its activities.',
        'pm-6-f-2',
      ),
      p(
        'A distinguished reputation is assessed with factors such as size or longevity, customer base, media coverage, national rankings and government research grants.',
        'pm-6-f-2',
      ),
    ],
    typicalEvidence: [
      'detailed letters from people who know the role, saying what depended on you',
      'organization charts or titles with matching duties',
      "independent evidence of the organization's distinction (rankings, size, grants, coverage)",
    ],
    pitfalls: [
      p(
        "In appeal decisions, generic letters with adjectives but no specifics, and roles without independent evidence of the organization's reputation, did not meet the criterion.",
        'cfr-204-5-h-3-viii',
      ),
      p('A team without measurable competitive success lacks a distinguished reputation.', 'mussarova'),
    ],
  }),
  // Criterion (ix): high salary
  eb1a('eb1a-ix', {
    applied: [
      p('Pay is compared with others in the field using geographical or position-appropriate compensation surveys.', 'pm-6-f-2'),
      p('The comparison is with peers in the same role, not with people doing lesser duties.', 'price', 'skokos', 'crimson'),
    ],
    typicalEvidence: ['proof of pay actually received (tax records, W-2s, pay statements)', 'compensation data for the same occupation, level and location'],
    pitfalls: [
      p(
        "In appeal decisions, survey data for a different or lower job title, a proposed rather than paid salary, an employer's unsourced claim of above-average pay, average-salary figures and bank statements without a comparison did not meet the criterion.",
        'cfr-204-5-h-3-ix',
      ),
    ],
  }),
  // Criterion (x): commercial success in the performing arts
  eb1a('eb1a-x', {
    applied: [p('The figures must be high for the field, and the record must link your own contribution to the commercial success.', 'cfr-204-5-h-3-x')],
    typicalEvidence: ['box office receipts or sales figures', 'documents attributing the success to your work'],
    pitfalls: [
      p("In an appeal decision, revenue figures for productions with no documentary link to the person's own involvement did not count.", 'cfr-204-5-h-3-x'),
    ],
  }),
  // NIW: the three prongs of Matter of Dhanasar
  {
    topicId: 'niw-prong-1',
    title: 'Prong 1: Substantial merit and national importance',
    scope: 'NIW',
    ruleAuthorityIds: ['dhanasar'],
    applied: [
      p(
        'USCIS guidance gives weight to endeavors in critical and emerging technologies or other STEM areas important to U.S. competitiveness or national security.',
        'pm-update-2022-01-21',
      ),
    ],
    typicalEvidence: [
      'a specific written description of the proposed endeavor',
      'independent sources on the problem it addresses (government reports, strategy documents, published data)',
    ],
    typicalEvidenceAuthorityIds: ['dhanasar'],
    pitfalls: [
      p('Denials commonly rest here: an endeavor described vaguely or inconsistently, or benefits that stay with one employer or its customers.', 'dhanasar'),
      p('A plan or endeavor first described after filing cannot establish eligibility.', 'cfr-103-2-b-1', 'katigbak'),
    ],
  },
  {
    topicId: 'niw-prong-2',
    title: 'Prong 2: Well positioned to advance the endeavor',
    scope: 'NIW',
    ruleAuthorityIds: ['dhanasar'],
    // The factors are the rule itself (Dhanasar's second-prong proposition); the notes add no gloss on them.
    applied: [],
    typicalEvidence: [
      'degrees and credentials',
      'a record of success (publications and their citations, awards, grants, results)',
      'a plan for the next years',
      'evidence of progress (pilots, prototypes, funding)',
      'letters of interest or support from users, customers, investors or funders',
    ],
    typicalEvidenceAuthorityIds: ['dhanasar'],
    pitfalls: [
      p(
        'Letters that do not explain the significance of the work or do not address the endeavor, and a modest record of citations or funding for the role claimed, weaken this prong.',
        'dhanasar',
      ),
      p('Evidence dated after filing cannot support it.', 'cfr-103-2-b-1', 'katigbak'),
    ],
  },
  {
    topicId: 'niw-prong-3',
    title: 'Prong 3: On balance, waiving the job offer and labor certification benefits the United States',
    scope: 'NIW',
    ruleAuthorityIds: ['dhanasar', 'ina-203-b-2-b-i'],
    applied: [p('Evidence offered under the other prongs counts here too; self-employment and job creation are discussed as relevant.', 'dhanasar')],
    typicalEvidence: [
      'an explanation of why labor certification would be impractical for your work',
      'evidence of urgency or broad benefit',
      'plans that create jobs, where they exist',
    ],
    typicalEvidenceAuthorityIds: ['dhanasar'],
    pitfalls: [],
  },
  // EB-2 threshold (8 CFR 204.5(k))
  {
    topicId: 'niw-threshold',
    title: 'EB-2 eligibility (advanced degree or exceptional ability)',
    scope: 'NIW',
    ruleAuthorityIds: ['ina-203-b-2-a', 'ina-101-a-32', 'cfr-204-5-k-2', 'cfr-204-5-k-3-ii'],
    applied: [
      p(
        'Since January 15, 2025 officers check more strictly the profession definition, post-degree experience in the specialty, and exceptional ability that relates to the proposed endeavor.',
        'pa-2025-03',
      ),
    ],
    typicalEvidence: [
      'degree certificates and transcripts',
      'a credential evaluation for a foreign degree',
      'employer letters showing progressive post-degree experience',
    ],
    typicalEvidenceAuthorityIds: ['cfr-204-5-k-2'],
    pitfalls: [p("A person without at least a bachelor's degree or its equivalent cannot use the advanced-degree route.", 'pm-6-f-5')],
  },
  // EB-1A final merits (Kazarian step two)
  {
    topicId: 'eb1a-final-merits',
    title: 'Final merits (Kazarian step two)',
    scope: 'EB1A',
    // The two-step review lives in the Policy Manual now; the 2010 AFM memo is history.
    ruleAuthorityIds: ['kazarian', 'pm-6-f-2', 'mukherji'],
    applied: [
      p(
        'In the final merits determination USCIS considers any potentially relevant evidence, and the type and quality of the evidence, not its volume, decide.',
        'pm-6-f-2',
      ),
      p('The question is whether you are one of the small percentage who have risen to the very top of the field.', 'cfr-204-5-h-2'),
      p('Sustained acclaim must be maintained, but it is not an age limit.', 'pm-6-f-2'),
    ],
    typicalEvidence: [
      'an explanation of how the evidence as a whole shows sustained acclaim',
      'corroborated letters',
      'evidence that does not fit a criterion but shows standing in the field',
    ],
    typicalEvidenceAuthorityIds: ['pm-6-f-2'],
    pitfalls: [
      p('Meeting three criteria is not enough on its own; the record as a whole must show the required level of expertise.', 'kazarian'),
      p(
        'One district court set a final-merits denial aside, but its decision binds only its parties: everywhere else USCIS still applies the two-step review, so argue the final merits in full and cite that decision only to preserve the objection.',
        'mukherji',
      ),
    ],
  },
  // One-time achievement (8 CFR 204.5(h)(3))
  {
    topicId: 'eb1a-one-time',
    title: 'One-time achievement',
    scope: 'EB1A',
    ruleAuthorityIds: ['cfr-204-5-h-3'],
    applied: [p('Without a one-time achievement, a person may qualify through a career of acclaimed work in the field.', 'hr-rep-101-723')],
    typicalEvidence: ['the award and evidence of its major international recognition'],
    typicalEvidenceAuthorityIds: ['cfr-204-5-h-3'],
    pitfalls: [],
  },
  // Comparable evidence (8 CFR 204.5(h)(4))
  {
    topicId: 'eb1a-comparable',
    title: 'Comparable evidence',
    scope: 'EB1A',
    ruleAuthorityIds: ['cfr-204-5-h-4'],
    applied: [p('USCIS added examples of comparable evidence for extraordinary ability petitions, with a STEM focus.', 'pm-update-2023-09-12')],
    typicalEvidence: [
      'an explanation of why a criterion does not readily apply to your occupation',
      'the substitute evidence and why it is of comparable significance',
    ],
    typicalEvidenceAuthorityIds: ['cfr-204-5-h-4'],
    pitfalls: [],
  },
];

const BY_TOPIC = new Map(GUIDANCE.map((g) => [g.topicId, g]));

export function guidanceFor(topicId: string): TopicGuidance | undefined {
  return BY_TOPIC.get(topicId);
}
