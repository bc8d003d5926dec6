import { CircleCheck, CircleMinus, CircleX, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { SystemCheckStatus } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { STATUS_LABELS } from '../system-labels';

const TONES: Record<SystemCheckStatus, { tone: 'success' | 'warning' | 'destructive' | 'neutral'; icon: LucideIcon }> = {
  ok: { tone: 'success', icon: CircleCheck },
  degraded: { tone: 'warning', icon: TriangleAlert },
  down: { tone: 'destructive', icon: CircleX },
  'not-configured': { tone: 'neutral', icon: CircleMinus },
};

/** A check's status in words and an icon as well as a colour, so it reads without colour too. */
export function SystemStatusBadge({ status }: { status: SystemCheckStatus }) {
  const { tone, icon: Icon } = TONES[status];
  return (
    <Badge tone={tone} data-status={status}>
      <Icon aria-hidden="true" />
      {STATUS_LABELS[status]}
    </Badge>
  );
}
