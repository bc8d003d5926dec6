import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, filingPackages } from '../../db/schema/index';

/**
 * The storage keys of everything a set of cases keeps on disk: uploaded documents and assembled filing packages.
 * Read before the rows are deleted, so the files can be removed after the transaction commits.
 */
export async function storedFilesOfCases(db: Db, caseIds: string[]): Promise<string[]> {
  if (caseIds.length === 0) return [];
  const files = await db.select({ key: documents.storageKey }).from(documents).where(inArray(documents.caseId, caseIds));
  const packages = await db
    .select({ pdf: filingPackages.pdfKey, zip: filingPackages.zipKey })
    .from(filingPackages)
    .where(inArray(filingPackages.caseId, caseIds));
  return [...files.map((file) => file.key), ...packages.flatMap((pkg) => [pkg.pdf, pkg.zip].filter((key): key is string => key !== null))];
}
