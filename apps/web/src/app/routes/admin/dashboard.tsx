import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { usePageTitle } from '@/lib/use-page-title';

/** /admin: the admin dashboard. */
export function Component() {
  usePageTitle('Admin dashboard');
  return <AdminDashboard />;
}
