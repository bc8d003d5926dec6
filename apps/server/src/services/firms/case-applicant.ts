import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cases, users } from '../../db/schema/index';
import { caseOpenToOwner } from '../cases/case-access';

export interface CaseApplicant {
  name: string;
  email: string;
  /** Whether the case is its owner's to see: their own petition, or a firm's case whose invitation they accepted. */
  openToOwner: boolean;
}

/**
 * The applicant's name as the people working on a case may see it, for a query that joins a case to its owner.
 * A firm may add a client whose address already has an account, and nothing of that account may reach the firm
 * before its person accepts the invitation (decision 022). Until then every firm case — whether its owner is an
 * account made for it or one that existed before — is named as the firm typed it: the case's title, which adding the
 * client set to the client's name.
 */
export function visibleApplicantName(): SQL<string> {
  return sql<string>`case when ${caseOpenToOwner()} then ${users.name} else ${cases.title} end`;
}

/**
 * The person a case is for, as its forms, letters, files and the firm's client list name them: the owner's name
 * (see visibleApplicantName) and address (on a waiting firm case the address the firm typed, which is how the case
 * found its owner). Null when the case does not exist.
 */
export async function findCaseApplicant(db: Db, caseId: string): Promise<CaseApplicant | null> {
  const [row] = await db
    .select({ name: visibleApplicantName(), email: users.email, openToOwner: sql<boolean>`${caseOpenToOwner()}` })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.ownerId))
    .where(eq(cases.id, caseId))
    .limit(1);
  return row ?? null;
}
