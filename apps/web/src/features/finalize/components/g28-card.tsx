import { CircleAlert, Info } from 'lucide-react';
import type { TG28Field, TG28Section, TG28Worksheet } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { FactItem } from './fact-source';

/** A gap counts when the field is required, or when a value is there but wrong (a paralegal of record). */
const isFlagged = (field: TG28Field) => field.fix !== null && (field.required || field.value !== null);

function FieldBadge({ field }: { field: TG28Field }) {
  if (isFlagged(field)) return <Badge tone="destructive">{field.value === null ? 'Missing' : 'To fix'}</Badge>;
  if (field.value === null) return <Badge tone="neutral">Not given</Badge>;
  return <Badge tone="success">Filled in</Badge>;
}

function FieldRow({ field }: { field: TG28Field }) {
  const fixId = `g28-${field.fieldId}-fix`;
  const flagged = isFlagged(field);
  return (
    <div className="space-y-1.5 border-t border-border pt-3 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <dt className="text-sm font-medium leading-snug">
          {field.label}
          {field.required && <span className="font-normal text-muted-foreground"> (required)</span>}
        </dt>
        <FieldBadge field={field} />
      </div>
      <dd className="space-y-1">
        <p
          className={cn('text-sm [overflow-wrap:anywhere]', field.value === null && 'italic text-muted-foreground')}
          aria-describedby={field.fix ? fixId : undefined}
        >
          {field.value ?? '— not answered —'}
        </p>
        {field.fix && (
          <p id={fixId} className={cn('flex gap-2 text-sm', flagged ? 'text-destructive' : 'text-muted-foreground')}>
            {flagged ? <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
            <span>
              <span className="sr-only">{flagged ? 'To fix:' : 'Note:'}</span>{' '}
              {field.fix.place === 'i140-guide' ? (
                <a href="#i140-guide" className="underline underline-offset-2">
                  {field.fix.text}
                </a>
              ) : (
                field.fix.text
              )}
            </span>
          </p>
        )}
      </dd>
    </div>
  );
}

function SectionBlock({ section }: { section: TG28Section }) {
  const headingId = `g28-section-${section.sectionId}`;
  const gaps = section.fields.filter(isFlagged).length;
  return (
    <section aria-labelledby={headingId} className="space-y-3 p-4">
      <div className="flex items-start gap-3">
        <h4 id={headingId} className="flex-1 space-y-1">
          {section.number && <span className="block text-xs font-semibold uppercase tracking-wide text-primary">{section.number}</span>}
          <span className="block font-medium leading-snug">{section.title}</span>
        </h4>
        {gaps > 0 ? <Badge tone="destructive">{gaps === 1 ? '1 to fix' : `${gaps} to fix`}</Badge> : <Badge tone="success">Complete</Badge>}
      </div>
      <dl className="space-y-3">
        {section.fields.map((field) => (
          <FieldRow key={field.fieldId} field={field} />
        ))}
      </dl>
    </section>
  );
}

/**
 * The Form G-28 worksheet of a firm's case: the attorney of record, the firm's address and the client, as the firm's
 * records give them, each missing answer flagged with where to add it. A worksheet to copy from, like the I-140
 * guide; the answers change where they are kept (Firm settings, the Members page), not here.
 */
export function G28Card({ g28 }: { g28: TG28Worksheet }) {
  return (
    <Card id="g28-worksheet" className="scroll-mt-40">
      <CardHeader className="gap-3 px-4 sm:px-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle as="h3">Form G-28 worksheet</CardTitle>
            <CardDescription className="max-w-2xl">
              {g28.firmName} represents the petitioner, so its attorney’s notice of appearance goes with the petition. The answers come from the firm’s records.
              This is a worksheet to copy from, not the official USCIS form.
            </CardDescription>
          </div>
          {g28.missing > 0 ? (
            <Badge tone="destructive" className="self-start">
              {g28.missing === 1 ? '1 answer missing' : `${g28.missing} answers missing`}
            </Badge>
          ) : (
            <Badge tone="success" className="self-start">
              Every answer is here
            </Badge>
          )}
        </div>
        <p className="text-sm text-muted-foreground">{g28.clientNote}</p>
      </CardHeader>
      <CardContent className="space-y-4 px-3 sm:px-6">
        <div className="divide-y divide-border rounded-md border border-border">
          {g28.sections.map((section) => (
            <SectionBlock key={section.sectionId} section={section} />
          ))}
        </div>
        <details className="text-sm">
          <summary className="cursor-pointer rounded-sm font-medium text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            What the sources say about Form G-28
          </summary>
          <ul className="mt-2 space-y-3">
            {g28.facts.map((fact) => (
              <FactItem key={fact.text} text={fact.text} source={fact.ref} />
            ))}
          </ul>
        </details>
      </CardContent>
    </Card>
  );
}
