import { buildFilingChecklist, looksEnglish, MANUAL_CHECKLIST_ITEMS, type ChecklistLetter, type FilingChecklist } from '@acclaim/domain/filing';
import type { Db } from '../../db/client';
import type { CaseRow, UserRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { saveChecklistDone } from '../forms/worksheet-store';
import { runFilingCheck } from '../letters/run-filing-check';
import { findLetterApprovalStatus } from '../letters/section-approvals';
import { loadCaseFilingData, type CaseFilingData, type CurrentLetter } from './case-filing-data';

async function checklistLetter(db: Db, current: CurrentLetter | null): Promise<ChecklistLetter | null> {
  if (!current) return null;
  const { row, document } = current;
  if (!document) return { state: row.status === 'failed' ? 'failed' : 'writing', version: 0, pageLimit: null, check: null };
  const check = await runFilingCheck(db, row, document);
  return {
    state: 'ready',
    version: row.version,
    pageLimit: current.pageLimit,
    // The whole check of the version on file: any finding keeps the letter from "Ready" (issue 25, item 9).
    check: { isClean: check.isClean, issues: check.issues.map(({ kind, message, sectionHeading, text }) => ({ kind, message, sectionHeading, text })) },
  };
}

/** The checklist from data already loaded (the package job reuses the load). */
export async function composeChecklist(db: Db, data: CaseFilingData): Promise<FilingChecklist> {
  const { forms } = data;
  return buildFilingChecklist({
    petitionType: data.caseRow.petitionType === 'UNDECIDED' ? null : data.caseRow.petitionType,
    i140: { hasAssistance: forms.hasI140Assistance, partsConfirmed: forms.confirmedPartIds.length, partsTotal: forms.prefill.parts.length },
    supportingForms: forms.recommended.filter((f) => f.formId !== 'I-140').map((f) => ({ formId: f.formId, title: f.title, need: f.need })),
    feeTotal: forms.fees.totalUsd === null ? null : `$${forms.fees.totalUsd.toLocaleString('en-US')}`,
    feeUnknown: forms.fees.unknown,
    processing: forms.facts.processing,
    hasDegreeEvidence: data.hasDegreeEvidence,
    documents: data.documents.map((d) => ({ ...d, isEnglish: d.status === 'extracted' ? looksEnglish(d.textSample) : null })),
    letter: await checklistLetter(db, data.letter),
    letterApproval: await findLetterApprovalStatus(db, data.caseRow, data.letter?.row ?? null),
    recommendations: data.recommendations.map(({ recommender }) => ({
      recommenderName: recommender.name,
      hasDraft: true,
      isSigned: recommender.status === 'signed',
      hasCv: recommender.cvDocumentId !== null,
    })),
    manualDone: forms.worksheet.checklistDone,
  });
}

export async function getFilingChecklist(db: Db, user: UserRow, caseRow: CaseRow): Promise<FilingChecklist> {
  return composeChecklist(db, await loadCaseFilingData(db, user, caseRow));
}

/** Ticks an item the product cannot see for itself; others follow the case and cannot be ticked. */
export async function setChecklistItemDone(db: Db, user: UserRow, caseRow: CaseRow, itemId: string, isDone: boolean): Promise<FilingChecklist> {
  if (!(MANUAL_CHECKLIST_ITEMS as readonly string[]).includes(itemId)) {
    throw new AppError('BAD_REQUEST', { message: 'This item follows your case and cannot be ticked by hand.' });
  }
  await saveChecklistDone(db, caseRow.id, itemId, isDone);
  return getFilingChecklist(db, user, caseRow);
}
