import type { StrengthLevel } from '@acclaim/domain';
import { Badge } from '@/components/ui/badge';
import { LEVEL_LABELS, LEVEL_TONE } from '../labels';

export function LevelBadge({ level, className }: { level: StrengthLevel; className?: string }) {
  return (
    <Badge tone={LEVEL_TONE[level]} className={className}>
      {LEVEL_LABELS[level]}
    </Badge>
  );
}
