import { Trash2 } from 'lucide-react';
import { STAT_LABEL_MAX, STAT_SOURCE_MAX, STAT_VALUE_MAX, type TSavedMarketingStat } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { SwitchField } from './form-parts';

type MarketingStatFieldsetProps = {
  stat: TSavedMarketingStat;
  /** Position in the list, from 0; the labels count from 1. */
  index: number;
  /** Prefix of the inputs' ids, stable while rows above are removed. */
  idBase: string;
  /** The server's message for one of the figure's fields, if it refused it. */
  errorFor: (field: keyof TSavedMarketingStat) => string | undefined;
  canRemove: boolean;
  onChange: (patch: Partial<TSavedMarketingStat>) => void;
  onRemove: () => void;
};

/** One landing-page figure: its words, whether it is shown, and the note of what backs it. */
export function MarketingStatFieldset({ stat, index, idBase, errorFor, canRemove, onChange, onRemove }: MarketingStatFieldsetProps) {
  return (
    <fieldset className="space-y-3 rounded-md border border-border p-4">
      <legend className="flex items-center gap-2 px-1 text-sm font-medium">
        Figure {index + 1}
        <span className="sr-only">,</span>
        <Badge tone={stat.substantiated ? 'success' : 'neutral'}>{stat.substantiated ? 'Shown' : 'Hidden'}</Badge>
      </legend>
      <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <FormField id={`${idBase}-value`} label="Figure" error={errorFor('value')}>
          {(field) => <Input {...field} value={stat.value} maxLength={STAT_VALUE_MAX} onChange={(event) => onChange({ value: event.target.value })} />}
        </FormField>
        <FormField id={`${idBase}-label`} label="What it counts" error={errorFor('label')}>
          {(field) => <Input {...field} value={stat.label} maxLength={STAT_LABEL_MAX} onChange={(event) => onChange({ label: event.target.value })} />}
        </FormField>
      </div>
      <SwitchField
        id={`${idBase}-substantiated`}
        label="Substantiated: show it on the landing page"
        description="Only figures the business can back with records are shown."
        checked={stat.substantiated}
        onCheckedChange={(substantiated) => onChange({ substantiated })}
      />
      {(stat.substantiated || stat.source) && (
        <FormField
          id={`${idBase}-source`}
          label="Source"
          error={errorFor('source')}
          description="What backs the figure: records, a benchmark run, a published source. Required for a figure content/site.json does not already show. Kept in the audit log, never shown publicly."
        >
          {(field) => (
            <Textarea
              {...field}
              value={stat.source ?? ''}
              maxLength={STAT_SOURCE_MAX}
              rows={2}
              className="min-h-16"
              onChange={(event) => onChange({ source: event.target.value })}
            />
          )}
        </FormField>
      )}
      <Button type="button" variant="ghost" size="sm" disabled={!canRemove} onClick={onRemove}>
        <Trash2 aria-hidden="true" />
        Remove figure {index + 1}
      </Button>
    </fieldset>
  );
}
