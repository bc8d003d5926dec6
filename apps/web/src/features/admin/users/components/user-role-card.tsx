import * as React from 'react';
import { toast } from '@/components/ui/toast';
import type { TAdminUserDetail } from '@acclaim/contracts';
import { ADMIN_ROLES, type AdminRole } from '@acclaim/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useSetUserRole } from '../api/set-user-role';
import { ADMIN_ROLE_LABELS } from '../../labels';

const NO_ROLE = 'none';

/** Grant, change or revoke an admin role: super admins only, always confirmed first. Keyed by the role, so it starts afresh after a change. */
export function UserRoleCard({ user }: { user: TAdminUserDetail }) {
  const setRole = useSetUserRole();
  const current = user.adminRole ?? NO_ROLE;
  const [chosen, setChosen] = React.useState<string>(current);
  const [isConfirming, setIsConfirming] = React.useState(false);

  const nextRole = chosen === NO_ROLE ? null : (chosen as AdminRole);
  const outcome = nextRole
    ? `${user.email} will have the ${ADMIN_ROLE_LABELS[nextRole]} role. They pass two-factor verification before using the admin area.`
    : `${user.email} will lose access to the admin area.`;

  function handleConfirm() {
    setRole.mutate(
      { userId: user.id, role: nextRole },
      {
        onSuccess: (answer) => toast.success('Role changed', { description: answer.message }),
        onError: (error) => toast.error('The role was not changed', { description: error.message }),
        onSettled: () => setIsConfirming(false),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Admin role</CardTitle>
        <CardDescription>Who may use the admin area, and how much of it.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            setIsConfirming(true);
          }}
        >
          <div className="flex-1 space-y-1.5">
            <Label htmlFor="admin-user-role">Admin role</Label>
            <NativeSelect id="admin-user-role" value={chosen} onChange={(event) => setChosen(event.target.value)}>
              <option value={NO_ROLE}>No role (customer)</option>
              {ADMIN_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ADMIN_ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" disabled={chosen === current || setRole.isPending}>
            Change role
          </Button>
        </form>
      </CardContent>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => !setRole.isPending && setIsConfirming(open)}
        title="Change the admin role?"
        description={<p>{outcome}</p>}
        confirmLabel="Change role"
        pendingLabel="Changing…"
        isPending={setRole.isPending}
        onConfirm={handleConfirm}
      />
    </Card>
  );
}
