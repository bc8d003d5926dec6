import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_EXPORT_SIZE_HEADER, type TAccountOverview } from '@acclaim/contracts';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { saveFile } from '../api/save-file';
import { AccountWorkspace } from './account-workspace';

vi.mock('../api/save-file', () => ({ saveFile: vi.fn() }));

const ACCOUNT = 'GET /api/account';
const PROFILE = 'PATCH /api/account/profile';
const PASSWORD = 'POST /api/account/password';
const DELETE = 'DELETE /api/account';

function buildAccount(overrides: Partial<TAccountOverview> = {}): TAccountOverview {
  return {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    emailVerified: true,
    hasPassword: true,
    signInMethods: ['password'],
    adminRole: null,
    isLastSuperAdmin: false,
    createdAt: '2026-02-03T10:00:00.000Z',
    plan: { id: 'FREE_TRIAL', name: 'Free Trial' },
    hasLiveSubscription: false,
    counts: { cases: 2, documents: 5, conversations: 1 },
    ...overrides,
  };
}

const user = {
  id: 'u-1',
  email: 'grace@example.com',
  name: 'Grace B. Hopper',
  onboardingCompleted: true,
  emailVerified: true,
  hasPassword: true,
  activeCaseId: null,
  createdAt: '2026-02-03T10:00:00.000Z',
};

function renderWorkspace() {
  const onProfileSaved = vi.fn();
  const onDeleted = vi.fn();
  renderAt(<AccountWorkspace onProfileSaved={onProfileSaved} onDeleted={onDeleted} onSignedOutEverywhere={vi.fn()} />);
  return { onProfileSaved, onDeleted };
}

beforeEach(() => vi.mocked(saveFile).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('Account page', () => {
  it('shows a skeleton while loading, then the four sections', async () => {
    stubApi({ [ACCOUNT]: { body: { success: true, account: buildAccount({ emailVerified: false }) } } });
    renderWorkspace();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    for (const name of ['Profile', 'Password', 'Your data', 'Delete account']) expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Grace Hopper');
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    expect(screen.getByText('Not confirmed')).toBeInTheDocument();
    expect(screen.getByText('Email and password')).toBeInTheDocument();
  });

  it('says so when the account cannot be loaded, and tries again', async () => {
    stubApi({ [ACCOUNT]: [{ status: 500, body: errorBody('The server is resting.', 'INTERNAL') }, { body: { success: true, account: buildAccount() } }] });
    renderWorkspace();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is resting.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });
});

describe('Profile', () => {
  it('saves a new name and hands the updated user to the app', async () => {
    const api = stubApi({
      [ACCOUNT]: { body: { success: true, account: buildAccount() } },
      [PROFILE]: { body: { success: true, message: 'Your name was saved.', user } },
    });
    const { onProfileSaved } = renderWorkspace();
    const name = await screen.findByLabelText('Full Name');
    expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByText('Full Name is required.')).toBeInTheDocument();
    expect(api.countOf(PROFILE)).toBe(0);

    await userEvent.type(name, 'Grace B. Hopper');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(onProfileSaved).toHaveBeenCalledWith(user));
    expect(api.bodiesOf(PROFILE)).toEqual([{ name: 'Grace B. Hopper' }]);
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });
});

describe('Password', () => {
  it('checks the confirmation, shows the server’s refusal beside the field, and clears the form once changed', async () => {
    const api = stubApi({
      [ACCOUNT]: { body: { success: true, account: buildAccount() } },
      [PASSWORD]: [
        {
          status: 400,
          body: {
            ...errorBody('That is not your current password.', 'VALIDATION_FAILED'),
            error: {
              code: 'VALIDATION_FAILED',
              message: 'That is not your current password.',
              fields: { currentPassword: ['That is not your current password.'] },
            },
          },
        },
        { body: { success: true, message: 'Your password was changed. Other devices were signed out.' } },
      ],
    });
    renderWorkspace();
    const current = await screen.findByLabelText('Current password');
    expect(screen.getByText('At least 10 characters.')).toBeInTheDocument();
    await userEvent.type(current, 'old-password');
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(api.countOf(PASSWORD)).toBe(0);

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('That is not your current password.')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(api.bodiesOf(PASSWORD)[1]).toEqual({ currentPassword: 'old-password', newPassword: 'new-password-1' });
    expect(current).toHaveValue('');
  });

  it('tells an account that signs in with Google how to add a password', async () => {
    stubApi({ [ACCOUNT]: { body: { success: true, account: buildAccount({ hasPassword: false, signInMethods: ['google'] }) } } });
    renderWorkspace();
    expect(await screen.findByText('Your account signs in with Google and has no password.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });
});

describe('Your data', () => {
  it('shows progress while the archive arrives, then saves it under the server’s name', async () => {
    stubApi({ [ACCOUNT]: { body: { success: true, account: buildAccount() } } });
    const stubbed = globalThis.fetch;
    let push!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (push = controller) });
    const exportCall = vi.fn(
      async () =>
        new Response(body, {
          status: 200,
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="acclaim-export-2026-05-01.zip"',
            [ACCOUNT_EXPORT_SIZE_HEADER]: '1000',
          },
        }),
    );
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => (String(input) === '/api/account/export' ? exportCall() : stubbed(input, init)));
    renderWorkspace();

    await userEvent.click(await screen.findByRole('button', { name: 'Export my data' }));
    const section = screen.getByRole('heading', { name: 'Your data' }).closest('div.rounded-lg') as HTMLElement;
    expect(within(section).getByRole('button', { name: 'Preparing your data…' })).toBeDisabled();
    push.enqueue(new Uint8Array(400));
    await waitFor(() => expect(within(section).getByRole('progressbar', { name: 'Preparing your data' })).toHaveAttribute('aria-valuenow', '40'));
    push.enqueue(new Uint8Array(800));
    // Past the estimate, the bar waits short of the end until the last byte.
    await waitFor(() => expect(within(section).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '99'));
    push.close();

    expect(await within(section).findByText('acclaim-export-2026-05-01.zip')).toBeInTheDocument();
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [blob, fileName] = vi.mocked(saveFile).mock.calls[0]!;
    expect(fileName).toBe('acclaim-export-2026-05-01.zip');
    expect(blob.size).toBe(1200);
    expect(within(section).getByRole('button', { name: 'Export again' })).toBeEnabled();
  });

  it('shows the server’s refusal, such as the hourly limit', async () => {
    stubApi({
      [ACCOUNT]: { body: { success: true, account: buildAccount() } },
      'GET /api/account/export': { status: 429, body: errorBody('Too many attempts. Please wait 40 minutes and try again.', 'RATE_LIMITED') },
    });
    renderWorkspace();
    await userEvent.click(await screen.findByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText('Too many attempts. Please wait 40 minutes and try again.')).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export my data' })).toBeEnabled();
  });
});

describe('Delete account', () => {
  it('explains what goes and what is kept, asks for the password, and reports a wrong one in place', async () => {
    const api = stubApi({
      [ACCOUNT]: { body: { success: true, account: buildAccount({ hasLiveSubscription: true, plan: { id: 'ANALYSIS', name: 'Analysis' } }) } },
      [DELETE]: [
        {
          status: 400,
          body: {
            ...errorBody('That is not your current password.', 'VALIDATION_FAILED'),
            error: { code: 'VALIDATION_FAILED', message: 'That is not your current password.', fields: { password: ['That is not your current password.'] } },
          },
        },
        { body: { success: true, message: 'Your account and everything in it were deleted.' } },
      ],
    });
    const { onDeleted } = renderWorkspace();
    const section = (await screen.findByRole('heading', { name: 'Delete account' })).closest('div.rounded-lg') as HTMLElement;
    expect(within(section).getByText(/2 cases with everything in them/)).toBeInTheDocument();
    expect(within(section).getByText('5 uploaded documents, files included')).toBeInTheDocument();
    expect(within(section).getByText(/canceled at the payment provider/)).toBeInTheDocument();
    expect(within(section).getByText(/kept for our accounting and tax records/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');

    await userEvent.click(within(section).getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText('Enter your current password.')).toBeInTheDocument();
    expect(api.countOf(DELETE)).toBe(0);

    await userEvent.type(within(dialog).getByLabelText('Your password'), 'wrong-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('That is not your current password.')).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText('Your password'));
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'right-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(api.bodiesOf(DELETE)).toEqual([{ password: 'wrong-one' }, { password: 'right-one' }]);
  });

  it('asks an account without a password to type its email', async () => {
    const api = stubApi({
      [ACCOUNT]: { body: { success: true, account: buildAccount({ hasPassword: false, signInMethods: ['google'] }) } },
      [DELETE]: { body: { success: true, message: 'Your account and everything in it were deleted.' } },
    });
    const { onDeleted } = renderWorkspace();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Type grace@example.com to confirm'), 'grace@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(api.bodiesOf(DELETE)).toEqual([{ email: 'grace@example.com' }]);
  });

  it('keeps the last super admin from starting a deletion', async () => {
    stubApi({ [ACCOUNT]: { body: { success: true, account: buildAccount({ adminRole: 'SUPER_ADMIN', isLastSuperAdmin: true }) } } });
    renderWorkspace();
    expect(await screen.findByText(/You are the only super admin/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account…' })).not.toBeInTheDocument();
  });
});
