import { CircleAlert, RefreshCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A list that could not be loaded: the server's message and a way to try again. */
export function LoadError({ title, error, onRetry, isRetrying }: { title: string; error: Error; onRetry: () => void; isRetrying: boolean }) {
  return (
    <Alert variant="destructive" role="alert" className="flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex flex-1 gap-3">
        <CircleAlert aria-hidden="true" />
        <div>
          <p className="font-medium">{title}</p>
          <p>{error.message}</p>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying} className="self-start text-foreground sm:self-center">
        <RefreshCw className={isRetrying ? 'animate-spin' : undefined} aria-hidden="true" />
        {isRetrying ? 'Retrying…' : 'Retry'}
      </Button>
    </Alert>
  );
}

/** A query that could not be read: its error, and Retry reads it again. */
export function QueryLoadError({ title, query }: { title: string; query: { error: Error; refetch: () => Promise<unknown>; isFetching: boolean } }) {
  return <LoadError title={title} error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
}
