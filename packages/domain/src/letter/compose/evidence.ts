import { detailNumber, detailString } from '../../assessment/details';
import type { AssessmentEvidence } from '../../assessment/schema';
import type { Sentence } from '../schema';
import { type ComposeContext, capitalize } from './context';
import { fact } from './sentences';

/**
 * The factual sentences about one evidence item: what it is, the applicant's own description of it, and
 * the context on selectivity and standing the item's details record (entrants, winners, circulation,
 * reviews, verified citations). Only what the item holds is stated; a missing detail is simply not said.
 */

type Usable = AssessmentEvidence & { exhibit: string };

const fmt = (n: number): string => n.toLocaleString('en-US');

function ordinal(n: number): string {
  const r = Math.floor(n);
  const s = r % 100 >= 11 && r % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[r % 10] ?? 'th';
  return `${r}${s}`;
}

const year = (e: AssessmentEvidence): string | null => (e.date && /^\d{4}/.test(e.date) ? e.date.slice(0, 4) : null);

const OPENING: Partial<Record<AssessmentEvidence['type'], string>> = {
  award: 'received the award',
  membership: 'holds the membership',
  media_coverage: 'is the subject of the article',
  judging: 'served as a judge of the work of others in the role',
  original_contribution: 'is responsible for the contribution',
  publication: 'is an author of the article',
  leading_role: 'held the role',
  salary: 'documents remuneration in',
  degree: 'holds the degree',
  employment: 'is employed as documented in',
  patent: 'is an inventor of',
  recommendation_letter: 'is the subject of the expert letter',
  presentation: 'gave the presentation',
  exhibition: 'presented work at',
  grant: 'received the grant',
};

export function identifyItem(ctx: ComposeContext, e: Usable): Sentence {
  const verb = OPENING[e.type] ?? 'is documented in';
  const when = year(e);
  return fact([e], `${capitalize(ctx.name)} ${verb} “${e.title.trim()}”${when && !e.title.includes(when) ? ` (${when})` : ''}`);
}

function contextClauses(e: AssessmentEvidence): string[] {
  const clauses: string[] = [];
  const issuer = detailString(e, 'issuer');
  if (issuer) clauses.push(`it was granted by ${issuer}`);
  const entrants = detailNumber(e, 'entrants');
  const winners = detailNumber(e, 'winners');
  if (entrants !== null && winners !== null) clauses.push(`${fmt(winners)} of ${fmt(entrants)} entrants were selected`);
  else if (entrants !== null) clauses.push(`it drew ${fmt(entrants)} entrants`);
  const scope = detailString(e, 'scope');
  if (scope && e.type === 'award') clauses.push(`its scope is ${scope.toLowerCase()}`);
  const outlet = detailString(e, 'outlet');
  if (outlet) clauses.push(`it appeared in ${outlet}`);
  const circulation = detailNumber(e, 'circulation');
  if (circulation !== null) clauses.push(`the outlet reports a circulation or audience of ${fmt(circulation)}`);
  if (e.type === 'judging') {
    const count = detailNumber(e, 'count');
    if (count !== null) clauses.push(`${fmt(count)} reviews or evaluations are documented`);
  }
  if (e.type === 'publication') {
    const venue = e.check?.venue ?? detailString(e, 'venue');
    if (venue) clauses.push(`it was published in ${venue}`);
    if (e.verification === 'verified' && e.check) {
      const total = e.check.citationCount;
      const excl = e.check.citationsExcludingSelf;
      if (total !== null) clauses.push(`the scholarly record lists ${fmt(total)} citations${excl !== null ? `, ${fmt(excl)} of them excluding self-citations` : ''}`);
      if (e.check.fieldPercentile !== null) clauses.push(`it ranks in the ${ordinal(e.check.fieldPercentile)} citation percentile of its field`);
    }
  }
  const organization = detailString(e, 'organization');
  if (organization && (e.type === 'leading_role' || e.type === 'employment')) clauses.push(`the organization is ${organization}`);
  if (e.type === 'salary') {
    const percentile = detailNumber(e, 'percentile');
    const source = detailString(e, 'comparisonSource');
    if (percentile !== null) clauses.push(`the remuneration is at the ${ordinal(percentile)} percentile${source ? ` of the ${source}` : ''}`);
  }
  return clauses;
}

/** Every sentence about one item; at least the identifying one. */
export function itemSentences(ctx: ComposeContext, e: Usable): Sentence[] {
  const out = [identifyItem(ctx, e)];
  const description = e.description.trim();
  if (description) out.push(fact([e], `The exhibit describes it as follows: ${description}`));
  const clauses = contextClauses(e);
  if (clauses.length) out.push(fact([e], `On its standing, the record shows that ${clauses.join('; ')}`));
  return out;
}
