import * as React from 'react';
import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export interface TourStep {
  title: string;
  text: string;
  /** The element the step is about; "Show me" scrolls to it and moves focus there. */
  targetId: string;
}

/** A short guided introduction, one step at a time, that can be skipped and reopened. */
export function DemoTour({ steps }: { steps: readonly TourStep[] }) {
  const [index, setIndex] = React.useState(0);
  const [isOpen, setIsOpen] = React.useState(true);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const isFirstRender = React.useRef(true);
  React.useEffect(() => {
    // After Back or Next, the new step's heading takes focus so it is read; not on arrival.
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [index]);

  if (!isOpen) {
    return (
      <Button variant="outline" size="sm" onClick={() => setIsOpen(true)}>
        Show the guided tour
      </Button>
    );
  }

  const step = steps[index]!;
  function handleShow() {
    const target = document.getElementById(step.targetId);
    if (!target) return;
    target.scrollIntoView({ block: 'start', behavior: 'smooth' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }

  return (
    <Card className="border-primary/30 bg-primary-soft/40">
      <CardContent className="space-y-3 pt-6">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-primary">
              Guided tour · step {index + 1} of {steps.length}
            </p>
            <h2 ref={headingRef} tabIndex={-1} className="mt-1 text-lg font-semibold tracking-tight focus:outline-none">
              {step.title}
            </h2>
          </div>
          <Button variant="ghost" size="icon" onClick={() => setIsOpen(false)} aria-label="Close the guided tour">
            <X aria-hidden="true" />
          </Button>
        </div>
        <p className="text-sm">{step.text}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => setIndex(index - 1)} disabled={index === 0}>
            <ArrowLeft aria-hidden="true" /> Back
          </Button>
          {index < steps.length - 1 ? (
            <Button size="sm" onClick={() => setIndex(index + 1)}>
              Next <ArrowRight aria-hidden="true" />
            </Button>
          ) : (
            <Button size="sm" onClick={() => setIsOpen(false)}>
              Finish the tour
            </Button>
          )}
          <Button variant="link" size="sm" onClick={handleShow}>
            Show me
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
