import type { TAdminUser } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { ADMIN_ROLE_LABELS, USER_STATUS_LABELS } from '../../labels';

export function UserStatusBadge({ status }: { status: TAdminUser['status'] }) {
  return <Badge tone={status === 'suspended' ? 'destructive' : 'success'}>{USER_STATUS_LABELS[status]}</Badge>;
}

export function UserRoleBadge({ role }: { role: TAdminUser['adminRole'] }) {
  if (!role) return <span className="text-sm text-muted-foreground">Customer</span>;
  return <Badge tone="info">{ADMIN_ROLE_LABELS[role]}</Badge>;
}
