import * as React from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ArrowRight, Briefcase, GraduationCap, PlayCircle } from 'lucide-react';
import { SITE } from '@acclaim/content/site';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

type Audience = 'none' | 'self' | 'attorney';

function DemoVideo() {
  return (
    <figure className="overflow-hidden rounded-lg border border-border bg-foreground shadow-lg">
      <video className="aspect-video w-full" controls muted playsInline preload="none" poster="/media/demo-poster.jpg" aria-describedby="demo-video-caption">
        <source src="/media/demo.webm" type="video/webm" />
      </video>
      <figcaption id="demo-video-caption" className="flex items-center gap-2 bg-background px-4 py-3 text-sm text-muted-foreground">
        <PlayCircle className="size-4" aria-hidden="true" /> A walkthrough of the interactive demo: a fictional sample case assessed by the real engine,
        recorded from the product (no sound).
      </figcaption>
    </figure>
  );
}

function ChangeSelection({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="link" className="px-0" onClick={onClick}>
      <ArrowLeft aria-hidden="true" /> Change Selection
    </Button>
  );
}

/** The landing's first view: the demo video and the choice of audience (none, self or attorney). */
export function FirstView() {
  const [audience, setAudience] = React.useState<Audience>('none');
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const { claims } = SITE;

  // Moving focus to the new heading tells screen-reader users what changed.
  React.useEffect(() => {
    if (audience !== 'none') headingRef.current?.focus();
  }, [audience]);

  return (
    <section aria-labelledby="first-view-title" className="bg-gradient-to-b from-primary-soft to-background px-4 pb-16 pt-12 sm:px-6 sm:pt-16">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
        <div>
          {audience === 'none' && (
            <>
              <p className="text-sm font-semibold uppercase tracking-wide text-primary">EB-1A and EB-2 NIW green card petitions</p>
              <h1 id="first-view-title" className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">
                Prepare a petition you can stand behind
              </h1>
              <p className="mt-5 text-lg text-muted-foreground">
                An honest assessment against the {claims.criteriaNeeded.of} EB-1A criteria and the three Dhanasar prongs, and a petition letter whose every
                citation is real and every fact points to your evidence.
              </p>
              <h2 className="mt-8 text-base font-semibold">Who are you preparing for?</h2>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                <button
                  type="button"
                  onClick={() => setAudience('self')}
                  className="group flex flex-col items-start gap-2 rounded-lg border border-border bg-background p-5 text-left shadow-sm transition hover:border-primary hover:shadow-md"
                >
                  <GraduationCap className="size-6 text-primary" aria-hidden="true" />
                  <span className="font-semibold">I&apos;m Self-Petitioning</span>
                  <span className="text-sm text-muted-foreground">Researchers, scientists, professionals and entrepreneurs.</span>
                </button>
                <button
                  type="button"
                  onClick={() => setAudience('attorney')}
                  className="group flex flex-col items-start gap-2 rounded-lg border border-border bg-background p-5 text-left shadow-sm transition hover:border-primary hover:shadow-md"
                >
                  <Briefcase className="size-6 text-primary" aria-hidden="true" />
                  <span className="font-semibold">I&apos;m an Attorney/Agent</span>
                  <span className="text-sm text-muted-foreground">First drafts for every client, under your own brand.</span>
                </button>
              </div>
            </>
          )}
          {audience === 'self' && (
            <div>
              <ChangeSelection onClick={() => setAudience('none')} />
              <h1 id="first-view-title" ref={headingRef} tabIndex={-1} className="mt-2 text-4xl font-semibold tracking-tight outline-none sm:text-5xl">
                Your evidence, assessed honestly. Your petition, drafted with real citations.
              </h1>
              <p className="mt-5 text-lg text-muted-foreground">
                Upload your CV, publications and letters. In about {claims.analysisMinutes} minutes see each criterion&apos;s strength, what an officer would
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
          )}
          {audience === 'attorney' && (
            <div>
              <ChangeSelection onClick={() => setAudience('none')} />
              <h1 id="first-view-title" ref={headingRef} tabIndex={-1} className="mt-2 text-4xl font-semibold tracking-tight outline-none sm:text-5xl">
                First drafts for every EB-1A and NIW client, under your firm&apos;s name
              </h1>
              <p className="mt-5 text-lg text-muted-foreground">
                Unlimited clients, white-label branding and no per-case fees for ${SITE.claims.priceRange.min} a month. Every citation from a closed library;
                every fact tied to an exhibit; you review and approve each section.
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
          )}
        </div>
        <DemoVideo />
      </div>
    </section>
  );
}
