import * as React from 'react';
import type { TAdminSettings } from '@acclaim/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUpdateSettings } from '../api/update-settings';
import { FormError, SaveButton, SwitchField } from './form-parts';
import { SettingsCard } from './settings-card';
import { useConfirmedSave } from '../hooks/use-confirmed-save';

/** Switches that gate real behaviour on the server: new accounts, and the chat assistant. Closing sign-ups is confirmed first. */
export function FeatureFlagsForm({ saved }: { saved: TAdminSettings['featureFlags'] }) {
  const update = useUpdateSettings('feature-flags', { saved: 'Feature flags saved', failed: 'The feature flags were not saved' });
  const [signupsOpen, setSignupsOpen] = React.useState(saved.signupsOpen);
  const [chatEnabled, setChatEnabled] = React.useState(saved.chatEnabled);
  // Closing sign-ups turns people away; ask before doing it.
  const { handleSubmit, confirm } = useConfirmedSave(update, { body: { signupsOpen, chatEnabled }, needsConfirming: saved.signupsOpen && !signupsOpen });

  return (
    <SettingsCard
      id="settings-feature-flags"
      title="Feature flags"
      description="Each switch is enforced by the server, whatever a page shows."
      changed={saved.changed}
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
        <SwitchField
          id="flag-signups"
          label="New sign-ups open"
          description="When closed, sign-up and a first Google sign-in are refused with a clear message. Existing accounts sign in as usual."
          checked={signupsOpen}
          onCheckedChange={setSignupsOpen}
        />
        <SwitchField
          id="flag-chat"
          label="Chat assistant on"
          description="When off, /chat says the assistant is turned off and the chat API refuses new questions. Conversations are kept."
          checked={chatEnabled}
          onCheckedChange={setChatEnabled}
        />
        <FormError error={update.error} />
        <SaveButton isPending={update.isPending}>Save feature flags</SaveButton>
      </form>
      <ConfirmDialog
        {...confirm}
        title="Close new sign-ups?"
        description={<p>Nobody can create an account, by email or with Google, until sign-ups are opened again. Existing accounts are not affected.</p>}
        confirmLabel="Close sign-ups"
      />
    </SettingsCard>
  );
}
