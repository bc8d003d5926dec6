import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  usePageTitle('Page not found');
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-semibold tracking-tight">Page not found</h1>
      <p className="max-w-md text-muted-foreground">The page you asked for does not exist or has moved.</p>
      <Button asChild>
        <Link to={paths.home}>Go to the home page</Link>
      </Button>
    </main>
  );
}
