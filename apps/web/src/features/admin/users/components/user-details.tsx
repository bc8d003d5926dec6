import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { canAdmin } from '@acclaim/domain';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminUser } from '../api/get-user';
import { AdminScreenHeader } from '../../components/admin-screen-header';
import { useAdminSession } from '../../components/admin-session';
import { UserActionsCard } from './user-actions-card';
import { UserActivityCard } from './user-activity-card';
import { UserCasesCard } from './user-cases-card';
import { UserProfileCard } from './user-profile-card';
import { UserRoleCard } from './user-role-card';
import { UserSubscriptionCard } from './user-subscription-card';

/** /admin/users/:userId: one account in full, with the actions this admin's role allows and no others. */
export function UserDetails({ userId }: { userId: string }) {
  const admin = useAdminSession();
  const detail = useAdminUser(userId);
  usePageTitle(detail.data ? `${detail.data.user.name || detail.data.user.email} · Admin` : 'User · Admin');

  return (
    <div>
      <Link to={paths.adminUsers} className="mb-4 inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All users
      </Link>
      {detail.isPending ? (
        <ListSkeleton label="Loading the account" rows={4} />
      ) : detail.isError ? (
        <QueryLoadError title="This account could not be loaded." query={detail} />
      ) : (
        <>
          <AdminScreenHeader title={detail.data.user.name || detail.data.user.email} lead={detail.data.user.email} />
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="space-y-6">
              <UserProfileCard user={detail.data.user} />
              {canAdmin(admin.role, 'users.update') && <UserActionsCard user={detail.data.user} />}
              {canAdmin(admin.role, 'users.setRole') && <UserRoleCard key={detail.data.user.adminRole ?? 'none'} user={detail.data.user} />}
            </div>
            <div className="space-y-6">
              <UserCasesCard cases={detail.data.cases} />
              <UserSubscriptionCard billing={detail.data.billing} />
              <UserActivityCard activity={detail.data.activity} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
