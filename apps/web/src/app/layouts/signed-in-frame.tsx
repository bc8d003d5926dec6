import * as React from 'react';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { SiteNotices } from '@/components/layout/site-notices';
import { SkipLink } from '@/components/layout/skip-link';
import { TooltipProvider } from '@/components/ui/tooltip';

interface SignedInFrameProps {
  /** The menu below the large-screen breakpoint: its button's label, its panel's title and what the panel holds (given the way to close it, for its links). */
  mobileMenu: { buttonLabel: string; title: string; content: (close: () => void) => React.ReactNode };
  /** Beside the menu button: the logo, or a firm's brand. */
  brand: React.ReactNode;
  /** The right of the header: who is signed in, and the way out. */
  account: React.ReactNode;
  /** The side menu from the large-screen breakpoint on. */
  sideMenu: React.ReactNode;
  /** Banners of the area, under the site's own (maintenance and announcements from /admin/settings). */
  banners?: React.ReactNode;
  style?: React.CSSProperties;
  /** The page column: its <main id="main"> and anything under it. */
  children: React.ReactNode;
}

/**
 * The frame of the two signed-in areas, the workspace and the admin area: a sticky header with the menu button for
 * small screens, the brand and the account; the site's banners, which staff see as customers do; a side menu; the page.
 */
export function SignedInFrame({ mobileMenu, brand, account, sideMenu, banners, style, children }: SignedInFrameProps) {
  const [isMenuOpen, setIsMenuOpen] = React.useState(false);
  // Tooltips live in the signed-in screens; their provider loads with them, not with the public pages.
  return (
    <TooltipProvider>
      <div className="flex min-h-dvh flex-col bg-surface" style={style}>
        <NavigationProgress />
        <SkipLink />
        <header className="sticky top-0 z-30 border-b border-border bg-background">
          <div className="flex h-16 items-center justify-between gap-3 px-4 sm:px-6">
            <div className="flex min-w-0 items-center gap-2">
              <div className="lg:hidden">
                <MobileMenu open={isMenuOpen} onOpenChange={setIsMenuOpen} title={mobileMenu.title} buttonLabel={mobileMenu.buttonLabel}>
                  {mobileMenu.content(() => setIsMenuOpen(false))}
                </MobileMenu>
              </div>
              {brand}
            </div>
            {account}
          </div>
        </header>
        <SiteNotices />
        {banners}
        <div className="flex flex-1">
          <aside className="hidden w-60 shrink-0 border-r border-border bg-background lg:block">{sideMenu}</aside>
          {children}
        </div>
      </div>
    </TooltipProvider>
  );
}
