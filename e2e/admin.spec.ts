import { expect, expectAccessible, test } from './fixtures';
import { readTwoFactorCode } from './admin-session';
import { E2E_ADMIN } from './global-setup';

test.describe('admin area', () => {
  test('the super admin made by admin:create signs in, receives the code by email, verifies, reads the dashboard and suspends an account', async ({
    page,
    context,
    createAccount,
  }) => {
    const customer = await createAccount();
    await page.goto('/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: /^Log In|^Sign In/ }).click();
    await expect(page).toHaveURL(/\/(dashboard|onboarding)$/);

    // The admin area asks for the emailed code first.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Authentication' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByText('Code Sent', { exact: true })).toBeVisible();

    const code = await readTwoFactorCode(context, E2E_ADMIN.email);

    const field = page.getByLabel('Verification code');
    await field.fill('12a');
    await expect(field).toHaveValue('12');
    await expect(page.getByRole('button', { name: 'Verify & Continue' })).toBeDisabled();
    await field.fill(code);
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    await expect(page.getByText('Verification Successful', { exact: true })).toBeVisible();

    // Dashboard figures, then the customer's account from the user list.
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    const figures = page.getByRole('list', { name: 'Key figures' });
    await expect(figures.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(figures.getByRole('heading', { name: 'MRR' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await page.getByLabel('Search users').fill(customer.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: customer.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Suspend account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Suspend this account?' });
    await confirm.getByRole('button', { name: 'Suspend account' }).click();
    await expect(page.getByRole('button', { name: 'Reactivate account' })).toBeVisible();

    // The suspended customer can no longer sign in.
    const refused = await page.request.post('/api/auth/login', {
      data: { email: customer.email, password: customer.password },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(refused.status()).toBeGreaterThanOrEqual(400);
  });

  test('a signed-in customer who opens /admin is sent home', async ({ page, createAccount }) => {
    const customer = await createAccount();
    await page.goto('/login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: /^Log In|^Sign In/ }).click();
    await expect(page).toHaveURL(/\/(dashboard|onboarding)$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/admin/overview')).status()).toBe(403);
  });
});
