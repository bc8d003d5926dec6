import type * as React from 'react';
import { FIRM_ROLE_LABELS, INVITABLE_FIRM_ROLES } from '@acclaim/domain';
import { NativeSelect } from '@/components/ui/native-select';

/** The roles a member can be given: never owner, which a firm has exactly one of, the account that created it. */
export function RoleSelect(props: Omit<React.ComponentProps<typeof NativeSelect>, 'children'>) {
  return (
    <NativeSelect {...props}>
      {INVITABLE_FIRM_ROLES.map((role) => (
        <option key={role} value={role}>
          {FIRM_ROLE_LABELS[role]}
        </option>
      ))}
    </NativeSelect>
  );
}
