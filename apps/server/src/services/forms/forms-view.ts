import {
  FEES_AS_OF_LABEL,
  feeSummary,
  formsProgress,
  prefillI140,
  recommendedForms,
  ZI140CaseFacts,
  type FeeSummary,
  type FormsPetitionType,
  type I140CaseFacts,
  type I140CaseFactsInput,
  type I140Prefill,
  type RecommendedForm,
} from '@acclaim/domain/forms';
import type { TFormsNeeds } from '@acclaim/contracts';
import type { Db } from '../../db/client';
import type { CaseRow, UserRow } from '../../db/schema/index';
import { todayUtc } from '../assessments/build-assessment-input';
import { getUserPlan } from '../billing-plan';
import { loadCaseFacts, withAnswers } from './build-case-facts';
import { hasI140Assistance, i140UpgradeNote } from './i140-access';
import { loadFirmForms, type FirmForms } from './g28-view';
import { findWorksheet, type Worksheet } from './worksheet-store';
import { planHolderForCase } from '../firms/firm-access';

/** Everything the forms screen, the worksheet and the dashboard read, before it is shaped for the client. */
export interface FormsView {
  caseRow: CaseRow;
  worksheet: Worksheet;
  facts: I140CaseFacts;
  prefill: I140Prefill;
  /** Confirmed parts that still have no error, in form order: what counts. */
  confirmedPartIds: string[];
  progress: number;
  recommended: RecommendedForm[];
  petitionTypeNote: string | null;
  fees: FeeSummary & { filingDate: string; asOfLabel: string };
  hasI140Assistance: boolean;
  upgradeNote: string | null;
  /** Set for a firm's case: the firm, its white label and the G-28 worksheet. */
  firm: FirmForms | null;
}

/**
 * A confirmation counts only while its part has no error: the case may change under a confirmed part (a new
 * petition type, a removed name), and the dashboard must not count a part that could not be confirmed today.
 */
export function effectiveConfirmations(prefill: I140Prefill, confirmedPartIds: readonly string[]): string[] {
  const wanted = new Set(confirmedPartIds);
  return prefill.parts.filter((part) => wanted.has(part.partId) && part.errors === 0).map((part) => part.partId);
}

const UNDECIDED_NOTE =
  'Choose EB-1A or NIW for this case (in your case details, or in Part 2 of the I-140 guide): the I-140 box depends on it, and an NIW petition also includes Form ETA-9089 with Appendix A.';

/** The type the supporting forms follow: the case's own, else the EB-1A or NIW box ticked in the guide. */
function formsPetitionType(facts: I140CaseFacts): FormsPetitionType | null {
  if (facts.petitionType !== 'UNDECIDED') return facts.petitionType;
  return facts.classification === 'EB1A' || facts.classification === 'NIW' ? facts.classification : null;
}

/** Before EB-1A or NIW is chosen, the forms both share, with reasons that do not assume either. */
function recommendedForUndecided(needs: TFormsNeeds): RecommendedForm[] {
  return recommendedForms({ ...needs, petitionType: 'EB1A' }).map((form) => {
    if (form.formId === 'I-140') {
      return { ...form, reason: 'The I-140 is the petition itself; it ticks the box of the classification you choose, EB-1A or NIW.' };
    }
    if (form.formId === 'I-907') {
      return { ...form, reason: 'You want premium processing, which sets a window for USCIS to act: 15 business days for EB-1A, 45 for NIW.' };
    }
    return form;
  });
}

/** The filing date fees are worked out for: the intended date when it is still ahead, else today. */
function feeDate(row: CaseRow, today: string): string {
  return row.intendedFilingDate && row.intendedFilingDate > today ? row.intendedFilingDate : today;
}

/** Pure: the view from the case, its facts (answers applied) and the worksheet. */
export function composeFormsView(input: {
  caseRow: CaseRow;
  user: Pick<UserRow, 'planId'>;
  worksheet: Worksheet;
  facts: I140CaseFacts;
  today: string;
  firm?: FirmForms | null;
}): FormsView {
  const { caseRow, worksheet, facts } = input;
  const firm = input.firm ?? null;
  // An attorney of the firm represents the client of a firm's case, so its G-28 is always among the forms.
  const needs = firm ? { ...worksheet.needs, hasAttorney: true } : worksheet.needs;
  const prefill = prefillI140(facts);
  const confirmedPartIds = effectiveConfirmations(prefill, worksheet.confirmedPartIds);
  const petitionType = formsPetitionType(facts);
  const filingDate = feeDate(caseRow, input.today);
  const canUse = hasI140Assistance(input.user);
  return {
    caseRow,
    worksheet,
    facts,
    prefill,
    confirmedPartIds,
    progress: formsProgress({ confirmedPartIds }),
    recommended: petitionType ? recommendedForms({ ...needs, petitionType }) : recommendedForUndecided(needs),
    petitionTypeNote: petitionType ? null : UNDECIDED_NOTE,
    fees: {
      ...feeSummary({
        filingDate,
        filedBy: facts.filedBy,
        isNonprofitResearch: facts.petitionerIsNonprofitResearch,
        has25OrFewerEmployees: facts.petitionerHas25OrFewerEmployees,
        premiumProcessing: worksheet.needs.wantsPremiumProcessing,
      }),
      filingDate,
      asOfLabel: FEES_AS_OF_LABEL,
    },
    hasI140Assistance: canUse,
    upgradeNote: canUse ? null : i140UpgradeNote(getUserPlan(input.user)),
    firm,
  };
}

/** Reads the case's facts and worksheet and composes the view. */
export async function loadFormsView(db: Db, user: Pick<UserRow, 'planId'>, caseRow: CaseRow, now: Date = new Date()): Promise<FormsView> {
  const [worksheet, fromCase] = await Promise.all([findWorksheet(db, caseRow.id), loadCaseFacts(db, caseRow)]);
  const facts = ZI140CaseFacts.parse(withAnswers(fromCase, worksheet.answers));
  const firm = await loadFirmForms(db, caseRow, facts);
  // A firm's case is worked on under the firm's plan, whoever looks.
  return composeFormsView({ caseRow, user: await planHolderForCase(db, user, caseRow), worksheet, facts, today: todayUtc(now), firm });
}

/** The dashboard's forms progress, from the case's worksheet and facts: the share of the guide's parts confirmed and still free of errors. */
export function formsProgressOf(worksheet: Pick<Worksheet, 'answers' | 'confirmedPartIds'>, fromCase: I140CaseFactsInput): number {
  if (worksheet.confirmedPartIds.length === 0) return 0;
  const facts = withAnswers(fromCase, worksheet.answers);
  return formsProgress({ confirmedPartIds: effectiveConfirmations(prefillI140(facts), worksheet.confirmedPartIds) });
}
