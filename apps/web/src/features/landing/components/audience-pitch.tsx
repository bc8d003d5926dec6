import * as React from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { SITE } from '@acclaim/content/site';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

type AudiencePitchProps = {
  /** The heading takes focus when the pitch appears. */
  headingRef: React.Ref<HTMLHeadingElement>;
  /** Back to the choice of audience. */
  onBack: () => void;
};

function ChangeSelection({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="link" className="px-0" onClick={onClick}>
      <ArrowLeft aria-hidden="true" /> Change Selection
    </Button>
  );
}

/** The first view for someone filing their own petition. */
export function SelfPetitionerPitch({ headingRef, onBack }: AudiencePitchProps) {
  return (
    <div>
      <ChangeSelection onClick={onBack} />
      <h1 id="first-view-title" ref={headingRef} tabIndex={-1} className="mt-2 text-4xl font-semibold tracking-tight outline-none sm:text-5xl">
        Your evidence, assessed honestly. Your petition, drafted with real citations.
      </h1>
      <p className="mt-5 text-lg text-muted-foreground">
        Upload your CV, publications and letters. In about {SITE.claims.analysisMinutes} minutes see each criterion&apos;s strength, what an officer would
        challenge and what to do next — then build a letter of about 40 pages from your own facts.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="hero" size="xl">
          <Link to={paths.signUp}>
            Start Free Assessment <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline" size="xl">
          <Link to={paths.demo}>Try Demo</Link>
        </Button>
      </div>
    </div>
  );
}

/** The first view for an attorney or agent, with a way in for a firm's paralegal. */
export function AttorneyPitch({ headingRef, onBack }: AudiencePitchProps) {
  return (
    <div>
      <ChangeSelection onClick={onBack} />
      <h1 id="first-view-title" ref={headingRef} tabIndex={-1} className="mt-2 text-4xl font-semibold tracking-tight outline-none sm:text-5xl">
        First drafts for every EB-1A and NIW client, under your firm&apos;s name
      </h1>
      <p className="mt-5 text-lg text-muted-foreground">
        Unlimited clients, white-label branding and no per-case fees for ${SITE.claims.priceRange.min} a month. Every citation from a closed library; every fact
        tied to an exhibit; you review and approve each section.
      </p>
      {/* Signing up from here answers "Who are you?" as an attorney or agent: the account starts at the firm's set-up. */}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild variant="hero" size="xl">
          <Link to={paths.signUpAs('ATTORNEY')}>
            Set up your firm <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline" size="xl">
          <Link to={`${paths.contact}?topic=demo-call`}>Book a 15-minute demo call</Link>
        </Button>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">
        Work at a firm as a paralegal?{' '}
        <Link to={paths.signUpAs('PARALEGAL')} className="font-medium text-primary underline underline-offset-2">
          Create your account
        </Link>{' '}
        and your firm invites you to its clients. Or{' '}
        <Link to={paths.demo} className="font-medium text-primary underline underline-offset-2">
          try the demo
        </Link>{' '}
        first.
      </p>
    </div>
  );
}
