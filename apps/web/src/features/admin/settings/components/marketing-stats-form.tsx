import * as React from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { STATS_MAX, STAT_LABEL_MAX, STAT_SOURCE_MAX, STAT_VALUE_MAX, type TAdminSettings, type TSavedMarketingStat } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrors } from '@/lib/api-client';
import { useUpdateSettings } from '../api/update-settings';
import { FormError, SaveButton, SwitchField } from './form-parts';
import { SettingsCard } from './settings-card';

interface Row extends TSavedMarketingStat {
  /** Keeps each row's inputs in place when one above is removed. */
  rowId: number;
}

let nextRowId = 0;
const toRow = (stat: TSavedMarketingStat): Row => ({ ...stat, rowId: nextRowId++ });

/**
 * The landing page's figures (docs/decisions/004): edit the words, and show a figure only when it is substantiated,
 * with a note of what backs it. The server refuses a new claim without that note, naming the figure's field.
 */
export function MarketingStatsForm({ saved }: { saved: TAdminSettings['marketingStats'] }) {
  const update = useUpdateSettings('marketing-stats', { saved: 'Figures saved', failed: 'The figures were not saved' });
  const [rows, setRows] = React.useState<Row[]>(() => saved.stats.map(toRow));
  const [isConfirmingReset, setIsConfirmingReset] = React.useState(false);
  const errors = fieldErrors(update.error);

  const change = (rowId: number, patch: Partial<TSavedMarketingStat>) =>
    setRows((current) => current.map((row) => (row.rowId === rowId ? { ...row, ...patch } : row)));

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
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        {errors.stats && (
          <Alert variant="destructive" role="alert">
            <p>{errors.stats}</p>
          </Alert>
        )}
        <ol className="space-y-4" aria-label="Figures">
          {rows.map((row, index) => {
            const base = `stat-${row.rowId}`;
            const error = (field: string) => errors[`stats.${index}.${field}`];
            return (
              <li key={row.rowId}>
                <fieldset className="space-y-3 rounded-md border border-border p-4">
                  <legend className="flex items-center gap-2 px-1 text-sm font-medium">
                    Figure {index + 1}
                    <span className="sr-only">,</span>
                    <Badge tone={row.substantiated ? 'success' : 'neutral'}>{row.substantiated ? 'Shown' : 'Hidden'}</Badge>
                  </legend>
                  <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
                    <FormField id={`${base}-value`} label="Figure" error={error('value')}>
                      {(field) => (
                        <Input {...field} value={row.value} maxLength={STAT_VALUE_MAX} onChange={(event) => change(row.rowId, { value: event.target.value })} />
                      )}
                    </FormField>
                    <FormField id={`${base}-label`} label="What it counts" error={error('label')}>
                      {(field) => (
                        <Input {...field} value={row.label} maxLength={STAT_LABEL_MAX} onChange={(event) => change(row.rowId, { label: event.target.value })} />
                      )}
                    </FormField>
                  </div>
                  <SwitchField
                    id={`${base}-substantiated`}
                    label="Substantiated: show it on the landing page"
                    description="Only figures the business can back with records are shown."
                    checked={row.substantiated}
                    onCheckedChange={(substantiated) => change(row.rowId, { substantiated })}
                  />
                  {(row.substantiated || row.source) && (
                    <FormField
                      id={`${base}-source`}
                      label="Source"
                      error={error('source')}
                      description="What backs the figure: records, a benchmark run, a published source. Required for a figure content/site.json does not already show. Kept in the audit log, never shown publicly."
                    >
                      {(field) => (
                        <Textarea
                          {...field}
                          value={row.source ?? ''}
                          maxLength={STAT_SOURCE_MAX}
                          rows={2}
                          className="min-h-16"
                          onChange={(event) => change(row.rowId, { source: event.target.value })}
                        />
                      )}
                    </FormField>
                  )}
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={rows.length === 1}
                    onClick={() => setRows((current) => current.filter((other) => other.rowId !== row.rowId))}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove figure {index + 1}
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <FormError error={update.error} />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <SaveButton isPending={update.isPending}>Save figures</SaveButton>
          <Button
            type="button"
            variant="outline"
            disabled={rows.length >= STATS_MAX}
            onClick={() => setRows((current) => [...current, toRow({ value: '', label: '', substantiated: false, source: null })])}
          >
            <Plus aria-hidden="true" />
            Add a figure
          </Button>
          {saved.isOverridden && (
            <Button type="button" variant="ghost" onClick={() => setIsConfirmingReset(true)}>
              Use the figures in content/site.json
            </Button>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={isConfirmingReset}
        onOpenChange={(open) => !update.isPending && setIsConfirmingReset(open)}
        title="Go back to the figures in content/site.json?"
        description={
          <p>
            The figures saved here are replaced by the {saved.fileStats.length} in content/site.json, of which{' '}
            {saved.fileStats.filter((stat) => stat.substantiated).length} are shown.
          </p>
        }
        confirmLabel="Use the file's figures"
        pendingLabel="Saving…"
        isPending={update.isPending}
        onConfirm={() => save(null)}
      />
    </SettingsCard>
  );
}
