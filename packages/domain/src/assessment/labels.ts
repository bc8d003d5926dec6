import type { Finding, StrengthLevel } from './schema';

/**
 * Words for levels and petitions, shared by the screens and the PDF report so both say the same thing.
 * Never a probability: how strong the record looks for a criterion, with reasons.
 */
export const LEVEL_LABELS: Readonly<Record<StrengthLevel, string>> = {
  strong: 'Strong',
  likely: 'Likely met',
  borderline: 'Borderline',
  weak: 'Weak',
  no_evidence: 'No evidence',
};

export const PETITION_LABELS = { EB1A: 'EB-1A', NIW: 'EB-2 NIW' } as const;

/** "(iv) Judging", "(A) Degree", "Prong 2: …": the numbering readers know from the regulation. */
export function findingName(finding: Pick<Finding, 'id' | 'label'>): string {
  const eb1a = /^eb1a-([ivx]+)$/.exec(finding.id);
  if (eb1a) return `(${eb1a[1]}) ${finding.label}`;
  const exceptional = /^ea-([a-f])$/.exec(finding.id);
  if (exceptional) return `(${exceptional[1]!.toUpperCase()}) ${finding.label}`;
  const prong = /^niw-prong-(\d)$/.exec(finding.id);
  if (prong) return `Prong ${prong[1]}: ${finding.label}`;
  return finding.label;
}
