import * as React from 'react';
import { ANNOUNCEMENT_MAX, type TAdminSettings } from '@acclaim/contracts';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrors } from '@/lib/api-client';
import { useUpdateSettings } from '../api/update-settings';
import { CharacterCount, FormError, SaveButton, SwitchField } from './form-parts';
import { SettingsCard } from './settings-card';

/** A one-line banner under the header of every public and signed-in page, e.g. a change of prices or hours. */
export function AnnouncementForm({ saved }: { saved: TAdminSettings['announcement'] }) {
  const update = useUpdateSettings('announcement', { saved: 'Announcement saved', failed: 'The announcement was not saved' });
  const [isOn, setIsOn] = React.useState(saved.isOn);
  const [text, setText] = React.useState(saved.text);
  const errors = fieldErrors(update.error);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    update.mutate({ isOn, text });
  }

  return (
    <SettingsCard
      id="settings-announcement"
      title="Announcement banner"
      headingLevel="h3"
      description="A short notice under the header of every page, public and signed in."
      changed={saved.changed}
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <SwitchField
          id="announcement-on"
          label="Show the banner"
          description="Visitors and customers see it on their next page or within a minute."
          checked={isOn}
          onCheckedChange={setIsOn}
        />
        <FormField id="announcement-text" label="Announcement" error={errors.text} hint={<CharacterCount length={text.length} max={ANNOUNCEMENT_MAX} />}>
          {(field) => <Textarea {...field} value={text} onChange={(event) => setText(event.target.value)} rows={2} className="min-h-16" />}
        </FormField>
        <FormError error={update.error} />
        <SaveButton isPending={update.isPending}>Save announcement</SaveButton>
      </form>
    </SettingsCard>
  );
}
