import * as React from 'react';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { Logo } from './logo';
import { SearchBox } from './search-box';

const LINKS = [
  { to: paths.demo, label: 'Try Demo' },
  { to: paths.about, label: 'About' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.contact, label: 'Contact' },
];

/** The public header: site links, search, and either Log In / Get Started or Dashboard / Logout. */
export function SiteHeader({ isSignedIn, onLogout }: { isSignedIn: boolean; onLogout: () => void }) {
  const [isMenuOpen, setIsMenuOpen] = React.useState(false);
  const close = () => setIsMenuOpen(false);

  const account = (isMobile: boolean) =>
    isSignedIn ? (
      <>
        <Button asChild variant="ghost" className={cn(isMobile && 'justify-start')} onClick={close}>
          <Link to={paths.dashboard}>Dashboard</Link>
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            close();
            onLogout();
          }}
        >
          Logout
        </Button>
      </>
    ) : (
      <>
        <Button asChild variant="ghost" className={cn(isMobile && 'justify-start')} onClick={close}>
          <Link to={paths.login}>Log In</Link>
        </Button>
        <Button asChild onClick={close}>
          <Link to={paths.signUp}>Get Started</Link>
        </Button>
      </>
    );

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn('rounded-md px-3 py-2 text-sm font-medium hover:bg-muted', isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground')
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <SearchBox className="w-44 xl:w-56" />
          {account(false)}
        </div>
        <div className="lg:hidden">
          <MobileMenu open={isMenuOpen} onOpenChange={setIsMenuOpen} title="Menu" buttonLabel="Open menu">
            <SearchBox onSearch={close} />
            <nav aria-label="Mobile" className="flex flex-col gap-1">
              {LINKS.map((link) => (
                <NavLink key={link.to} to={link.to} onClick={close} className="rounded-md px-3 py-2.5 text-base font-medium hover:bg-muted">
                  {link.label}
                </NavLink>
              ))}
            </nav>
            <div className="mt-2 flex flex-col gap-2 border-t border-border pt-4">{account(true)}</div>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
