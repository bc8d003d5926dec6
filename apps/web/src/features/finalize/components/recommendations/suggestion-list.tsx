import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { UserPlus } from 'lucide-react';
import type { TRecommenderSuggestion } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCreateRecommender } from '../../api/create-recommender';
import { RELATIONSHIP_LABELS, RELATIONSHIP_TONES, SOURCE_LABELS } from './labels';
import { NameSuggestionDialog } from './name-suggestion-dialog';

const FIRST_SHOWN = 6;

function SuggestionCard({ caseId, suggestion, onName }: { caseId: string; suggestion: TRecommenderSuggestion; onName: () => void }) {
  const create = useCreateRecommender(caseId);
  const titleId = `suggestion-${suggestion.key}`;
  const label = suggestion.name ?? suggestion.role ?? 'Suggested recommender';

  function handleChoose() {
    if (!suggestion.name) {
      onName();
      return;
    }
    create.mutate(
      { key: suggestion.key },
      {
        onSuccess: (r) =>
          toast.success(`${r.name} chosen`, { description: 'Set their status as you ask them; the plan below shows what their letter covers.' }),
        onError: (error) => toast.error('Not chosen', { description: error.message }),
      },
    );
  }

  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h4 id={titleId} className="break-words font-semibold">
            {label}
          </h4>
          <Badge tone={RELATIONSHIP_TONES[suggestion.relationship]}>{RELATIONSHIP_LABELS[suggestion.relationship]}</Badge>
        </div>
        {(suggestion.name && suggestion.role) || suggestion.affiliation ? (
          <p className="text-sm text-muted-foreground">{[suggestion.name ? suggestion.role : null, suggestion.affiliation].filter(Boolean).join(', ')}</p>
        ) : null}
        <p className="text-sm">{suggestion.reason}</p>
        <p className="text-xs text-muted-foreground">Found as: {suggestion.sources.map((s) => SOURCE_LABELS[s]).join(', ')}</p>
        {suggestion.canAttest.length > 0 && (
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="text-xs text-muted-foreground">Can attest to:</span>
            <ul className="flex flex-wrap gap-1.5" aria-label={`What ${label} can attest to`}>
              {suggestion.canAttest.map((focus) => (
                <li key={focus.id}>
                  <Badge tone="neutral">{focus.label}</Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <Button variant="outline" size="sm" className="shrink-0" onClick={handleChoose} disabled={create.isPending} aria-label={`Choose ${label}`}>
        <UserPlus aria-hidden="true" /> {create.isPending ? 'Choosing…' : 'Choose'}
      </Button>
    </li>
  );
}

/** People the record points to, independent experts first; a role without a name asks for one when chosen. */
export function SuggestionList({ caseId, suggestions }: { caseId: string; suggestions: readonly TRecommenderSuggestion[] }) {
  const [isAllShown, setAllShown] = React.useState(false);
  const [naming, setNaming] = React.useState<TRecommenderSuggestion | null>(null);
  const shown = isAllShown ? suggestions : suggestions.slice(0, FIRST_SHOWN);

  if (suggestions.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No one else in your record yet. Add co-authored publications, employment or awards, or add a recommender yourself.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label="Suggested recommenders">
        {shown.map((s) => (
          <SuggestionCard key={s.key} caseId={caseId} suggestion={s} onName={() => setNaming(s)} />
        ))}
      </ul>
      {suggestions.length > FIRST_SHOWN && (
        <Button variant="ghost" size="sm" onClick={() => setAllShown((v) => !v)} aria-expanded={isAllShown}>
          {isAllShown ? 'Show fewer suggestions' : `Show all ${suggestions.length} suggestions`}
        </Button>
      )}
      {naming && <NameSuggestionDialog caseId={caseId} suggestion={naming} open onOpenChange={(open) => !open && setNaming(null)} />}
    </div>
  );
}
