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

/** Where each item is fixed: a section of this page (an anchor) or another screen. */
export const TARGETS: Readonly<Record<NonNullable<TChecklistItem['target']>, { label: string; to: string; isAnchor: boolean }>> = {
  'i140-guide': { label: 'Open the I-140 guide', to: '#i140-guide', isAnchor: true },
  forms: { label: 'See the forms', to: '#forms-title', isAnchor: true },
  documents: { label: 'Go to documents', to: paths.documents, isAnchor: false },
  'petition-letter': { label: 'Open the petition letter', to: paths.coverLetter, isAnchor: false },
  recommendations: { label: 'Plan the letters', to: '#recommendations-title', isAnchor: true },
};
