import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, signInThroughForm, test } from './fixtures';

/** Items added by hand are accepted at once, so they are listed under "Accepted". */
async function showAccepted(page: Page) {
  await page
    .getByRole('radio', { name: /^Accepted/ })
    .or(page.getByRole('button', { name: /^Accepted \d/ }))
    .first()
    .click();
}

test.describe('proof facts', () => {
  test('a user adds an award by hand and fills its missing facts in the guided review, on a phone', async ({ page, createAccount }) => {
    test.setTimeout(180_000);
    const person = await createAccount();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughForm(page, person);

    // The award, added by hand through the add-evidence dialog.
    await page.goto('/documents?tab=evidence');
    await page.getByRole('button', { name: 'Add evidence' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add evidence' });
    await addDialog.getByLabel('Kind of evidence').selectOption('award');
    await addDialog.getByLabel('Title').fill('Young Scientist Award, European Materials Research Society');
    await addDialog.getByLabel('Description (optional)').fill('Awarded for the best paper on solid-state battery electrolytes.');
    await addDialog.getByLabel('Date (optional)').fill('2021');
    await addDialog.getByRole('button', { name: 'Add evidence' }).click();
    await expect(page.getByText('Evidence added')).toBeVisible();
    await showAccepted(page);

    // Its proof facts are all missing; the review opens on the first, with why an officer looks for it.
    const card = page.getByRole('listitem').filter({ hasText: 'Young Scientist Award' });
    const missing = card.getByRole('button', { name: /^8 facts missing/ });
    await expect(missing).toBeVisible();
    await missing.click();
    const review = page.getByRole('dialog', { name: /^Proof facts: Young Scientist Award/ });
    await expect(review.getByText('Fact 1 of 8')).toBeVisible();
    await expect(review.getByText(/Officers weigh the granting entity and its reputation/)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);

    // Grantor is skipped; scope, candidates and recipients are filled.
    await review.getByRole('button', { name: 'Skip' }).click();
    await expect(review.getByText('Fact 2 of 8')).toBeVisible();
    await review.getByRole('radio', { name: /^International/ }).check();
    await review.getByRole('button', { name: 'Save and next' }).click();
    await expect(review.getByText('Fact 3 of 8')).toBeVisible();
    await review.getByRole('button', { name: 'Skip' }).click();
    await expect(review.getByText('Fact 4 of 8')).toBeVisible();
    await review.getByRole('textbox', { name: 'Number of candidates' }).fill('-5');
    await review.getByRole('button', { name: 'Save and next' }).click();
    await expect(review.getByRole('alert')).toHaveText('Number of candidates: enter a whole number of 0 or more.');
    await review.getByRole('textbox', { name: 'Number of candidates' }).fill('140');
    await review.getByRole('button', { name: 'Save and next' }).click();
    await expect(review.getByText('Fact 5 of 8')).toBeVisible();
    await review.getByRole('textbox', { name: 'Number of recipients' }).fill('1');
    await review.getByRole('button', { name: 'Save and next' }).click();
    await expect(review.getByText('Fact 6 of 8')).toBeVisible();

    // Typing and leaving asks first; keeping the answer returns to it.
    await review.getByRole('textbox', { name: 'The prize' }).fill('Gold medal');
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('alertdialog', { name: 'Discard what you typed?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    await expect(review.getByRole('textbox', { name: 'The prize' })).toHaveValue('Gold medal');
    await review.getByRole('textbox', { name: 'The prize' }).fill('');
    await page.keyboard.press('Escape');
    await expect(review).toBeHidden();

    // The item shows what was filled, and fewer facts missing; the facts survive a reload.
    await page.reload();
    await showAccepted(page);
    const saved = page.getByRole('listitem').filter({ hasText: 'Young Scientist Award' });
    const facts = saved.locator('dl');
    await expect(facts).toContainText('International: open across countries');
    await expect(facts).toContainText('Number of candidates');
    await expect(facts).toContainText('140');
    await expect(facts).toContainText('Number of recipients');
    await expect(saved.getByRole('button', { name: /^5 facts missing/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
