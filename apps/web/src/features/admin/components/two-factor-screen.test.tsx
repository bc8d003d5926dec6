import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { cleanTwoFactorInput } from '../two-factor-code';
import { TwoFactorScreen } from './two-factor-screen';

afterEach(() => vi.unstubAllGlobals());

const codeField = () => screen.getByLabelText('Verification code') as HTMLInputElement;
const verifyButton = () => screen.getByRole('button', { name: 'Verify & Continue' });

/** No answer at all: the browser could not reach the server. */
function offline() {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
}

describe('cleanTwoFactorInput (spec §5)', () => {
  it('strips non-digits and cuts to six', () => {
    expect(cleanTwoFactorInput('12-34 56')).toBe('123456');
    expect(cleanTwoFactorInput('abc')).toBe('');
    expect(cleanTwoFactorInput('1234567890')).toBe('123456');
  });
});

describe('TwoFactorScreen', () => {
  it('shows both steps, the 10-minute note and the security notice', () => {
    stubApi({});
    renderAt(<TwoFactorScreen onCancel={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Two-Factor Authentication', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Verification Code' })).toBeEnabled();
    expect(screen.getByText(/6-digit code to your registered email/)).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('placeholder', '000000');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('The code expires in 10 minutes.')).toBeInTheDocument();
    expect(screen.getByText(/never share this code with anyone\. Our staff will never ask you/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('leaves Cancel out when no way out is given', () => {
    stubApi({});
    renderAt(<TwoFactorScreen />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('keeps digits only, at most six, and enables Verify only at six', async () => {
    stubApi({});
    renderAt(<TwoFactorScreen />);
    await userEvent.type(codeField(), '12a-3');
    expect(codeField().value).toBe('123');
    expect(verifyButton()).toBeDisabled();
    await userEvent.type(codeField(), '4 5x6789');
    expect(codeField().value).toBe('123456');
    expect(verifyButton()).toBeEnabled();
  });

  it('says "Invalid Code" when a short code is submitted with Enter, and sends nothing', async () => {
    const api = stubApi({});
    renderAt(<TwoFactorScreen />);
    await userEvent.type(codeField(), '12345{Enter}');
    expect(await screen.findByText('Invalid Code')).toBeInTheDocument();
    expect(screen.getByText('Please enter a 6-digit code')).toBeInTheDocument();
    expect(api.countOf('POST /api/auth/2fa/verify')).toBe(0);
  });

  it('"Code Sent" shows the server message', async () => {
    const api = stubApi({
      'POST /api/auth/2fa/send': { body: { success: true, message: 'We emailed a code to d***@example.com.', expiresAt: '2026-05-01T12:10:00.000Z' } },
    });
    renderAt(<TwoFactorScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Code Sent')).toBeInTheDocument();
    expect(screen.getByText('We emailed a code to d***@example.com.')).toBeInTheDocument();
    expect(api.countOf('POST /api/auth/2fa/send')).toBe(1);
  });

  it('"Failed to Send Code" shows the server error, else "Please try again"', async () => {
    stubApi({
      'POST /api/auth/2fa/send': [
        { status: 429, body: errorBody('Too many codes sent. Try again in 10 minutes.', 'RATE_LIMITED') },
        { status: 503, body: {} },
      ],
    });
    renderAt(<TwoFactorScreen />);
    const send = screen.getByRole('button', { name: 'Send Verification Code' });
    await userEvent.click(send);
    expect(await screen.findByText('Too many codes sent. Try again in 10 minutes.')).toBeInTheDocument();
    expect(screen.getByText('Failed to Send Code')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Verification Code' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Please try again')).toBeInTheDocument();
  });

  it('"Error" / "Failed to send verification code" when the server cannot be reached', async () => {
    offline();
    renderAt(<TwoFactorScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    const toast = (await screen.findByText('Failed to send verification code')).closest('li')!;
    expect(within(toast).getByText('Error')).toBeInTheDocument();
  });

  it('"Verification Successful" with "You now have admin access"', async () => {
    const api = stubApi({ 'POST /api/auth/2fa/verify': { body: { success: true, message: 'Verified.' } } });
    renderAt(<TwoFactorScreen />);
    await userEvent.type(codeField(), '654321');
    await userEvent.click(verifyButton());
    expect(await screen.findByText('Verification Successful')).toBeInTheDocument();
    expect(screen.getByText('You now have admin access')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/2fa/verify')).toEqual([{ code: '654321' }]);
  });

  it('"Verification Failed" shows the server error (else "Invalid code") and clears the code', async () => {
    stubApi({
      'POST /api/auth/2fa/verify': [
        { status: 400, body: errorBody('That code is wrong. 4 tries left.', 'INVALID_CODE') },
        { status: 400, body: {} },
      ],
    });
    renderAt(<TwoFactorScreen />);
    await userEvent.type(codeField(), '111111');
    await userEvent.click(verifyButton());
    expect(await screen.findByText('That code is wrong. 4 tries left.')).toBeInTheDocument();
    expect(screen.getByText('Verification Failed')).toBeInTheDocument();
    expect(codeField().value).toBe('');
    expect(verifyButton()).toBeDisabled();

    await userEvent.type(codeField(), '222222');
    await userEvent.click(verifyButton());
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    expect(codeField().value).toBe('');
  });

  it('"Error" / "Failed to verify code" when the server cannot be reached', async () => {
    offline();
    renderAt(<TwoFactorScreen />);
    await userEvent.type(codeField(), '333333');
    await userEvent.click(verifyButton());
    const toast = (await screen.findByText('Failed to verify code')).closest('li')!;
    expect(within(toast).getByText('Error')).toBeInTheDocument();
  });

  it('disables Verify while verifying', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderAt(<TwoFactorScreen />);
    await userEvent.type(codeField(), '444444');
    await userEvent.click(verifyButton());
    expect(await screen.findByRole('button', { name: 'Verifying…' })).toBeDisabled();
    answer(new Response(JSON.stringify({ success: true, message: 'ok' }), { status: 200 }));
    expect(await screen.findByText('Verification Successful')).toBeInTheDocument();
  });
});
