import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectAccessible } from '@/test/axe';
import { errorBody, renderAt, stubApi, type StubAnswer } from '@/test/test-api';
import { AuthProvider } from './auth-provider';
import { LoginForm } from './login-form';

const LOGIN = 'POST /api/auth/login';
const WRONG = 'Invalid email or password.';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderForm(answer: StubAnswer) {
  const api = stubApi({ [LOGIN]: answer });
  const onSuccess = vi.fn();
  renderAt(
    <AuthProvider>
      <LoginForm onSuccess={onSuccess} />
    </AuthProvider>,
  );
  return { api, onSuccess };
}

async function signIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  it('shows the server’s refusal above the form and beside its field, keeping what was typed', async () => {
    const { api, onSuccess } = renderForm({
      status: 401,
      body: { ...errorBody(WRONG, 'UNAUTHORIZED'), error: { code: 'UNAUTHORIZED', message: WRONG, fields: { password: [WRONG] } } },
    });
    await signIn('ada@example.com', 'not her password');

    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(api.bodiesOf(LOGIN)).toEqual([{ email: 'ada@example.com', password: 'not her password' }]);
    expect(onSuccess).not.toHaveBeenCalled();
    await expectAccessible();
  });

  it('checks the fields as the server would before sending anything', async () => {
    const { api } = renderForm({ status: 500, body: errorBody('Should not be asked.', 'INTERNAL') });
    // The browser takes "ada@example" as an address; the contract does not.
    await signIn('ada@example', 'her password');
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.countOf(LOGIN)).toBe(0);
  });
});
