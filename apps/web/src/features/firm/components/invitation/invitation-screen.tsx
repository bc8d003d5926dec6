import type * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TAcceptInvitationRequest, TAcceptInvitationResponse, TBrand, TInvitationPreview } from '@acclaim/contracts';
import { FIRM_ROLE_LABELS } from '@acclaim/domain';
import { Disclaimer } from '@/components/layout/disclaimer';
import { Logo } from '@/components/layout/logo';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAcceptInvitation } from '../../api/accept-invitation';
import { useInvitation } from '../../api/get-invitation';
import { firmKeys } from '../../api/query-keys';
import { brandStyle } from '../../brand-colors';
import { BrandMark } from '../brand-mark';
import { SetPasswordForm } from './set-password-form';
import { SignInToAccept } from './sign-in-to-accept';

interface InvitationScreenProps {
  token: string;
  /** The account signed in in this browser, if any. */
  signedInEmail: string | null;
  /** Accepted: the page signs the browser in (when the answer carries tokens) and goes where the answer says. */
  onAccepted: (answer: TAcceptInvitationResponse) => void;
  /** Ends the session of another account, so the invited one can sign in. */
  onSwitchAccount: () => Promise<void>;
}

/** The page's frame in the inviting firm's colours and name: the invitation comes from them, not from us. */
function Frame({ brand, children }: { brand: TBrand | null; children: React.ReactNode }) {
  return (
    <div style={brand ? brandStyle(brand.primaryColor) : undefined} className="flex min-h-dvh flex-col bg-surface">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4 sm:px-6">{brand ? <BrandMark brand={brand} /> : <Logo />}</div>
      </header>
      <main id="main" className="flex-1 px-4 py-10 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-lg">{children}</div>
      </main>
      <footer className="px-4 pb-6 sm:px-6">
        <Disclaimer className="mx-auto max-w-3xl" firm={brand ? { name: brand.firmName, hideAcclaim: brand.hideAcclaimBranding } : null} />
      </footer>
    </div>
  );
}

/** "Dana Reyes of Reyes Immigration Law invited you to your case portal." */
function invitationLine(invitation: TInvitationPreview): string {
  const from = invitation.invitedByName ? `${invitation.invitedByName} of ${invitation.firmName}` : invitation.firmName;
  if (invitation.kind === 'client') return `${from} invited you to your case portal.`;
  const role = invitation.role ? FIRM_ROLE_LABELS[invitation.role] : 'a member';
  return `${from} invited you to join the firm as ${role}.`;
}

function LinkProblem({ error, onRetry, isRetrying }: { error: Error; onRetry: () => void; isRetrying: boolean }) {
  // 410: used, withdrawn or expired; 400/404: no such link. Both are answers, shown as the server words them.
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 410 || status === 400 || status === 404) {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h1">{status === 410 ? 'This invitation can no longer be used' : 'This invitation link is not valid'}</CardTitle>
          <CardDescription>{error.message}</CardDescription>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          Ask whoever invited you to send a new invitation. If you already accepted it, sign in to continue.
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">Invitation</h1>
      <LoadError title="This invitation could not be loaded." error={error} onRetry={onRetry} isRetrying={isRetrying} />
    </div>
  );
}

/** /invite/:token: a colleague joining the firm, or a client opening their portal. */
export function InvitationScreen({ token, signedInEmail, onAccepted, onSwitchAccount }: InvitationScreenProps) {
  const preview = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const queryClient = useQueryClient();

  async function handleSwitchAccount() {
    await onSwitchAccount();
    // Nothing of the other account stays in memory; the invitation itself is no one's and stays on screen.
    const [scope] = firmKeys.invitation(token);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== scope });
  }

  if (preview.isPending) {
    return (
      <Frame brand={null}>
        <div className="flex justify-center py-16">
          <Spinner label="Loading your invitation" />
        </div>
      </Frame>
    );
  }
  if (preview.isError) {
    return (
      <Frame brand={null}>
        <LinkProblem error={preview.error} onRetry={() => void preview.refetch()} isRetrying={preview.isFetching} />
      </Frame>
    );
  }

  const invitation = preview.data;
  const handleAccept = (request: TAcceptInvitationRequest) => accept.mutate(request, { onSuccess: onAccepted });
  return (
    <Frame brand={invitation.brand}>
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {invitation.kind === 'client' ? 'Your case portal' : `Join ${invitation.firmName}`}
          </CardTitle>
          <CardDescription className="text-base">{invitationLine(invitation)}</CardDescription>
        </CardHeader>
        <CardContent>
          {invitation.accept === 'set-password' ? (
            <SetPasswordForm invitation={invitation} onAccept={handleAccept} isPending={accept.isPending} error={accept.error} />
          ) : (
            <SignInToAccept
              token={token}
              email={invitation.email}
              signedInEmail={signedInEmail}
              onAccept={() => handleAccept({})}
              onSwitchAccount={() => void handleSwitchAccount()}
              isPending={accept.isPending}
              error={accept.error}
            />
          )}
        </CardContent>
      </Card>
    </Frame>
  );
}
