import { orderExhibits, type FilingPetitionType } from '@acclaim/domain/filing';
import type { AppDeps } from '../../lib/context';
import type { UserRow } from '../../db/schema/index';
import { presentI140Worksheet } from '../../presenters/forms';
import { todayUtc } from '../assessments/build-assessment-input';
import { renderWorksheetPdf } from '../forms/render-worksheet';
import { exportLetter } from '../letters/export-letter';
import { exportRecommendationLetter } from '../recommendations/export-recommendation-letter';
import { buildTransmittalLetter, type PackagePart } from '../package/index';
import type { CaseFilingData, FilingDocument } from './case-filing-data';

const PDF = 'application/pdf';

/** The type the package is filed as: the case's, else the letter's; an undecided case without a letter has none. */
export function packagePetitionType(data: CaseFilingData): FilingPetitionType | null {
  if (data.caseRow.petitionType !== 'UNDECIDED') return data.caseRow.petitionType;
  return data.letter?.row.petitionType ?? null;
}

/** An uploaded file, read from storage only when the assembler reaches it. */
function storedFile(deps: AppDeps, document: FilingDocument): PackagePart['file'] {
  return { name: document.name, mimeType: document.mimeType, bytes: () => deps.storage.get(document.storageKey) };
}

/**
 * Every part of the package in filing order: the transmittal letter, the I-140 worksheet, the petition letter,
 * each recommendation letter followed by its writer's CV, then every other uploaded document as an exhibit.
 * Generated parts are rendered here; uploaded files are loaded one at a time by the assembler.
 */
export async function collectPackageParts(deps: AppDeps, user: UserRow, data: CaseFilingData, petitionType: FilingPetitionType, now: Date) {
  const { db } = deps.database;
  const applicantName = user.name.trim() || 'the Beneficiary';
  const parts: PackagePart[] = [];

  if (data.forms.hasI140Assistance) {
    const worksheet = await renderWorksheetPdf(presentI140Worksheet(data.forms, todayUtc(now)));
    parts.push({ kind: 'forms', title: 'Form I-140 worksheet (answers to copy onto the official form)', file: { name: 'I-140 worksheet.pdf', mimeType: PDF, bytes: worksheet } });
  }

  if (data.letter?.document) {
    const letter = await exportLetter(db, user, data.letter.row, 'pdf', now);
    parts.push({ kind: 'petition-letter', title: 'Petition letter', file: { name: letter.fileName, mimeType: PDF, bytes: letter.bytes } });
  }

  const byId = new Map(data.documents.map((d) => [d.id, d]));
  const recommenderCvIds = new Set<string>();
  // In the order the recommenders were added, as the finalize screen lists them.
  const byRecommender = [...data.recommendations].sort((a, b) => a.recommender.createdAt.getTime() - b.recommender.createdAt.getTime() || a.recommender.name.localeCompare(b.recommender.name));
  for (const item of byRecommender) {
    const letter = await exportRecommendationLetter(db, user, item, 'pdf', now);
    parts.push({ kind: 'recommendation-letter', title: `Letter of ${item.recommender.name}`, file: { name: letter.fileName, mimeType: PDF, bytes: letter.bytes } });
    const cv = item.recommender.cvDocumentId ? byId.get(item.recommender.cvDocumentId) : undefined;
    if (cv) {
      recommenderCvIds.add(cv.id);
      parts.push({ kind: 'recommendation-letter', title: `CV of ${item.recommender.name}`, file: storedFile(deps, cv) });
    }
  }

  for (const { document, heading, translationOf } of orderExhibits(data.documents.filter((d) => !recommenderCvIds.has(d.id)), petitionType)) {
    parts.push({
      kind: 'exhibit',
      title: translationOf ? `Certified English translation of ${translationOf.name}` : document.name,
      exhibitLabel: document.exhibitLabel ?? undefined,
      criterion: heading,
      file: storedFile(deps, document),
    });
  }

  const transmittal = await buildTransmittalLetter({
    applicantName,
    petitionType,
    date: todayUtc(now),
    parts,
  });
  return [{ kind: 'transmittal', title: 'Transmittal letter', file: { name: 'Transmittal letter.pdf', mimeType: PDF, bytes: transmittal } } satisfies PackagePart, ...parts];
}
