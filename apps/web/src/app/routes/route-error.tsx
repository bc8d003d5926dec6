import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Any error a screen throws lands here instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;
  return (
    <main id="main" role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">Unexpected Application Error!</h1>
      {detail && <p className="max-w-lg break-words text-muted-foreground">{detail}</p>}
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Button variant="outline" onClick={() => window.location.assign('/')}>
          Go to the home page
        </Button>
      </div>
    </main>
  );
}
