import { ADMIN_SUBSCRIPTION_STATUS_FILTERS, type TAdminSubscriptionsQuery } from '@acclaim/contracts';
import { PAID_PLAN_IDS, PLANS } from '@acclaim/domain';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { AdminSearchForm } from '../../components/admin-search-form';
import { SUBSCRIPTION_FILTER_LABELS } from '../format';

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
        <AdminSearchForm
          key={query.q ?? ''}
          id="admin-subscriptions-search"
          label="Search subscriptions"
          formLabel="Subscriptions"
          initial={query.q ?? ''}
          onSearch={(q) => onChange({ q })}
        />
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
