import { detailString, mentions } from '../assessment/details';
import { degreeLevelOf } from '../assessment/niw/degrees';
import type { AssessmentEvidence } from '../assessment/schema';
import { isPayToEnterAward, isSelectiveMembership, isStudentOrInternalAward, isVanityAward } from '../assessment/signals';
import { bodyName, capitalize, quoted } from '../letter/compose/format';
import type { Lead } from './leads';
import { fold } from './names';
import type { ApplicantKeys } from './people-leads';

/**
 * People the record points to without naming them: whoever directed the applicant's work at an employer,
 * the doctoral advisor, a member of an award's selection committee, the editor who invited reviews, an
 * officer of a selective association. The user fills in the name when they choose one.
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

const roleLead = (key: string, fields: Omit<Lead, 'person' | 'roleKey'>): Lead => ({ person: null, roleKey: key, ...fields });

export function employerLeads(items: readonly AssessmentEvidence[], who: ApplicantKeys): Lead[] {
  const byOrg = new Map<string, { org: string; items: AssessmentEvidence[] }>();
  for (const e of items) {
    const org = organizationOf(e, 'organization');
    if (!org) continue;
    const entry = byOrg.get(fold(org)) ?? { org, items: [] };
    entry.items.push(e);
    byOrg.set(fold(org), entry);
  }
  return [...byOrg.entries()].map(([key, { org, items: theirs }]) =>
    roleLead(`role:employer:${key}`, {
      role: `Someone who directed ${who.short}’s work at ${bodyName(org)}`,
      affiliation: org,
      relationship: 'employer',
      source: 'employer',
      evidenceIds: theirs.map((e) => e.id),
      reason: `The record documents ${quoted(theirs[0]?.title ?? org)}; a supervisor there can describe the role and what depended on it.`,
      weight: theirs.length,
    }),
  );
}

export function advisorLeads(degrees: readonly AssessmentEvidence[], who: ApplicantKeys): Lead[] {
  return degrees
    .filter((e) => degreeLevelOf(e.title) === 'doctorate')
    .map((e) => {
      const school = organizationOf(e, 'issuer', 'organization');
      return roleLead(`role:mentor:${e.id}`, {
        role: `${who.short}’s doctoral advisor${school ? ` at ${bodyName(school)}` : ''}`,
        affiliation: school,
        relationship: 'mentor',
        source: 'mentor',
        evidenceIds: [e.id],
        reason: `${who.short} earned the ${quoted(e.title)}; the doctoral advisor can describe the research done for it.`,
        weight: 1,
      });
    });
}

export function awardCommitteeLeads(awards: readonly AssessmentEvidence[], who: ApplicantKeys): Lead[] {
  return awards
    .filter((e) => !isPayToEnterAward(e) && !isVanityAward(e) && !isStudentOrInternalAward(e))
    .map((e) => {
      const issuer = detailString(e, 'issuer');
      return roleLead(`role:award_committee:${e.id}`, {
        role: `A member of the committee that chose the winners of the ${quoted(e.title)}`,
        affiliation: issuer,
        relationship: 'independent',
        source: 'award_committee',
        evidenceIds: [e.id],
        reason: `${issuer ? `${capitalize(bodyName(issuer))} conferred` : `${who.short} received`} the ${quoted(e.title)}${issuer ? ` on ${who.short}` : ''}; a member of its selection committee can explain how the winners were chosen.`,
        weight: 2,
      });
    });
}

/** Reviewing for a student event or inside one's own school is not the judging a letter should explain. */
const MINOR_JUDGING = /\b(undergraduate|student|poster day|high school|internal|departmental|in-house)\b/;

export function judgingLeads(judging: readonly AssessmentEvidence[]): Lead[] {
  return judging
    .filter((e) => !mentions(e, MINOR_JUDGING))
    .map((e) =>
      roleLead(`role:judging_venue:${e.id}`, {
        role: `The editor or chair who invited the reviews for ${quoted(e.title)}`,
        affiliation: detailString(e, 'organization') ?? detailString(e, 'venue'),
        relationship: 'independent',
        source: 'judging_venue',
        evidenceIds: [e.id],
        reason: `The record documents ${quoted(e.title)}; the editor or chair who handled those reviews can describe the invitation and the work done.`,
        weight: 1,
      }),
    );
}

export function membershipLeads(memberships: readonly AssessmentEvidence[]): Lead[] {
  return memberships.filter(isSelectiveMembership).map((e) => {
    const org = organizationOf(e, 'organization');
    return roleLead(`role:membership_body:${e.id}`, {
      role: `An officer of ${org ? bodyName(org) : 'the association'} who can describe how members are elected`,
      affiliation: org,
      relationship: 'independent',
      source: 'membership_body',
      evidenceIds: [e.id],
      reason: `Admission to ${quoted(e.title)} is recorded as selective; an officer of the body can explain the election.`,
      weight: 1,
    });
  });
}
