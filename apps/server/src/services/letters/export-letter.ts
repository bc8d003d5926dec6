import { ZLetter } from '@acclaim/domain/letter';
import { cases, users, type LetterRow, type UserRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { letterAccess } from './letter-access';
import { letterFileName, renderLetterDocx, renderLetterPdf } from './render/index';

export const LETTER_CONTENT_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;

/**
 * The current version as a file, cut at the plan's page limit with the upgrade note where it stops — the same
 * cut the screen shows, so the preview and both formats end at the same sentence.
 */
export async function exportLetter(db: Db, user: UserRow, row: LetterRow, format: 'docx' | 'pdf', now: Date = new Date()) {
  if (!row.document || row.version === 0) {
    throw new AppError('CONFLICT', { message: 'The letter is still being written. It can be exported as soon as the first draft is done.' });
  }
  const letter = ZLetter.parse(row.document);
  const { cut, access } = letterAccess(user, letter);
  const [owner] = await db.select({ name: users.name }).from(cases).innerJoin(users, eq(users.id, cases.ownerId)).where(eq(cases.id, row.caseId));
  const applicantName = owner?.name.trim() || 'Applicant';
  const options = { applicantName, upgradeNote: access.upgradeNote, date: now.toISOString().slice(0, 10) };
  const bytes = format === 'docx' ? await renderLetterDocx(cut.letter, options) : await renderLetterPdf(cut.letter, options);
  return { bytes, fileName: letterFileName(letter, applicantName, row.version, format), contentType: LETTER_CONTENT_TYPES[format] };
}
