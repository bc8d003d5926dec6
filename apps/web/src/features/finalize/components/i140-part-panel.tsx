import { CheckCircle2, RotateCcw } from 'lucide-react';
import type { TI140Answers, TI140Part } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { partName } from '../format';
import { FactSource } from './fact-source';
import { I140FieldRow } from './i140-field';

export interface PartFailure {
  message: string;
  /** The answer key the refusal is about, when the server named one. */
  fieldErrors: Record<string, string>;
}

/**
 * The fields of one part and its confirmation. Confirming says "I checked this part": it is offered only when no
 * error is left, and the reason is shown next to the disabled button. It stays usable while an answer is saved:
 * saves run in order, so a confirmation sent right after leaving a field is checked against that answer.
 */
export function I140PartPanel({
  part,
  failure,
  onSave,
  onConfirm,
  onReopen,
}: {
  part: TI140Part;
  failure: PartFailure | null;
  onSave: (answers: TI140Answers) => void;
  onConfirm: () => void;
  onReopen: () => void;
}) {
  const reasonId = `part-${part.partId}-blockers`;
  const isBlocked = part.blockers.length > 0;
  return (
    <div className="space-y-6">
      <FactSource source={part.ref} />
      <div className="space-y-4">
        {part.fields.map((field) => (
          <I140FieldRow key={field.fieldId} field={field} error={field.answer ? failure?.fieldErrors[field.answer.key] : undefined} onSave={onSave} />
        ))}
      </div>

      {failure && Object.keys(failure.fieldErrors).length === 0 && (
        <Alert variant="destructive" role="alert">
          {failure.message}
        </Alert>
      )}

      <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
        {part.isConfirmed ? (
          <>
            <p className="flex items-center gap-2 text-sm font-medium text-success">
              <CheckCircle2 className="size-4" aria-hidden="true" /> You confirmed this part.
            </p>
            <Button type="button" variant="outline" onClick={onReopen}>
              <RotateCcw aria-hidden="true" /> Reopen {partName(part)}
            </Button>
          </>
        ) : (
          <>
            <div id={reasonId} className="text-sm text-muted-foreground">
              {isBlocked ? (
                <>
                  <p className="font-medium text-foreground">
                    {part.blockers.length === 1 ? 'One thing to fix before you can confirm:' : `${part.blockers.length} things to fix before you can confirm:`}
                  </p>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5">
                    {part.blockers.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>Every required answer is here. Check them against your documents, then confirm.</p>
              )}
            </div>
            <Button type="button" onClick={onConfirm} disabled={isBlocked} aria-describedby={reasonId} className="shrink-0 self-start sm:self-auto">
              <CheckCircle2 aria-hidden="true" /> Confirm {partName(part)}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
