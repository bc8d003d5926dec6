import * as React from 'react';
import { Outlet } from 'react-router';
import { Disclaimer } from '@/components/layout/disclaimer';
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
import { SignedInFrame } from './signed-in-frame';
import { WorkspaceBrand } from './workspace-brand';

export function AppLayout() {
  const { user, updateUser } = useAuth();
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

  return (
    <SignedInFrame
      style={brandColors}
      mobileMenu={{
        buttonLabel: 'Open menu',
        title: 'Menu',
        content: (close) => (
          <>
            {clientSwitcher && <div className="mb-4 sm:hidden">{clientSwitcher}</div>}
            <nav aria-label="Workspace">
              <NavGroups groups={navigation} onNavigate={close} footer={ownPetition(close)} />
            </nav>
          </>
        ),
      }}
      brand={
        <>
          <WorkspaceBrand isContextPending={isContextPending} portalBrand={portalBrand} />
          {clientSwitcher && <div className="ml-2 hidden sm:block">{clientSwitcher}</div>}
        </>
      }
      account={<AccountMenu isStaff={isStaff} isContextPending={isContextPending} isPortal={portalBrand != null} />}
      banners={<EmailConfirmationBanner />}
      sideMenu={
        <nav aria-label="Workspace" className="sticky top-16 p-4">
          <NavGroups groups={navigation} footer={ownPetition()} />
        </nav>
      }
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
          <Outlet />
        </main>
        <footer className="px-4 pb-6 sm:px-6">
          <Disclaimer className="mx-auto max-w-6xl" firm={portalBrand ? { name: portalBrand.firmName, hideAcclaim: portalBrand.hideAcclaimBranding } : null} />
        </footer>
      </div>
    </SignedInFrame>
  );
}
