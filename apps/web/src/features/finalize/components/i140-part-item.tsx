import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { TI140Answers, TI140Part } from '@acclaim/contracts';
import { Badge } from '@/components/ui/badge';
import { I140PartPanel, type PartFailure } from './i140-part-panel';

/** The id of a part's accordion trigger, where focus moves when the guide opens that part. */
export const i140PartTriggerId = (partId: string) => `i140-part-trigger-${partId}`;

function PartStatus({ part }: { part: TI140Part }) {
  if (part.isConfirmed) return <Badge tone="success">Confirmed</Badge>;
  if (part.errors > 0) return <Badge tone="destructive">{part.errors === 1 ? '1 to fix' : `${part.errors} to fix`}</Badge>;
  return <Badge tone="info">Ready to confirm</Badge>;
}

type I140PartItemProps = {
  part: TI140Part;
  failure: PartFailure | null;
  onSave: (answers: TI140Answers) => void;
  onConfirm: () => void;
  onReopen: () => void;
};

/** One part of the I-140 guide in its accordion: number, title and status in the trigger, the fields when open. */
export function I140PartItem({ part, failure, onSave, onConfirm, onReopen }: I140PartItemProps) {
  return (
    <Accordion.Item value={part.partId}>
      <Accordion.Header asChild>
        <h4>
          <Accordion.Trigger
            id={i140PartTriggerId(part.partId)}
            className="group flex w-full items-start gap-3 p-4 text-left hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
          >
            <span className="flex-1 space-y-1">
              <span className="block text-xs font-semibold uppercase tracking-wide text-primary">{part.number}</span>
              <span className="block font-medium leading-snug">{part.title}</span>
            </span>
            <PartStatus part={part} />
            <ChevronDown className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
          </Accordion.Trigger>
        </h4>
      </Accordion.Header>
      <Accordion.Content className="px-4 pb-6 pt-2">
        <I140PartPanel part={part} failure={failure} onSave={onSave} onConfirm={onConfirm} onReopen={onReopen} />
      </Accordion.Content>
    </Accordion.Item>
  );
}
