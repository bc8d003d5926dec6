import * as React from 'react';
import { Link } from 'react-router';
import { ArrowRight, Copy, Mail } from 'lucide-react';
import type { TDocumentAllowance, TFirmCase } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { documentsNextStep } from '@/lib/documents-goal';
import { countOf } from '@/lib/format';
import { useResendClientInvitation } from '../api/resend-client-invitation';

/** The name staff call the client by on their case: the first word of the name the firm typed. */
export function clientFirstName(firmCase: Pick<TFirmCase, 'clientName'>): string {
  return firmCase.clientName.trim().split(/\s+/)[0] || firmCase.clientName;
}

interface ClientNextStepsProps {
  firmCase: TFirmCase;
  documentCount: number;
  toReview: number;
  eligibility: number;
  documentAllowance: TDocumentAllowance | undefined;
}

type LinkStep = { to: string; text: string };

/** The steps that are the firm's to take on the case, in the order a case moves: all links to the screen that does it. */
function firmSteps({ firmCase, documentCount, toReview, eligibility, documentAllowance }: ClientNextStepsProps): LinkStep[] {
  const name = clientFirstName(firmCase);
  return [
    toReview > 0 && { to: paths.documents, text: `Review ${countOf(toReview, 'suggested evidence item')} from ${name}’s documents` },
    documentsNextStep(documentCount, documentAllowance),
    documentCount > 0 && eligibility === 0 && { to: paths.eligibility, text: `Run ${name}’s eligibility assessment to see where each criterion stands` },
    eligibility > 0 && { to: paths.eligibility, text: `Work through the next actions of ${name}’s eligibility assessment` },
  ].filter(Boolean) as LinkStep[];
}

function StepLink({ step }: { step: LinkStep }) {
  return (
    <Link to={step.to} className="group flex items-start gap-2 text-sm font-medium text-primary">
      <ArrowRight className="mt-0.5 size-4 shrink-0 transition group-hover:translate-x-0.5" aria-hidden="true" />
      <span className="underline-offset-2 group-hover:underline">{step.text}</span>
    </Link>
  );
}

/**
 * The client has no CV in the case yet. A client who has not accepted the portal invitation gets a reminder: the
 * invitation sent again, with a new link. One who has joined gets no email from here (there is none to send), so the
 * step offers the link to the portal's sign-in to send them, and uploading the CV to their documents yourself.
 */
function NoCvYet({ firmCase }: { firmCase: TFirmCase }) {
  const name = clientFirstName(firmCase);
  const resend = useResendClientInvitation();
  const [status, setStatus] = React.useState<{ tone: 'done' | 'failed'; text: string } | null>(null);

  function sendReminder() {
    setStatus(null);
    resend.mutate(firmCase.id, {
      onSuccess: (answer) => setStatus({ tone: 'done', text: answer.message }),
      onError: (error) => setStatus({ tone: 'failed', text: error.message }),
    });
  }

  async function copySignInLink() {
    const link = new URL(paths.login, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(link);
      setStatus({ tone: 'done', text: `Copied ${link}. Send it to ${name}: they sign in there with ${firmCase.clientEmail}.` });
    } catch {
      setStatus({ tone: 'failed', text: `Copying is not allowed in this browser. Send ${name} this link: ${link}` });
    }
  }

  return (
    <div className="space-y-2 rounded-md border border-warning/40 bg-warning-soft p-3">
      <p className="text-sm font-medium">
        {firmCase.clientJoined ? `${name} has not uploaded a CV yet — send them the portal link` : `${name} has not uploaded a CV yet — send a reminder`}
      </p>
      <p className="text-sm text-muted-foreground">
        {firmCase.clientJoined
          ? `${name} has joined the portal. Most evidence starts from the CV: ask for it, or upload it to the case yourself.`
          : `${name} has not accepted the portal invitation. The reminder emails ${firmCase.clientEmail} a new invitation link; the older one stops working.`}
      </p>
      <div className="flex flex-wrap gap-2">
        {firmCase.clientJoined ? (
          <Button size="sm" variant="outline" onClick={() => void copySignInLink()}>
            <Copy aria-hidden="true" /> Copy the portal link
          </Button>
        ) : (
          <Button size="sm" onClick={sendReminder} disabled={resend.isPending}>
            <Mail aria-hidden="true" /> {resend.isPending ? 'Sending…' : `Send ${name} a reminder`}
          </Button>
        )}
        <Button asChild size="sm" variant="ghost">
          <Link to={paths.documents}>Upload the CV yourself</Link>
        </Button>
      </div>
      <p role="status" className={status?.tone === 'failed' ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
        {status?.text}
      </p>
    </div>
  );
}

/** "What to do next" on a client's case, as the firm sees it: about the client, never addressed to them. */
export function ClientNextSteps(props: ClientNextStepsProps) {
  const steps = firmSteps(props);
  const name = clientFirstName(props.firmCase);
  if (props.documentCount > 0 && steps.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {name}’s case is up to date. New documents from {name} show here as they arrive.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {props.documentCount === 0 && <NoCvYet firmCase={props.firmCase} />}
      {steps.length > 0 && (
        <ul className="space-y-3">
          {steps.map((step) => (
            <li key={step.text}>
              <StepLink step={step} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
