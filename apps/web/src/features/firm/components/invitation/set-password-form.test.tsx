import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_TOO_SHORT, type TInvitationPreview } from '@acclaim/contracts';
import { errorBody, renderAt, stubApi, type StubAnswer } from '@/test/test-api';
import { InvitationScreen } from './invitation-screen';

const PREVIEW = 'GET /api/invitations/invite-token';
const ACCEPT = 'POST /api/invitations/invite-token/accept';
const TOO_COMMON = 'This password is too common. Choose another one.';

afterEach(() => vi.unstubAllGlobals());

function buildInvitation(overrides: Partial<TInvitationPreview> = {}): TInvitationPreview {
  return {
    kind: 'member',
    email: 'sam@example.com',
    role: 'PARALEGAL',
    firmName: 'Reyes Immigration Law',
    invitedByName: 'Dana Reyes',
    brand: { firmId: 'f-1', firmName: 'Reyes Immigration Law', logoUrl: null, primaryColor: '#1d4ed8', hideAcclaimBranding: false },
    accept: 'set-password',
    needsName: true,
    ...overrides,
  };
}

function openInvitation(answer: StubAnswer, invitation = buildInvitation()) {
  const api = stubApi({ [PREVIEW]: { body: { success: true, invitation } }, [ACCEPT]: answer });
  const onAccepted = vi.fn();
  renderAt(<InvitationScreen token="invite-token" signedInEmail={null} onAccepted={onAccepted} onSwitchAccount={vi.fn()} />);
  return { api, onAccepted };
}

async function accept({ name, password, confirmation = password }: { name?: string; password: string; confirmation?: string }) {
  if (name) await userEvent.type(await screen.findByLabelText('Full Name'), name);
  await userEvent.type(await screen.findByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
}

describe('accepting an invitation with a new password', () => {
  it('shows the server’s refusal of the password beside it, keeping the name', async () => {
    const { api, onAccepted } = openInvitation({
      status: 400,
      body: { ...errorBody(TOO_COMMON, 'VALIDATION_FAILED'), error: { code: 'VALIDATION_FAILED', message: TOO_COMMON, fields: { password: [TOO_COMMON] } } },
    });
    await accept({ name: ' Sam Okafor ', password: 'password1234' });

    expect(await screen.findByText(TOO_COMMON)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue(' Sam Okafor ');
    expect(api.bodiesOf(ACCEPT)).toEqual([{ name: 'Sam Okafor', password: 'password1234' }]);
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('shows a refusal that names no field above the form; a client sends no name', async () => {
    const { api } = openInvitation(
      { status: 410, body: errorBody('This invitation was withdrawn.', 'GONE') },
      buildInvitation({ kind: 'client', role: null, needsName: false }),
    );
    await accept({ password: 'a long enough passphrase' });

    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation was withdrawn.');
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(api.bodiesOf(ACCEPT)).toEqual([{ password: 'a long enough passphrase' }]);
  });

  it('checks the name, the password and its confirmation as the server would before sending anything', async () => {
    const { api } = openInvitation({ status: 500, body: errorBody('Should not be asked.', 'INTERNAL') });
    await accept({ name: '   ', password: 'short', confirmation: 'shorter' });

    expect(await screen.findByText('Full Name is required.')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.countOf(ACCEPT)).toBe(0);
  });
});
