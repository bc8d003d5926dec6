import { Briefcase, GraduationCap, UsersRound } from 'lucide-react';
import type { TAccountType } from '@acclaim/contracts';
import { cn } from '@/lib/utils';

export const ACCOUNT_TYPE_CHOICES: readonly { value: TAccountType; title: string; text: string; icon: typeof Briefcase }[] = [
  { value: 'SELF_PETITIONER', title: 'I’m filing for myself', text: 'Prepare your own EB-1A or EB-2 NIW petition.', icon: GraduationCap },
  {
    value: 'ATTORNEY',

    title: 'I’m an attorney or agent',
    text: 'Set up your firm and run your clients’ petitions under its name.',
    icon: Briefcase,
  },
  {
    value: 'PARALEGAL',

    title: 'I’m a paralegal at a firm',
    text: 'Work on your firm’s client cases. You join the firm by its invitation.',
    icon: UsersRound,
  },
];

/** "Who are you?": three radio cards named `accountType`, read by the form around them. */
export function AccountTypeChoice({
  idPrefix,
  defaultValue,
  value,
  onChange,
  error,
  legend = 'Who are you?',
}: {
  idPrefix: string;
  defaultValue?: TAccountType;
  value?: TAccountType;
  onChange?: (value: TAccountType) => void;
  error?: string;
  legend?: string;
}) {
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      {ACCOUNT_TYPE_CHOICES.map(({ value: choice, title, text, icon: Icon }) => (
        <label
          key={choice}
          htmlFor={`${idPrefix}-${choice}`}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring',
            error && 'border-destructive',
          )}
        >
          <input
            id={`${idPrefix}-${choice}`}
            type="radio"
            name="accountType"
            value={choice}
            required
            {...(value !== undefined ? { checked: value === choice, onChange: () => onChange?.(choice) } : { defaultChecked: defaultValue === choice })}
            className="mt-1 accent-primary focus-visible:outline-none"
          />
          <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="block text-sm font-medium">{title}</span>
            <span className="block text-sm text-muted-foreground">{text}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
