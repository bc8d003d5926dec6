import { Link } from 'react-router';
import { BookCheck, FileCheck2, Library, Scale } from 'lucide-react';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';

/**
 * What the product checks, each with the place a visitor can see it for themselves. It stands where
 * testimonials usually go: until customers' words are real and consented, the product shows its work instead.
 */
const CHECKS = [
  {
    icon: Library,
    title: 'Citations from a closed library',
    text: 'The letter and the assessment cite only authorities in Acclaim’s library — the statute, the regulations, the USCIS Policy Manual and precedent decisions — each kept with its source and the date it was last checked. A citation from anywhere else stops the letter from being marked ready.',
    link: { to: '#samples', label: 'Read the sample letter' },
  },
  {
    icon: FileCheck2,
    title: 'Every fact points to an exhibit',
    text: 'The filing check runs on every save. A factual sentence without an exhibit, an exhibit that names someone else, or a section that rests only on your CV is listed as something to fix before Finalize shows the petition as ready.',
    link: { to: paths.aiInfo, label: 'How the drafting works' },
  },
  {
    icon: BookCheck,
    title: 'Publications checked against scholarly records',
    text: 'Titles, DOIs and citation counts are compared with Crossref, OpenAlex, ORCID and Semantic Scholar. Each publication shows whether it was verified, and the assessment’s reasoning says which articles it could confirm.',
    link: { to: paths.demo, label: 'See it in the demo' },
  },
  {
    icon: Scale,
    title: 'Levels with reasons, never odds',
    text: 'Each EB-1A criterion and NIW prong gets a strength level, the elements of the rule with what your record shows of each, the gaps an officer would challenge and what to do next. Acclaim never states a chance of approval.',
    link: { to: paths.demo, label: 'Switch evidence off and on in the demo' },
  },
] as const;

function CheckLink({ to, label }: { to: string; label: string }) {
  const className = 'mt-4 inline-block font-medium text-primary underline-offset-2 hover:underline';
  // In-page anchors stay plain links: the router would not scroll to them.
  return to.startsWith('#') ? (
    <a href={to} className={className}>
      {label}
    </a>
  ) : (
    <Link to={to} className={className}>
      {label}
    </Link>
  );
}

export function VerifiedChecks() {
  return (
    <Section
      id="checked"
      eyebrow="What is checked"
      title="See the work, not quotes about it"
      lead="The demo runs the real assessment engine in your browser, and the samples below are made by the same code that serves customers."
      className="bg-surface"
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {CHECKS.map(({ icon: Icon, title, text, link }) => (
          <li key={title} className="flex flex-col rounded-lg border border-border bg-background p-6">
            <Icon className="size-6 text-primary" aria-hidden="true" />
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-2 flex-1 text-sm text-muted-foreground">{text}</p>
            <CheckLink {...link} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
