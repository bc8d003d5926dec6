import type * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { storage } from '@/lib/storage';
import { expectAccessible } from '@/test/axe';
import { errorBody, stubApi, type StubAnswer } from '@/test/test-api';
import { AuthProvider } from './auth-provider';
import { SignupForm } from './signup-form';

const TOO_COMMON = 'This password is too common. Choose another one.';
const SIGN_UP = 'POST /api/auth/signup';
const MAILBOX = 'GET /api/dev/mailbox';
const SENT = 'Check your inbox: we sent a link to ada@example.com to finish signing up. It works for 24 hours.';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderForm(routes: Record<string, StubAnswer | StubAnswer[]>, props: React.ComponentProps<typeof SignupForm> = {}) {
  const api = stubApi(routes);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AuthProvider>
          <SignupForm {...props} />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

async function fillAndSend(password = 'a long enough passphrase') {
  await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password', { exact: true }), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('SignupForm', () => {
  it('asks for at least 10 characters and shows the server’s refusal of a common password beside the field', async () => {
    const refusal = { success: false, message: TOO_COMMON, error: { code: 'VALIDATION_FAILED', message: TOO_COMMON, fields: { password: [TOO_COMMON] } } };
    renderForm({ [SIGN_UP]: { status: 400, body: refusal } });

    expect(screen.getByText('At least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('minLength', '10');
    await fillAndSend('password1234');

    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_COMMON);
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).not.toBeInTheDocument();
  });

  it('says to check the inbox instead of signing in, and can send the same sign-up again', async () => {
    const api = renderForm({
      [SIGN_UP]: { status: 202, body: { success: true, message: SENT } },
      [MAILBOX]: { status: 404, body: errorBody('Not found.', 'NOT_FOUND') },
    });
    await fillAndSend();

    const heading = await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(SENT);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(storage.getToken()).toBeNull();
    await waitFor(() => expect(api.countOf(MAILBOX)).toBe(1));
    expect(screen.queryByRole('link', { name: 'local mailbox' })).not.toBeInTheDocument();
    await expectAccessible();

    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent the link again. Any of the links works, once.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^We sent the link again to ada@example.com at /);
    const sent = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'a long enough passphrase', accountType: 'SELF_PETITIONER' };
    expect(api.bodiesOf(SIGN_UP)).toEqual([sent, sent]);
  });

  it('shows why sending again failed, and goes back to the form with the address kept to change it', async () => {
    renderForm({
      [SIGN_UP]: [
        { status: 202, body: { success: true, message: SENT } },
        { status: 429, body: errorBody('Too many attempts. Please wait 5 minutes and try again.', 'RATE_LIMITED') },
      ],
      [MAILBOX]: { status: 404, body: errorBody('Not found.', 'NOT_FOUND') },
    });
    await fillAndSend();
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait 5 minutes and try again.');

    await userEvent.click(screen.getByRole('button', { name: 'Use a different email' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveValue('');
  });

  it('points to the local mailbox only when the server serves it to this browser', async () => {
    renderForm({ [SIGN_UP]: { status: 202, body: { success: true, message: SENT } }, [MAILBOX]: { body: { success: true, messages: [] } } });
    await fillAndSend();
    const link = await screen.findByRole('link', { name: 'local mailbox' });
    expect(link).toHaveAttribute('href', '/dev/mailbox');
  });

  it('asks who you are first, filing for yourself unless you say otherwise, and sends the answer with the sign-up', async () => {
    const api = renderForm({
      [SIGN_UP]: { status: 202, body: { success: true, message: SENT } },
      [MAILBOX]: { status: 404, body: errorBody('Not found.', 'NOT_FOUND') },
    });
    const question = screen.getByRole('group', { name: 'Who are you?' });
    const choices = within(question).getAllByRole('radio');
    expect(choices.map((choice) => choice.getAttribute('value'))).toEqual(['SELF_PETITIONER', 'ATTORNEY', 'PARALEGAL']);
    expect(within(question).getByRole('radio', { name: /I’m filing for myself/ })).toBeChecked();
    await expectAccessible();

    await userEvent.click(within(question).getByRole('radio', { name: /I’m an attorney or agent/ }));
    await fillAndSend();
    await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(api.bodiesOf(SIGN_UP)).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.com', password: 'a long enough passphrase', accountType: 'ATTORNEY' }]);

    // Back to the form to change the address: the answer is kept with the rest.
    await userEvent.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByRole('radio', { name: /I’m an attorney or agent/ })).toBeChecked();
  });

  it('opens with the answer the landing page gave (a paralegal at a firm)', async () => {
    const api = renderForm(
      { [SIGN_UP]: { status: 202, body: { success: true, message: SENT } }, [MAILBOX]: { status: 404, body: errorBody('Not found.', 'NOT_FOUND') } },
      { initialAccountType: 'PARALEGAL' },
    );
    expect(screen.getByRole('radio', { name: /I’m a paralegal at a firm/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /I’m filing for myself/ })).not.toBeChecked();
    await fillAndSend();
    await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(api.bodiesOf(SIGN_UP)[0]).toMatchObject({ accountType: 'PARALEGAL' });
  });
});
