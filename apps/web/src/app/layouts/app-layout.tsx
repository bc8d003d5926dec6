import * as React from 'react';
import { SkipLink } from '@/components/layout/skip-link';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { Outlet } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { Disclaimer } from '@/components/layout/disclaimer';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { SiteNotices } from '@/components/layout/site-notices';
import { useAuth } from '@/features/auth/components/auth-provider';
import { EmailConfirmationBanner } from '@/features/auth/components/email-confirmation-banner';
import { useFirmContext } from '@/features/firm/api/get-firm-context';
import { ClientSwitcher } from '@/features/firm/components/client-switcher';
import { OwnPetitionButton } from '@/features/firm/components/own-petition-button';
import { useWorkspaceScope } from '@/features/firm/use-workspace-scope';
import { useBrandStyle } from '@/features/firm/use-brand-style';
import { setTitleSuffix } from '@/lib/use-page-title';
import { AccountMenu } from './account-menu';
import { NavGroups } from './app-nav-groups';
import { appNavigationFor } from './app-navigation';
import { WorkspaceBrand } from './workspace-brand';

export function AppLayout() {
  const { user, updateUser } = useAuth();
  const [isMenuOpen, setIsMenuOpen] = React.useState(false);
  // Whose workspace this is (a firm's staff, a firm's client, or neither) decides the menu and the brand; until it is
  // known neither shows, so a white-label portal never flashes Acclaim's logo. If it cannot be read, ours applies.
  const firmContextQuery = useFirmContext();
  const isContextPending = firmContextQuery.isPending;
  const firmContext = firmContextQuery.data ?? null;
  const scope = useWorkspaceScope(user, firmContext);
  const navigation = isContextPending ? [] : appNavigationFor(firmContext, scope);
  // The firm's side reaches the person's own petition apart from the clients, unless it is the case open now.
  const canOpenOwnPetition = !isContextPending && scope.kind === 'firm' && (scope.activeCase.kind === 'client' || scope.activeCase.kind === 'none');
  const ownPetition = (onNavigate?: () => void) =>
    canOpenOwnPetition ? <OwnPetitionButton onNavigate={onNavigate} onOpened={(ownCase) => updateUser({ activeCaseId: ownCase.id })} /> : null;
  const isStaff = firmContext?.membership != null;
  // A firm's client works in the firm's portal: its name, logo and colour instead of ours.
  const portalBrand = firmContext?.portal ? firmContext.brand : null;
  const brandColors = useBrandStyle(portalBrand?.primaryColor);
  // Under white label the tab names the firm, not Acclaim.
  const titleOwner = portalBrand?.hideAcclaimBranding ? portalBrand.firmName : null;
  React.useEffect(() => {
    setTitleSuffix(titleOwner);
    return () => setTitleSuffix(null);
  }, [titleOwner]);
  const clientSwitcher = isStaff ? (
    <ClientSwitcher activeCaseId={user?.activeCaseId ?? null} onSwitched={(activeCase) => updateUser({ activeCaseId: activeCase.id })} />
  ) : null;

  // Tooltips live in the signed-in screens; their provider loads with them, not with the public pages.
  return (
    <TooltipProvider>
      <div className="flex min-h-dvh flex-col bg-surface" style={brandColors}>
        <NavigationProgress />
        <SkipLink />
        <header className="sticky top-0 z-30 border-b border-border bg-background">
          <div className="flex h-16 items-center justify-between gap-4 px-4 sm:px-6">
            <div className="flex items-center gap-2">
              <div className="lg:hidden">
                <MobileMenu open={isMenuOpen} onOpenChange={setIsMenuOpen} title="Menu" buttonLabel="Open menu">
                  {clientSwitcher && <div className="mb-4 sm:hidden">{clientSwitcher}</div>}
                  <nav aria-label="Workspace">
                    <NavGroups groups={navigation} onNavigate={() => setIsMenuOpen(false)} footer={ownPetition(() => setIsMenuOpen(false))} />
                  </nav>
                </MobileMenu>
              </div>
              <WorkspaceBrand isContextPending={isContextPending} portalBrand={portalBrand} />
              {clientSwitcher && <div className="ml-2 hidden sm:block">{clientSwitcher}</div>}
            </div>
            <AccountMenu isStaff={isStaff} isContextPending={isContextPending} isPortal={portalBrand != null} />
          </div>
        </header>
        {/* Maintenance and announcement banners from /admin/settings. */}
        <SiteNotices />
        <EmailConfirmationBanner />
        <div className="flex flex-1">
          <aside className="hidden w-60 shrink-0 border-r border-border bg-background lg:block">
            <nav aria-label="Workspace" className="sticky top-16 p-4">
              <NavGroups groups={navigation} footer={ownPetition()} />
            </nav>
          </aside>
          <div className="flex min-w-0 flex-1 flex-col">
            <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
              <Outlet />
            </main>
            <footer className="px-4 pb-6 sm:px-6">
              <Disclaimer
                className="mx-auto max-w-6xl"
                firm={portalBrand ? { name: portalBrand.firmName, hideAcclaim: portalBrand.hideAcclaimBranding } : null}
              />
            </footer>
          </div>
        </div>
      </div>
    </TooltipProvider>
  );
}
