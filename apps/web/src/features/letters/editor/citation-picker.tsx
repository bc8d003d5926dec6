import * as React from 'react';
import { AUTHORITIES } from '@acclaim/domain/authorities';
import { Button } from '@/components/ui/button';
import { DialogContent } from '@/components/ui/dialog';
import { SearchInput } from '@/components/ui/search-input';
import type { CitationAttrs } from './letter-doc';

const KIND_LABELS: Record<(typeof AUTHORITIES)[number]['kind'], string> = {
  statute: 'Statute',
  regulation: 'Regulation',
  'policy-manual': 'USCIS Policy Manual',
  precedent: 'Precedent decision',
  court: 'Court decision',
  'policy-memo': 'Policy memo',
  'policy-alert': 'Policy alert',
  'federal-register': 'Federal Register',
  'legislative-history': 'Legislative history',
};

/**
 * The closed library of authorities, the only ones a letter may cite: pick one to insert its citation. Typing a
 * citation by hand that the library does not hold is refused on save, so this is the way to cite.
 */
export function CitationPicker({ onPick }: { onPick: (citation: CitationAttrs) => void }) {
  const [query, setQuery] = React.useState('');
  const needle = query.trim().toLowerCase();
  const found = needle
    ? AUTHORITIES.filter((authority) =>
        [authority.citation, authority.shortName, ...authority.propositions].some((text) => text.toLowerCase().includes(needle)),
      )
    : AUTHORITIES;

  return (
    <DialogContent title="Cite an authority" description="From Acclaim’s library of verified authorities. The citation prints exactly as the library words it.">
      <SearchInput
        hiddenLabel="Search authorities"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search: Kazarian, 204.5(h)(3), judging…"
      />
      {found.length === 0 ? (
        <p className="text-sm text-muted-foreground" role="status">
          The library holds no authority matching “{query}”.
        </p>
      ) : (
        <ul className="max-h-[55dvh] divide-y divide-border overflow-y-auto rounded-md border border-border" aria-label="Authorities">
          {found.map((authority) => (
            <li key={authority.id} className="flex items-start justify-between gap-3 px-3 py-2.5">
              <div className="min-w-0 space-y-1">
                <cite className="block break-words font-serif text-sm font-medium not-italic">{authority.citation}</cite>
                <p className="text-xs text-muted-foreground">
                  {KIND_LABELS[authority.kind]} · {authority.shortName}
                  {authority.historical ? ' · History only' : ''} · Checked {authority.lastChecked}
                </p>
                {authority.propositions[0] && <p className="text-xs text-muted-foreground">{authority.propositions[0]}</p>}
                {authority.scope && <p className="text-xs text-muted-foreground">{authority.scope}</p>}
              </div>
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={`Cite ${authority.shortName}`}
                onClick={() => onPick({ authorityId: authority.id })}
              >
                Cite
              </Button>
            </li>
          ))}
        </ul>
      )}
    </DialogContent>
  );
}
