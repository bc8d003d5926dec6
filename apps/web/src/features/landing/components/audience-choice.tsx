import { Briefcase, GraduationCap } from 'lucide-react';
import { SITE } from '@acclaim/content/site';

/** The first view before a choice: the promise, and "Who are you preparing for?" with the two audiences. */
export function AudienceChoice({ onChoose }: { onChoose: (audience: 'self' | 'attorney') => void }) {
  const { claims } = SITE;
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">EB-1A and EB-2 NIW green card petitions</p>
      <h1 id="first-view-title" className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">
        Prepare a petition you can stand behind
      </h1>
      <p className="mt-5 text-lg text-muted-foreground">
        An honest assessment against the {claims.criteriaNeeded.of} EB-1A criteria and the three Dhanasar prongs, and a petition letter whose every citation is
        real and every fact points to your evidence.
      </p>
      <h2 className="mt-8 text-base font-semibold">Who are you preparing for?</h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <button
          type="button"
          onClick={() => onChoose('self')}
          className="group flex flex-col items-start gap-2 rounded-lg border border-border bg-background p-5 text-left shadow-sm transition hover:border-primary hover:shadow-md"
        >
          <GraduationCap className="size-6 text-primary" aria-hidden="true" />
          <span className="font-semibold">I&apos;m Self-Petitioning</span>
          <span className="text-sm text-muted-foreground">Researchers, scientists, professionals and entrepreneurs.</span>
        </button>
        <button
          type="button"
          onClick={() => onChoose('attorney')}
          className="group flex flex-col items-start gap-2 rounded-lg border border-border bg-background p-5 text-left shadow-sm transition hover:border-primary hover:shadow-md"
        >
          <Briefcase className="size-6 text-primary" aria-hidden="true" />
          <span className="font-semibold">I&apos;m an Attorney/Agent</span>
          <span className="text-sm text-muted-foreground">First drafts for every client, under your own brand.</span>
        </button>
      </div>
    </>
  );
}
