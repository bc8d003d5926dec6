import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, renderAt, stubApi, type StubAnswer } from '@/test/test-api';
import { Component as ForgotPasswordPage } from './forgot-password';

const FORGOT = 'POST /api/auth/forgot-password';
const SENT = 'If an account uses ada@example.com, we sent it a link to choose a new password.';
const TOO_MANY = 'Too many attempts. Please wait 5 minutes and try again.';

afterEach(() => vi.unstubAllGlobals());

function renderPage(answer: StubAnswer) {
  const api = stubApi({ [FORGOT]: answer });
  renderAt(<ForgotPasswordPage />);
  return api;
}

async function ask(email: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('the forgot-password page', () => {
  it('says the link is on its way', async () => {
    const api = renderPage({ body: { success: true, message: SENT } });
    await ask('Ada@Example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(api.bodiesOf(FORGOT)).toEqual([{ email: 'ada@example.com' }]);
  });

  it('shows the server’s refusal beside the email, keeping what was typed', async () => {
    renderPage({ status: 429, body: errorBody(TOO_MANY, 'RATE_LIMITED') });
    await ask('ada@example.com');
    // Beside the field (read with it), and in a toast.
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(TOO_MANY));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  it('checks the address as the server would before sending anything', async () => {
    const api = renderPage({ status: 500, body: errorBody('Should not be asked.', 'INTERNAL') });
    // The browser takes "ada@example" as an address; the contract does not.
    await ask('ada@example');
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.countOf(FORGOT)).toBe(0);
  });
});
