import { ChevronDown } from 'lucide-react';
import { findingName, type Finding } from '@acclaim/domain';
import { cn } from '@/lib/utils';
import { LEVEL_FILL, LEVEL_LABELS } from '../labels';
import { LevelBadge } from './level-badge';

/** The finding's heading: a button with its name, level and score (and a bar for the score) that opens the reasoning. */
export function FindingToggle({
  finding,
  Heading,
  isOpen,
  onToggle,
  bodyId,
}: {
  finding: Finding;
  Heading: 'h3' | 'h4';
  isOpen: boolean;
  onToggle: () => void;
  bodyId: string;
}) {
  return (
    <Heading className="text-base">
      <button
        type="button"
        // One clean name in every browser: "(iv) Judging, Likely met, score 72 out of 100".
        aria-label={`${findingName(finding)}, ${LEVEL_LABELS[finding.level]}, score ${finding.score} out of 100`}
        aria-expanded={isOpen}
        aria-controls={bodyId}
        onClick={onToggle}
        className="flex w-full items-start gap-3 rounded-lg p-4 text-left hover:bg-surface/80"
      >
        <span className="min-w-0 flex-1 space-y-1.5">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold">{findingName(finding)}</span>
            <LevelBadge level={finding.level} />
            <span className="text-sm tabular-nums text-muted-foreground">{finding.score}/100</span>
          </span>
          <span className="block h-1.5 max-w-xs rounded-full bg-muted" aria-hidden="true">
            <span className={cn('block h-full rounded-full', LEVEL_FILL[finding.level])} style={{ width: `${Math.max(finding.score, 1)}%` }} />
          </span>
        </span>
        <ChevronDown className={cn('mt-1 size-5 shrink-0 text-muted-foreground transition-transform', isOpen && 'rotate-180')} aria-hidden="true" />
      </button>
    </Heading>
  );
}
