import { Link } from 'react-router';
import { ArrowRight, FileSearch, Scale, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';

const POINTS = [
  { icon: FileSearch, title: 'Evidence from your documents', text: 'Upload your CV, papers and letters; Acclaim finds the evidence in them.' },
  { icon: Scale, title: 'An honest assessment', text: 'Each of the ten EB-1A criteria and the three Dhanasar prongs, with reasons and gaps.' },
  { icon: ShieldCheck, title: 'Citations you can check', text: 'Every legal citation comes from the regulations, the Policy Manual and precedent decisions.' },
];

export function Component() {
  usePageTitle('EB-1A and EB-2 NIW petitions, prepared with care');
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">AI-powered immigration guide</p>
      <h1 className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">
        Prepare your EB-1A or EB-2 NIW green card petition with confidence
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
        Acclaim is a green card assistant for researchers, professionals and the attorneys who represent them.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="hero" size="xl">
          <Link to={paths.login}>
            Get Started <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline" size="xl">
          <Link to={paths.login}>Log In</Link>
        </Button>
      </div>
      <ul className="mt-16 grid gap-6 sm:grid-cols-3">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border border-border bg-background p-6 shadow-sm">
            <Icon className="size-6 text-primary" aria-hidden="true" />
            <h2 className="mt-4 font-semibold">{title}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
