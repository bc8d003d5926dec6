import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_TOO_SHORT } from '@acclaim/contracts';
import { errorBody, renderAt, stubApi, type StubAnswer } from '@/test/test-api';
import { AuthProvider } from './auth-provider';
import { ChooseNewPassword } from './choose-new-password';

const TOKEN = 'a-reset-token-long-enough-for-the-contract';
const CHECK = 'POST /api/auth/reset-password/check';
const RESET = 'POST /api/auth/reset-password';
const TOO_COMMON = 'This password is too common. Choose another one.';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderForm(answer: StubAnswer) {
  const api = stubApi({ [CHECK]: { body: { success: true, message: 'The link works.' } }, [RESET]: answer });
  renderAt(
    <AuthProvider>
      <ChooseNewPassword token={TOKEN} />
    </AuthProvider>,
  );
  return api;
}

async function choose(password: string, confirmation = password) {
  await userEvent.type(await screen.findByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm New Password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
}

describe('ChooseNewPassword', () => {
  it('shows the server’s refusal of the password beside it, keeping the form', async () => {
    const api = renderForm({
      status: 400,
      body: { ...errorBody(TOO_COMMON, 'VALIDATION_FAILED'), error: { code: 'VALIDATION_FAILED', message: TOO_COMMON, fields: { password: [TOO_COMMON] } } },
    });
    await choose('password1234');

    expect(await screen.findByText(TOO_COMMON)).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save New Password' })).toBeEnabled();
    expect(api.bodiesOf(RESET)).toEqual([{ token: TOKEN, password: 'password1234' }]);
  });

  it('says the link no longer works when the server refuses it without naming a field', async () => {
    renderForm({ status: 410, body: errorBody('This link was already used. Ask for a new one.', 'GONE') });
    await choose('a long enough passphrase');

    expect(await screen.findByRole('alert')).toHaveTextContent('This link was already used. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('checks the password as the server would, and the confirmation, before sending anything', async () => {
    const api = renderForm({ status: 500, body: errorBody('Should not be asked.', 'INTERNAL') });
    await choose('short', 'shorter');

    expect(await screen.findByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.countOf(RESET)).toBe(0);
  });
});
