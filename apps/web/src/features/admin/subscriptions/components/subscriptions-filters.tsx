import { ADMIN_SUBSCRIPTION_STATUS_FILTERS, type TAdminSubscriptionsQuery } from '@acclaim/contracts';
import { PAID_PLAN_IDS, PLANS } from '@acclaim/domain';
import { AdminSearchForm } from '../../components/admin-search-form';
import { SUBSCRIPTION_FILTER_LABELS } from '../format';
import { FilterSelect } from '@/components/ui/filter-select';

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
      <FilterSelect
        id="admin-subscriptions-status"
        label="Status"
        allLabel="Any status"
        values={ADMIN_SUBSCRIPTION_STATUS_FILTERS}
        labelOf={(status) => SUBSCRIPTION_FILTER_LABELS[status]}
        value={query.status}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        id="admin-subscriptions-plan"
        label="Plan"
        allLabel="All plans"
        values={PAID_PLAN_IDS}
        labelOf={(plan) => PLANS[plan].name}
        value={query.plan}
        onChange={(plan) => onChange({ plan })}
      />
    </div>
  );
}
