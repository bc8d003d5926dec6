import { Link } from 'react-router';
import type { TFirmCase, TProgress, TDocumentAllowance } from '@acclaim/contracts';
import { ArrowRight } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { documentsNextStep } from '@/lib/documents-goal';
import { ClientNextSteps } from '@/features/firm/components/client-next-steps';

type NextStep = { to: string; text: string };

type NextStepsInput = {
  onboardingCompleted: boolean;
  documentCount: number;
  toReview: number;
  /** Undefined until the progress has loaded. */
  progress: TProgress | undefined;
  documentAllowance: TDocumentAllowance | undefined;
};

/** The steps suggested to someone working on their own case, most basic first. */
export function ownNextSteps({ onboardingCompleted, documentCount, toReview, progress, documentAllowance }: NextStepsInput): NextStep[] {
  return [
    !onboardingCompleted && { to: paths.onboarding, text: 'Answer the setup questions about your field and plans' },
    documentCount === 0 && { to: paths.documents, text: 'Upload your CV — it is where most evidence starts' },
    toReview > 0 && {
      to: paths.documents,
      text: `Review ${toReview} suggested evidence ${toReview === 1 ? 'item' : 'items'}`,
    },
    documentsNextStep(documentCount, documentAllowance),
    // Eligibility progress comes from the server: 0 until an assessment has run.
    documentCount > 0 && progress?.eligibility === 0 && { to: paths.eligibility, text: 'Run your eligibility assessment to see where each criterion stands' },
    (progress?.eligibility ?? 0) > 0 && { to: paths.eligibility, text: 'Work through the next actions of your eligibility assessment' },
  ].filter(Boolean) as NextStep[];
}

type NextStepsCardProps = NextStepsInput & {
  /** Set when firm staff look at a client's case: the steps are then about the client. */
  clientCase: TFirmCase | null;
};

/** The dashboard's "What to do next" card. */
export function NextStepsCard({ clientCase, ...input }: NextStepsCardProps) {
  const { documentCount, toReview, progress, documentAllowance } = input;
  const nextSteps = ownNextSteps(input);
  return (
    <Card>
      <CardHeader>
        <CardTitle>What to do next</CardTitle>
      </CardHeader>
      <CardContent>
        {clientCase ? (
          <ClientNextSteps
            firmCase={clientCase}
            documentCount={documentCount}
            toReview={toReview}
            eligibility={progress?.eligibility ?? 0}
            documentAllowance={documentAllowance}
          />
        ) : nextSteps.length === 0 ? (
          <p className="text-sm text-muted-foreground">You are up to date. Keep adding evidence as it arrives.</p>
        ) : (
          <ul className="space-y-3">
            {nextSteps.map((step) => (
              <li key={step.text}>
                <Link to={step.to} className="group flex items-start gap-2 text-sm font-medium text-primary">
                  <ArrowRight className="mt-0.5 size-4 shrink-0 transition group-hover:translate-x-0.5" aria-hidden="true" />
                  <span className="underline-offset-2 group-hover:underline">{step.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
