import { ZLetter } from '@acclaim/domain/letter';
import { cases, type LetterRow, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { createRenderCache } from '../../lib/render-cache';
import { loadLetterhead } from '../firms/letterhead';
import { letterAccess } from './letter-access';
import { letterFileName } from './render/letter-file-name';
import type { LetterRenderOptions } from './render/render-options';
import { renderOffThread } from '../render-threads/render-pool';
import { planHolderForLetter } from '../firms/firm-access';
import { findBeneficiaryNames } from '../identity/beneficiary-names';

/** A version never changes; the same version, cut, format, name, date and letterhead give the same bytes. */
const rendered = createRenderCache<Buffer>();

export const LETTER_CONTENT_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;

/**
 * The current version as a file, cut at the plan's page limit with the upgrade note where it stops — the same
 * cut the screen shows, so the preview and both formats end at the same sentence. A firm's case prints on the
 * firm's letterhead (`loadLetterhead`).
 */
export async function exportLetter(deps: AppDeps, user: UserRow, row: LetterRow, format: 'docx' | 'pdf', now: Date = new Date()) {
  if (!row.document || row.version === 0) {
    throw new AppError('CONFLICT', { message: 'The letter is still being written. It can be exported as soon as the first draft is done.' });
  }
  const { db } = deps.database;
  const letter = ZLetter.parse(row.document);
  const { cut, access } = letterAccess(await planHolderForLetter(db, user, row), letter);
  const [owner] = await db.select({ firmId: cases.firmId }).from(cases).where(eq(cases.id, row.caseId));
  // The person the petition is for: the beneficiary's legal name on the case, else the applicant's name as the
  // case's people see it (never the name of whoever holds the account when the case gives the beneficiary's).
  const applicantName = (await findBeneficiaryNames(db, row.caseId)).legalName?.trim() || 'Applicant';
  const firmLetterhead = owner ? await loadLetterhead(deps, owner) : null;
  const options: LetterRenderOptions = { applicantName, upgradeNote: access.upgradeNote, date: now.toISOString().slice(0, 10), firmLetterhead };
  const key = [row.id, row.version, access.pageLimit ?? 'all', format, applicantName, options.date, firmLetterhead?.version ?? 'own'].join(':');
  const bytes = await rendered.get(key, () => renderOffThread(format === 'docx' ? 'letterDocx' : 'letterPdf', { letter: cut.letter, options }));
  const fileName = letterFileName(letter, applicantName, row.version, format, firmLetterhead?.hideAcclaimBranding ?? false);
  return { bytes, fileName, contentType: LETTER_CONTENT_TYPES[format] };
}
