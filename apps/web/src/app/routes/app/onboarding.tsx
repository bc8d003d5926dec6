import * as React from 'react';
import { useNavigate } from 'react-router';
import { worksForClients } from '@acclaim/domain';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ArticleSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { AccountTypeQuestion } from '@/features/auth/components/account-type-question';
import { useAuth } from '@/features/auth/components/auth-provider';
import { useActiveCase } from '@/features/case/api/get-active-case';
import { OnboardingStepActions, type OnboardingDirection } from '@/features/case/components/onboarding-step-actions';
import { StepFields } from '@/features/case/components/onboarding-step-fields';
import { OnboardingStepper } from '@/features/case/components/onboarding-stepper';
import { stepsFor } from '@/features/case/components/onboarding-steps';
import { useFirmContext } from '@/features/firm/api/get-firm-context';
import { usePageTitle } from '@/lib/use-page-title';
import { useOnboardingSave } from './use-onboarding-save';

export function Component() {
  usePageTitle('Onboarding');
  const { user, updateUser } = useAuth();
  const navigate = useNavigate();
  // An account never asked who it is (Google sign-up) answers first, unless it is a firm's client in the portal or
  // the firm's staff, whose setup the firm decides. Its case waits for the answer: an attorney may not want one.
  const firmContext = useFirmContext();
  const isUnasked = user?.accountType === null;
  const asksWhoFirst = isUnasked && !firmContext.isPending && !firmContext.data?.portal && !firmContext.data?.membership;
  const caseQuery = useActiveCase({ enabled: !isUnasked || (!firmContext.isPending && !asksWhoFirst) });
  const { isPending, errors, stepIndex, save } = useOnboardingSave(caseQuery.data?.id ?? '');

  if (asksWhoFirst) {
    return (
      <AccountTypeQuestion
        onAnswered={(answered) => {
          updateUser({ accountType: answered.accountType });
          if (worksForClients(answered.accountType)) navigate(paths.firm, { replace: true });
        }}
      />
    );
  }
  if (caseQuery.isPending) return <ArticleSkeleton label="Loading your case" />;
  if (caseQuery.isError)
    return (
      <Alert variant="destructive" role="alert">
        {caseQuery.error.message}
      </Alert>
    );
  const caseRow = caseQuery.data;
  const steps = stepsFor(caseRow);
  // Resume where the user left off.
  const current = Math.min(stepIndex ?? caseRow.onboardingStep, steps.length - 1);
  const step = steps[current]!;
  const isLast = current === steps.length - 1;

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const direction = (submitter?.value as OnboardingDirection | undefined) ?? 'next';
    void save(new FormData(event.currentTarget), direction, { current, stepCount: steps.length });
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Set up your case</h1>
        <p className="mt-2 text-muted-foreground">A few questions so the assessment and letter fit you. Skip anything and come back later.</p>
      </header>
      <OnboardingStepper steps={steps} current={current} />
      <Card>
        <CardHeader>
          <p className="text-sm text-muted-foreground">
            Step {current + 1} of {steps.length}
          </p>
          <CardTitle as="h2">{step.title}</CardTitle>
          <CardDescription>{step.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <form key={`${step.id}-${caseRow.updatedAt}`} onSubmit={handleSubmit} className="space-y-6">
            <StepFields stepId={step.id} caseRow={caseRow} errors={errors} />
            <OnboardingStepActions canGoBack={current > 0} isLast={isLast} isPending={isPending} />
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
