import type * as React from 'react';
import type { LucideIcon } from 'lucide-react';

/**
 * What a list or a chart area shows when it has nothing in it yet or nothing matches: an icon, a title, a sentence
 * that says what would fill it, and an optional action such as "Clear filters".
 */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  headingLevel = 2,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  action?: React.ReactNode;
  /** The heading's level in the page's outline; 3 where the list sits under a section heading. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-background px-6 py-12 text-center">
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <Heading className="font-semibold">{title}</Heading>
      <p className="max-w-md text-sm text-muted-foreground">{description}</p>
      {action}
    </div>
  );
}
