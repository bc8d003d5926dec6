import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { BulkChoice, BulkMode } from './bulk-choices';

const MODE_LABELS: Record<BulkMode, string> = { section: 'A section of a CV', type: 'A kind of evidence', confidence: 'How clearly it was read' };
const VALUE_LABELS: Record<BulkMode, string> = { section: 'Section', type: 'Kind of evidence', confidence: 'Confidence' };

/** How to choose the suggestions (a section, a kind, a confidence level) and which one, each with its count. */
export function BulkChoiceSelects({
  mode,
  onModeChange,
  hasSections,
  choices,
  choice,
  onChoiceChange,
}: {
  mode: BulkMode;
  onModeChange: (mode: BulkMode) => void;
  /** No section is offered when no CV recorded any. */
  hasSections: boolean;
  choices: readonly BulkChoice[];
  choice: BulkChoice | undefined;
  onChoiceChange: (key: string) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      <div className="space-y-1.5">
        <Label htmlFor="bulk-review-mode">Choose by</Label>
        <NativeSelect id="bulk-review-mode" size="sm" value={mode} onChange={(event) => onModeChange(event.target.value as BulkMode)}>
          {(Object.keys(MODE_LABELS) as BulkMode[]).map((value) => (
            <option key={value} value={value} disabled={value === 'section' && !hasSections}>
              {value === 'section' && !hasSections ? `${MODE_LABELS[value]} (no sections recorded)` : MODE_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="min-w-0 space-y-1.5">
        <Label htmlFor="bulk-review-value">{VALUE_LABELS[mode]}</Label>
        <NativeSelect
          id="bulk-review-value"
          size="sm"
          value={choice?.key ?? ''}
          onChange={(event) => onChoiceChange(event.target.value)}
          disabled={choices.length === 0}
        >
          {choices.map((candidate) => (
            <option key={candidate.key} value={candidate.key}>
              {candidate.label} ({candidate.count})
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
