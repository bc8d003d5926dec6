import * as React from 'react';
import { SkipLink } from '@/components/layout/skip-link';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { TooltipProvider } from '@/components/ui/tooltip';
import { Disclaimer } from '@/components/layout/disclaimer';
import { Logo } from '@/components/layout/logo';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { SiteNotices } from '@/components/layout/site-notices';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/components/auth-provider';
import { EmailConfirmationBanner } from '@/features/auth/components/email-confirmation-banner';
import { useFirmContext } from '@/features/firm/api/get-firm-context';
import { BrandMark } from '@/features/firm/components/brand-mark';
import { ClientSwitcher } from '@/features/firm/components/client-switcher';
import { OwnPetitionButton } from '@/features/firm/components/own-petition-button';
import { useWorkspaceScope } from '@/features/firm/use-workspace-scope';
import { useBrandStyle } from '@/features/firm/use-brand-style';
import { setTitleSuffix } from '@/lib/use-page-title';
import { cn } from '@/lib/utils';
import { appNavigationFor, type AppNavigationGroup, type AppNavigationItem } from './app-navigation';

function NavItems({ items, onNavigate }: { items: readonly AppNavigationItem[]; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            // Clients (/firm) is not also "current" on the firm's settings and members pages.
            end={to === paths.firm}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                isActive ? 'bg-primary-soft text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )
            }
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The menu's runs, a case's screens under whose case it is; the firm's side ends with the way to one's own petition. */
function NavGroups({ groups, onNavigate, footer }: { groups: readonly AppNavigationGroup[]; onNavigate?: () => void; footer?: React.ReactNode }) {
  const headingId = React.useId();
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group, index) =>
        group.label ? (
          <div key={group.label} role="group" aria-labelledby={`${headingId}-${index}`}>
            <p id={`${headingId}-${index}`} className="truncate px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {group.label}
            </p>
            <NavItems items={group.items} onNavigate={onNavigate} />
          </div>
        ) : (
          <NavItems key={index} items={group.items} onNavigate={onNavigate} />
        ),
      )}
      {footer && <div className="border-t border-border pt-4">{footer}</div>}
    </div>
  );
}

function initials(name: string) {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?'
  );
}

export function AppLayout() {
  const { user, logout, updateUser } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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

  async function handleLogout() {
    await logout();
    queryClient.clear(); // nothing of this account stays in memory for the next one
    navigate(paths.login, { replace: true });
  }

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
              {isContextPending ? (
                <span className="h-7 w-28" aria-hidden="true" />
              ) : portalBrand ? (
                <BrandMark brand={portalBrand} to={paths.dashboard} />
              ) : (
                <Logo to={paths.dashboard} />
              )}
              {clientSwitcher && <div className="ml-2 hidden sm:block">{clientSwitcher}</div>}
            </div>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" className="gap-2 px-2" aria-label={`Account menu for ${user?.name ?? ''}`}>
                  <span
                    aria-hidden="true"
                    className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
                  >
                    {initials(user?.name ?? '')}
                  </span>
                  <span className="hidden max-w-40 truncate text-sm sm:inline">{user?.name}</span>
                  <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuLabel>
                  <span className="block font-medium">{user?.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">{user?.email}</span>
                </DropdownMenuLabel>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => navigate(paths.account)}>Account</DropdownMenuItem>
                {isStaff && <DropdownMenuItem onSelect={() => navigate(paths.firmSettings)}>Firm settings</DropdownMenuItem>}
                {isStaff && <DropdownMenuItem onSelect={() => navigate(paths.firmMembers)}>Members</DropdownMenuItem>}
                {/* Attorneys start here: /firm offers to set a firm up when the account has none. */}
                {!isContextPending && !isStaff && !portalBrand && <DropdownMenuItem onSelect={() => navigate(paths.firm)}>Set up a firm</DropdownMenuItem>}
                {/* The firm runs a client's plan; billing is not theirs to manage. */}
                {!portalBrand && <DropdownMenuItem onSelect={() => navigate(paths.billing)}>Billing</DropdownMenuItem>}
                {user?.adminRole && <DropdownMenuItem onSelect={() => navigate(paths.admin)}>Admin area</DropdownMenuItem>}
                <DropdownMenuItem onSelect={() => void handleLogout()}>
                  <LogOut aria-hidden="true" /> Log out
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
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
