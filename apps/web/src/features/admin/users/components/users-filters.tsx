import { ADMIN_ROLE_FILTERS, USER_STATUSES, type TAdminUsersQuery } from '@acclaim/contracts';
import { ADMIN_ROLES, PLAN_IDS, PLANS } from '@acclaim/domain';
import { AdminSearchForm } from '../../components/admin-search-form';
import { ADMIN_ROLE_LABELS, USER_STATUS_LABELS } from '../../labels';
import { FilterSelect } from '@/components/ui/filter-select';

type RoleFilter = (typeof ADMIN_ROLE_FILTERS)[number];
const ROLE_FILTERS = ['any', 'none', ...ADMIN_ROLES] as const;
const roleFilterLabel = (role: RoleFilter) => (role === 'any' ? 'Any admin role' : role === 'none' ? 'Customers (no role)' : ADMIN_ROLE_LABELS[role]);

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
      <AdminSearchForm key={query.q ?? ''} id="admin-users-search" label="Search users" initial={query.q ?? ''} onSearch={(q) => onChange({ q })} />
      <FilterSelect
        id="admin-users-plan"
        label="Plan"
        allLabel="All plans"
        values={PLAN_IDS}
        labelOf={(plan) => PLANS[plan].name}
        value={query.plan}
        onChange={(plan) => onChange({ plan })}
      />
      <FilterSelect
        id="admin-users-role"
        label="Role"
        allLabel="Everyone"
        values={ROLE_FILTERS}
        labelOf={roleFilterLabel}
        value={query.role}
        onChange={(role) => onChange({ role })}
      />
      <FilterSelect
        id="admin-users-status"
        label="Status"
        allLabel="Any status"
        values={USER_STATUSES}
        labelOf={(status) => USER_STATUS_LABELS[status]}
        value={query.status}
        onChange={(status) => onChange({ status })}
      />
    </div>
  );
}
