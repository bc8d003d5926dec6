import { ChartNoAxesColumn } from 'lucide-react';

/** What the range's charts give way to when nothing was recorded in it. */
export function EmptyRange({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-background px-6 py-12 text-center">
      <ChartNoAxesColumn className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
    </div>
  );
}
