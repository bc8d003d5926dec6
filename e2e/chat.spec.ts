import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, signUpThroughForm, upgradeToComplete } from './fixtures';

/** The line under the composer where no AI model is set up: the assistant answers every question. */
const ASSISTANT_LINE = 'The assistant answers from Acclaim’s legal library and your case, with no daily limit.';
const CV = path.resolve(import.meta.dirname, '../../shared/fixtures/documents/cv/agarwal-amit_cv.pdf');

async function signUp(page: Page, name: string) {
  const id = Date.now().toString(36);
  await signUpThroughForm(page, { name, email: `chat-${id}@example.com`, password: `chat-password-${id}` });
}

test.describe('chat', () => {
  test('on the Free Trial, /chat shows a real example answer and the way to the plans', async ({ page }) => {
    await signUp(page, 'Free Chat');
    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
    const example = page.getByRole('list', { name: 'Example conversation on the demo case' });
    await expect(example.getByText('Which criterion is my weakest?')).toBeVisible();
    await expect(example.getByRole('list', { name: 'Citations' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'See plans on Billing' })).toHaveAttribute('href', '/billing?plan=ANALYSIS');
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a Complete user with a CV asks a suggested question, reads the cited answer, follows up, renames and deletes the conversation', async ({ page }) => {
    test.setTimeout(180_000);
    await signUp(page, 'Amit Agarwal');
    await upgradeToComplete(page);

    await page.goto('/documents');
    await page.locator('input[type="file"]').setInputFiles(CV);
    await expect(page.getByRole('row').filter({ hasText: 'agarwal-amit_cv.pdf' }).getByText('Extracted')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('tab', { name: /Evidence/ }).click();
    for (let accepted = 0; accepted < 5; accepted += 1) {
      await page.getByRole('button', { name: 'Accept', exact: true }).first().click();
      await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible();
    }

    await page.getByRole('link', { name: 'Chat' }).first().click();
    await expect(page).toHaveURL(/\/chat/);
    // No AI model is set up for the end-to-end server: the screen speaks of the assistant only, and promises no AI answers.
    await expect(page.getByText(ASSISTANT_LINE)).toBeVisible();
    await expect(page.getByText(/AI answers today/)).toHaveCount(0);
    await expect(page.getByText(/not legal advice, and Acclaim is not a law firm/)).toBeVisible();
    await expectAccessible(page);

    const suggested = page.getByRole('list', { name: 'Questions for your case as it is now' });
    const first = suggested.getByRole('button').first();
    const question = (await first.textContent())!.trim();
    await first.click();
    const answer = page.getByRole('article', { name: 'Answer' }).first();
    await expect(answer).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('The answer is complete.')).toBeAttached();
    await expect(answer.getByRole('list', { name: 'Sources used' })).toBeVisible();
    await expect(answer.getByText('not legal advice, and Acclaim is not a law firm', { exact: false })).toBeVisible();
    await expect(page.getByText(ASSISTANT_LINE)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: question.length > 60 ? /…$/ : question })).toBeVisible();
    await expectAccessible(page);

    // A question of one's own, sent with Enter.
    await page.getByRole('textbox', { name: 'Your question' }).fill('What does prong 2 need?');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('article', { name: 'Answer' })).toHaveCount(2, { timeout: 30_000 });
    const second = page.getByRole('article', { name: 'Answer' }).nth(1);
    await expect(second.getByText(/well positioned/i).first()).toBeVisible();
    await expect(
      second
        .getByRole('list', { name: 'Citations' })
        .getByText(/Dhanasar/)
        .first(),
    ).toBeVisible();
    await expect(page.getByText(ASSISTANT_LINE)).toBeVisible();

    // Rename, then delete after confirming.
    const title = (await page.getByRole('heading', { level: 2 }).filter({ hasNotText: 'Conversations' }).first().textContent())!;
    await page
      .getByRole('button', { name: `Rename “${title}”` })
      .first()
      .click();
    const rename = page.getByRole('dialog', { name: 'Rename the conversation' });
    await rename.getByRole('textbox', { name: 'Title' }).fill('Prongs and criteria');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByText('Conversation renamed')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Prongs and criteria' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete “Prongs and criteria”' }).first().click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete “Prongs and criteria”?' });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete conversation' }).click();
    await expect(page.getByText('Conversation deleted')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Prongs and criteria' })).toHaveCount(0);
    await expect(page.getByText(ASSISTANT_LINE)).toBeVisible();
  });
});
