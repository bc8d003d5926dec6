import { GitCompareArrows } from 'lucide-react';
import type { TLetterVersionSummary } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDateTime } from '@/lib/format';
import { VERSION_SOURCE_LABELS } from '../labels';

export type VersionPair = { older: number; newer: number };

/** Two versions of the letter picked from the list, to compare word by word. */
export function VersionPairForm({
  versions,
  selection,
  onChange,
  onCompare,
}: {
  versions: readonly TLetterVersionSummary[];
  selection: VersionPair;
  onChange: (pair: VersionPair) => void;
  onCompare: (pair: VersionPair) => void;
}) {
  const versionOptions = versions.map((version) => (
    <option key={version.number} value={version.number}>
      Version {version.number} — {VERSION_SOURCE_LABELS[version.source]}, {formatDateTime(version.createdAt)}
    </option>
  ));

  return (
    <form
      className="flex flex-col gap-3 rounded-md border border-border bg-surface p-4 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onCompare(selection);
      }}
    >
      <label className="flex-1 space-y-1.5 text-sm font-medium">
        <span className="block">Compare</span>
        <NativeSelect size="sm" value={selection.older} onChange={(event) => onChange({ ...selection, older: Number(event.target.value) })}>
          {versionOptions}
        </NativeSelect>
      </label>
      <label className="flex-1 space-y-1.5 text-sm font-medium">
        <span className="block">with</span>
        <NativeSelect size="sm" value={selection.newer} onChange={(event) => onChange({ ...selection, newer: Number(event.target.value) })}>
          {versionOptions}
        </NativeSelect>
      </label>
      <Button type="submit" size="sm" disabled={selection.older === selection.newer}>
        <GitCompareArrows aria-hidden="true" /> Compare
      </Button>
    </form>
  );
}
