import { RotateCcw } from 'lucide-react';
import { EVIDENCE_TYPES } from '@acclaim/domain';
import type { AssessmentEvidenceInput } from '@acclaim/domain/assessment';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { VerificationBadge } from '@/components/ui/verification-badge';
import { EVIDENCE_TYPE_LABELS } from '@/lib/evidence-type-labels';
import { formatEvidenceDate } from '@/lib/format';

export const demoItemId = (evidenceId: string) => `demo-item-${evidenceId}`;

/** The sample's evidence grouped by kind, each item with a labelled on/off switch. */
export function DemoEvidenceList({
  evidence,
  enabledIds,
  onToggle,
  onReset,
}: {
  evidence: readonly AssessmentEvidenceInput[];
  enabledIds: ReadonlySet<string>;
  onToggle: (id: string, isOn: boolean) => void;
  onReset: () => void;
}) {
  const groups = EVIDENCE_TYPES.map((type) => ({ type, items: evidence.filter((item) => item.type === type) })).filter((group) => group.items.length > 0);
  const onCount = evidence.filter((item) => enabledIds.has(item.id)).length;
  return (
    <section aria-labelledby="demo-evidence-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="demo-evidence-heading" className="text-lg font-semibold tracking-tight">
            Evidence
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {onCount} of {evidence.length} items switched on
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onReset} disabled={onCount === evidence.length}>
          <RotateCcw aria-hidden="true" /> Reset
        </Button>
      </div>
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`demo-group-${group.type}`} className="space-y-2">
          <h3 id={`demo-group-${group.type}`} className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {EVIDENCE_TYPE_LABELS[group.type].group}
          </h3>
          <ul className="space-y-2">
            {group.items.map((item) => {
              const switchId = `${demoItemId(item.id)}-switch`;
              const isOn = enabledIds.has(item.id);
              const verification = item.verification ?? 'unverified';
              return (
                <li
                  key={item.id}
                  id={demoItemId(item.id)}
                  className={`flex scroll-mt-24 items-start gap-3 rounded-md border p-3 transition-colors ${isOn ? 'border-border bg-background' : 'border-dashed border-input bg-surface'}`}
                >
                  <Switch
                    id={switchId}
                    checked={isOn}
                    onCheckedChange={(checked) => onToggle(item.id, checked)}
                    className="mt-0.5"
                    aria-describedby={`${switchId}-meta`}
                  />
                  <div className="min-w-0 flex-1">
                    <label
                      htmlFor={switchId}
                      className={`block cursor-pointer break-words text-sm font-medium leading-snug ${isOn ? '' : 'text-muted-foreground line-through decoration-muted-foreground/50'}`}
                    >
                      {item.title}
                    </label>
                    <p id={`${switchId}-meta`} className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                      {item.date && <span>{formatEvidenceDate(item.date)}</span>}
                      {item.exhibit && <span className="font-mono">{item.exhibit}</span>}
                      {(item.type === 'publication' || verification !== 'unverified') && <VerificationBadge state={verification} />}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}
