import type { AssessmentEvidence } from '../assessment/schema';
import type { EvidenceType } from '../evidence';
import type { LetterPetitionType } from '../letter/schema';
import { applicantNames, shortNameOf } from './applicant';
import { FOCUS_PREFERENCE, SOURCE_FOCUSES, focusesOf } from './focuses';
import type { Lead } from './leads';
import { cleanItem } from './clean-item';
import { fullerName, isFullName, knownNamesOf, type PersonName } from './names';
import { citingAuthorLeads, coauthorLeads, isApplicant, letterWriterLeads, pressLeads, sameInstitution, type ApplicantKeys } from './people-leads';
import { advisorLeads, awardCommitteeLeads, employerLeads, judgingLeads, membershipLeads } from './role-leads';
import { ZSuggestRecommendersInput, type FocusId, type RecommenderCandidate, type RecommenderRelationship, type SuggestRecommendersInputDraft } from './schema';

/** The closer tie wins when one person is found several ways: a co-author who cites the work is a collaborator. */
const TIE_ORDER: readonly RecommenderRelationship[] = ['mentor', 'employer', 'collaborator', 'other', 'independent'];
/** Independent experts first, then those who saw the work being done. */
const RANK_ORDER: readonly RecommenderRelationship[] = ['independent', 'collaborator', 'mentor', 'employer', 'other'];

interface Merged {
  readonly id: string;
  readonly person: PersonName;
  readonly leads: Lead[];
}

/** One entry per person; the fullest spelling of their name wins ("Alan Hughes" over "A. Hughes"). */
function mergeLeads(leads: readonly Lead[]): Merged[] {
  const byKey = new Map<string, Lead[]>();
  for (const lead of leads) {
    const key = `person:${lead.person.key.replace('|', '-')}`;
    byKey.set(key, [...(byKey.get(key) ?? []), lead]);
  }
  return [...byKey].map(([id, group]) => {
    return { id, leads: group, person: group.map((l) => l.person).reduce((best, n) => fullerName(best, n)) };
  });
}

/**
 * Whether a merged person may be suggested: a real person in the record with a name they can sign (given
 * and family name), not the applicant under any of their names, and, for a co-author, at another
 * institution when the record says where they are (a colleague down the hall is not an outside voice).
 */
function isSuggestible(m: Merged, who: ApplicantKeys): boolean {
  if (!isFullName(m.person) || isApplicant(m.person, who)) return false;
  const coauthorOnly = m.leads.every((l) => l.source === 'coauthor' || l.source === 'citing_author');
  const affiliation = m.leads.map((l) => l.affiliation).find((a) => a) ?? null;
  return !(coauthorOnly && m.leads.some((l) => l.source === 'coauthor') && sameInstitution(affiliation, who.employer));
}

const tieRank = (lead: Lead) => TIE_ORDER.indexOf(lead.relationship);

function toCandidate(
  merged: Merged,
  petitionType: LetterPetitionType,
  typesOnRecord: ReadonlySet<EvidenceType>,
  evidence: ReadonlyMap<string, AssessmentEvidence>,
): RecommenderCandidate {
  const leads = [...merged.leads].sort((a, b) => tieRank(a) - tieRank(b) || b.weight - a.weight);
  const primary = leads[0] as Lead;
  const sources = [...new Set(leads.map((l) => l.source))];
  const evidenceIds = [...new Set(leads.flatMap((l) => l.evidenceIds))];
  let reason = primary.reason;
  if (primary.relationship !== 'independent' && primary.source !== 'citing_author' && sources.includes('citing_author'))
    reason = `${reason.replace(/\.$/, '')}; citations of the work by this person would not count as independent.`;
  return {
    id: merged.id,
    name: merged.person.display,
    role: primary.role,
    affiliation: leads.map((l) => l.affiliation).find((a) => a) ?? null,
    relationship: primary.relationship,
    sources,
    evidenceIds,
    reason,
    canAttest: attestable(
      primary.relationship,
      sources,
      petitionType,
      typesOnRecord,
      evidenceIds.map((id) => evidence.get(id)?.type),
    ),
  };
}

/**
 * Criteria or prongs a person can credibly speak to: what their sources reach, where the case has evidence
 * (a letter corroborates evidence; it cannot stand in for it), strongest preference first.
 */
function attestable(
  relationship: RecommenderRelationship,
  sources: readonly string[],
  petitionType: LetterPetitionType,
  typesOnRecord: ReadonlySet<EvidenceType>,
  linkedTypes: readonly (EvidenceType | undefined)[],
): FocusId[] {
  const reach = new Set(sources.flatMap((s) => SOURCE_FOCUSES[s] ?? []));
  const preference = FOCUS_PREFERENCE[relationship] ?? {};
  return focusesOf(petitionType)
    .filter((f) => reach.has(f.id) || f.evidenceTypes.some((t) => linkedTypes.includes(t)))
    .filter((f) => f.evidenceTypes.some((t) => typesOnRecord.has(t)))
    .sort((a, b) => (preference[b.id] ?? 0) - (preference[a.id] ?? 0) || b.letterValue - a.letterValue)
    .map((f) => f.id);
}

function rank(a: RecommenderCandidate & { weight: number }, b: RecommenderCandidate & { weight: number }): number {
  return (
    RANK_ORDER.indexOf(a.relationship) - RANK_ORDER.indexOf(b.relationship) ||
    b.weight - a.weight ||
    a.name.localeCompare(b.name) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * Candidate recommenders from the case's evidence and the works citing it, independent experts first.
 *
 * Why that order: expert letters are advisory opinions that USCIS weighs by their specifics and corroboration
 * and may discount when they sit oddly with the record (Matter of Caron International; letters should be
 * corroborated, Policy Manual F.2(B)(3)), and there is no blanket rule that solicited letters count less
 * (Rubin v. Miller). The preference for experts with no personal tie is practice rather than a rule of law:
 * letters from people who know the work by reputation weigh more than advisers' and collaborators', and
 * all-adviser letter sets are the most common mistake practitioners report. Authors who cite the work are such
 * experts; co-authors are collaborators; nobody is suggested twice (names folded to family name and first initial).
 *
 * Only real people in the record are suggested, each under a name they can sign: never the applicant (under
 * any name, including the bare family name of a reference list), never a surname or initials alone, never a
 * role nobody on record fills ("a member of the selection committee"). A committee member, an editor or a
 * supervisor is suggested when the record names them.
 */
export function suggestRecommenders(draft: SuggestRecommendersInputDraft): RecommenderCandidate[] {
  const parsed = ZSuggestRecommendersInput.parse(draft);
  // Input order must not change the output: the same case always gives the same list.
  const byKey =
    <T>(key: (x: T) => string) =>
    (a: T, b: T) =>
      key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
  const input = {
    ...parsed,
    // Titles and names repaired of extraction artifacts before any reason quotes them.
    evidence: [...parsed.evidence].sort(byKey((e) => e.id)).map(cleanItem),
    citingWorks: [...parsed.citingWorks].sort(byKey((w) => `${w.doi ?? ''}|${w.title}|${w.year ?? ''}`)),
  };
  const byType = (...types: EvidenceType[]) => input.evidence.filter((e) => types.includes(e.type));
  const who: ApplicantKeys = {
    known: knownNamesOf(applicantNames(input.applicant)),
    short: shortNameOf(input.applicant, input.evidence),
    employer: input.applicant.employer,
  };
  const leads: Lead[] = [
    ...citingAuthorLeads(input.citingWorks, byType('publication'), who),
    ...coauthorLeads(byType('publication'), who),
    ...letterWriterLeads(byType('recommendation_letter'), who),
    ...pressLeads(byType('media_coverage'), who),
    ...employerLeads(byType('employment', 'leading_role'), who),
    ...awardCommitteeLeads(byType('award'), who),
    ...judgingLeads(byType('judging'), who),
    ...membershipLeads(byType('membership'), who),
  ];
  leads.push(...advisorLeads(byType('degree'), who));

  const typesOnRecord = new Set(input.evidence.map((e) => e.type));
  const evidence = new Map(input.evidence.map((e) => [e.id, e]));
  return mergeLeads(leads)
    .filter((m) => isSuggestible(m, who))
    .map((m) => ({ ...toCandidate(m, input.petitionType, typesOnRecord, evidence), weight: m.leads.reduce((sum, l) => sum + l.weight, 0) }))
    .sort(rank)
    .slice(0, input.limit)
    .map(({ weight: _weight, ...candidate }) => candidate);
}
