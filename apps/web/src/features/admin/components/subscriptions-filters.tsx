import * as React from 'react';
import { Search } from 'lucide-react';
import { ADMIN_SUBSCRIPTION_STATUS_FILTERS, type TAdminSubscriptionsQuery } from '@acclaim/contracts';
import { PAID_PLAN_IDS, PLANS } from '@acclaim/domain';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SUBSCRIPTION_FILTER_LABELS } from '../subscriptions-format';

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string | undefined) => void }) {
  const [search, setSearch] = React.useState(initial);
  return (
    <form
      role="search"
      aria-label="Subscriptions"
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim() || undefined);
      }}
    >
      <div className="flex-1 space-y-1.5">
        <Label htmlFor="admin-subscriptions-search">Search subscriptions</Label>
        <Input id="admin-subscriptions-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Name or email" />
      </div>
      <Button type="submit" variant="outline" className="self-end">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

/** Search by the account's name or email (sent on submit) and two filters that apply at once. */
export function SubscriptionsFilters({
  query,
  onChange,
}: {
  query: TAdminSubscriptionsQuery;
  onChange: (change: Partial<Pick<TAdminSubscriptionsQuery, 'q' | 'status' | 'plan'>>) => void;
}) {
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))] lg:items-end">
      {/* Keyed by the searched words: when the address changes under the form (Back, "Clear filters"), the box follows. */}
      <div className="sm:col-span-2 lg:col-span-1">
        <SearchForm key={query.q ?? ''} initial={query.q ?? ''} onSearch={(q) => onChange({ q })} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="admin-subscriptions-status">Status</Label>
        <NativeSelect
          id="admin-subscriptions-status"
          value={query.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || undefined) as TAdminSubscriptionsQuery['status'] })}
        >
          <option value="">Any status</option>
          {ADMIN_SUBSCRIPTION_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {SUBSCRIPTION_FILTER_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="admin-subscriptions-plan">Plan</Label>
        <NativeSelect
          id="admin-subscriptions-plan"
          value={query.plan ?? ''}
          onChange={(event) => onChange({ plan: (event.target.value || undefined) as TAdminSubscriptionsQuery['plan'] })}
        >
          <option value="">All plans</option>
          {PAID_PLAN_IDS.map((plan) => (
            <option key={plan} value={plan}>
              {PLANS[plan].name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
