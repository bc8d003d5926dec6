import * as React from 'react';
import { cn } from '@/lib/utils';

/** `width` matches the content below it, so the heading and the page share one left edge. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  width = 'narrow',
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: React.ReactNode;
  width?: 'narrow' | 'wide';
  children?: React.ReactNode;
}) {
  return (
    <header className="border-b border-border bg-gradient-to-b from-primary-soft to-background py-12 sm:py-16">
      <div className={cn('mx-auto px-4 sm:px-6', width === 'wide' ? 'max-w-6xl' : 'max-w-3xl')}>
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        {lead && <p className="mt-4 text-lg text-muted-foreground">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
