import type { StrengthLevel, VerificationState } from '@acclaim/domain';

export { findingName, LEVEL_LABELS, PETITION_LABELS } from '@acclaim/domain';
import type { Style } from '../../../lib/pdf/pdf-types';
import { SANS, SERIF } from '../../../lib/pdf/pdf-engine';

/** The app's palette, as in the web theme: deep navy, slate neutrals, emerald / amber / rose for levels. */
export const COLORS = {
  navy: '#1b2a4a',
  navySoft: '#e8ecf4',
  ink: '#1e293b',
  muted: '#64748b',
  rule: '#cbd5e1',
  track: '#e2e8f0',
  panel: '#f8fafc',
  amberSoft: '#fef3c7',
  roseSoft: '#ffe4e6',
} as const;

export const LEVEL_COLORS: Readonly<Record<StrengthLevel, string>> = {
  strong: '#047857',
  likely: '#10b981',
  borderline: '#d97706',
  weak: '#e11d48',
  no_evidence: '#94a3b8',
};

export const VERIFICATION_LABELS: Readonly<Record<VerificationState, string>> = {
  verified: 'Verified',
  mismatch: 'Differs from the public record',
  not_found: 'Not found in public records',
  offline: 'Not verified (offline)',
  unverified: 'Not verified',
};

/** "2026-03-05" → "March 5, 2026" (US style, as USCIS writes dates). */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}

export const STYLES: Record<string, Style> = {
  h1: { font: SERIF, fontSize: 20, bold: true, color: COLORS.navy, margin: [0, 0, 0, 10] },
  h2: { font: SERIF, fontSize: 14, bold: true, color: COLORS.navy, margin: [0, 14, 0, 4] },
  h3: { font: SANS, fontSize: 8.5, bold: true, color: COLORS.muted, characterSpacing: 0.8, margin: [0, 9, 0, 3] },
  body: { font: SERIF, fontSize: 10, lineHeight: 1.3, color: COLORS.ink },
  lead: { font: SERIF, fontSize: 11.5, lineHeight: 1.35, color: COLORS.ink },
  small: { font: SANS, fontSize: 8, color: COLORS.muted, lineHeight: 1.2 },
  label: { font: SANS, fontSize: 8.5, color: COLORS.muted },
  rule: { font: SANS, fontSize: 8.5, color: COLORS.muted, italics: true },
  tableHeader: { font: SANS, fontSize: 8, bold: true, color: COLORS.muted },
  tableCell: { font: SANS, fontSize: 8.5, color: COLORS.ink, lineHeight: 1.15 },
  chip: { font: SANS, fontSize: 8, bold: true, color: '#ffffff' },
  tocTitle: { font: SERIF, fontSize: 20, bold: true, color: COLORS.navy, margin: [0, 0, 0, 14] },
  tocEntry: { font: SANS, fontSize: 10, color: COLORS.ink, margin: [0, 2, 0, 2] },
  tocSubEntry: { font: SANS, fontSize: 9, color: COLORS.muted, margin: [12, 1, 0, 1] },
};
