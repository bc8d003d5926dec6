import { signUpLinkFromMailbox } from '../apps/server/src/test/sign-up-over-http';
import { GOOGLE_PERSON } from './global-setup';
import { buildPerson, expect, expectAccessible, openEmailedLink, openSignUpLink, sendSignInForm, sendSignUpForm, signInThroughForm, test } from './fixtures';

test.describe('sign-in screen', () => {
  test('signs a new person up through the emailed link and lands on the guided setup', async ({ page }) => {
    const person = buildPerson();
    await page.goto('/login');
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByRole('button', { name: 'Sign up with Google' })).toBeVisible();
    await expect(page.getByText('Or continue with email').first()).toBeAttached();
    await page.getByLabel('Full Name').fill(person.name);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm Password').fill(person.password);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create Account' }).click();

    // The form only sends an email (decision 021): no session yet, and where to look next.
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
    await expect(page.getByText(`we sent a link to ${person.email} to finish signing up`).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'local mailbox' })).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => localStorage.getItem('gc_token'))).toBeNull();

    // A new account starts with the guided setup, its address confirmed by the link.
    await openSignUpLink(page, person.email);
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByText('Account created!')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /Welcome, Ada/ })).toBeVisible();
    await expect(page.getByText('Please confirm your email address.')).toHaveCount(0);
    const stored = await page.evaluate(() => [localStorage.getItem('gc_token'), localStorage.getItem('gc_user')]);
    expect(stored[0]).toBeTruthy();
    expect(JSON.parse(stored[1]!)).toMatchObject({ email: person.email, name: person.name, onboardingCompleted: false, emailVerified: true });

    // Still signed in after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: /Welcome, Ada/ })).toBeVisible();
  });

  test('answers a taken address as a new one, and emails its owner instead of changing the account', async ({ page, createAccount, baseURL }) => {
    const owner = await createAccount();
    await sendSignUpForm(page, { name: 'Someone Else', email: owner.email, password: 'a-stranger-picked-this' });
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(`we sent a link to ${owner.email} to finish signing up`).first()).toBeVisible();

    await expect
      .poll(async () => {
        const mailbox = await (await fetch(`${baseURL}/api/dev/mailbox`)).json();
        return mailbox.messages.some((m: { to: string; subject: string }) => m.to === owner.email && m.subject === 'You already have an Acclaim account');
      })
      .toBe(true);
    await page.goto('/dev/mailbox');
    const notice = page.getByRole('listitem').filter({ hasText: owner.email }).filter({ hasText: 'You already have an Acclaim account' }).first();
    await expect(notice).toContainText('Someone (maybe you) tried to sign up for Acclaim with this email address.');
    await notice.getByRole('link', { name: /\/login$/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await sendSignInForm(page, owner);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('explains a sign-up link that was used already, with a way forward', async ({ page, baseURL }) => {
    const person = buildPerson();
    await sendSignUpForm(page, person);
    const token = await signUpLinkFromMailbox(baseURL!, person.email);
    await page.goto(`/auth/callback?type=signup&token=${token}`);
    await expect(page).toHaveURL(/\/onboarding$/);

    await page.evaluate(() => localStorage.clear());
    await page.goto(`/auth/callback?type=signup&token=${token}`);
    await expect(page.getByRole('alert').filter({ hasText: 'This sign-up link has already been used or is no longer valid.' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Sign up again' }).click();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  });

  test('blocks sign-up when the passwords do not match', async ({ page }) => {
    const person = buildPerson();
    let signupCalls = 0;
    page.on('request', (request) => request.url().endsWith('/api/auth/signup') && signupCalls++);
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').fill(person.name);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm Password').fill(`${person.password}x`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(signupCalls).toBe(0);
  });

  test('shows the server message for a wrong password', async ({ page, createAccount }) => {
    const person = await createAccount();
    await page.goto('/login');
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  });

  test('toggles password visibility', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('session', () => {
  test('sends a signed-out visitor to /login and back to the page they asked for', async ({ page, createAccount }) => {
    const person = await createAccount();
    await page.goto('/eligibility?tab=criteria');
    await expect(page).toHaveURL(/\/login$/);
    await sendSignInForm(page, person);
    await expect(page).toHaveURL(/\/eligibility\?tab=criteria$/);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    // The login page was replaced in history, so Back does not return to it.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('discards a stored mock_ token with its user', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('gc_token', 'mock_google_jwt_1234');
      localStorage.setItem('gc_user', JSON.stringify({ id: 'x', email: 'x@example.com', name: 'Mock', onboardingCompleted: false }));
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('gc_token'), localStorage.getItem('gc_user')])).toEqual([null, null]);
  });

  test('logs out, clears storage and revokes the session on the server', async ({ page, createAccount, request }) => {
    const person = await createAccount();
    await signInThroughForm(page, person);
    await expectAccessible(page);
    const token = await page.evaluate(() => localStorage.getItem('gc_token'));

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('gc_token'), localStorage.getItem('gc_user')])).toEqual([null, null]);
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('email links', () => {
  test('resets a forgotten password through the emailed link', async ({ page, createAccount }) => {
    const person = await createAccount();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(person.email);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

    await openEmailedLink(page, person.email, 'Reset your Acclaim password');
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('a-whole-new-password');
    await page.getByLabel('Confirm New Password').fill('a-whole-new-password');
    await expectAccessible(page);
    const resetUrl = page.url();
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link works once.
    await page.goto(resetUrl);
    await expect(page.getByText('This password reset link has already been used. Request a new one.')).toBeVisible();

    // The old password no longer works; the new one does.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await sendSignInForm(page, person);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('a-whole-new-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('explains an incomplete link', async ({ page }) => {
    await page.goto('/auth/callback?type=recovery');
    await expect(page.getByText('The link is missing part of its address.', { exact: false })).toBeVisible();
  });
});

test.describe('Google sign-in', () => {
  test('signs in through the OpenID provider and returns to the app', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    // A first Google sign-in creates the account and opens the guided setup; later ones open the dashboard.
    await expect(page).toHaveURL(/\/(onboarding|dashboard)$/);
    await expect(page.getByText(/Account created!|Welcome back!/)).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome, ${GOOGLE_PERSON.name.split(' ')[0]}` })).toBeVisible();
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('gc_user')!));
    expect(user).toMatchObject({ email: GOOGLE_PERSON.email, emailVerified: true });
  });
});

test.describe('errors and fallbacks', () => {
  test('shows a not-found page for an unknown path', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
