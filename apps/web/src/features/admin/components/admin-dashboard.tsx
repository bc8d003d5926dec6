import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { canAdmin, type AdminCapability } from '@acclaim/domain';
import type { TAdminOverview } from '@acclaim/contracts';
import { Card } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useAdminOverview } from '../api/get-overview';
import { formatCount, formatUsdCents } from '../format';
import { AdminScreenHeader } from './admin-screen-header';
import { useAdminSession } from './admin-session';

interface Figure {
  label: string;
  value: (overview: TAdminOverview) => string;
  hint: string;
  /** The screen that explains the figure, shown as a link only to roles that may open it. */
  link?: { to: string; label: string; capability: AdminCapability };
}

const usersLink = { to: paths.adminUsers, label: 'See users', capability: 'users.read' } as const;

/** The key figures of the overview endpoint, in the order an operator reads them. */
const FIGURES: Figure[] = [
  { label: 'Users', value: (o) => formatCount(o.users), hint: 'Accounts in total', link: usersLink },
  { label: 'New signups', value: (o) => formatCount(o.newSignupsLast30Days), hint: 'In the last 30 days', link: usersLink },
  { label: 'Active subscriptions', value: (o) => formatCount(o.activeSubscriptions), hint: 'Paid plans running now' },
  { label: 'MRR', value: (o) => formatUsdCents(o.mrrCents), hint: 'Monthly recurring revenue of active subscriptions' },
  { label: 'Cases', value: (o) => formatCount(o.cases), hint: 'Petition cases opened' },
  { label: 'Documents', value: (o) => formatCount(o.documents), hint: 'Files uploaded' },
  { label: 'Assessments', value: (o) => formatCount(o.assessments), hint: 'Eligibility assessments run' },
  { label: 'Letters', value: (o) => formatCount(o.letters), hint: 'Cover letters generated' },
  { label: 'Failed jobs', value: (o) => formatCount(o.failedJobs), hint: 'Background jobs that failed (kept a week)' },
];

/** /admin: the dashboard's key figures as cards, each linking to the screen behind it where the role allows. */
export function AdminDashboard() {
  const admin = useAdminSession();
  const overview = useAdminOverview();

  return (
    <div>
      <AdminScreenHeader title="Admin dashboard" lead="The key figures of the whole service." />
      {overview.isPending ? (
        <ListSkeleton label="Loading the key figures" rows={4} />
      ) : overview.isError ? (
        <QueryLoadError title="The key figures could not be loaded." query={overview} />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Key figures">
            {FIGURES.map((figure) => (
              <li key={figure.label}>
                <Card className="flex h-full flex-col gap-1 p-5">
                  <h2 className="text-sm font-medium text-muted-foreground">{figure.label}</h2>
                  <p className="text-3xl font-semibold tracking-tight" data-figure={figure.label}>
                    {figure.value(overview.data.overview)}
                  </p>
                  <p className="text-xs text-muted-foreground">{figure.hint}</p>
                  {figure.link && canAdmin(admin.role, figure.link.capability) && (
                    <Link
                      to={figure.link.to}
                      className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-primary hover:underline"
                      aria-label={`${figure.link.label}: ${figure.label}`}
                    >
                      {figure.link.label}
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </Link>
                  )}
                </Card>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-xs text-muted-foreground">Figures as of {formatDateTime(overview.data.overview.generatedAt)}.</p>
        </>
      )}
    </div>
  );
}
