import { paths } from '@/config/paths';

export type FinalizeStepId = Parameters<typeof paths.finalizeStep>[0];

export interface FinalizeStep {
  id: FinalizeStepId;
  /** The step's name in the step bar and the tab's title. */
  label: string;
  /** The name on a phone, where four steps share 390 px. */
  shortLabel: string;
}

/** The steps in the order of the work: see what is missing, prepare the forms and the letters, then assemble. */
export const FINALIZE_STEPS: readonly FinalizeStep[] = [
  { id: 'checklist', label: 'Filing checklist', shortLabel: 'Checklist' },
  { id: 'forms', label: 'Forms and fees', shortLabel: 'Forms' },
  { id: 'recommendations', label: 'Recommendation letters', shortLabel: 'Letters' },
  { id: 'package', label: 'Filing package', shortLabel: 'Package' },
];

export const stepById = (id: FinalizeStepId): FinalizeStep => FINALIZE_STEPS.find((step) => step.id === id)!;

/**
 * Before the steps, /finalize was one page whose sections were reached by anchors (the checklist's links, bookmarks,
 * the G-28 worksheet's link to the I-140 guide). Each old anchor opens the step that now holds it; the anchors
 * inside a step (the I-140 guide, the G-28 worksheet) are kept so the page still scrolls to them.
 */
const ANCHOR_STEPS: Readonly<Record<string, { step: FinalizeStepId; keepHash: boolean }>> = {
  '#checklist-title': { step: 'checklist', keepHash: false },
  '#forms-title': { step: 'forms', keepHash: false },
  '#i140-guide': { step: 'forms', keepHash: true },
  '#g28-worksheet': { step: 'forms', keepHash: true },
  '#recommendations-title': { step: 'recommendations', keepHash: false },
  '#package-title': { step: 'package', keepHash: false },
};

/** Where an old `/finalize#anchor` link belongs now, or null when the hash names no section of Finalize. */
export function stepUrlForAnchor(hash: string): string | null {
  const known = ANCHOR_STEPS[hash];
  if (!known) return null;
  return `${paths.finalizeStep(known.step)}${known.keepHash ? hash : ''}`;
}
