import { AuditLogWorkspace } from '@/features/admin/audit-log/components/audit-log-workspace';
import { usePageTitle } from '@/lib/use-page-title';

/** /admin/audit-log: the admin audit log. */
export function Component() {
  usePageTitle('Audit log · Admin');
  return <AuditLogWorkspace />;
}
