import { and, desc, eq, inArray } from 'drizzle-orm';
import type { I140CaseFactsInput } from '@acclaim/domain/forms';
import type { TI140Answers } from '@acclaim/contracts';
import type { Db } from '../../db/client';
import { evidenceItems, type CaseRow } from '../../db/schema/index';
import { findCaseApplicant } from '../firms/case-applicant';
import { groupBy } from '../../lib/group-by';

interface EmploymentItem {
  title: string;
  date: string | null;
  details: Record<string, unknown>;
}

const STILL_THERE = /^(present|current|now|ongoing|today)$/i;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The job held now, from accepted employment evidence: an item without an end date or ending "present",
 * the most recent first. A CV lists past jobs too, so an ended one never stands for the current employer.
 */
export function currentEmployment(items: readonly EmploymentItem[]): { employer: string | null; role: string | null } | null {
  const current = items
    .filter((item) => {
      const end = text(item.details.endDate);
      return end === null || STILL_THERE.test(end);
    })
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))[0];
  if (!current) return null;
  const employer = text(current.details.organization) ?? text(current.details.employer);
  return { employer, role: text(current.details.role) ?? roleFromTitle(current.title, employer) };
}

/** "Senior Research Scientist, Halcyon Genomics Institute" → "Senior Research Scientist" when the organization is known. */
function roleFromTitle(title: string, employer: string | null): string | null {
  const trimmed = title.trim();
  if (!employer) return text(trimmed);
  const index = trimmed.toLowerCase().lastIndexOf(employer.toLowerCase());
  const role = index > 0 ? trimmed.slice(0, index).replace(/[\s,;:–—-]+(at\s*)?$/i, '') : trimmed;
  return text(role);
}

/**
 * What the case knows that the I-140 asks for, as the assessment profile reads it (the account's name, the case's
 * type, field, role, employer, citizenship and country of birth), with the current job from accepted employment
 * evidence where the case profile leaves a gap.
 */
export async function loadCaseFacts(db: Db, row: CaseRow): Promise<I140CaseFactsInput> {
  const owner = await findCaseApplicant(db, row.id);
  const jobs = await db
    .select(employmentColumns)
    .from(evidenceItems)
    .where(and(eq(evidenceItems.caseId, row.id), eq(evidenceItems.status, 'accepted'), eq(evidenceItems.type, 'employment')))
    .orderBy(desc(evidenceItems.createdAt));
  return caseFactsOf(row, owner?.name, jobs);
}

const employmentColumns = { title: evidenceItems.title, date: evidenceItems.date, details: evidenceItems.details };

/** `loadCaseFacts` from what is already read: the case, its applicant's name as the case shows it, its accepted employment evidence (newest first). */
export function caseFactsOf(row: CaseRow, applicantName: string | null | undefined, jobs: readonly EmploymentItem[]): I140CaseFactsInput {
  const job = currentEmployment(jobs);
  return {
    petitionType: row.petitionType,
    fullName: text(applicantName),
    fieldOfEndeavor: text(row.fieldOfEndeavor),
    currentRole: text(row.currentRole) ?? job?.role ?? null,
    employer: text(row.employer) ?? job?.employer ?? null,
    citizenship: text(row.citizenship),
    countryOfBirth: text(row.countryOfBirth),
  };
}

/** The accepted employment evidence of many cases in one query, newest first per case: case id → its items. */
export async function findEmploymentOfCases(db: Db, caseIds: readonly string[]): Promise<Map<string, EmploymentItem[]>> {
  if (caseIds.length === 0) return new Map();
  const rows = await db
    .select({ caseId: evidenceItems.caseId, ...employmentColumns })
    .from(evidenceItems)
    .where(and(inArray(evidenceItems.caseId, [...caseIds]), eq(evidenceItems.status, 'accepted'), eq(evidenceItems.type, 'employment')))
    .orderBy(desc(evidenceItems.createdAt));
  return groupBy(rows, (row) => row.caseId);
}

/** The case's facts with the user's saved answers over them: an answer wins over what the case holds. */
export function withAnswers(fromCase: I140CaseFactsInput, answers: TI140Answers): I140CaseFactsInput {
  const own = Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== null && value !== undefined));
  return { ...fromCase, ...own };
}
