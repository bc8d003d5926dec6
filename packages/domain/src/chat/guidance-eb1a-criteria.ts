import { CRITERIA } from '../assessment/eb1a/criteria/common';
import { guidancePoint as p, type TopicGuidance } from './guidance-types';

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

/** The ten EB-1A criteria of 8 CFR 204.5(h)(3), in the regulation's order. */
export const EB1A_CRITERIA_GUIDANCE: readonly TopicGuidance[] = [
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
];
