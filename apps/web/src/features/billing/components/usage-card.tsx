import type { TUsage } from '@acclaim/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/utils';

function UsageMeter({ item }: { item: TUsage }) {
  const { label, used, allowed } = item;
  if (allowed === null) {
    return (
      <li className="space-y-1">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="font-medium">{label}</span>
          <span className="text-muted-foreground">Unlimited</span>
        </div>
        <p className="text-xs text-muted-foreground">{used} used so far</p>
      </li>
    );
  }
  const isAtLimit = used >= allowed;
  const text = `${used} of ${allowed} used`;
  return (
    <li className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className={cn('tabular-nums', isAtLimit ? 'font-medium text-warning' : 'text-muted-foreground')}>{text}</span>
      </div>
      <ProgressBar
        value={allowed === 0 ? 100 : (used / allowed) * 100}
        label={label}
        valueText={isAtLimit ? `${text}, limit reached` : text}
        className={cn(isAtLimit && '[&>div]:bg-warning')}
      />
      {isAtLimit && <p className="text-xs text-warning">Limit reached. The plans below allow more.</p>}
    </li>
  );
}

/** One meter per counted allowance of the plan; a full one turns amber. */
export function UsageCard({ planName, usage }: { planName: string; usage: readonly TUsage[] }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Usage</CardTitle>
        <CardDescription>What your {planName} plan allows, and how much of it you have used.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-5">
          {usage.map((item) => (
            <UsageMeter key={item.key} item={item} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
