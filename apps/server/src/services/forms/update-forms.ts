import { I140_PARTS, ZI140CaseFacts, prefillI140, type I140CaseFacts, type I140Prefill } from '@acclaim/domain/forms';
import type { TFormsNeeds, TI140Answers } from '@acclaim/contracts';
import type { UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { getCaseForUser } from '../cases/case-access';
import { loadCaseFacts, withAnswers } from './build-case-facts';
import { effectiveConfirmations, loadFormsView, type FormsView } from './forms-view';
import { assertI140Access } from './i140-access';
import { findWorksheet, saveNeeds, saveWorksheet, STALE_WORKSHEET_MESSAGE } from './worksheet-store';
import { planHolderForCase } from '../firms/firm-access';

export interface I140Change {
  baseVersion: number;
  answers?: TI140Answers;
  confirmPartId?: string;
  unconfirmPartId?: string;
}

/** Saved answers with the change over them; `null` removes an answer so the case's own value shows again. */
export function mergeAnswers(saved: TI140Answers, change: TI140Answers): TI140Answers {
  const merged: Record<string, unknown> = { ...saved };
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === undefined) delete merged[key];
    else merged[key] = value;
  }
  return merged as TI140Answers;
}

/** What a part shows, to tell whether a change reached it. Who files reshapes Part 1, so it counts there. */
function partSnapshot(prefill: I140Prefill, facts: I140CaseFacts, partId: string): string {
  const part = prefill.parts.find((p) => p.partId === partId);
  const values = part?.fields.map((f) => [f.fieldId, f.value]) ?? [];
  return JSON.stringify(partId === I140_PARTS[0]?.id ? [facts.filedBy, values] : values);
}

function knownPart(partId: string) {
  const part = I140_PARTS.find((p) => p.id === partId);
  if (!part) throw new AppError('BAD_REQUEST', { message: `There is no part "${partId}" in the I-140 guide.` });
  return part;
}

/**
 * Saves answers and confirmations of the I-140 guide in one step: answers first, then the confirmation asked for.
 * A confirmed part whose values the change alters is no longer confirmed (the user confirms what they saw);
 * a part with an error issue cannot be confirmed, and the refusal names what is missing.
 */
export async function updateI140(deps: AppDeps, user: UserRow, caseId: string, change: I140Change): Promise<FormsView> {
  const { db } = deps.database;
  const caseRow = await getCaseForUser(db, user, caseId);
  assertI140Access(await planHolderForCase(db, user, caseRow));
  const worksheet = await findWorksheet(db, caseRow.id);
  if (change.baseVersion !== worksheet.version) throw new AppError('CONFLICT', { message: STALE_WORKSHEET_MESSAGE });

  const fromCase = await loadCaseFacts(db, caseRow);
  const beforeFacts = ZI140CaseFacts.parse(withAnswers(fromCase, worksheet.answers));
  const answers = mergeAnswers(worksheet.answers, change.answers ?? {});
  const afterFacts = ZI140CaseFacts.parse(withAnswers(fromCase, answers));
  const before = prefillI140(beforeFacts);
  const after = prefillI140(afterFacts);

  let confirmed = worksheet.confirmedPartIds.filter((partId) => partSnapshot(before, beforeFacts, partId) === partSnapshot(after, afterFacts, partId));
  if (change.unconfirmPartId) {
    const part = knownPart(change.unconfirmPartId);
    confirmed = confirmed.filter((id) => id !== part.id);
  }
  if (change.confirmPartId) {
    knownPart(change.confirmPartId);
    const part = after.parts.find((p) => p.partId === change.confirmPartId);
    const blockers = part?.fields.flatMap((f) => f.issues.filter((i) => i.severity === 'error').map((i) => i.text)) ?? [];
    if (!part || blockers.length) {
      throw new AppError('BAD_REQUEST', {
        message: `${part?.number ?? 'This part'} cannot be confirmed yet. ${blockers.join(' ')}`.trim(),
      });
    }
    confirmed = [...confirmed, part.partId];
  }

  await saveWorksheet(db, caseRow.id, change.baseVersion, { answers, confirmedPartIds: effectiveConfirmations(after, confirmed) });
  return loadFormsView(db, user, caseRow);
}

/** Saves what decides the supporting forms; every plan may, since the recommendations are for everyone. */
export async function updateFormsNeeds(deps: AppDeps, user: UserRow, caseId: string, needs: TFormsNeeds): Promise<FormsView> {
  const { db } = deps.database;
  const caseRow = await getCaseForUser(db, user, caseId);
  await saveNeeds(db, caseRow.id, needs);
  return loadFormsView(db, user, caseRow);
}
