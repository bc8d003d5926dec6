import { Link } from 'react-router';
import { SITE } from '@acclaim/content/site';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Fixed to the bottom of phones only: the one action that matters, always in reach. */
export function MobileCtaBar() {
  return (
    <aside
      aria-label="Get started"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-background/95 p-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur md:hidden"
    >
      <Button asChild variant="hero" className="h-11 w-full">
        <Link to={paths.signUp}>Analyze My Eligibility ({SITE.claims.analysisMinutes} min)</Link>
      </Button>
      <p className="mt-1.5 text-center text-xs text-muted-foreground">100% Money-Back • From ${SITE.claims.priceRange.min}/mo</p>
    </aside>
  );
}
