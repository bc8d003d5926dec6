import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, signUpThroughForm } from './fixtures';

const CV = path.resolve(import.meta.dirname, '../../shared/fixtures/documents/cv/boettiger-carl_cv_2024.pdf');

/** How many suggestions wait for review, read from the Evidence tab ("Evidence 196 to review"). */
async function toReview(page: Page): Promise<number> {
  const name = (await page.getByRole('tab', { name: /Evidence/ }).textContent()) ?? '';
  return Number(/(\d+)\s*to review/.exec(name)?.[1] ?? 0);
}

test.describe('review at the scale of a real CV', () => {
  test('a new user accepts a whole CV section in one step, sees the count, undoes it and accepts it again', async ({ page }) => {
    test.setTimeout(240_000);
    const id = Date.now().toString(36);
    await signUpThroughForm(page, { name: 'Carl Boettiger', email: `carl-bulk-${id}@example.com`, password: `carl-password-${id}` });

    await page.goto('/documents');
    await page.locator('input[type="file"]').setInputFiles(CV);
    await expect(page.getByText(/items? found|Done/).first()).toBeVisible({ timeout: 120_000 });
    await page.getByRole('tab', { name: /Evidence/ }).click();

    // The toolbar starts on the CV's sections; the Publications section shows how many it takes before the click.
    const toolbar = page.getByRole('region', { name: 'Review many at once' });
    await expect(toolbar.getByLabel('Choose by')).toHaveValue('section');
    const section = toolbar.getByLabel('Section');
    const option = section.locator('option').filter({ hasText: /^Publications \(\d+\)$/ });
    const label = (await option.textContent())!;
    const count = Number(/\((\d+)\)/.exec(label)![1]);
    expect(count).toBeGreaterThan(20);
    await section.selectOption({ label });
    await expect(toolbar.getByText(`${count} suggestions to review match.`)).toBeVisible();
    const before = await toReview(page);
    await expectAccessible(page);

    // One step for the whole section.
    await toolbar.getByRole('button', { name: `Accept ${count}`, exact: true }).click();
    const notice = page.getByRole('status', { name: 'Last bulk change' });
    await expect(notice.getByText(`Accepted ${count} items from “Publications”.`)).toBeVisible();
    await expect(notice).toBeFocused();
    await expect.poll(() => toReview(page)).toBe(before - count);
    await expect(section.locator('option').filter({ hasText: /^Publications \(\d+\)$/ })).toHaveCount(0);
    await expectAccessible(page);

    // Undo puts exactly those back.
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(notice.getByText(`Undone: ${count} items back as they were.`)).toBeVisible();
    await expect.poll(() => toReview(page)).toBe(before);
    await expect(section.locator('option').filter({ hasText: `Publications (${count})` })).toHaveCount(1);

    // And again, for good.
    await section.selectOption({ label });
    await toolbar.getByRole('button', { name: `Accept ${count}`, exact: true }).click();
    await expect(notice.getByText(`Accepted ${count} items from “Publications”.`)).toBeVisible();
    await expect.poll(() => toReview(page)).toBe(before - count);
    await page.getByRole('radio', { name: /^Accepted/ }).click();
    await expect(page.getByRole('heading', { name: `Publications (${count})`, exact: true })).toBeVisible();

    // Back on the review: grouped by criterion, one line per item, the page short and no wider than a phone.
    await page.getByRole('radio', { name: /^To review/ }).click();
    await expect(page.getByRole('region', { name: /\(vi\) Scholarly articles/ })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(toolbar).toBeVisible();
    const { width, height } = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight }));
    expect(width).toBeLessThanOrEqual(390);
    // One line per item and closed groups: about 5,400 px at 390 px wide with 139 suggestions, where one card per
    // item made the page 14,900 px tall.
    expect(height).toBeLessThan(8000);
    await expectAccessible(page);
  });
});
