import type { TFormsNeeds } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useUpdateFormsNeeds } from '../api/update-forms-needs';

const QUESTIONS: { key: keyof TFormsNeeds; label: string; description: string }[] = [
  { key: 'hasAttorney', label: 'An attorney or accredited representative files for me', description: 'Adds Form G-28.' },
  { key: 'wantsPremiumProcessing', label: 'I want premium processing', description: 'Adds Form I-907 and its fee.' },
  { key: 'wantsEmailNotice', label: 'E-mail or text me when USCIS accepts the filing', description: 'Adds Form G-1145 (optional).' },
  {
    key: 'paysByCard',
    label: 'I pay the fees by card',
    description:
      'Adds Form G-1450. Otherwise the fees are paid by ACH debit from a U.S. bank account with Form G-1650: USCIS no longer takes paper checks or money orders (since Oct. 28, 2025).',
  },
];

/** On a firm's case the firm's attorney represents the petitioner: the G-28 is always included. */
const FIRM_ATTORNEY_NOTE = 'A law firm runs this case, so its attorney’s Form G-28 is always included.';

/** What decides the supporting forms: one switch each, saved at once. */
export function NeedsCard({ caseId, needs, isFirmCase = false }: { caseId: string; needs: TFormsNeeds; isFirmCase?: boolean }) {
  const update = useUpdateFormsNeeds(caseId);
  // While a change is saved the switch shows what was asked for, not the old answer.
  const shown = update.isPending && update.variables ? update.variables : needs;

  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle as="h3">What applies to you</CardTitle>
        <CardDescription>Your answers decide the supporting forms and fees.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="space-y-4">
          {QUESTIONS.map((question) => {
            const id = `needs-${question.key}`;
            const isFixed = isFirmCase && question.key === 'hasAttorney';
            return (
              <li key={question.key} className="flex items-start justify-between gap-4">
                <div className="space-y-1">
                  <Label htmlFor={id} className="leading-snug">
                    {question.label}
                  </Label>
                  <p id={`${id}-description`} className="text-xs text-muted-foreground">
                    {isFixed ? FIRM_ATTORNEY_NOTE : question.description}
                  </p>
                </div>
                <Switch
                  id={id}
                  checked={isFixed || shown[question.key]}
                  disabled={update.isPending || isFixed}
                  aria-describedby={`${id}-description`}
                  onCheckedChange={(checked) => update.mutate({ ...shown, [question.key]: checked })}
                />
              </li>
            );
          })}
        </ul>
        {update.isError && (
          <Alert variant="destructive" role="alert">
            {update.error.message}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
