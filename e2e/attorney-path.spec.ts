import type { Page } from '@playwright/test';
import { buildPerson, expect, expectAccessible, openSignUpLink, test } from './fixtures';

const FIRM = 'Reyes Immigration Law';

/** The workspace menu: the sidebar on a wide screen, the menu sheet on a phone. */
async function openWorkspaceMenu(page: Page, isPhone: boolean) {
  if (isPhone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Workspace' });
  }
  return page.getByRole('complementary').getByRole('navigation', { name: 'Workspace' });
}

async function closeWorkspaceMenu(page: Page, isPhone: boolean) {
  if (isPhone) await page.keyboard.press('Escape');
}

for (const { label, viewport } of [
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`the attorney's path (${label}, ${viewport.width} px)`, () => {
    test.use({ viewport });

    test('from the landing page: sign up as an attorney, set up the firm, add the first client and open their case', async ({ page }) => {
      test.setTimeout(180_000);
      const isPhone = viewport.width < 1024;
      const attorney = { ...buildPerson(), name: 'Maria Reyes' };
      const clientEmail = `maria-client-${Date.now().toString(36)}-${label}@example.com`;

      // The landing page's attorney path leads to a sign-up that already answers "Who are you?".
      await page.goto('/');
      await page.getByRole('button', { name: /I'm an Attorney\/Agent/ }).click();
      await page.getByRole('link', { name: 'Set up your firm' }).click();
      await expect(page).toHaveURL(/\/login\?tab=signup&as=attorney$/);
      const question = page.getByRole('group', { name: 'Who are you?' });
      await expect(question.getByRole('radio', { name: /I’m an attorney or agent/ })).toBeChecked();
      await expectAccessible(page);
      await page.getByLabel('Full Name').fill(attorney.name);
      await page.getByLabel('Email').fill(attorney.email);
      await page.getByLabel('Password', { exact: true }).fill(attorney.password);
      await page.getByLabel('Confirm Password').fill(attorney.password);
      await page.getByRole('button', { name: 'Create Account' }).click();

      // The emailed link carries the answer: the new account starts at the firm's set-up, not "Set up your case".
      await openSignUpLink(page, attorney.email);
      await expect(page).toHaveURL(/\/firm$/);
      await expect(page.getByText('Set up your firm', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Set up your case' })).toHaveCount(0);
      let menu = await openWorkspaceMenu(page, isPhone);
      await expect(menu.getByRole('link')).toHaveText(['Clients', 'Billing']);
      await expect(menu.getByRole('button', { name: /My own petition/ })).toBeVisible();
      await expectAccessible(page);
      await closeWorkspaceMenu(page, isPhone);

      await page.getByLabel('Firm name').fill(FIRM);
      await page.getByRole('button', { name: 'Create firm' }).click();
      await expect(page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();
      await expectAccessible(page);

      // The first client.
      await page.getByRole('button', { name: 'Add client' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add client' });
      await dialog.getByLabel('Client’s full name').fill('Maria Gonzalez');
      await dialog.getByLabel('Client’s email').fill(clientEmail);
      await dialog.getByLabel('Petition type').selectOption({ label: 'EB-1A' });
      await dialog.getByRole('button', { name: 'Add client and send invitation' }).click();
      await expect(page.getByText(`Invitation sent to ${clientEmail}`)).toBeVisible();
      const item = page.getByRole('listitem', { name: 'Maria Gonzalez' });
      await expect(item.getByText('Invited', { exact: true })).toBeVisible();

      // The client's case as the attorney sees it: about Maria, with the reminder to send, never "Welcome".
      await item.getByRole('button', { name: 'Open Maria Gonzalez’s case' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Maria Gonzalez’s case' })).toBeVisible();
      await expect(page.getByText('Maria has not uploaded a CV yet — send a reminder')).toBeVisible();
      await expect(page.getByRole('heading', { name: /Welcome/ })).toHaveCount(0);
      await expect(page.getByText(/Upload your CV/)).toHaveCount(0);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Send Maria a reminder' }).click();
      await expect(page.getByRole('status').filter({ hasText: clientEmail })).toBeVisible();

      // The menu names whose case it is; the attorney's own petition stays apart from it.
      menu = await openWorkspaceMenu(page, isPhone);
      await expect(menu.getByRole('group', { name: 'Maria Gonzalez’s case' }).getByRole('link', { name: 'Documents' })).toBeVisible();
      await expect(menu.getByRole('link').first()).toHaveText('Clients');
      await expect(menu.getByRole('button', { name: /My own petition/ })).toBeVisible();
      await expectAccessible(page);
      await closeWorkspaceMenu(page, isPhone);
    });
  });
}
