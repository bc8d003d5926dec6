import { CircleCheck, CircleHelp, CircleMinus, CircleX, FileCheck2, FileWarning, FileX2, ListChecks } from 'lucide-react';
import { DOCUMENTATION_LABELS, STEP_ONE_LABELS, type CriterionElement, type Documentation, type StepOne, type StepOneStatus } from '@acclaim/domain';
import { Badge } from '@/components/ui/badge';

const STEP_ONE_TONE = { met: 'success', not_met: 'destructive', not_determined: 'warning', not_claimed: 'neutral' } as const satisfies Record<
  StepOneStatus,
  string
>;
const STEP_ONE_ICON = { met: CircleCheck, not_met: CircleX, not_determined: CircleHelp, not_claimed: CircleMinus } as const;

/** Kazarian step one for a criterion or prong: "Step one: Met". */
export function StepOneBadge({ status }: { status: StepOneStatus }) {
  const Icon = STEP_ONE_ICON[status];
  return (
    <Badge tone={STEP_ONE_TONE[status]}>
      <Icon aria-hidden="true" />
      Step one: {STEP_ONE_LABELS[status]}
    </Badge>
  );
}

const DOCUMENTATION_TONE = { primary_exhibit: 'success', cv_only: 'warning', not_documented: 'neutral' } as const satisfies Record<Documentation, string>;
const DOCUMENTATION_ICON = { primary_exhibit: FileCheck2, cv_only: FileWarning, not_documented: FileX2 } as const;

/** How the evidence is documented, kept apart from the level: a CV-only criterion is flagged, never shown lower. */
export function DocumentationBadge({ documentation }: { documentation: Documentation }) {
  const Icon = DOCUMENTATION_ICON[documentation];
  return (
    <Badge tone={DOCUMENTATION_TONE[documentation]}>
      <Icon aria-hidden="true" />
      <span className="sr-only">Documentation: </span>
      {DOCUMENTATION_LABELS[documentation]}
    </Badge>
  );
}

/**
 * The documentation a step-one finding states. Results from before engine 2.1 only say whether a document is
 * attached; "not documented" there could mean the CV or nothing, so only the documented case is named.
 */
export function documentationOf(stepOne: StepOne): Documentation | null {
  if (stepOne.documentation) return stepOne.documentation;
  return stepOne.documented ? 'primary_exhibit' : null;
}

/** "2 of 3 elements shown", for the collapsed panel. */
export function elementsShownText(elements: readonly CriterionElement[]): string {
  const shown = elements.filter((element) => element.status === 'shown').length;
  return `${shown} of ${elements.length} ${elements.length === 1 ? 'element' : 'elements'} shown`;
}

/** The one-line step-one status of a finding: its badge, its documentation and how many elements are shown. */
export function StepOneLine({ stepOne, elements }: { stepOne: StepOne; elements?: readonly CriterionElement[] }) {
  const documentation = stepOne.status === 'not_claimed' ? null : documentationOf(stepOne);
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <StepOneBadge status={stepOne.status} />
      {documentation && <DocumentationBadge documentation={documentation} />}
      {elements && elements.length > 0 && stepOne.status !== 'not_claimed' && (
        <span className="inline-flex items-center gap-1">
          <ListChecks className="size-3.5" aria-hidden="true" />
          {elementsShownText(elements)}
        </span>
      )}
    </p>
  );
}
