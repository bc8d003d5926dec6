import { Link } from 'react-router';
import { SITE } from '@acclaim/content/site';
import { paths } from '@/config/paths';
import { Disclaimer } from './disclaimer';
import { Logo } from './logo';

const COLUMNS = [
  {
    title: 'Platform',
    links: [
      { to: paths.about, label: 'About' },
      { to: paths.contact, label: 'Contact' },
      { to: paths.pricing, label: 'Pricing' },
      { to: paths.aiInfo, label: 'How we use AI' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.privacy, label: 'Privacy' },
      { to: paths.terms, label: 'Terms' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: paths.blog, label: 'Blog' },
      { to: paths.faq, label: 'FAQ' },
      { to: paths.search, label: 'Search' },
    ],
  },
];

/** The public footer: Platform, Legal and Company columns, with the disclaimer on every page. */
export function SiteFooter() {
  const { company } = SITE;
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="space-y-3">
          <Logo />
          <h2 className="sr-only">Company</h2>
          <p className="max-w-xs text-sm text-muted-foreground">{company.tagline}</p>
          {company.postalAddress && <address className="text-sm not-italic text-muted-foreground">{company.postalAddress}</address>}
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-muted-foreground hover:text-foreground">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto max-w-7xl space-y-2 border-t border-border px-4 py-6 sm:px-6">
        <Disclaimer />
        <p className="text-xs text-muted-foreground">
          © {new Date().getFullYear()} {company.name}
        </p>
      </div>
    </footer>
  );
}
