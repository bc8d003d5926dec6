import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

interface AdminAccount {
  email: string;
  password: string;
}

/** Reads the newest two-factor code sent to `email` from the development mailbox, in a tab of its own. */
export async function readTwoFactorCode(context: BrowserContext, email: string): Promise<string> {
  const mailbox = await context.newPage();
  await mailbox.goto('/dev/mailbox');
  const message = mailbox.getByRole('listitem').filter({ hasText: email }).filter({ hasText: 'Your Acclaim admin verification code' }).first();
  await expect(message).toBeVisible();
  const code = /\b(\d{6})\b/.exec((await message.textContent())!)![1]!;
  await mailbox.close();
  return code;
}

/**
 * Signs `admin` in and passes the two-factor screen as a person would, ending on the admin dashboard.
 * Each admin spec file uses its own address (global-setup `e2eAdmin`), so parallel files never read each other's codes.
 */
export async function signInAsAdmin(page: Page, context: BrowserContext, admin: AdminAccount) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: /^Log In|^Sign In/ }).click();
  await expect(page).toHaveURL(/\/(dashboard|onboarding)$/);

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByText('Code Sent', { exact: true })).toBeVisible();
  await page.getByLabel('Verification code').fill(await readTwoFactorCode(context, admin.email));
  await page.getByRole('button', { name: 'Verify & Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
}
