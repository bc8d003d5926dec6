import { FileDown, FileText } from 'lucide-react';
import { DownloadLink } from '@/components/ui/download-link';
import { recommendationExportUrl } from '../../api/recommendation-export-url';

const EXPORTS = [
  { format: 'docx', label: 'Word (.docx)', icon: FileText },
  { format: 'pdf', label: 'PDF', icon: FileDown },
] as const;

/** The letter as a Word file and as a PDF. */
export function LetterExports({ letterId }: { letterId: string }) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Download the letter">
      {EXPORTS.map(({ format, label, icon }) => (
        <DownloadLink
          key={format}
          href={recommendationExportUrl(letterId, format)}
          size="sm"
          icon={icon}
          label={label}
          preparingLabel={format === 'pdf' ? 'Preparing the PDF…' : 'Preparing the Word file…'}
          fileName={`recommendation-letter.${format}`}
          failedMessage={`The letter could not be exported as ${format === 'pdf' ? 'a PDF' : 'a Word file'}. Please try again.`}
        />
      ))}
    </div>
  );
}
