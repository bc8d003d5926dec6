import path from 'node:path';
import { expect, expectAccessible, openSignUpLink, test, sendSignUpForm } from './fixtures';

const FIXTURES = path.resolve(import.meta.dirname, '../../shared/fixtures/documents');

test.describe('case workspace', () => {
  test('a new user onboards, uploads real documents, reviews evidence and sees progress move', async ({ page }) => {
    test.setTimeout(180_000);
    const id = Date.now().toString(36);
    await sendSignUpForm(page, { name: 'Amit Agarwal', email: `amit-${id}@example.com`, password: `amit-password-${id}` });
    await openSignUpLink(page, `amit-${id}@example.com`);

    // Onboarding: resumable steps, saved one at a time.
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Petition type' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(/Not sure yet/).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { name: 'Your work' })).toBeVisible();
    await page.getByLabel('Field of endeavor').fill('Applied machine learning for retail analytics');
    await page.getByLabel('Current role').fill('Lead Data Scientist');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { name: 'Background' })).toBeVisible();
    // Leaving and coming back resumes at the same step.
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'Answer the setup questions about your field and plans' })).toBeVisible();
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { name: 'Background' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await expect(page.getByRole('heading', { name: 'Scholarly profiles and timing' })).toBeVisible();
    await page.getByLabel('ORCID iD (optional)').fill('12345');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('An ORCID iD looks like 0000-0002-1825-0097.').first()).toBeVisible();
    await page.getByLabel('ORCID iD (optional)').fill('');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { name: 'Proposed endeavor' })).toBeVisible();
    await page.getByLabel('Your proposed endeavor').fill('Build demand-forecasting tools that help small US retailers cut waste.');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/documents$/);

    // Documents: upload a text-layer CV and a scanned award letter together.
    await page
      .locator('input[type="file"]')
      .setInputFiles([path.join(FIXTURES, 'cv/agarwal-amit_cv.pdf'), path.join(FIXTURES, 'awards/agarwal-amit_award-letter_abzooba-victor-award_2017.pdf')]);
    await expect(page.getByText('agarwal-amit_cv.pdf').first()).toBeVisible();
    await expect(page.getByText(/items? found|Done/).first()).toBeVisible({ timeout: 120_000 });
    await expect(
      page
        .getByRole('row')
        .or(page.getByRole('listitem'))
        .filter({ hasText: 'agarwal-amit_award-letter_abzooba-victor-award_2017.pdf' })
        .filter({ hasText: /extracted|evidence|items?/i })
        .first(),
    ).toBeVisible({ timeout: 120_000 });
    await expectAccessible(page);

    // Review: accept the first suggestion.
    await page.getByRole('tab', { name: /Evidence/ }).click();
    const accept = page.getByRole('button', { name: 'Accept', exact: true }).first();
    await expect(accept).toBeVisible();
    await accept.click();
    await expectAccessible(page);

    // The dashboard reflects the two documents: 20 % documents progress, 5 % overall.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('progressbar', { name: 'Documents progress' })).toHaveAttribute('aria-valuenow', '20');
    await expect(page.getByRole('img', { name: 'Overall progress 5%' })).toBeVisible();
    await expectAccessible(page);
  });
});
