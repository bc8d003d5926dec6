import type { TChecklistItem, TFilingChecklist, TFilingPackageResponse } from '@acclaim/contracts';
import { FINALIZE_STEPS, type FinalizeStepId } from './steps';

/**
 * How far each step of Finalize is, read from what the page loads anyway (the filing checklist and the filing
 * package), so the step bar costs no request of its own and agrees with the checklist item for item.
 */
export type StepState = 'done' | 'todo' | 'attention' | 'blocked' | 'working' | 'locked';

export interface StepStatus {
  state: StepState;
  /** A few words beside the step's name, e.g. "2 block filing". */
  text: string;
}

/** A step whose data has not arrived (or could not be read) has no status yet. */
export type StepStatuses = Partial<Record<FinalizeStepId, StepStatus>>;

const blocksText = (count: number) => `${count} ${count === 1 ? 'blocks' : 'block'} filing`;

/** The state of a group of checklist items: what blocks first, then what is missing. */
function ofItems(items: readonly TChecklistItem[]): StepStatus {
  const blocking = items.filter((item) => item.status === 'blocking').length;
  const missing = items.filter((item) => item.status === 'missing').length;
  if (blocking) return { state: 'blocked', text: blocksText(blocking) };
  if (missing) return { state: 'attention', text: `${missing} missing` };
  return { state: 'done', text: 'Ready' };
}

function checklistStatus(checklist: TFilingChecklist): StepStatus {
  if (checklist.isComplete) return { state: 'done', text: 'All ready' };
  return ofItems(checklist.items);
}

function recommendationsStatus(checklist: TFilingChecklist): StepStatus {
  const item = checklist.items.find((i) => i.id === 'recommendation-letters');
  if (!item || item.status === 'not-needed') return { state: 'done', text: 'Not needed' };
  if (item.status === 'present') return { state: 'done', text: 'Signed, with CVs' };
  if (item.status === 'blocking') return { state: 'blocked', text: 'Blocks filing' };
  // The item lists one line per drafted letter; none means no letter has been drafted yet.
  return item.details.length ? { state: 'attention', text: 'In progress' } : { state: 'todo', text: 'Not started' };
}

function packageStatus({ package: pkg, access }: TFilingPackageResponse, checklist: TFilingChecklist | undefined): StepStatus {
  if (!access.canAssemble) return { state: 'locked', text: 'Not on your plan' };
  if (!pkg) return { state: 'todo', text: 'Not assembled' };
  if (pkg.status === 'queued' || pkg.status === 'running') return { state: 'working', text: 'Assembling…' };
  if (pkg.status === 'failed') return { state: 'attention', text: 'Assembly failed' };
  // A package assembled while the checklist still had gaps is a draft to review, as the package step itself says.
  if (checklist && !checklist.isComplete) return { state: 'attention', text: 'Draft assembled' };
  return { state: 'done', text: 'Assembled' };
}

export function finalizeStepStatuses({ checklist, filingPackage }: { checklist?: TFilingChecklist; filingPackage?: TFilingPackageResponse }): StepStatuses {
  const statuses: StepStatuses = {};
  if (checklist) {
    statuses.checklist = checklistStatus(checklist);
    statuses.forms = ofItems(checklist.items.filter((item) => item.group === 'forms'));
    statuses.recommendations = recommendationsStatus(checklist);
  }
  if (filingPackage) statuses.package = packageStatus(filingPackage, checklist);
  return statuses;
}

/** States that still ask something of the user; a done step and one the plan does not include do not. */
const NEEDS_WORK: ReadonlySet<StepState> = new Set(['blocked', 'attention', 'todo', 'working']);

/** Where /finalize opens: the first step that still needs work, or the checklist when none does. */
export function stepToOpen(statuses: StepStatuses): FinalizeStepId {
  // Without the checklist nothing is known of the first three steps; the checklist shows why it could not load.
  if (!statuses.checklist) return 'checklist';
  const step = FINALIZE_STEPS.find(({ id }) => {
    const status = statuses[id];
    return status && NEEDS_WORK.has(status.state);
  });
  return step?.id ?? 'checklist';
}
