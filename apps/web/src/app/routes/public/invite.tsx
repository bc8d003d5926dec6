import { useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import type { TAcceptInvitationResponse } from '@acclaim/contracts';
import { useAuth } from '@/features/auth/components/auth-provider';
import { redirectTarget } from '@/features/auth/redirect-target';
import { InvitationScreen } from '@/features/firm/components/invitation/invitation-screen';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /invite/:token, public: where an invitation email lands. Accepting with a new password signs the browser in the
 * way logging in does; an existing account accepts while signed in. Either way the answer says where to go next.
 */
export function Component() {
  usePageTitle('Invitation');
  const { token = '' } = useParams();
  const { user, acceptSession, updateUser, logout } = useAuth();
  const navigate = useNavigate();

  function handleAccepted(answer: TAcceptInvitationResponse) {
    if (answer.tokens) acceptSession({ success: true, user: answer.user, tokens: answer.tokens, isNewUser: true });
    else updateUser(answer.user);
    toast.success('Welcome!', { description: answer.message });
    // Only a path inside this app, whatever the answer says.
    void navigate(redirectTarget({ from: answer.redirectTo }), { replace: true });
  }

  return <InvitationScreen token={token} signedInEmail={user?.email ?? null} onAccepted={handleAccepted} onSwitchAccount={logout} />;
}
