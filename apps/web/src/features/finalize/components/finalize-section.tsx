import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * One section of /finalize under its heading and what it covers. The heading is where the step links scroll to
 * (`${id}-title`), kept clear of the sticky header.
 */
export function FinalizeSection({
  id,
  title,
  lead,
  isLeadWide = false,
  children,
}: {
  id: string;
  title: string;
  lead: React.ReactNode;
  /** A longer lead (the package's filing order) reads better on wider lines. */
  isLeadWide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <div>
        <h2 id={`${id}-title`} className="scroll-mt-24 text-xl font-semibold tracking-tight">
          {title}
        </h2>
        <p className={cn('mt-1 text-sm text-muted-foreground', isLeadWide ? 'max-w-3xl' : 'max-w-2xl')}>{lead}</p>
      </div>
      {children}
    </section>
  );
}
