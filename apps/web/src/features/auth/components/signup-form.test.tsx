import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider } from './auth-provider';
import { SignupForm } from './signup-form';

const TOO_COMMON = 'This password is too common. Choose another one.';

afterEach(() => vi.unstubAllGlobals());

describe('SignupForm', () => {
  it('asks for at least 10 characters and shows the server’s refusal of a common password beside the field', async () => {
    const refusal = { success: false, message: TOO_COMMON, error: { code: 'VALIDATION_FAILED', message: TOO_COMMON, fields: { password: [TOO_COMMON] } } };
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(refusal), { status: 400, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const onSuccess = vi.fn();
    render(<AuthProvider><SignupForm onSuccess={onSuccess} /></AuthProvider>);

    expect(screen.getByText('At least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('minLength', '10');

    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'password1234');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'password1234');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_COMMON);
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
