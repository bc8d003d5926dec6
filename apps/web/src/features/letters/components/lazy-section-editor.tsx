import * as React from 'react';
import { Skeleton } from '@/components/ui/skeleton';

// TipTap is the heaviest part of the screen: it loads when a section is first opened for editing.
const SectionEditor = React.lazy(() => import('../editor/section-editor'));

/** The section editor, with a placeholder while its chunk loads. */
export function LazySectionEditor(props: React.ComponentProps<typeof SectionEditor>) {
  return (
    <React.Suspense
      fallback={
        <div role="status" className="space-y-3 rounded-lg border border-border p-4">
          <span className="sr-only">Opening the editor</span>
          <Skeleton className="h-10" />
          <Skeleton className="h-56" />
        </div>
      }
    >
      <SectionEditor {...props} />
    </React.Suspense>
  );
}
