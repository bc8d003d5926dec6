import * as React from 'react';
import { Search } from 'lucide-react';
import { ADMIN_ROLE_FILTERS, USER_STATUSES, type TAdminUsersQuery } from '@acclaim/contracts';
import { ADMIN_ROLES, PLAN_IDS, PLANS } from '@acclaim/domain';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ADMIN_ROLE_LABELS, USER_STATUS_LABELS } from '../labels';

type RoleFilter = (typeof ADMIN_ROLE_FILTERS)[number];
const roleFilterLabel = (role: RoleFilter) => (role === 'any' ? 'Any admin role' : role === 'none' ? 'Customers (no role)' : ADMIN_ROLE_LABELS[role]);

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string | undefined) => void }) {
  const [search, setSearch] = React.useState(initial);
  return (
    <form
      role="search"
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search.trim() || undefined);
      }}
    >
      <div className="flex-1 space-y-1.5">
        <Label htmlFor="admin-users-search">Search users</Label>
        <Input id="admin-users-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Name or email" />
      </div>
      <Button type="submit" variant="outline" className="self-end">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

/** Search by name or email (sent on submit, not on every key) and three filters that apply at once. */
export function UsersFilters({
  query,
  onChange,
}: {
  query: TAdminUsersQuery;
  onChange: (change: Partial<Pick<TAdminUsersQuery, 'q' | 'plan' | 'role' | 'status'>>) => void;
}) {
  return (
    <div className="mb-6 grid gap-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] lg:items-end">
      {/* Keyed by the searched words: when the address changes under the form (Back, "Clear filters"), the box follows. */}
      <SearchForm key={query.q ?? ''} initial={query.q ?? ''} onSearch={(q) => onChange({ q })} />
      <div className="space-y-1.5">
        <Label htmlFor="admin-users-plan">Plan</Label>
        <NativeSelect
          id="admin-users-plan"
          value={query.plan ?? ''}
          onChange={(event) => onChange({ plan: (event.target.value || undefined) as TAdminUsersQuery['plan'] })}
        >
          <option value="">All plans</option>
          {PLAN_IDS.map((plan) => (
            <option key={plan} value={plan}>
              {PLANS[plan].name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="admin-users-role">Role</Label>
        <NativeSelect
          id="admin-users-role"
          value={query.role ?? ''}
          onChange={(event) => onChange({ role: (event.target.value || undefined) as RoleFilter | undefined })}
        >
          <option value="">Everyone</option>
          {(['any', 'none', ...ADMIN_ROLES] as const).map((role) => (
            <option key={role} value={role}>
              {roleFilterLabel(role)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="admin-users-status">Status</Label>
        <NativeSelect
          id="admin-users-status"
          value={query.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || undefined) as TAdminUsersQuery['status'] })}
        >
          <option value="">Any status</option>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {USER_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
