import { useAuth } from '@/features/auth/components/auth-provider';
import { MembersWorkspace } from '@/features/firm/components/members-workspace';
import { usePageTitle } from '@/lib/use-page-title';

/** /firm/members: the firm's attorneys and paralegals, and inviting more. */
export function Component() {
  usePageTitle('Members');
  const { user } = useAuth();
  return <MembersWorkspace currentUserId={user?.id ?? null} />;
}
