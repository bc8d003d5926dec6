import type * as React from 'react';
import { FileDown, FileText } from 'lucide-react';
import type { TLetterAccess } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { letterExportUrl } from '../api/export-url';

/** Word and PDF downloads of the current version; on a plan with a page limit, they stop where the preview does. */
export function ExportActions({ letterId, access, isDisabled, children }: { letterId: string; access: TLetterAccess; isDisabled: boolean; children?: React.ReactNode }) {
  const buttons = [
    { format: 'docx', label: 'Word (.docx)', icon: FileText },
    { format: 'pdf', label: 'PDF', icon: FileDown },
  ] as const;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2 lg:justify-end">
        {children}
        <div className="flex flex-wrap gap-2" role="group" aria-label="Export the letter">
          {buttons.map(({ format, label, icon: Icon }) =>
            isDisabled ? (
              <Button key={format} variant="outline" disabled>
                <Icon aria-hidden="true" /> {label}
              </Button>
            ) : (
              <Button key={format} asChild variant="outline">
                <a href={letterExportUrl(letterId, format)} download>
                  <Icon aria-hidden="true" /> {label}
                </a>
              </Button>
            ),
          )}
        </div>
      </div>
      {access.isTruncated && access.pageLimit !== null && (
        <p className="text-xs text-muted-foreground lg:text-right">
          Exports stop where the preview does: the first {access.pageLimit} {access.pageLimit === 1 ? 'page' : 'pages'} on your {access.planName} plan.
        </p>
      )}
    </div>
  );
}
