import * as React from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/** The frame every emailed-link page uses: working, done, or a clear reason it could not be done. */
export function CallbackCard({
  title,
  state,
  message,
  children,
}: {
  title: string;
  state: 'working' | 'done' | 'failed' | 'form';
  message?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <Card>
        <CardHeader>
          <CardTitle as="h1">{title}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {state === 'working' && (
            <p className="flex items-center gap-3 text-sm text-muted-foreground">
              <Spinner /> {message}
            </p>
          )}
          {state === 'done' && (
            <p role="status" className="flex gap-3 rounded-md bg-success-soft p-4 text-sm text-success">
              <CircleCheck className="size-5 shrink-0" aria-hidden="true" /> {message}
            </p>
          )}
          {state === 'failed' && (
            <p role="alert" className="flex gap-3 rounded-md bg-destructive-soft p-4 text-sm text-destructive">
              <CircleAlert className="size-5 shrink-0" aria-hidden="true" /> {message}
            </p>
          )}
          {children}
        </CardContent>
      </Card>
    </div>
  );
}
