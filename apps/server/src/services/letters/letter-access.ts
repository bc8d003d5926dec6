import { cutLetter, type Letter, type LetterCut } from '@acclaim/domain/letter';
import type { Plan } from '@acclaim/domain';
import type { TLetterAccess } from '@acclaim/contracts';
import { letters, type LetterRow, type UserRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { getUserPlan, isOwnPetitionOnAttorneyPlan, OWN_PETITION_ON_ATTORNEY_PLAN_NOTE, type PlanHolder } from '../billing-plan';
import { getInsideCaseForUser } from '../cases/case-access';

/**
 * The letter if its case belongs to `user`, else NOT_FOUND — the same answer for someone else's and a missing
 * one, so ids cannot be probed.
 */
export async function getLetterForUser(db: Db, user: UserRow, letterId: string): Promise<LetterRow> {
  return getInsideCaseForUser(db, letters, user, letterId, 'Letter not found.');
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
