import type { Finding } from '@acclaim/domain';

/**
 * "(iv) Judging" for an EB-1A criterion, "(A) Degree" for an exceptional-ability criterion, the label alone
 * otherwise: the numbering readers know from the regulation.
 */
export function findingShortName(finding: Pick<Finding, 'id' | 'label'>): string {
  const eb1a = /^eb1a-([ivx]+)$/.exec(finding.id);
  if (eb1a) return `(${eb1a[1]}) ${finding.label}`;
  const exceptional = /^ea-([a-f])$/.exec(finding.id);
  if (exceptional) return `(${exceptional[1]!.toUpperCase()}) ${finding.label}`;
  const prong = /^niw-prong-(\d)$/.exec(finding.id);
  if (prong) return `Prong ${prong[1]}: ${finding.label}`;
  return finding.label;
}
