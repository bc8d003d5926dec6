import type { TFilingPackage } from '@acclaim/contracts';
import type { FilingPackageRow } from '../db/schema/index';

export function presentFilingPackage(row: FilingPackageRow): TFilingPackage {
  const manifest = row.manifest;
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    totalPages: row.totalPages,
    pdfBytes: row.pdfBytes,
    zipBytes: row.zipBytes,
    bates: manifest?.bates ?? null,
    parts: (manifest?.parts ?? []).map((part) => ({
      kind: part.kind,
      title: part.title,
      exhibitLabel: part.exhibitLabel,
      criterion: part.criterion,
      startPage: part.startPage,
      pageCount: part.pageCount,
      bates: part.bates,
    })),
    problems: (manifest?.problems ?? []).map(({ title, fileName, message, outcome }) => ({ title, fileName, message, outcome })),
    error: row.error,
  };
}
