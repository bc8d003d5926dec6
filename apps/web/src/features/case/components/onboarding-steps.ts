import type { TCase } from '@acclaim/contracts';

export interface OnboardingStep {
  id: string;
  title: string;
  description: string;
  /** Steps that only apply to some cases (the NIW endeavor) are skipped for the others. */
  appliesTo?: (caseRow: TCase) => boolean;
}

export const ONBOARDING_STEPS: OnboardingStep[] = [
  { id: 'petition', title: 'Petition type', description: 'Whom the petition is for, and which classification you are considering.' },
  { id: 'field', title: 'Your work', description: 'Your field in specific terms, and where you work now.' },
  { id: 'background', title: 'Background', description: 'Citizenship, degree and experience.' },
  { id: 'profiles', title: 'Scholarly profiles and timing', description: 'Optional links we use to verify publications, and when you plan to file.' },
  {
    id: 'endeavor',
    title: 'Proposed endeavor',
    description: 'For a national interest waiver: what you plan to do in the United States, in your own words.',
    appliesTo: (caseRow) => caseRow.petitionType !== 'EB1A',
  },
];

export const stepsFor = (caseRow: TCase) => ONBOARDING_STEPS.filter((step) => !step.appliesTo || step.appliesTo(caseRow));
