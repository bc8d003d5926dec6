import { expect, expectAccessible, expectNoHorizontalOverflow, sendSignInForm, signUpThroughForm, test } from './fixtures';

/** Small text documents: each upload counts toward the plan's limit whatever it holds. */
function note(index: number) {
  return {
    name: `billing-note-${index}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(`Reviewer for the Journal of Applied Ecology, invitation ${index}, 2024. Reviewed one manuscript on invasive species.\n`),
  };
}

test.describe('billing', () => {
  test('a new user reaches the Free Trial upload limit, upgrades through the test checkout, uploads again, cancels and resumes', async ({ page }) => {
    test.setTimeout(180_000);
    const id = Date.now().toString(36);
    await signUpThroughForm(page, { name: 'Grace Billing', email: `grace-billing-${id}@example.com`, password: `grace-password-${id}` });

    // The Free Trial allows 5 uploads; the server refuses the sixth and the page points to Billing.
    await page.goto('/documents');
    await page.locator('input[type="file"]').setInputFiles([1, 2, 3, 4, 5].map(note));
    for (const index of [1, 2, 3, 4, 5]) {
      await expect(page.getByRole('row').filter({ hasText: `billing-note-${index}.txt` })).toBeVisible({ timeout: 60_000 });
    }
    await page.locator('input[type="file"]').setInputFiles([note(6)]);
    const refusal = page.locator('main header').filter({ hasText: 'You have uploaded 5 documents.' });
    await expect(refusal).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'billing-note-6.txt' })).toHaveCount(0);
    await expectAccessible(page);
    await refusal.getByRole('link', { name: 'Go to Billing' }).click();

    // Billing on the Free Trial: usage at the limit, the paid plans on offer, nothing paid.
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Document uploads' })).toHaveAttribute('aria-valuetext', '5 of 5 used, limit reached');
    await expect(page.getByText('Test mode — no real payments')).toBeVisible();
    await expect(page.getByText('No payments yet.')).toBeVisible();
    await expectAccessible(page);

    // Test checkout: the declined card is refused in place, the paying card goes through.
    await page.getByRole('button', { name: 'Upgrade to Analysis' }).click();
    await expect(page).toHaveURL(/\/billing\/test-checkout\/[^/]+$/);
    await expect(page.getByText('Test mode: no card is charged and no money moves.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('radio', { name: /Test card that is declined/ }).check();
    await page.getByRole('button', { name: 'Pay $100.00 (test)' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /declined/i })).toBeVisible();
    await expect(page).toHaveURL(/\/billing\/test-checkout\//);
    await expectAccessible(page);
    await page.getByRole('radio', { name: /Test card that pays/ }).check();
    await page.getByRole('button', { name: 'Pay $100.00 (test)' }).click();

    await expect(page).toHaveURL(/\/billing\/success/);
    await expect(page.getByRole('heading', { name: 'You’re on Analysis' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Unlimited uploads')).toBeVisible();
    await expectAccessible(page);

    // The limit is gone: the sixth document goes in.
    await page.goto('/documents');
    await page.locator('input[type="file"]').setInputFiles([note(6)]);
    await expect(page.getByRole('row').filter({ hasText: 'billing-note-6.txt' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('You have uploaded 5 documents.')).toHaveCount(0);

    // Cancel at the end of the period, after confirming; then take it back.
    await page.goto('/billing');
    await expect(page.getByText(/^Renews on \w+ \d{1,2}, \d{4} for \$100\.00\.$/)).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: /Payments/ })
        .getByRole('row')
        .filter({ hasText: '$100.00' }),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel your Analysis plan?' });
    await expect(dialog).toContainText('Nothing you created is deleted');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Ends on \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByText(/your account then returns to the Free Trial limits\. Nothing you created is deleted\./)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Resume plan' }).click();
    await expect(page.getByText(/^Renews on \w+ \d{1,2}, \d{4} for \$100\.00\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a visitor choosing a plan on Pricing signs in and lands on Billing with that plan picked, at 390 px', async ({ page, createAccount }) => {
    const person = await createAccount();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pricing');
    await page
      .getByRole('link', { name: /Choose Complete/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await sendSignInForm(page, person);

    await expect(page).toHaveURL(/\/billing\?plan=COMPLETE$/);
    const complete = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Complete', exact: true }) });
    await expect(complete.getByText('Your choice')).toBeVisible();
    await expect(complete).toBeFocused();
    // Nothing is bought by arriving: still on the Free Trial, no checkout opened.
    await expect(page.getByText('No subscription')).toBeVisible();
    await expect(page).toHaveURL(/\/billing\?plan=COMPLETE$/);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);

    await page.goto('/billing/cancel');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout canceled' })).toBeVisible();
    await expect(page.getByText('You were not charged.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Billing' })).toHaveAttribute('href', '/billing');
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });
});
