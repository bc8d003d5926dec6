import type { TChecklistItem } from '@acclaim/contracts';
import { paths } from '@/config/paths';

export type ChecklistStatus = TChecklistItem['status'];

export const STATUS_LABELS: Readonly<Record<ChecklistStatus, string>> = {
  present: 'Ready',
  missing: 'Missing',
  blocking: 'Blocks filing',
  'not-needed': 'Not needed',
};

export const STATUS_TONES = { present: 'success', missing: 'warning', blocking: 'destructive', 'not-needed': 'neutral' } as const;

export const GROUP_LABELS: Readonly<Record<TChecklistItem['group'], string>> = {
  forms: 'Forms and fees',
  personal: 'Identity, status and education',
  letters: 'Letters',
  evidence: 'Evidence',
};

/** Where each item is fixed: a step of Finalize (the I-140 guide inside Forms and fees) or another screen. */
export const TARGETS: Readonly<Record<NonNullable<TChecklistItem['target']>, { label: string; to: string }>> = {
  'i140-guide': { label: 'Open the I-140 guide', to: `${paths.finalizeStep('forms')}#i140-guide` },
  forms: { label: 'See the forms', to: paths.finalizeStep('forms') },
  documents: { label: 'Go to documents', to: paths.documents },
  'petition-letter': { label: 'Open the petition letter', to: paths.coverLetter },
  recommendations: { label: 'Plan the letters', to: paths.finalizeStep('recommendations') },
};
