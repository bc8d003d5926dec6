import { UsersWorkspace } from '@/features/admin/users/components/users-workspace';
import { usePageTitle } from '@/lib/use-page-title';

/** /admin/users: the accounts list. */
export function Component() {
  usePageTitle('Users · Admin');
  return <UsersWorkspace />;
}
