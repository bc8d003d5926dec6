import type * as React from 'react';
import type { TLetterDetail } from '@acclaim/contracts';

/** The letter read as a document: its title, its sections (children), and a note where the plan's pages end. */
export function LetterDocument({ title, access, children }: { title: string | undefined; access: TLetterDetail['access']; children: React.ReactNode }) {
  return (
    <article
      aria-label="Petition letter"
      className="rounded-lg border border-border bg-background px-5 py-8 font-serif text-[1.0625rem] leading-relaxed text-foreground shadow-sm sm:px-10 sm:py-12 xl:px-14"
    >
      {title !== undefined && <p className="mb-10 text-balance text-center text-[1.25em] font-bold leading-snug">{title}</p>}
      {children}
      {access.isTruncated && (
        <p className="mt-10 border-t border-dashed border-border pt-4 text-center font-sans text-sm text-muted-foreground">
          The letter continues past the pages your plan shows
          {access.hiddenSections.length > 0 && `: ${access.hiddenSections.length} more ${access.hiddenSections.length === 1 ? 'section' : 'sections'}`}.
        </p>
      )}
    </article>
  );
}
