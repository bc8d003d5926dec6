import type { TLetterSummary } from '@acclaim/contracts';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDateTime } from '@/lib/format';
import { PETITION_LABELS } from '../labels';

/** Picks the letter shown, among the case's letters with a draft. */
export function LetterPicker({ drafts, shownId, onShow }: { drafts: readonly TLetterSummary[]; shownId: string; onShow: (letterId: string) => void }) {
  return (
    <label className="flex max-w-md flex-col gap-1.5 text-sm font-medium sm:flex-row sm:items-center sm:gap-3">
      <span className="shrink-0">Letter shown</span>
      <NativeSelect size="sm" value={shownId} onChange={(event) => onShow(event.target.value)} className="flex-1">
        {drafts.map((item) => (
          <option key={item.id} value={item.id}>
            {PETITION_LABELS[item.petitionType]} letter of {formatDateTime(item.createdAt)} (version {item.version})
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}
