import { Link } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FINALIZE_STEPS, type FinalizeStepId } from '../../steps';

/** The way on at the end of a step: the next step as the main action, the previous one beside it. */
export function StepFooter({ current }: { current: FinalizeStepId }) {
  const index = FINALIZE_STEPS.findIndex((step) => step.id === current);
  const previous = FINALIZE_STEPS[index - 1];
  const next = FINALIZE_STEPS[index + 1];
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
      {previous && (
        <Button asChild variant="ghost" className="self-start">
          <Link to={paths.finalizeStep(previous.id)}>
            <ArrowLeft aria-hidden="true" /> Back to {previous.label.toLowerCase()}
          </Link>
        </Button>
      )}
      {next && (
        <Button asChild className="sm:ml-auto">
          <Link to={paths.finalizeStep(next.id)}>
            Next: {next.label.toLowerCase()} <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      )}
    </div>
  );
}
