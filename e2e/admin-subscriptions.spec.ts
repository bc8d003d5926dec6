import { signInAsAdmin } from './admin-session';
import { expect, expectAccessible, expectNoHorizontalOverflow, sendSignInForm, test } from './fixtures';
import { e2eAdmin } from './global-setup';

const admin = e2eAdmin('subscriptions');
const REASON = 'My attorney will prepare the petition after all.';

test.describe('admin subscriptions', () => {
  test('a customer buys Analysis and asks for the money back; the super admin refunds it and the customer sees it refunded', async ({
    page,
    context,
    browser,
    baseURL,
    createAccount,
  }) => {
    test.setTimeout(180_000);
    const customer = await createAccount();

    // The customer, in a browser of their own: pays at the test checkout, then asks on /billing.
    const customerContext = await browser.newContext({ baseURL });
    const shopper = await customerContext.newPage();
    await shopper.goto('/login');
    await sendSignInForm(shopper, customer);
    await expect(shopper).toHaveURL(/\/(dashboard|onboarding)$/);
    await shopper.goto('/billing');
    await shopper.getByRole('button', { name: 'Upgrade to Analysis' }).click();
    await expect(shopper).toHaveURL(/\/billing\/test-checkout\/[^/]+$/);
    await shopper.getByRole('radio', { name: /Test card that pays/ }).check();
    await shopper.getByRole('button', { name: 'Pay $100.00 (test)' }).click();
    await expect(shopper.getByRole('heading', { name: 'You’re on Analysis' })).toBeVisible({ timeout: 60_000 });

    await shopper.goto('/billing');
    await shopper.getByLabel('Why are you asking for a refund?').fill(REASON);
    await shopper.getByRole('button', { name: 'Request a refund' }).click();
    await shopper.getByRole('alertdialog', { name: 'Ask for a full refund?' }).getByRole('button', { name: 'Request refund' }).click();
    await expect(shopper.getByText('Under review')).toBeVisible();

    // The super admin: the request waits first on /admin/subscriptions.
    await signInAsAdmin(page, context, admin);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Subscriptions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
    const figures = page.getByRole('list', { name: 'Subscription figures' });
    await expect(figures.locator('[data-figure="Open refund requests"]')).not.toHaveText('0');
    const request = page.getByRole('article', { name: customer.name });
    await expect(request).toContainText(REASON);
    await expect(request).toContainText('$100.00');
    await expect(request).toContainText('Analysis');
    await expectAccessible(page);

    await request.getByRole('button', { name: 'Refund $100.00' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund $100.00 to ${customer.name}?` });
    await expect(dialog).toContainText(`$100.00 goes back to ${customer.email}`);
    await expect(dialog).toContainText('Their Analysis plan ends now');
    await expect(dialog).toContainText('Nothing they uploaded or created is deleted.');
    await expectAccessible(page);
    await dialog.getByLabel('Note for the record (optional)').fill('Within 30 days of the first payment.');
    await dialog.getByRole('button', { name: 'Refund $100.00' }).click();
    await expect(page.getByText('Refund made')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: customer.name })).toHaveCount(0);

    // The record shows who refunded it; the table shows the plan ended and the money returned.
    await page.getByLabel('Show requests').selectOption('refunded');
    const refunded = page.getByRole('article', { name: customer.name });
    await expect(refunded).toContainText(`by ${admin.email}`);
    await expect(refunded).toContainText('Within 30 days of the first payment.');
    await page.getByLabel('Search subscriptions').fill(customer.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: customer.name }) });
    await expect(row).toContainText('Canceled');
    await expect(row.getByRole('cell').nth(5)).toHaveText('$100.00');
    await expect(row.getByRole('link', { name: customer.name })).toHaveAttribute('href', /^\/admin\/users\/[0-9a-f-]{36}$/);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);

    // The customer's Billing page: refunded, back on the Free Trial.
    await shopper.reload();
    await expect(shopper.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(shopper.getByText(/\$100\.00 was refunded on /)).toBeVisible();
    await expect(shopper.getByText('No subscription')).toBeVisible();
    await expect(
      shopper
        .getByRole('table', { name: /Payments/ })
        .getByRole('row')
        .filter({ hasText: 'Refund' }),
    ).toHaveCount(1);
    await expectAccessible(shopper);
    await customerContext.close();
  });
});
