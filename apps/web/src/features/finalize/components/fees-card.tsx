import type { TFormFact, TFormsFees } from '@acclaim/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { formatUsd } from '../format';
import { FactItem } from './fact-source';

/** The fees this filing pays, with the date of the newest source and where each figure comes from. */
export function FeesCard({ fees }: { fees: TFormsFees }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle as="h3">Fees</CardTitle>
        <CardDescription>
          For a filing on {formatDate(fees.filingDate)}. <span className="font-medium text-foreground">As of {formatDate(fees.asOf)}</span>: {fees.asOfLabel}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="divide-y divide-border rounded-md border border-border">
          {fees.lines.map((line) => (
            <div key={line.id} className="flex items-start justify-between gap-4 p-3">
              <dt className="space-y-1 text-sm">
                <span className="block">{line.label}</span>
                <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">Source: {line.sourceLabel}</span>
                {line.isUncertain && (
                  <span className="block text-xs text-warning">{line.checkNote ?? 'Check this fee on the official page before you file.'}</span>
                )}
              </dt>
              <dd className="shrink-0 text-sm font-medium tabular-nums">{formatUsd(line.amountUsd)}</dd>
            </div>
          ))}
          <div className="flex items-center justify-between gap-4 bg-muted/50 p-3">
            <dt className="text-sm font-semibold">Total</dt>
            <dd className="text-sm font-semibold tabular-nums">{fees.totalUsd === null ? 'Not known yet' : formatUsd(fees.totalUsd)}</dd>
          </div>
        </dl>
        {fees.unknown.length > 0 && (
          <ul className="space-y-1 text-sm text-warning">
            {fees.unknown.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
        <FactList title="Paying" facts={fees.paymentFacts} />
      </CardContent>
    </Card>
  );
}

/** Where to send the petition: the notes give no street address, so the card points to the USCIS page. */
export function WhereToFileCard({ facts }: { facts: readonly TFormFact[] }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle as="h3">Where to file</CardTitle>
        <CardDescription>Check the USCIS page on the day you send the package: addresses change.</CardDescription>
      </CardHeader>
      <CardContent>
        <FactList facts={facts} />
      </CardContent>
    </Card>
  );
}

function FactList({ title, facts }: { title?: string; facts: readonly TFormFact[] }) {
  return (
    <div className="space-y-2">
      {title && <h4 className="text-sm font-semibold">{title}</h4>}
      <ul className="space-y-3">
        {facts.map((fact) => (
          <FactItem key={fact.text} text={fact.text} source={fact.ref} />
        ))}
      </ul>
    </div>
  );
}
