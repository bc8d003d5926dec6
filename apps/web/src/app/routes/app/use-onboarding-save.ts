import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/features/auth/components/auth-provider';
import { useUpdateCase } from '@/features/case/api/update-case';
import type { OnboardingDirection } from '@/features/case/components/onboarding-step-actions';
import { readStep } from '@/features/case/components/onboarding-step-fields';
import { paths } from '@/config/paths';
import { fieldErrors } from '@/lib/api-client';

/**
 * Saves an onboarding step and moves on: to the step chosen, or off to the documents or the dashboard once the
 * last step is done or the user goes to upload. `stepIndex` is null until the user has moved from where the case
 * left off.
 */
export function useOnboardingSave(caseId: string) {
  const { updateUser } = useAuth();
  const navigate = useNavigate();
  const update = useUpdateCase(caseId);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [stepIndex, setStepIndex] = React.useState<number | null>(null);

  async function save(form: FormData, next: OnboardingDirection, { current, stepCount }: { current: number; stepCount: number }) {
    const isLast = current === stepCount - 1;
    setErrors({});
    const nextIndex = next === 'back' ? Math.max(0, current - 1) : current + 1;
    try {
      const result = await update.mutateAsync({
        ...(next === 'skip' ? {} : readStep(form)),
        onboardingStep: Math.min(nextIndex, stepCount),
        ...(isLast && next === 'next' ? { completeOnboarding: true } : {}),
      });
      updateUser({ onboardingCompleted: result.user.onboardingCompleted, activeCaseId: result.user.activeCaseId });
      if (next === 'upload') {
        // The answers so far are kept and the set-up resumes at the next step from the dashboard.
        toast.success('Saved', { description: 'Answer the remaining setup questions from the dashboard when you are ready.' });
        navigate(paths.documents);
        return;
      }
      if (isLast && next !== 'back') {
        if (next === 'next') toast.success('Your case is set up', { description: 'Next: upload your documents.' });
        navigate(next === 'next' ? paths.documents : paths.dashboard);
        return;
      }
      setStepIndex(nextIndex);
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error('Error', { description: (error as Error).message });
    }
  }

  return { isPending: update.isPending, errors, stepIndex, save };
}
