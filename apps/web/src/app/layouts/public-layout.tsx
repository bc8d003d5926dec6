import { Outlet } from 'react-router';
import { SkipLink } from '@/components/layout/skip-link';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteNotices } from '@/components/layout/site-notices';
import { useAuth } from '@/features/auth/components/auth-provider';

export function PublicLayout() {
  const { isAuthenticated, logout } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <SkipLink />
      <SiteHeader isSignedIn={isAuthenticated} onLogout={() => void logout()} />
      {/* Maintenance and announcement banners from /admin/settings. */}
      <SiteNotices />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
