import type { TRecommendedForm } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FactItem } from './fact-source';

/** The forms that go with the petition, each with why it applies and what the sources say about it. */
export function RecommendedForms({ forms }: { forms: readonly TRecommendedForm[] }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle as="h3">Recommended forms</CardTitle>
        <CardDescription>What your filing needs, from what you told us below. Each says why it applies.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3" aria-label="Recommended forms">
          {forms.map((form) => (
            <li key={form.formId} className="rounded-md border border-border p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h4 className="font-medium leading-snug">{form.title}</h4>
                <Badge tone={form.need === 'required' ? 'info' : 'neutral'}>{form.need === 'required' ? 'Required' : 'Optional'}</Badge>
              </div>
              <p className="mt-2 text-sm text-muted-foreground">{form.reason}</p>
              {form.facts.length > 0 && (
                <details className="mt-3 text-sm">
                  <summary className="cursor-pointer rounded-sm font-medium text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
                    What the sources say
                  </summary>
                  <ul className="mt-2 space-y-3">
                    {form.facts.map((fact) => (
                      <FactItem key={fact.text} text={fact.text} source={fact.ref} />
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
