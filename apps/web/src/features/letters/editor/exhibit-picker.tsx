import * as React from 'react';
import type { TLetterEvidence } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { DialogContent } from '@/components/ui/dialog';
import { SearchInput } from '@/components/ui/search-input';
import { VerificationBadge } from '@/components/ui/verification-badge';
import { EVIDENCE_TYPE_LABELS } from '@/lib/evidence-type-labels';
import { exhibitGroups } from '../exhibits';
import { formatEvidenceDate } from '@/lib/format';
import type { ExhibitAttrs } from './letter-doc';

const matches = (item: TLetterEvidence, query: string) =>
  [item.exhibit ?? '', item.title, item.description, EVIDENCE_TYPE_LABELS[item.type].single, item.documentName ?? ''].some((text) =>
    text.toLowerCase().includes(query),
  );

/**
 * The case's exhibits, to insert a reference into the text: one evidence item of an exhibit (what a sentence
 * usually rests on) or the whole exhibit. Lives inside a <Dialog> the editor controls.
 */
export function ExhibitPicker({ evidence, onPick }: { evidence: readonly TLetterEvidence[]; onPick: (exhibit: ExhibitAttrs) => void }) {
  const [query, setQuery] = React.useState('');
  const needle = query.trim().toLowerCase();
  const groups = exhibitGroups(evidence)
    .map((group) => ({ ...group, items: needle ? group.items.filter((item) => matches(item, needle)) : group.items }))
    .filter((group) => group.items.length > 0);

  return (
    <DialogContent title="Insert an exhibit reference" description="It prints as “(Exhibit B-2)”. The sentence it ends then rests on the evidence you pick.">
      <SearchInput
        hiddenLabel="Search exhibits"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search by exhibit, title or type"
      />
      {exhibitGroups(evidence).length === 0 ? (
        <p className="text-sm text-muted-foreground">None of your accepted evidence has an exhibit label yet, so there is nothing to refer to.</p>
      ) : groups.length === 0 ? (
        <p className="text-sm text-muted-foreground" role="status">
          No exhibit matches “{query}”.
        </p>
      ) : (
        <ul className="max-h-[55dvh] space-y-4 overflow-y-auto pr-1" aria-label="Exhibits">
          {groups.map((group) => (
            <li key={group.label} className="rounded-md border border-border">
              <div className="flex items-center justify-between gap-2 border-b border-border bg-surface px-3 py-2">
                <p className="text-sm font-semibold">Exhibit {group.label}</p>
                {group.items.length > 1 && (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={`Insert whole exhibit ${group.label}`}
                    onClick={() => onPick({ label: group.label, evidenceIds: group.items.map((item) => item.id) })}
                  >
                    Insert whole exhibit
                  </Button>
                )}
              </div>
              <ul className="divide-y divide-border">
                {group.items.map((item) => (
                  <li key={item.id} className="flex items-start justify-between gap-3 px-3 py-2.5">
                    <div className="min-w-0 space-y-1">
                      <p className="break-words text-sm font-medium">{item.title}</p>
                      <p className="text-xs text-muted-foreground">
                        {EVIDENCE_TYPE_LABELS[item.type].single}
                        {item.date && ` · ${formatEvidenceDate(item.date)}`}
                      </p>
                      {(item.type === 'publication' || item.verification !== 'unverified') && <VerificationBadge state={item.verification} />}
                    </div>
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={`Insert ${item.title}`}
                      onClick={() => onPick({ label: group.label, evidenceIds: [item.id] })}
                    >
                      Insert
                    </Button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </DialogContent>
  );
}
