import { BadgeCheck, CircleDashed, CloudOff, SearchX, TriangleAlert } from 'lucide-react';
import type { VerificationState } from '@acclaim/domain';
import { Badge } from './badge';

/** What scholarly verification found, in the words every screen uses. */
export const VERIFICATION_LABELS: Readonly<Record<VerificationState, string>> = {
  verified: 'Verified',
  mismatch: 'Mismatch',
  not_found: 'Not found in public records',
  offline: 'Not verified (offline)',
  unverified: 'Not verified',
};

const TONE = { verified: 'success', mismatch: 'warning', not_found: 'warning', offline: 'neutral', unverified: 'neutral' } as const;
const ICON = { verified: BadgeCheck, mismatch: TriangleAlert, not_found: SearchX, offline: CloudOff, unverified: CircleDashed } as const;
/** Read by screen readers after the short label, where the short label alone would be vague. */
const EXPLANATION: Partial<Record<VerificationState, string>> = {
  mismatch: ': the public record differs from the claim',
};

export function VerificationBadge({ state, className }: { state: VerificationState; className?: string }) {
  const Icon = ICON[state];
  return (
    <Badge tone={TONE[state]} className={className}>
      <Icon aria-hidden="true" />
      {VERIFICATION_LABELS[state]}
      {EXPLANATION[state] && <span className="sr-only">{EXPLANATION[state]}</span>}
    </Badge>
  );
}
