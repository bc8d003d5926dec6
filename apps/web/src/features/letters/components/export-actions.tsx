import type * as React from 'react';
import { FileDown, FileText } from 'lucide-react';
import type { TLetterAccess } from '@acclaim/contracts';
import { DownloadLink } from '@/components/ui/download-link';
import { letterExportUrl } from '../api/export-url';

/** Word and PDF downloads of the current version; on a plan with a page limit, they stop where the preview does. */
export function ExportActions({
  letterId,
  access,
  isDisabled,
  children,
}: {
  letterId: string;
  access: TLetterAccess;
  isDisabled: boolean;
  children?: React.ReactNode;
}) {
  const buttons = [
    { format: 'docx', label: 'Word (.docx)', icon: FileText },
    { format: 'pdf', label: 'PDF', icon: FileDown },
  ] as const;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2 lg:justify-end">
        {children}
        <div className="flex flex-wrap gap-2" role="group" aria-label="Export the letter">
          {buttons.map(({ format, label, icon }) => (
            <DownloadLink
              key={format}
              href={letterExportUrl(letterId, format)}
              label={label}
              preparingLabel={format === 'pdf' ? 'Preparing the PDF…' : 'Preparing the Word file…'}
              fileName={`petition-letter.${format}`}
              failedMessage={`The letter could not be exported as ${format === 'pdf' ? 'a PDF' : 'a Word file'}. Please try again.`}
              icon={icon}
              isDisabled={isDisabled}
            />
          ))}
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
