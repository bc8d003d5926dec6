import * as React from 'react';
import type { TAdminSettings } from '@acclaim/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrors } from '@/lib/api-client';
import { useUpdateSettings } from '../api/update-settings';
import { FormError, SaveButton } from './form-parts';
import { SettingsCard } from './settings-card';

/** Where the operator's mail goes; empty means the server's OPERATOR_EMAIL. */
export function OperatorEmailForm({ saved }: { saved: TAdminSettings['operatorEmail'] }) {
  const update = useUpdateSettings('operator-email', { saved: 'Operator email saved', failed: 'The operator email was not saved' });
  const [email, setEmail] = React.useState(saved.email ?? '');
  const errors = fieldErrors(update.error);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    update.mutate({ email: email.trim() || null });
  }

  return (
    <SettingsCard
      id="settings-operator-email"
      title="Operator email"
      description={
        <>
          Money-back requests and contact-form messages are emailed here. Now:{' '}
          <strong className="font-medium text-foreground">{saved.email ?? saved.configuredEmail}</strong>
          {saved.email ? '.' : ' (from the server configuration).'}
        </>
      }
      changed={saved.changed}
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <FormField
          id="operator-email"
          label="Operator email"
          error={errors.email}
          description={`Leave empty to use the server configuration (${saved.configuredEmail}).`}
        >
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder={saved.configuredEmail}
            />
          )}
        </FormField>
        <FormError error={update.error} />
        <SaveButton isPending={update.isPending}>Save operator email</SaveButton>
      </form>
    </SettingsCard>
  );
}
