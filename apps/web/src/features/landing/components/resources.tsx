import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { SITE } from '@acclaim/content/site';
import { paths } from '@/config/paths';

const footnoteLink = 'underline underline-offset-2 hover:text-foreground';

/**
 * The landing's tail: the guides worth reading before filing, then the disclaimer line. Pages such as About,
 * Contact and Pricing are left to the footer just below, so the two blocks never list the same links.
 */
export function Resources() {
  return (
    <section aria-labelledby="resources-title" className="border-t border-border bg-background px-4 py-14 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <h2 id="resources-title" className="text-2xl font-semibold tracking-tight">
          Guides before you file
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {SITE.resources.map((resource) => (
            <li key={resource.href}>
              <Link
                to={resource.href}
                className="group flex items-center justify-between gap-3 rounded-lg border border-border px-4 py-3 font-medium hover:border-primary hover:text-primary"
              >
                {resource.title}
                <ArrowRight className="size-4 shrink-0 text-muted-foreground group-hover:text-primary" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-sm text-muted-foreground">
          Acclaim is not a law firm and does not provide legal advice. See{' '}
          <Link to={paths.pricing} className={footnoteLink}>
            pricing
          </Link>
          ,{' '}
          <Link to={paths.privacy} className={footnoteLink}>
            privacy
          </Link>
          ,{' '}
          <Link to={paths.terms} className={footnoteLink}>
            terms
          </Link>
          ,{' '}
          <Link to={paths.faq} className={footnoteLink}>
            FAQ
          </Link>{' '}
          and our{' '}
          <Link to={paths.blog} className={footnoteLink}>
            blog
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
