import path from 'node:path';
import { expect, expectAccessible, openSignUpLink, test, sendSignUpForm } from './fixtures';

const FIXTURES = path.resolve(import.meta.dirname, '../../shared/fixtures/documents');
const CV = 'boettiger-carl_cv_2024.pdf';
const AGARWAL = [
  'agarwal-amit_award-letter_abzooba-victor-award_2017.pdf',
  'agarwal-amit_award-letter_abzoobian-of-the-month_2018.pdf',
  'agarwal-amit_press_ahmedabad-mirror_2025.pdf',
];
// The 2018 letter is a scan read as "Mr. Amit Agarwai": the flag names the person as the text does.
const FLAG = /Names Amit Agarwa[li], not Carl Boettiger — not counted until you confirm it belongs\./;

test.describe('beneficiary identity', () => {
  test('a paralegal sets up Carl Boettiger’s case; another person’s award letters and press are flagged and not counted until confirmed', async ({ page }) => {
    test.setTimeout(300_000);
    const id = Date.now().toString(36);
    await sendSignUpForm(page, { name: 'Paula Paralegal', email: `paula-${id}@example.com`, password: `paula-password-${id}` });
    await openSignUpLink(page, `paula-${id}@example.com`);

    // The guided setup asks whom the petition is for, starting from the account's name.
    await expect(page).toHaveURL(/\/onboarding$/);
    const legalName = page.getByLabel('Beneficiary’s full legal name');
    await expect(legalName).toHaveValue('Paula Paralegal');
    await legalName.fill('Carl Boettiger');
    await page.getByLabel('Other names (optional)').fill('Boettiger, Carl');
    await page.getByLabel(/EB-1A — extraordinary ability/).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { name: 'Your work' })).toBeVisible();

    await page.goto('/documents');
    await page
      .locator('input[type="file"]')
      .setInputFiles([path.join(FIXTURES, 'cv', CV), ...AGARWAL.map((file) => path.join(FIXTURES, file.includes('press') ? 'media' : 'awards', file))]);
    const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name }).first();

    // Each Agarwal document is flagged as naming another person once it has been read; the CV is not.
    for (const name of AGARWAL) await expect(rowOf(name).getByRole('status').filter({ hasText: FLAG })).toBeVisible({ timeout: 180_000 });
    await expect(rowOf(CV).getByText(/items? found/)).toBeVisible({ timeout: 180_000 });
    await expect(rowOf(CV).getByText(/not counted/)).toHaveCount(0);
    await expect(rowOf(CV).getByRole('button', { name: /Confirm .* belongs/ })).toHaveCount(0);
    await expectAccessible(page);

    // Suggested evidence read from a flagged document says it is not counted.
    await page.getByRole('tab', { name: /Evidence/ }).click();
    const victorRow = page.getByRole('listitem').filter({ hasText: 'Abzooba Victor Award' }).first();
    await victorRow.getByRole('button', { name: 'Details' }).click();
    const victor = victorRow.filter({ hasText: 'Not counted' });
    await expect(victor).toBeVisible();
    await expect(victor).toContainText(/Names Amit Agarwal, not Carl Boettiger: its document must be confirmed as belonging first/);
    await expectAccessible(page);

    // Confirming one letter with a reason counts it; undoing flags it again.
    await page.getByRole('tab', { name: /Documents/ }).click();
    const victorDocument = rowOf(AGARWAL[0]!);
    await victorDocument.getByRole('button', { name: `Confirm ${AGARWAL[0]} belongs to this case` }).click();
    const dialog = page.getByRole('dialog', { name: `Confirm “${AGARWAL[0]}” belongs` });
    await dialog.getByRole('button', { name: 'Confirm it belongs' }).click();
    await expect(dialog.getByText(/Say why this belongs to the case/).first()).toBeVisible();
    await dialog.getByLabel('Why does it belong?').fill('Carl nominated the team for this award.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Confirm it belongs' }).click();
    await expect(dialog).toBeHidden();
    await expect(victorDocument.getByText(/Paula Paralegal confirmed it belongs — “Carl nominated the team for this award.”/)).toBeVisible();
    await expect(victorDocument.getByRole('status').filter({ hasText: FLAG })).toHaveCount(0);
    await victorDocument.getByRole('button', { name: `Undo the confirmation of ${AGARWAL[0]}` }).click();
    await expect(victorDocument.getByRole('status').filter({ hasText: FLAG })).toBeVisible();
    // The other two were never confirmed.
    for (const name of AGARWAL.slice(1)) await expect(rowOf(name).getByRole('status').filter({ hasText: FLAG })).toBeVisible();
  });
});
