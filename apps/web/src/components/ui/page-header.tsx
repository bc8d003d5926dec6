import * as React from 'react';

export function PageHeader({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <header className="border-b border-border bg-gradient-to-b from-primary-soft to-background px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-4xl">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        {lead && <p className="mt-4 text-lg text-muted-foreground">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
