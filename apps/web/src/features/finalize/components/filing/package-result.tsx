import { Download, FileArchive } from 'lucide-react';
import type { TFilingPackage } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { DownloadLink } from '@/components/ui/download-link';
import { formatBytes, formatDateTime } from '@/lib/format';
import { packageDownloadUrl } from '../../api/package-download-url';
import { PackageContents } from './package-contents';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border border-border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** A finished package: its figures, both downloads, anything that could not be included, and its contents. */
export function PackageResult({ caseId, pkg }: { caseId: string; pkg: TFilingPackage }) {
  const exhibits = pkg.parts.filter((part) => part.kind === 'exhibit').length;
  return (
    <div className="space-y-5">
      <p className="text-sm text-muted-foreground">Assembled {pkg.completedAt ? formatDateTime(pkg.completedAt) : ''} from your case as it was then.</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Pages" value={String(pkg.totalPages ?? 0)} />
        <Figure label="Exhibits" value={String(exhibits)} />
        <Figure label="Bates numbers" value={pkg.bates ? `${pkg.bates.first.split(' ').pop()}–${pkg.bates.last.split(' ').pop()}` : '—'} />
        <Figure label="PDF size" value={pkg.pdfBytes ? formatBytes(pkg.pdfBytes) : '—'} />
      </dl>
      <div className="flex flex-wrap gap-3">
        <DownloadLink
          href={packageDownloadUrl(caseId, pkg.id, 'pdf')}
          variant="default"
          icon={Download}
          label="Download PDF"
          preparingLabel="Downloading the PDF…"
          fileName="filing-package.pdf"
          failedMessage="The package PDF could not be downloaded. Please try again."
        />
        <DownloadLink
          href={packageDownloadUrl(caseId, pkg.id, 'zip')}
          icon={FileArchive}
          label={`Download ZIP of the parts${pkg.zipBytes ? ` (${formatBytes(pkg.zipBytes)})` : ''}`}
          preparingLabel="Downloading the ZIP…"
          fileName="filing-package.zip"
          failedMessage="The ZIP of the parts could not be downloaded. Please try again."
        />
      </div>
      {pkg.problems.length > 0 && (
        <Alert variant="warning" role="status">
          <p className="font-medium">{pkg.problems.length === 1 ? 'One file needs your attention' : `${pkg.problems.length} files need your attention`}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {pkg.problems.map((problem) => (
              <li key={`${problem.fileName}-${problem.message}`}>
                <span className="font-medium">{problem.title}</span>: {problem.message}
                {problem.outcome === 'omitted' && ' A page in the package says so in its place.'}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <PackageContents pkg={pkg} />
    </div>
  );
}
