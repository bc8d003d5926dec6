import { orderExhibits, type FilingPetitionType } from '@acclaim/domain/filing';
import type { AppDeps } from '../../lib/context';
import type { UserRow } from '../../db/schema/index';
import { formsDisclaimer, presentG28, presentI140Worksheet } from '../../presenters/forms';
import { todayUtc } from '../assessments/build-assessment-input';
import { barLine, findAttorneyOfRecord } from '../firms/attorney-of-record';
import { findFirmOfCase } from '../firms/firm-access';
import { loadLetterhead, softwareName, type FirmLetterhead } from '../firms/letterhead';
import { renderG28WorksheetPdf } from '../forms/render-g28-worksheet';
import { renderWorksheetPdf } from '../forms/render-worksheet';
import { exportLetter } from '../letters/export-letter';
import { exportRecommendationLetter } from '../recommendations/export-recommendation-letter';
import type { PackagePart } from '../package/package-types';
import type { TransmittalSigner } from '../package/transmittal-letter';
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

/** The name the package is filed under: the case owner's, whoever assembles it. */
export const packageApplicantName = (data: CaseFilingData) => data.owner.name.trim() || 'the Beneficiary';

/**
 * Who signs the transmittal letter of a firm's case: its attorney of record (else the firm's owner), as counsel for
 * the petitioner, with the bar number and licensing authority when the Members page has them. Null for a
 * self-petitioner's case, and when nobody of the firm can sign (the petitioner then signs, as without a firm).
 */
async function firmSigner(deps: AppDeps, data: CaseFilingData): Promise<TransmittalSigner | null> {
  const { db } = deps.database;
  const firm = await findFirmOfCase(db, data.caseRow);
  const attorney = firm ? await findAttorneyOfRecord(db, data.caseRow, firm) : null;
  if (!attorney) return null;
  const bar = barLine(attorney);
  return { name: attorney.name.trim() || attorney.email, capacity: 'Counsel for the Petitioner', details: bar ? [bar] : [] };
}

/** The metadata and letterhead a firm's case gives the package; nothing changes for a self-petitioner's. */
export interface PackageBranding {
  letterhead: FirmLetterhead | null;
  /** The PDFs' author: the firm on its case, else the applicant (the assembler's default). */
  author: string | undefined;
  software: string;
}

export async function loadPackageBranding(deps: AppDeps, data: CaseFilingData): Promise<PackageBranding> {
  const letterhead = await loadLetterhead(deps, data.caseRow);
  return { letterhead, author: letterhead?.firmName, software: softwareName(letterhead) };
}

/**
 * Every part of the package in filing order: the transmittal letter, the G-28 worksheet (a firm's case), the
 * I-140 worksheet, the petition letter, each recommendation letter followed by its writer's CV, then every other
 * uploaded document as an exhibit. Generated parts are rendered here; uploaded files are loaded one at a time by
 * the assembler. A firm's case puts the transmittal letter and the G-28 worksheet on the firm's letterhead.
 */
export async function collectPackageParts(
  deps: AppDeps,
  user: UserRow,
  data: CaseFilingData,
  petitionType: FilingPetitionType,
  now: Date,
  branding?: PackageBranding,
) {
  const applicantName = packageApplicantName(data);
  const { letterhead, software } = branding ?? (await loadPackageBranding(deps, data));
  const parts: PackagePart[] = await formParts(data, now, { letterhead, software });

  if (data.letter?.document) {
    const letter = await exportLetter(deps, user, data.letter.row, 'pdf', now);
    parts.push({ kind: 'petition-letter', title: 'Petition letter', file: { name: letter.fileName, mimeType: PDF, bytes: letter.bytes } });
  }

  const recommendations = await recommendationParts(deps, user, data, now);
  parts.push(...recommendations.parts);

  // A document naming someone else is no exhibit of this petition until a person confirmed why it belongs.
  const exhibits = data.documents.filter((d) => !recommendations.cvIds.has(d.id) && !d.isIdentityHeld);
  for (const { document, heading, translationOf } of orderExhibits(exhibits, petitionType)) {
    parts.push({
      kind: 'exhibit',
      title: translationOf ? `Certified English translation of ${translationOf.name}` : document.name,
      exhibitLabel: document.exhibitLabel ?? undefined,
      criterion: heading,
      file: storedFile(deps, document),
    });
  }

  const signer = letterhead ? await firmSigner(deps, data) : null;
  // Loaded with its PDF library when the first package is assembled, not when the server starts.
  const { buildTransmittalLetter } = await import('../package/transmittal-letter');
  const transmittal = await buildTransmittalLetter({
    applicantName,
    petitionType,
    date: todayUtc(now),
    parts,
    ...(signer ? { signer } : {}),
    letterhead,
    software,
  });
  return [
    { kind: 'transmittal', title: 'Transmittal letter', file: { name: 'Transmittal letter.pdf', mimeType: PDF, bytes: transmittal } } satisfies PackagePart,
    ...parts,
  ];
}

/** The forms worksheets: the G-28's (a firm's case, on its letterhead) and the I-140's, when the case has them. */
async function formParts(data: CaseFilingData, now: Date, { letterhead, software }: Pick<PackageBranding, 'letterhead' | 'software'>): Promise<PackagePart[]> {
  const parts: PackagePart[] = [];
  const g28 = presentG28(data.forms);
  if (g28) {
    const worksheet = await renderG28WorksheetPdf({
      worksheet: g28,
      caseTitle: data.caseRow.title,
      generatedOn: todayUtc(now),
      disclaimer: formsDisclaimer(data.forms.firm),
      letterhead,
      software,
    });
    parts.push({
      kind: 'forms',
      title: 'Form G-28 worksheet (answers to copy onto the official form)',
      file: { name: 'G-28 worksheet.pdf', mimeType: PDF, bytes: worksheet },
    });
  }

  if (data.forms.hasI140Assistance) {
    const worksheet = await renderWorksheetPdf(presentI140Worksheet(data.forms, todayUtc(now)), { software });
    parts.push({
      kind: 'forms',
      title: 'Form I-140 worksheet (answers to copy onto the official form)',
      file: { name: 'I-140 worksheet.pdf', mimeType: PDF, bytes: worksheet },
    });
  }
  return parts;
}

/** Each recommendation letter followed by its writer's CV; the CVs' ids, so they are not exhibits as well. */
async function recommendationParts(deps: AppDeps, user: UserRow, data: CaseFilingData, now: Date): Promise<{ parts: PackagePart[]; cvIds: Set<string> }> {
  const parts: PackagePart[] = [];
  const byId = new Map(data.documents.map((d) => [d.id, d]));
  const cvIds = new Set<string>();
  // In the order the recommenders were added, as the finalize screen lists them.
  const byRecommender = [...data.recommendations].sort(
    (a, b) => a.recommender.createdAt.getTime() - b.recommender.createdAt.getTime() || a.recommender.name.localeCompare(b.recommender.name),
  );
  for (const item of byRecommender) {
    const letter = await exportRecommendationLetter(deps, user, item, 'pdf', now);
    parts.push({
      kind: 'recommendation-letter',
      title: `Letter of ${item.recommender.name}`,
      file: { name: letter.fileName, mimeType: PDF, bytes: letter.bytes },
    });
    const cv = item.recommender.cvDocumentId ? byId.get(item.recommender.cvDocumentId) : undefined;
    if (cv) {
      cvIds.add(cv.id);
      parts.push({ kind: 'recommendation-letter', title: `CV of ${item.recommender.name}`, file: storedFile(deps, cv) });
    }
  }
  return { parts, cvIds };
}
