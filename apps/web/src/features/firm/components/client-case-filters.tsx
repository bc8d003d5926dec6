import * as React from 'react';
import { FIRM_CASE_STAGE_LABELS, FIRM_CASE_STAGES } from '@acclaim/domain';
import { SearchInput } from '@/components/ui/search-input';
import { Label } from '@/components/ui/label';
import type { FirmCasesFilter } from '../api/query-keys';
import { FilterSelect } from '@/components/ui/filter-select';

/** Waits this long after the last keystroke before searching, so typing a name asks the server once. */
const SEARCH_DELAY_MS = 300;

/** The search box and the stage filter above the list; the page keeps both in its address (?q, ?stage) and merges each change in. */
export function ClientCaseFilters({ filter, onChange }: { filter: FirmCasesFilter; onChange: (change: FirmCasesFilter) => void }) {
  const [text, setText] = React.useState(filter.q ?? '');
  const [seenQuery, setSeenQuery] = React.useState(filter.q);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  // Back and Forward change the address under the box; it follows, unless the change was this box's own search.
  if (filter.q !== seenQuery) {
    setSeenQuery(filter.q);
    if ((filter.q ?? '') !== text.trim()) setText(filter.q ?? '');
  }

  function handleTextChange(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange({ q: value.trim() || undefined }), SEARCH_DELAY_MS);
  }

  return (
    <div role="search" aria-label="Find a client" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-1.5">
        <Label htmlFor="client-search">Search clients</Label>
        <SearchInput
          id="client-search"
          value={text}
          onChange={(event) => handleTextChange(event.target.value)}
          placeholder="Name or email"
          autoComplete="off"
          maxLength={120}
        />
      </div>
      <FilterSelect
        id="client-stage"
        className="sm:w-56"
        label="Stage"
        allLabel="All stages"
        values={FIRM_CASE_STAGES}
        labelOf={(stage) => FIRM_CASE_STAGE_LABELS[stage]}
        value={filter.stage}
        onChange={(stage) => onChange({ stage })}
      />
    </div>
  );
}
