import { ToggleGroup } from 'radix-ui';
import type { EvidenceStatus } from '@acclaim/domain';
import { cn } from '@/lib/utils';

export type EvidenceFilterValue = EvidenceStatus | 'all';

const FILTERS: { value: EvidenceFilterValue; label: string }[] = [
  { value: 'suggested', label: 'To review' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

/** One choice at a time, each with its count; arrow keys move between them. */
export function EvidenceFilter({
  value,
  counts,
  onChange,
}: {
  value: EvidenceFilterValue;
  counts: Record<EvidenceFilterValue, number>;
  onChange: (value: EvidenceFilterValue) => void;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Choosing the active filter again would clear it; a filter is always chosen.
      onValueChange={(next) => next && onChange(next as EvidenceFilterValue)}
      aria-label="Show evidence"
      className="grid grid-cols-2 gap-1 rounded-md bg-muted p-1 sm:inline-flex"
    >
      {FILTERS.map((filter) => (
        <ToggleGroup.Item
          key={filter.value}
          value={filter.value}
          className={cn(
            'inline-flex h-9 items-center justify-center gap-2 rounded-sm px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
            'data-[state=on]:bg-background data-[state=on]:text-foreground data-[state=on]:shadow-sm',
          )}
        >
          {filter.label}
          <span className="rounded-full bg-background/70 px-1.5 text-xs tabular-nums">{counts[filter.value]}</span>
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
