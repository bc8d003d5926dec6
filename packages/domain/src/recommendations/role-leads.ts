import { detailString, mentions } from '../assessment/details';
import { degreeLevelOf } from '../assessment/niw/degrees';
import type { AssessmentEvidence } from '../assessment/schema';
import { isPayToEnterAward, isSelectiveMembership, isStudentOrInternalAward, isVanityAward } from '../assessment/signals';
import { bodyName, capitalize, quoted } from '../letter/compose/format';
import type { Lead } from './leads';
import { parsePersonName, type PersonName } from './names';
import { isApplicant, type ApplicantKeys } from './people-leads';
import { repairExtractedText } from './repair-text';
import type { RecommenderRelationship, RecommenderSource } from './schema';

/**
 * People the record names in a role around the applicant's work: the supervisor at an employer, the doctoral
 * mentor ("Ph.D. Population Biology, UC Davis. Mentor: Alan Hastings"), a member of an award's selection
 * committee, the editor who handled the applicant's reviews, an officer of a selective association. Only
 * people named in the record are leads: a role nobody on record fills is not a person to suggest.
 */

/** The organization of an item: its detail, else what follows the last comma of the title. */
function organizationOf(e: AssessmentEvidence, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = detailString(e, key);
    if (value) return value;
  }
  const tail = e.title.split(',').slice(1).join(',').trim();
  return tail || null;
}

/** "Alan Hastings; Marc Mangel", "Alan Hastings and Marc Mangel", or a list of names. */
function splitNames(value: unknown): string[] {
  const raw = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : [];
  return raw
    .flatMap((s) => s.split(/;|\band\b|&/))
    .flatMap((s) => (s.split(',').every((part) => part.trim().split(/\s+/).length >= 2) ? s.split(',') : [s]))
    .map((s) => repairExtractedText(s))
    .filter(Boolean);
}

/** People named under any of `keys` in the item's details. */
const namedIn = (e: AssessmentEvidence, keys: readonly string[]): PersonName[] =>
  keys
    .flatMap((key) => splitNames(e.details[key]))
    .map(parsePersonName)
    .filter((n): n is PersonName => n !== null);

/** "Mentor: Alan Hastings", "Advisor: Prof. A. Hughes" in the text of a degree. */
function mentorsInText(e: AssessmentEvidence): PersonName[] {
  const text = repairExtractedText(`${e.title}. ${e.description}`);
  return [...text.matchAll(/\b(?:mentor|advis[oe]r|supervisor|promoter)s?\s*:\s*([^.;()]+?)(?=[.;()]|$)/gi)]
    .flatMap((m) => splitNames(m[1] ?? ''))
    .map(parsePersonName)
    .filter((n): n is PersonName => n !== null);
}

interface PersonLead {
  readonly relationship: RecommenderRelationship;
  readonly source: RecommenderSource;
  readonly affiliation: string | null;
  readonly reason: string;
  readonly weight: number;
}

function personLeads(people: readonly PersonName[], e: AssessmentEvidence, who: ApplicantKeys, lead: PersonLead): Lead[] {
  return people.filter((p) => !isApplicant(p, who)).map((person) => ({ person, role: null, evidenceIds: [e.id], ...lead }));
}

const SUPERVISOR_KEYS = ['supervisor', 'manager', 'reportsTo'] as const;

export function employerLeads(items: readonly AssessmentEvidence[], who: ApplicantKeys): Lead[] {
  return items.flatMap((e) => {
    const org = organizationOf(e, 'organization');
    return personLeads(namedIn(e, SUPERVISOR_KEYS), e, who, {
      relationship: 'employer',
      source: 'employer',
      affiliation: org,
      reason: `Named in the record as the supervisor of ${who.short} in ${quoted(e.title)}; can describe the role and what depended on it.`,
      weight: 2,
    });
  });
}

export function advisorLeads(degrees: readonly AssessmentEvidence[], who: ApplicantKeys): Lead[] {
  return degrees
    .filter((e) => degreeLevelOf(e.title) === 'doctorate')
    .flatMap((e) => {
      const school = organizationOf(e, 'issuer', 'organization');
      return personLeads([...namedIn(e, ['advisor', 'mentor', 'supervisor']), ...mentorsInText(e)], e, who, {
        relationship: 'mentor',
        source: 'mentor',
        affiliation: null,
        reason: `Named in the record as the doctoral mentor of ${who.short}${school ? ` at ${bodyName(school)}` : ''}; can describe the research done for the degree.`,
        weight: 2,
      });
    });
}

const COMMITTEE_KEYS = ['committeeMembers', 'committeeChair', 'committee', 'selectionCommittee', 'judges', 'jury', 'selectedBy'] as const;

export function awardCommitteeLeads(awards: readonly AssessmentEvidence[], who: ApplicantKeys): Lead[] {
  return awards
    .filter((e) => !isPayToEnterAward(e) && !isVanityAward(e) && !isStudentOrInternalAward(e))
    .flatMap((e) => {
      const issuer = detailString(e, 'issuer');
      return personLeads(namedIn(e, COMMITTEE_KEYS), e, who, {
        relationship: 'independent',
        source: 'award_committee',
        affiliation: issuer,
        reason: `Named in the record on the committee that chose the ${quoted(e.title)}${issuer ? `, conferred by ${bodyName(issuer)}` : ''}; can explain how the winners were selected.`,
        weight: 3,
      });
    });
}

/** Reviewing for a student event or inside one's own school is not the judging a letter should explain. */
const MINOR_JUDGING = /\b(undergraduate|student|poster day|high school|internal|departmental|in-house)\b/;
const EDITOR_KEYS = ['editor', 'handlingEditor', 'editorInChief', 'invitedBy', 'chair', 'programChair'] as const;

export function judgingLeads(judging: readonly AssessmentEvidence[], who: ApplicantKeys): Lead[] {
  return judging
    .filter((e) => !mentions(e, MINOR_JUDGING))
    .flatMap((e) =>
      personLeads(namedIn(e, EDITOR_KEYS), e, who, {
        relationship: 'independent',
        source: 'judging_venue',
        affiliation: detailString(e, 'organization') ?? detailString(e, 'venue'),
        reason: `Named in the record as the editor or chair who invited the reviewing recorded as ${quoted(e.title)}; can describe the invitation and the work done.`,
        weight: 2,
      }),
    );
}

const OFFICER_KEYS = ['admittedBy', 'officer', 'president', 'nominatedBy'] as const;

export function membershipLeads(memberships: readonly AssessmentEvidence[], who: ApplicantKeys): Lead[] {
  return memberships.filter(isSelectiveMembership).flatMap((e) => {
    const org = organizationOf(e, 'organization');
    return personLeads(namedIn(e, OFFICER_KEYS), e, who, {
      relationship: 'independent',
      source: 'membership_body',
      affiliation: org,
      reason: `${capitalize(org ? bodyName(org) : 'The association')} admitted ${who.short} to ${quoted(e.title)}, and the record names this person in the admission; can explain how members are elected.`,
      weight: 1,
    });
  });
}
