import { ZLetter } from '@acclaim/domain/letter';
import type { TLetterDetail, TLetterEvidence, TLetterReview, TLetterSummary } from '@acclaim/contracts';
import type { LetterRow, UserRow } from '../db/schema/index';
import { letterAccess } from '../services/letters/letter-access';
import { pagesFromWords } from '../services/letters/letter-words';

/** A letter row without its document, plus the document's title: all a list needs. */
export type LetterSummaryRow = Omit<LetterRow, 'document'> & { title: string | null };

export function presentLetterSummary(row: LetterSummaryRow | LetterRow): TLetterSummary {
  return {
    id: row.id,
    caseId: row.caseId,
    petitionType: row.petitionType,
    status: row.status,
    title: 'title' in row ? row.title : (row.document?.title ?? null),
    generator: row.generator,
    model: row.model,
    version: row.version,
    wordCount: row.wordCount,
    pageEstimate: pagesFromWords(row.wordCount),
    regeneratingSectionId: row.regeneratingSectionId,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The letter as the user's plan shows it: cut at the page limit, with the sections past the cut by heading; with
 * the attorney review of a firm case's letter (null for a self-petitioner's).
 */
export function presentLetterDetail(
  row: LetterRow,
  user: Pick<UserRow, 'planId'>,
  evidence: TLetterEvidence[],
  review: TLetterReview | null = null,
): TLetterDetail {
  const summary = presentLetterSummary(row);
  if (!row.document) {
    return {
      ...summary,
      document: null,
      evidence,
      access: { ...letterAccess(user, { petitionType: row.petitionType, title: 'Letter', sections: [] }).access },
      review,
    };
  }
  const { cut, access } = letterAccess(user, ZLetter.parse(row.document));
  return { ...summary, document: cut.letter, evidence, access, review };
}
