import * as React from 'react';

/** The heading block every admin screen opens with. */
export function AdminScreenHeader({ title, lead, children }: { title: string; lead?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {lead && <p className="mt-2 max-w-2xl text-muted-foreground">{lead}</p>}
      </div>
      {children}
    </header>
  );
}
