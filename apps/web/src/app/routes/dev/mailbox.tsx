import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TMailboxResponse } from '@acclaim/contracts';
import { Inbox, RefreshCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { apiClient } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** Message text with its links made clickable; never the message's HTML, which is not ours to trust. */
function Linkified({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm">
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="font-medium text-primary underline underline-offset-2">
            {part}
          </a>
        ) : (
          <React.Fragment key={index}>{part}</React.Fragment>
        ),
      )}
    </p>
  );
}

/** The embedded mailer's outbox, for trying sign-up and password reset without a mail server. */
export function Component() {
  usePageTitle('Mailbox (development)');
  const mailbox = useQuery({ queryKey: ['dev', 'mailbox'], queryFn: () => apiClient.get<TMailboxResponse>('/dev/mailbox'), retry: false });

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <header className="flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Mailbox</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Emails the product sent, kept here because no mail server is configured. Not available in production.
          </p>
        </div>
        <Button variant="outline" onClick={() => mailbox.refetch()} disabled={mailbox.isFetching}>
          <RefreshCw aria-hidden="true" /> Refresh
        </Button>
      </header>
      {mailbox.isPending && <Spinner label="Loading messages" />}
      {mailbox.isError && (
        <Alert variant="destructive" role="alert">
          {mailbox.error.message}
        </Alert>
      )}
      {mailbox.data?.messages.length === 0 && (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-input p-10 text-center text-muted-foreground">
          <Inbox className="size-8" aria-hidden="true" />
          <p>No emails yet. Sign up or ask for a password reset and they will appear here.</p>
        </div>
      )}
      <ul className="space-y-4" aria-label="Messages">
        {mailbox.data?.messages.map((message) => (
          <li key={message.id}>
            <Card className="p-5">
              <h2 className="font-semibold">{message.subject}</h2>
              <p className="mt-1 text-xs text-muted-foreground">
                To {message.to} · {new Date(message.createdAt).toLocaleString()}
              </p>
              <div className="mt-4 border-t border-border pt-4">
                <Linkified text={message.text} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
