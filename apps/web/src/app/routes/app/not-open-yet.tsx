import { Link, useLocation } from 'react-router';
import { Construction } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { APP_NAVIGATION } from '../../layouts/app-navigation';

const TITLES: Record<string, string> = {
  [paths.onboarding]: 'Onboarding',
  ...Object.fromEntries(APP_NAVIGATION.map((item) => [item.to, item.label])),
};

/**
 * Signed-in screens that this version of Acclaim does not have yet say so plainly,
 * rather than showing made-up content.
 */
export function Component() {
  const { pathname } = useLocation();
  const title = TITLES[pathname] ?? 'Workspace';
  usePageTitle(title);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <div className="flex flex-col items-start gap-4 rounded-lg border border-dashed border-input bg-background p-8">
        <Construction className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="max-w-prose text-muted-foreground">
          This part of the workspace is not available in this version of Acclaim. Nothing here is missing from your account.
        </p>
        <Button asChild variant="outline">
          <Link to={paths.dashboard}>Back to the dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
