import * as React from 'react';
import { Search } from 'lucide-react';
import { ADMIN_AUDIT_ACTIONS, type TAdminAuditLogQuery } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { actionLabel } from '../audit-labels';
import { FilterSelect } from '@/components/ui/filter-select';

type Change = Partial<Pick<TAdminAuditLogQuery, 'action' | 'actor' | 'target'>>;

/** The two text boxes are sent together on submit, not on every key. */
function SearchForm({ actor, target, onSearch }: { actor: string; target: string; onSearch: (change: Change) => void }) {
  const [actorText, setActorText] = React.useState(actor);
  const [targetText, setTargetText] = React.useState(target);
  return (
    <form
      role="search"
      aria-label="Search the audit log"
      className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ actor: actorText.trim() || undefined, target: targetText.trim() || undefined });
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor="audit-log-actor">Actor email</Label>
        <Input id="audit-log-actor" type="search" value={actorText} onChange={(event) => setActorText(event.target.value)} placeholder="Who did it" />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="audit-log-target">Target</Label>
        <Input
          id="audit-log-target"
          type="search"
          value={targetText}
          onChange={(event) => setTargetText(event.target.value)}
          placeholder="Account email or id"
        />
      </div>
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

/** Filter by action (applies at once) and by actor email and target (sent on Search). */
export function AuditLogFilters({ query, onChange }: { query: TAdminAuditLogQuery; onChange: (change: Change) => void }) {
  return (
    <div className="mb-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)] lg:items-end">
      <FilterSelect
        id="audit-log-action"
        label="Action"
        allLabel="All actions"
        values={ADMIN_AUDIT_ACTIONS}
        labelOf={actionLabel}
        value={query.action}
        onChange={(action) => onChange({ action })}
      />
      {/* Keyed by the searched words: when the address changes under the form (Back, "Clear filters"), the boxes follow. */}
      <SearchForm key={`${query.actor ?? ''}|${query.target ?? ''}`} actor={query.actor ?? ''} target={query.target ?? ''} onSearch={onChange} />
    </div>
  );
}
