import { cn } from '@/lib/utils';
import { Label } from './label';
import { NativeSelect } from './native-select';

/**
 * A labelled select that narrows a list: the first option (empty value) shows everything, then one option per
 * value. Changes apply at once; a value the list does not know reads as "everything".
 */
export function FilterSelect<T extends string>({
  id,
  label,
  allLabel,
  values,
  labelOf,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  allLabel: string;
  values: readonly T[];
  labelOf: (value: T) => string;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  className?: string;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChange(values.find((known) => known === event.target.value))}>
        <option value="">{allLabel}</option>
        {values.map((known) => (
          <option key={known} value={known}>
            {labelOf(known)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
