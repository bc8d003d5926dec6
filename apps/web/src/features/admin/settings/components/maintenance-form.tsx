import * as React from 'react';
import { MAINTENANCE_MESSAGE_MAX, type TAdminSettings } from '@acclaim/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrors } from '@/lib/api-client';
import { useUpdateSettings } from '../api/update-settings';
import { CharacterCount, FormError, SaveButton, SwitchField } from './form-parts';
import { SettingsCard } from './settings-card';
import { useConfirmedSave } from '../hooks/use-confirmed-save';

/** Maintenance mode: customers keep reading while their changes are refused with the message. Turning it on is confirmed first. */
export function MaintenanceForm({ saved }: { saved: TAdminSettings['maintenance'] }) {
  const update = useUpdateSettings('maintenance', { saved: 'Maintenance saved', failed: 'Maintenance was not saved' });
  const [isOn, setIsOn] = React.useState(saved.isOn);
  const [message, setMessage] = React.useState(saved.message);
  const errors = fieldErrors(update.error);
  const { handleSubmit, confirm } = useConfirmedSave(update, { body: { isOn, message }, needsConfirming: !saved.isOn && isOn });

  return (
    <SettingsCard
      id="settings-maintenance"
      title="Maintenance"
      description="While it is on, every page shows a maintenance banner and customers' changes are refused with your message. Reads, sign-in and the whole admin area keep working."
      changed={saved.changed}
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <SwitchField
          id="maintenance-on"
          label="Maintenance mode"
          description="Admins are never blocked, so you can turn it off here."
          checked={isOn}
          onCheckedChange={setIsOn}
        />
        <FormField
          id="maintenance-message"
          label="Message to customers"
          error={errors.message}
          hint={<CharacterCount length={message.length} max={MAINTENANCE_MESSAGE_MAX} />}
        >
          {(field) => <Textarea {...field} value={message} onChange={(event) => setMessage(event.target.value)} rows={3} />}
        </FormField>
        <FormError error={update.error} />
        <SaveButton isPending={update.isPending}>Save maintenance</SaveButton>
      </form>
      <ConfirmDialog
        {...confirm}
        title="Turn maintenance mode on?"
        description={
          <>
            <p>Customers can still read everything, but every change they try is refused with this message until you turn it off:</p>
            <p className="rounded-md bg-muted p-2 text-foreground">{message.trim() || 'No message yet.'}</p>
          </>
        }
        confirmLabel="Turn maintenance on"
      />
    </SettingsCard>
  );
}
