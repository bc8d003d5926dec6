import * as React from 'react';
import { Link, Outlet } from 'react-router';
import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { Disclaimer } from '@/components/layout/disclaimer';
import { Logo } from '@/components/layout/logo';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/components/auth-provider';

function AccountActions({ onNavigate }: { onNavigate?: () => void }) {
  const { isAuthenticated, logout } = useAuth();
  if (isAuthenticated) {
    return (
      <>
        <Button asChild variant="ghost" onClick={onNavigate}>
          <Link to={paths.dashboard}>Dashboard</Link>
        </Button>
        <Button variant="outline" onClick={() => { onNavigate?.(); void logout(); }}>
          Logout
        </Button>
      </>
    );
  }
  return (
    <>
      <Button asChild variant="ghost" onClick={onNavigate}>
        <Link to={paths.login}>Log In</Link>
      </Button>
      <Button asChild onClick={onNavigate}>
        <Link to={paths.login}>Get Started</Link>
      </Button>
    </>
  );
}

export function PublicLayout() {
  const [isMenuOpen, setIsMenuOpen] = React.useState(false);
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <nav aria-label="Account" className="hidden items-center gap-2 md:flex">
            <AccountActions />
          </nav>
          <div className="md:hidden">
            <Sheet
              open={isMenuOpen}
              onOpenChange={setIsMenuOpen}
              title="Menu"
              trigger={
                <Button variant="ghost" size="icon" aria-label="Open menu">
                  <Menu className="size-5" aria-hidden="true" />
                </Button>
              }
            >
              <nav aria-label="Mobile" className="flex flex-col gap-2 [&>*]:justify-start">
                <AccountActions onNavigate={() => setIsMenuOpen(false)} />
              </nav>
            </Sheet>
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-border bg-surface">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:px-6">
          <Disclaimer />
          <p className="text-xs text-muted-foreground">© {new Date().getFullYear()} Acclaim</p>
        </div>
      </footer>
    </div>
  );
}
