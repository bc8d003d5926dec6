import type { TLetterEvidence, TLetterReview } from '@acclaim/contracts';
import type { Db } from '../../db/client';
import type { CaseRow, LetterRow, UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import type { LetterSummaryRow } from '../../presenters/letter';
import type { PlanHolder } from '../billing-plan';
import { planHolderForLetter } from '../firms/firm-access';
import { findLetterEvidence } from './letter-evidence';
import { findLetterSummaries } from './find-letter-summaries';
import { mayWriteLetter } from './letter-write-access';
import { getLetterReview } from './section-approvals';
import { getLetterAllowance } from './start-letter';

export interface LetterDetailParts {
  /** Whose plan cuts the letter: the firm's on a firm case, else the reader's own. */
  planHolder: PlanHolder;
  evidence: TLetterEvidence[];
  review: TLetterReview | null;
}

/** Everything besides the letter row that showing one letter needs, read side by side. */
export async function readLetterDetailParts(db: Db, user: UserRow, row: LetterRow): Promise<LetterDetailParts> {
  const [evidence, review, planHolder] = await Promise.all([
    findLetterEvidence(db, row.caseId),
    getLetterReview(db, user, row),
    planHolderForLetter(db, user, row),
  ]);
  return { planHolder, evidence, review };
}

export interface CaseLetters {
  letters: LetterSummaryRow[];
  allowance: Awaited<ReturnType<typeof getLetterAllowance>>;
  /** False for a firm's client, whose attorney writes the letter: the page then offers no writing. */
  canWrite: boolean;
}

/** A case's letters, newest first, with the plan allowance and whether this user may write one. */
export async function readCaseLetters(deps: AppDeps, user: UserRow, caseRow: CaseRow): Promise<CaseLetters> {
  const [letters, allowance, canWrite] = await Promise.all([
    findLetterSummaries(deps.database.db, caseRow.id),
    getLetterAllowance(deps, user, caseRow),
    mayWriteLetter(deps.database.db, user, caseRow),
  ]);
  return { letters, allowance, canWrite };
}
