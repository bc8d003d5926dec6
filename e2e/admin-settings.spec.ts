import { expect, expectAccessible, test } from './fixtures';
import { signInAsAdmin } from './admin-session';
import { e2eAdmin } from './global-setup';

const ADMIN = e2eAdmin('settings');

/*
 * Maintenance mode holds every customer's changes on the whole app, so this file runs alone, after every other
 * spec file (the "exclusive" project of playwright.config.ts); it leaves the settings as it found them.
 */

const ANNOUNCEMENT = 'Scheduled maintenance today: changes are paused for a few minutes.';
const MAINTENANCE_MESSAGE = 'We are upgrading the database. You can read your case; changes are paused until we are back.';

test.describe('admin settings', () => {
  test('the super admin turns on the banner and maintenance; a customer sees both and cannot save; then both are turned off', async ({
    page,
    context,
    browser,
    baseURL,
    createAccount,
  }) => {
    const customer = await createAccount();
    await signInAsAdmin(page, context, ADMIN);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Site content' })).toBeVisible();
    await expectAccessible(page);

    // The announcement banner.
    const banner = page.getByRole('region', { name: 'Announcement banner' });
    await banner.getByRole('switch', { name: 'Show the banner' }).click();
    await banner.getByLabel('Announcement').fill(ANNOUNCEMENT);
    await banner.getByRole('button', { name: 'Save announcement' }).click();
    await expect(page.getByText('The announcement banner is on every page.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement banner' }).getByText(`Last changed by ${ADMIN.email}`, { exact: false })).toBeVisible();

    // Maintenance, confirmed first.
    const maintenance = page.getByRole('region', { name: 'Maintenance' });
    await maintenance.getByRole('switch', { name: 'Maintenance mode' }).click();
    await maintenance.getByLabel('Message to customers').fill(MAINTENANCE_MESSAGE);
    await maintenance.getByRole('button', { name: 'Save maintenance' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Turn maintenance mode on?' });
    await expect(confirm).toContainText(MAINTENANCE_MESSAGE);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Turn maintenance on' }).click();
    await expect(page.getByText('Maintenance mode is on: customers can read but their changes are refused with your message.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Maintenance' }).getByRole('switch', { name: 'Maintenance mode' })).toBeChecked();

    // A customer in another browser: sign-in works, every page shows both banners, and a change is refused.
    const customerContext = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const customerPage = await customerContext.newPage();
    await customerPage.goto('/');
    await expect(customerPage.getByText(MAINTENANCE_MESSAGE)).toBeVisible();
    await expect(customerPage.getByText(ANNOUNCEMENT)).toBeVisible();
    await customerPage.goto('/login');
    await customerPage.getByLabel('Email').fill(customer.email);
    await customerPage.getByLabel('Password', { exact: true }).fill(customer.password);
    await customerPage.getByRole('button', { name: /^Log In|^Sign In/ }).click();
    await expect(customerPage).toHaveURL(/\/dashboard$/);
    await expect(customerPage.getByText('Maintenance in progress.')).toBeVisible();
    await expect(customerPage.getByText(MAINTENANCE_MESSAGE)).toBeVisible();
    await expect(customerPage.getByText(ANNOUNCEMENT)).toBeVisible();
    await expectAccessible(customerPage);
    await customerPage.getByRole('link', { name: 'Answer the setup questions about your field and plans' }).click();
    await expect(customerPage).toHaveURL(/\/onboarding$/);
    await expect(customerPage.getByRole('heading', { name: 'Petition type' })).toBeVisible();
    await customerPage.getByLabel(/Not sure yet/).check();
    await customerPage.getByRole('button', { name: 'Save and continue' }).click();
    // The toast carries the server's message; the step stays where it was.
    await expect(customerPage.locator('[data-sonner-toast]').filter({ hasText: MAINTENANCE_MESSAGE })).toBeVisible();
    await expect(customerPage.getByRole('heading', { name: 'Petition type' })).toBeVisible();
    const refused = await customerPage.request.post('/api/contact', {
      data: { name: customer.name, email: customer.email, topic: 'general', message: 'Is anyone there during maintenance?' },
      headers: { origin: new URL(customerPage.url()).origin },
    });
    expect(refused.status()).toBe(503);
    expect((await refused.json()).message).toBe(MAINTENANCE_MESSAGE);

    // Both off again; turning maintenance off needs no confirmation.
    const maintenanceAgain = page.getByRole('region', { name: 'Maintenance' });
    await maintenanceAgain.getByRole('switch', { name: 'Maintenance mode' }).click();
    await maintenanceAgain.getByRole('button', { name: 'Save maintenance' }).click();
    await expect(page.getByText('Maintenance mode is off: customers can make changes again.')).toBeVisible();
    const bannerAgain = page.getByRole('region', { name: 'Announcement banner' });
    await bannerAgain.getByRole('switch', { name: 'Show the banner' }).click();
    await bannerAgain.getByRole('button', { name: 'Save announcement' }).click();
    await expect(page.getByText('The announcement banner is off.')).toBeVisible();
    await expectAccessible(page);

    // The customer's next page has no banner, and the same change now goes through.
    await customerPage.reload();
    await expect(customerPage.getByRole('heading', { name: 'Petition type' })).toBeVisible();
    await expect(customerPage.getByText(MAINTENANCE_MESSAGE)).toHaveCount(0);
    await expect(customerPage.getByText(ANNOUNCEMENT)).toHaveCount(0);
    await customerPage.getByLabel(/Not sure yet/).check();
    await customerPage.getByRole('button', { name: 'Save and continue' }).click();
    await expect(customerPage.getByRole('heading', { name: 'Your work' })).toBeVisible();
    await customerContext.close();
  });
});
