import * as React from 'react';
import { Plus } from 'lucide-react';
import { STATS_MAX, type TAdminSettings, type TSavedMarketingStat } from '@acclaim/contracts';
import { FormWithError } from '@/components/ui/form-with-error';
import { Button } from '@/components/ui/button';
import { fieldErrors } from '@/lib/api-client';
import { useUpdateSettings } from '../api/update-settings';
import { FormError, SaveButton } from './form-parts';
import { MarketingStatFieldset } from './marketing-stat-fieldset';
import { ResetFiguresDialog } from './reset-figures-dialog';
import { useStatRows } from './use-stat-rows';
import { SettingsCard } from './settings-card';

/**
 * The landing page's figures (docs/decisions/004): edit the words, and show a figure only when it is substantiated,
 * with a note of what backs it. The server refuses a new claim without that note, naming the figure's field.
 */
export function MarketingStatsForm({ saved }: { saved: TAdminSettings['marketingStats'] }) {
  const update = useUpdateSettings('marketing-stats', { saved: 'Figures saved', failed: 'The figures were not saved' });
  const { rows, change, remove, add } = useStatRows(saved.stats);
  const [isConfirmingReset, setIsConfirmingReset] = React.useState(false);
  const errors = fieldErrors(update.error);

  function save(stats: TSavedMarketingStat[] | null) {
    update.mutate({ stats }, { onSettled: () => setIsConfirmingReset(false) });
  }

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    save(rows.map(({ value, label, substantiated, source }) => ({ value, label, substantiated, source: source?.trim() || null })));
  }

  const shownCount = rows.filter((row) => row.substantiated).length;

  return (
    <SettingsCard
      id="settings-marketing-stats"
      title="Marketing figures"
      headingLevel="h3"
      description={
        <>
          The figures on the landing page. {saved.isOverridden ? 'Saved here, in place of' : 'Now as in'} content/site.json; only substantiated figures are
          shown ({shownCount} of {rows.length}).
        </>
      }
      changed={saved.changed}
    >
      <FormWithError noValidate onSubmit={handleSubmit} error={errors.stats && <p>{errors.stats}</p>}>
        <ol className="space-y-4" aria-label="Figures">
          {rows.map((row, index) => (
            <li key={row.rowId}>
              <MarketingStatFieldset
                stat={row}
                index={index}
                idBase={`stat-${row.rowId}`}
                errorFor={(field) => errors[`stats.${index}.${field}`]}
                canRemove={rows.length !== 1}
                onChange={(patch) => change(row.rowId, patch)}
                onRemove={() => remove(row.rowId)}
              />
            </li>
          ))}
        </ol>
        <FormError error={update.error} />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <SaveButton isPending={update.isPending}>Save figures</SaveButton>
          <Button type="button" variant="outline" disabled={rows.length >= STATS_MAX} onClick={add}>
            <Plus aria-hidden="true" />
            Add a figure
          </Button>
          {saved.isOverridden && (
            <Button type="button" variant="ghost" onClick={() => setIsConfirmingReset(true)}>
              Use the figures in content/site.json
            </Button>
          )}
        </div>
      </FormWithError>
      <ResetFiguresDialog
        open={isConfirmingReset}
        onOpenChange={(open) => !update.isPending && setIsConfirmingReset(open)}
        fileStats={saved.fileStats}
        isPending={update.isPending}
        onConfirm={() => save(null)}
      />
    </SettingsCard>
  );
}
