import { and, eq } from 'drizzle-orm';
import type { FirmRole } from '@acclaim/domain';
import type { Db } from '../../db/client';
import { firmMembers, users, type CaseRow, type FirmRow } from '../../db/schema/index';

/** The firm member who represents the client: who signs the transmittal letter and appears on Form G-28. */
export interface AttorneyOfRecord {
  userId: string;
  name: string;
  email: string;
  role: FirmRole;
  barNumber: string | null;
  licensingAuthority: string | null;
  uscisOnlineAccountNumber: string | null;
}

async function memberOfFirm(db: Db, firmId: string, userId: string): Promise<AttorneyOfRecord | null> {
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: firmMembers.role,
      barNumber: firmMembers.barNumber,
      licensingAuthority: firmMembers.licensingAuthority,
      uscisOnlineAccountNumber: firmMembers.uscisOnlineAccountNumber,
    })
    .from(firmMembers)
    .innerJoin(users, eq(users.id, firmMembers.userId))
    .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * The case's attorney of record, else the firm's owner — as long as they are still members of the firm: someone
 * who left keeps no say over the firm's filings, so the owner stands in. Null when neither is a member.
 */
export async function findAttorneyOfRecord(
  db: Db,
  caseRow: Pick<CaseRow, 'attorneyOfRecordId'>,
  firm: Pick<FirmRow, 'id' | 'ownerId'>,
): Promise<AttorneyOfRecord | null> {
  const named = caseRow.attorneyOfRecordId ? await memberOfFirm(db, firm.id, caseRow.attorneyOfRecordId) : null;
  return named ?? (await memberOfFirm(db, firm.id, firm.ownerId));
}

/** "Bar number 684201, Supreme Judicial Court of Massachusetts": what the signature block adds under the name. */
export function barLine(attorney: Pick<AttorneyOfRecord, 'barNumber' | 'licensingAuthority'>): string | null {
  const number = attorney.barNumber?.trim();
  const authority = attorney.licensingAuthority?.trim();
  if (number && authority) return `Bar number ${number}, ${authority}`;
  if (number) return `Bar number ${number}`;
  return authority ? `Admitted by ${authority}` : null;
}
