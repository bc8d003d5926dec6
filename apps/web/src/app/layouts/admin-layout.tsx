import * as React from 'react';
import { SkipLink } from '@/components/layout/skip-link';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { Link, Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, LogOut } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TooltipProvider } from '@/components/ui/tooltip';
import { Logo } from '@/components/layout/logo';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { paths } from '@/config/paths';
import { SiteNotices } from '@/components/layout/site-notices';
import { AdminNav } from '@/features/admin/components/admin-nav';
import { useAdminSession } from '@/features/admin/components/admin-session';
import { ADMIN_ROLE_LABELS } from '@/features/admin/labels';
import { useAuth } from '@/features/auth/components/auth-provider';
import { AdminGuard } from './admin-guard';

function AdminIdentity() {
  const admin = useAdminSession();
  return (
    <div className="min-w-0 text-right">
      <p className="truncate text-sm font-medium">{admin.name}</p>
      <Badge tone="info" className="ml-auto">
        {ADMIN_ROLE_LABELS[admin.role]}
      </Badge>
    </div>
  );
}

function BackToApp() {
  return (
    <Link
      to={paths.dashboard}
      className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to the app
    </Link>
  );
}

/** The frame of every admin screen: its own menu, who is signed in with which role, and the way back. */
function AdminShell() {
  const admin = useAdminSession();
  const { logout } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isMenuOpen, setIsMenuOpen] = React.useState(false);

  async function handleLogout() {
    await logout();
    queryClient.clear(); // no admin data stays in memory for whoever uses the browser next
    navigate(paths.login, { replace: true });
  }

  return (
    <TooltipProvider>
      <div className="flex min-h-dvh flex-col bg-surface">
        <NavigationProgress />
        <SkipLink />
        <header className="sticky top-0 z-30 border-b border-border bg-background">
          <div className="flex h-16 items-center justify-between gap-3 px-4 sm:px-6">
            <div className="flex min-w-0 items-center gap-2">
              <div className="lg:hidden">
                <MobileMenu open={isMenuOpen} onOpenChange={setIsMenuOpen} title="Admin menu" buttonLabel="Open admin menu">
                  <div className="flex flex-col gap-6">
                    <nav aria-label="Admin">
                      <AdminNav role={admin.role} onNavigate={() => setIsMenuOpen(false)} />
                    </nav>
                    <BackToApp />
                  </div>
                </MobileMenu>
              </div>
              <Logo to={paths.admin} />
              <span className="hidden text-sm font-semibold uppercase tracking-wide text-muted-foreground sm:inline">Admin</span>
            </div>
            <div className="flex min-w-0 items-center gap-2 sm:gap-4">
              <AdminIdentity />
              <Button variant="ghost" size="icon" aria-label="Log out" onClick={() => void handleLogout()}>
                <LogOut aria-hidden="true" />
              </Button>
            </div>
          </div>
        </header>
        {/* Staff see the banners customers see, so maintenance left on is hard to miss. */}
        <SiteNotices />
        <div className="flex flex-1">
          <aside className="hidden w-60 shrink-0 border-r border-border bg-background lg:block">
            <div className="sticky top-16 flex flex-col gap-6 p-4">
              <nav aria-label="Admin">
                <AdminNav role={admin.role} />
              </nav>
              <BackToApp />
            </div>
          </aside>
          <main id="main" className="mx-auto w-full min-w-0 max-w-6xl flex-1 px-4 py-8 sm:px-6">
            <Outlet />
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}

/** /admin and every screen under it: the admin guard first, then the shared frame. */
export function AdminLayout() {
  return (
    <AdminGuard>
      <AdminShell />
    </AdminGuard>
  );
}
