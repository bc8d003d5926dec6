import * as React from 'react';
import type { TAdminSettings, TUpdateFeatureFlagsRequest } from '@acclaim/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUpdateSettings } from '../api/update-settings';
import { FormError, SaveButton, SwitchField } from './form-parts';
import { SettingsCard } from './settings-card';

/** Switches that gate real behaviour on the server: new accounts, and the chat assistant. Closing sign-ups is confirmed first. */
export function FeatureFlagsForm({ saved }: { saved: TAdminSettings['featureFlags'] }) {
  const update = useUpdateSettings('feature-flags', { saved: 'Feature flags saved', failed: 'The feature flags were not saved' });
  const [signupsOpen, setSignupsOpen] = React.useState(saved.signupsOpen);
  const [chatEnabled, setChatEnabled] = React.useState(saved.chatEnabled);
  const [isConfirming, setIsConfirming] = React.useState(false);

  function save(body: TUpdateFeatureFlagsRequest) {
    update.mutate(body, {
      onSettled: () => setIsConfirming(false),
    });
  }

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    // Closing sign-ups turns people away; ask before doing it.
    if (saved.signupsOpen && !signupsOpen) setIsConfirming(true);
    else save({ signupsOpen, chatEnabled });
  }

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
        open={isConfirming}
        onOpenChange={(open) => !update.isPending && setIsConfirming(open)}
        title="Close new sign-ups?"
        description={<p>Nobody can create an account, by email or with Google, until sign-ups are opened again. Existing accounts are not affected.</p>}
        confirmLabel="Close sign-ups"
        pendingLabel="Saving…"
        isPending={update.isPending}
        onConfirm={() => save({ signupsOpen, chatEnabled })}
      />
    </SettingsCard>
  );
}
