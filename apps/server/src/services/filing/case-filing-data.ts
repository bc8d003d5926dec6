import { and, desc, eq, sql } from 'drizzle-orm';
import { ZLetter, type Letter } from '@acclaim/domain/letter';
import type { Db } from '../../db/client';
import { documents, evidenceItems, letters, type CaseRow, type LetterRow, type UserRow } from '../../db/schema/index';
import { findCaseApplicant } from '../firms/case-applicant';
import { documentIdentityCleared } from '../identity/counted-evidence';
import { loadFormsView, type FormsView } from '../forms/forms-view';
import { letterAccess } from '../letters/letter-access';
import { findRecommendationLetters, type LetterWithRecommender } from '../recommendations/recommendation-letter-store';
import { planHolderForLetter } from '../firms/firm-access';

/** Enough extracted text to tell the language; the whole text of a long document is not needed. */
const LANGUAGE_SAMPLE_CHARS = 6000;

export interface FilingDocument {
  id: string;
  name: string;
  category: (typeof documents.$inferSelect)['category'];
  exhibitLabel: string | null;
  status: (typeof documents.$inferSelect)['status'];
  translationOfId: string | null;
  mimeType: string;
  storageKey: string;
  textSample: string;
  /**
   * The document names someone else (or, being about a person, no one the case knows) and no one has confirmed it
   * belongs: it is not filed as an exhibit. A recommender's CV is filed with their letter all the same.
   */
  isIdentityHeld: boolean;
}

export interface CurrentLetter {
  row: LetterRow;
  /** Null while the first draft is being written or after it failed. */
  document: Letter | null;
  /** Pages the plan shows; null for the whole letter. */
  pageLimit: number | null;
}

/** What the checklist and the package both read of a case, loaded once. */
export interface CaseFilingData {
  caseRow: CaseRow;
  /**
   * The case owner: the petitioner of a self-petition. On a firm's case the package is assembled by a member of
   * the firm, so the applicant's name comes from here, never from whoever asked for the package.
   */
  owner: { name: string; email: string };
  forms: FormsView;
  documents: FilingDocument[];
  hasDegreeEvidence: boolean;
  letter: CurrentLetter | null;
  recommendations: LetterWithRecommender[];
}

async function findFilingDocuments(db: Db, caseId: string): Promise<FilingDocument[]> {
  return db
    .select({
      id: documents.id,
      name: documents.name,
      category: documents.category,
      exhibitLabel: documents.exhibitLabel,
      status: documents.status,
      translationOfId: documents.translationOfId,
      mimeType: documents.mimeType,
      storageKey: documents.storageKey,
      textSample: sql<string>`left(coalesce(array_to_string(${documents.pages}, ' '), ''), ${LANGUAGE_SAMPLE_CHARS})`,
      isIdentityHeld: sql<boolean>`not ${documentIdentityCleared()}`,
    })
    .from(documents)
    .where(eq(documents.caseId, caseId))
    .orderBy(documents.createdAt);
}

/** The case's newest petition letter: the one the cover letter screen shows. */
async function findCurrentLetter(db: Db, user: UserRow, caseId: string): Promise<CurrentLetter | null> {
  const [row] = await db.select().from(letters).where(eq(letters.caseId, caseId)).orderBy(desc(letters.createdAt)).limit(1);
  if (!row) return null;
  if (!row.document || row.version === 0) return { row, document: null, pageLimit: null };
  const document = ZLetter.parse(row.document);
  const { cut, access } = letterAccess(await planHolderForLetter(db, user, row), document);
  return { row, document, pageLimit: cut.isTruncated ? access.pageLimit : null };
}

export async function loadCaseFilingData(db: Db, user: UserRow, caseRow: CaseRow, now: Date = new Date()): Promise<CaseFilingData> {
  const [forms, docs, degree, letter, recommendations, owner] = await Promise.all([
    loadFormsView(db, user, caseRow, now),
    findFilingDocuments(db, caseRow.id),
    db.$count(evidenceItems, and(eq(evidenceItems.caseId, caseRow.id), eq(evidenceItems.type, 'degree'), eq(evidenceItems.status, 'accepted'))),
    findCurrentLetter(db, user, caseRow.id),
    findRecommendationLetters(db, caseRow.id),
    findCaseApplicant(db, caseRow.id),
  ]);
  return { caseRow, owner: owner ?? { name: '', email: '' }, forms, documents: docs, hasDegreeEvidence: degree > 0, letter, recommendations };
}
