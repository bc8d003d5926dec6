import type { TAdminUserDetail } from '@acclaim/contracts';
import { PLANS } from '@acclaim/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { UserRoleBadge, UserStatusBadge } from './user-badges';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function UserProfileCard({ user }: { user: TAdminUserDetail }) {
  const rows: [string, React.ReactNode][] = [
    ['Email', user.email],
    ['Email confirmed', yesNo(user.emailVerified)],
    ['Plan', PLANS[user.planId].name],
    ['Role', <UserRoleBadge key="role" role={user.adminRole} />],
    ['Status', <UserStatusBadge key="status" status={user.status} />],
    ...(user.suspendedAt ? ([['Suspended on', formatDateTime(user.suspendedAt)]] as [string, string][]) : []),
    ['Joined', formatDateTime(user.createdAt)],
    ['Last active', user.lastActiveAt ? formatDateTime(user.lastActiveAt) : 'Never'],
    ['Onboarding completed', yesNo(user.onboardingCompleted)],
    ['Signs in with a password', yesNo(user.hasPassword)],
    ['Open sessions', String(user.activeSessions)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="min-w-0 break-words font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
