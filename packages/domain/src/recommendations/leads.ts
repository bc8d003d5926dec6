import type { AssessmentEvidence } from '../assessment/schema';
import { formatDate, quoted } from '../letter/compose/format';
import type { PersonName } from './names';
import type { RecommenderRelationship, RecommenderSource } from './schema';

/**
 * One reason to suggest someone, before people found several ways are merged: a co-author who also cites
 * the work is one person with two leads.
 */
export interface Lead {
  /** Null for a role nobody on record fills yet ("a member of the selection committee"). */
  readonly person: PersonName | null;
  /** Merge key for an unnamed role, e.g. "role:employer:halcyon". */
  readonly roleKey?: string;
  readonly role: string | null;
  readonly affiliation: string | null;
  readonly relationship: RecommenderRelationship;
  readonly source: RecommenderSource;
  readonly evidenceIds: readonly string[];
  readonly reason: string;
  /** How much the record ties this lead to the applicant's work; ranks candidates of one kind. */
  readonly weight: number;
}

/** “Title” (Venue, 2021): how a reason names an item. */
export function itemLabel(e: AssessmentEvidence, where: string | null = null): string {
  const when = formatDate(e.date)?.match(/\d{4}$/)?.[0] ?? null;
  const tail = [where, when && !e.title.includes(when) ? when : null].filter(Boolean).join(', ');
  return `${quoted(e.title)}${tail ? ` (${tail})` : ''}`;
}

/** "“A”", "“A” and “B”", "“A” and 3 other articles". */
export function someItems(labels: readonly string[], noun: string): string {
  const [first, second] = labels;
  if (!first) return '';
  if (labels.length === 1) return first;
  if (labels.length === 2) return `${first} and ${second}`;
  return `${first} and ${labels.length - 1} other ${noun}`;
}
