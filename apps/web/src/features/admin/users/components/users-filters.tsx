import { ADMIN_ROLE_FILTERS, USER_STATUSES, type TAdminUsersQuery } from '@acclaim/contracts';
import { ADMIN_ROLES, PLAN_IDS, PLANS } from '@acclaim/domain';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { AdminSearchForm } from '../../components/admin-search-form';
import { ADMIN_ROLE_LABELS, USER_STATUS_LABELS } from '../../labels';

type RoleFilter = (typeof ADMIN_ROLE_FILTERS)[number];
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
