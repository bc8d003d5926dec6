import type { AssessmentEvidence } from '../assessment/schema';
import { formatDate, quoted } from '../letter/compose/format';
import type { PersonName } from './names';
import type { RecommenderRelationship, RecommenderSource } from './schema';

/**
 * One reason to suggest someone, before people found several ways are merged: a co-author who also cites
 * the work is one person with two leads.
 */
export interface Lead {
  /** The person, as the record names them; a lead is always someone named. */
  readonly person: PersonName;
  /** Their position when the record gives it ("Journalist, STAT News"). */
  readonly role: string | null;
  readonly affiliation: string | null;
  readonly relationship: RecommenderRelationship;
  readonly source: RecommenderSource;
  readonly evidenceIds: readonly string[];
  readonly reason: string;
  /** How much the record ties this lead to the applicant's work; ranks candidates of one kind. */
  readonly weight: number;
}

/** “Title” (Venue, 2021): how a reason names an item; "an article (Venue, 2021)" when the record holds no usable title. */
export function itemLabel(e: AssessmentEvidence, where: string | null = null): string {
  const when = formatDate(e.date)?.match(/\d{4}$/)?.[0] ?? null;
  const tail = [where, when && !e.title.includes(when) ? when : null].filter(Boolean).join(', ');
  const name = e.title ? quoted(e.title) : 'an article';
  return `${name}${tail ? ` (${tail})` : ''}`;
}

/** "“A”", "“A” and “B”", "“A” and 3 other articles". */
export function someItems(labels: readonly string[], noun: string): string {
  const [first, second] = labels;
  if (!first) return '';
  if (labels.length === 1) return first;
  if (labels.length === 2) return `${first} and ${second}`;
  return `${first} and ${labels.length - 1} other ${noun}`;
}
