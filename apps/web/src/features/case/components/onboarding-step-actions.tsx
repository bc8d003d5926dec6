import { Button } from '@/components/ui/button';

/** Which button sent the form: back, skip or save this step, or save it and go straight to uploading. */
export type OnboardingDirection = 'back' | 'next' | 'skip' | 'upload';

type OnboardingStepActionsProps = {
  canGoBack: boolean;
  isLast: boolean;
  isPending: boolean;
};

/** The submit buttons of an onboarding step; each names its direction in the submitted form. */
export function OnboardingStepActions({ canGoBack, isLast, isPending }: OnboardingStepActionsProps) {
  return (
    <>
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between">
        <div className="flex gap-2">
          {canGoBack && (
            <Button type="submit" name="direction" value="back" variant="outline" formNoValidate disabled={isPending}>
              Back
            </Button>
          )}
          <Button type="submit" name="direction" value="skip" variant="ghost" formNoValidate disabled={isPending}>
            {isLast ? 'Skip for now' : 'Skip this step'}
          </Button>
        </div>
        <Button type="submit" name="direction" value="next" disabled={isPending}>
          {isPending ? 'Saving...' : isLast ? 'Finish' : 'Save and continue'}
        </Button>
      </div>
      {!isLast && (
        // Most people want to see where they stand first; the assessment reads degrees, positions and work from the CV.
        <p className="text-sm text-muted-foreground">
          In a hurry? Acclaim reads your degrees, positions and work from your CV; the other questions can wait.{' '}
          <Button type="submit" name="direction" value="upload" variant="link" className="h-auto p-0 align-baseline" disabled={isPending}>
            Save and upload your CV now
          </Button>
        </p>
      )}
    </>
  );
}
