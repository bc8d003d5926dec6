import { Link, Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, LogOut } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/layout/logo';
import { paths } from '@/config/paths';
import { AdminNav } from '@/features/admin/components/admin-nav';
import { useAdminSession } from '@/features/admin/components/admin-session';
import { ADMIN_ROLE_LABELS } from '@/features/admin/labels';
import { useAuth } from '@/features/auth/components/auth-provider';
import { AdminGuard } from './admin-guard';
import { SignedInFrame } from './signed-in-frame';

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

  async function handleLogout() {
    await logout();
    queryClient.clear(); // no admin data stays in memory for whoever uses the browser next
    navigate(paths.login, { replace: true });
  }

  const adminMenu = (onNavigate?: () => void) => (
    <div className="flex flex-col gap-6">
      <nav aria-label="Admin">
        <AdminNav role={admin.role} onNavigate={onNavigate} />
      </nav>
      <BackToApp />
    </div>
  );

  return (
    <SignedInFrame
      mobileMenu={{
        buttonLabel: 'Open admin menu',
        title: 'Admin menu',
        content: adminMenu,
      }}
      brand={
        <>
          <Logo to={paths.admin} />
          <span className="hidden text-sm font-semibold uppercase tracking-wide text-muted-foreground sm:inline">Admin</span>
        </>
      }
      account={
        <div className="flex min-w-0 items-center gap-2 sm:gap-4">
          <AdminIdentity />
          <Button variant="ghost" size="icon" aria-label="Log out" onClick={() => void handleLogout()}>
            <LogOut aria-hidden="true" />
          </Button>
        </div>
      }
      sideMenu={<div className="sticky top-16 p-4">{adminMenu()}</div>}
    >
      <main id="main" className="mx-auto w-full min-w-0 max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    </SignedInFrame>
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
