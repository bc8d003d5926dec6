import { Link } from 'react-router';
import { SITE } from '@acclaim/content/site';
import { paths } from '@/config/paths';

const COLUMNS = [
  { title: 'Guides', links: SITE.resources.map((resource) => ({ to: resource.href, label: resource.title })) },
  { title: 'Help', links: [{ to: paths.faq, label: 'Frequently asked questions' }, { to: paths.pricing, label: 'Pricing' }, { to: paths.demo, label: 'Interactive demo' }] },
  { title: 'Acclaim', links: [{ to: paths.about, label: 'About' }, { to: paths.contact, label: 'Contact' }, { to: paths.aiInfo, label: 'How we use AI' }] },
];

/** The landing's tail: a three-column resources block and the disclaimer line with its links (spec §2). */
export function Resources() {
  return (
    <section aria-labelledby="resources-title" className="border-t border-border bg-background px-4 py-14 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <h2 id="resources-title" className="text-2xl font-semibold tracking-tight">
          Resources
        </h2>
        <div className="mt-8 grid gap-8 sm:grid-cols-3">
          {COLUMNS.map((column) => (
            <div key={column.title}>
              <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{column.title}</h3>
              <ul className="mt-3 space-y-2">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="font-medium text-primary hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-12 text-sm text-muted-foreground">
          Acclaim is not a law firm and does not provide legal advice. See{' '}
          <Link to={paths.pricing} className="underline underline-offset-2 hover:text-foreground">pricing</Link>,{' '}
          <Link to={paths.privacy} className="underline underline-offset-2 hover:text-foreground">privacy</Link>,{' '}
          <Link to={paths.terms} className="underline underline-offset-2 hover:text-foreground">terms</Link>,{' '}
          <Link to={paths.faq} className="underline underline-offset-2 hover:text-foreground">FAQ</Link> and our{' '}
          <Link to={paths.blog} className="underline underline-offset-2 hover:text-foreground">blog</Link>.
        </p>
      </div>
    </section>
  );
}
