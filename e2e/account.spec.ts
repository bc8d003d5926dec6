import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { buildPerson, expect, expectAccessible, expectNoHorizontalOverflow, sendSignInForm, signUpThroughForm, test } from './fixtures';

test.describe('account', () => {
  test('a new user uploads a document, exports all their data, deletes the account and can no longer sign in', async ({ page }) => {
    test.setTimeout(180_000);
    const person = buildPerson();
    const cvText = `Curriculum vitae of ${person.name}: marine robotics, 12 peer-reviewed papers.\n`;

    await signUpThroughForm(page, person);

    await page.goto('/documents');
    await page.locator('input[type="file"]').setInputFiles([{ name: 'my-cv.txt', mimeType: 'text/plain', buffer: Buffer.from(cvText) }]);
    await expect(page.getByRole('row').filter({ hasText: 'my-cv.txt' })).toBeVisible({ timeout: 60_000 });

    // The account page is in the user menu.
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
    for (const name of ['Profile', 'Password', 'Your data', 'Delete account']) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByText(person.email).first()).toBeVisible();
    // The sign-up link confirmed the address.
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Export: the ZIP holds the account and the uploaded file under its own name.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^acclaim-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
    expect(Object.keys(zip)).toEqual(expect.arrayContaining(['README.txt', 'account.json', 'billing.json', 'cases/01-my-petition.json']));
    expect(strFromU8(zip['documents/01-my-petition/my-cv.txt']!)).toBe(cvText);
    const account = JSON.parse(strFromU8(zip['account.json']!));
    expect(account.profile).toMatchObject({ email: person.email, name: person.name, hasPassword: true });
    expect(account.profile).not.toHaveProperty('passwordHash');
    const caseData = JSON.parse(strFromU8(zip['cases/01-my-petition.json']!));
    expect(caseData.documents[0]).toMatchObject({ originalName: 'my-cv.txt', fileInExport: 'documents/01-my-petition/my-cv.txt' });
    await expect(page.getByText(/Your data was saved as acclaim-export-/)).toBeVisible();

    // On a phone the page fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Delete: the danger zone explains what goes, and the dialog asks for the password.
    const danger = page.locator('div.rounded-lg').filter({ has: page.getByRole('heading', { name: 'Delete account' }) });
    await expect(danger.getByText('1 uploaded document, files included')).toBeVisible();
    await danger.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('That is not your current password.')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Your password').fill(person.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Account deleted')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('gc_token'))).toBeNull();

    // The account is gone: the same email and password no longer sign in.
    await page.goto('/login');
    await sendSignInForm(page, person);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  });
});
