import { and, eq } from 'drizzle-orm';
import { cutLetter, type Letter, type LetterCut } from '@acclaim/domain/letter';
import type { Plan } from '@acclaim/domain';
import type { TLetterAccess } from '@acclaim/contracts';
import { cases, letters, type LetterRow, type UserRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { getUserPlan, isOwnPetitionOnAttorneyPlan, OWN_PETITION_ON_ATTORNEY_PLAN_NOTE, type PlanHolder } from '../billing-plan';
import { caseAccessibleBy } from '../cases/case-access';

/**
 * The letter if its case belongs to `user`, else NOT_FOUND — the same answer for someone else's and a missing
 * one, so ids cannot be probed.
 */
export async function getLetterForUser(db: Db, user: UserRow, letterId: string): Promise<LetterRow> {
  if (!/^[0-9a-f-]{36}$/i.test(letterId)) throw new AppError('NOT_FOUND', { message: 'Letter not found.' });
  const [row] = await db
    .select({ letter: letters })
    .from(letters)
    .innerJoin(cases, eq(cases.id, letters.caseId))
    .where(and(eq(letters.id, letterId), caseAccessibleBy(user.id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { message: 'Letter not found.' });
  return row.letter;
}

export function upgradeNoteFor(plan: Plan, pages: number): string {
  const shown = `The first ${pages} ${pages === 1 ? 'page' : 'pages'} of the petition letter are shown. The rest is written and kept.`;
  if (isOwnPetitionOnAttorneyPlan(plan)) return `${shown} ${OWN_PETITION_ON_ATTORNEY_PLAN_NOTE}`;
  return `Your ${plan.name} plan shows the first ${pages} ${pages === 1 ? 'page' : 'pages'} of the petition letter. The rest is written and kept; upgrade to Complete on the Billing page to read, edit and export the whole letter.`;
}

/**
 * The plan's cut of a letter, and what the contract tells the screen about it. `user` holds the plan: on a firm's
 * case pass `planHolderForLetter`'s, so the client, the paralegal and the attorney see the letter the firm's plan shows.
 */
export function letterAccess(user: PlanHolder, letter: Letter): { cut: LetterCut; access: TLetterAccess } {
  const plan = getUserPlan(user);
  const pageLimit = plan.limits.coverLetterPages;
  const cut = cutLetter(letter, pageLimit);
  return {
    cut,
    access: {
      planName: plan.name,
      pageLimit,
      isTruncated: cut.isTruncated,
      upgradeNote: cut.isTruncated && pageLimit !== null ? upgradeNoteFor(plan, pageLimit) : null,
      editableSectionIds: [...cut.wholeSectionIds],
      hiddenSections: [...cut.hiddenSections],
    },
  };
}
