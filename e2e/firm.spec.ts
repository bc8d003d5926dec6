import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import type { Page } from '@playwright/test';
import { buildPerson, expect, expectAccessible, openEmailedLink, signInThroughForm, signUpThroughForm, test } from './fixtures';

const CV = path.resolve(import.meta.dirname, '../../shared/fixtures/documents/cv/boettiger-carl_cv_2024.pdf');
const LOGO = path.resolve(import.meta.dirname, '../apps/web/public/og-image.png');
const FIRM = 'Reyes Immigration Law';

async function logOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('attorney workspace', () => {
  test('an attorney creates and brands a firm, invites a client who uploads in the portal, then drafts, approves and exports a branded letter', async ({
    page,
  }) => {
    test.setTimeout(420_000);
    const attorney = { ...buildPerson(), name: 'Dana Reyes' };
    const clientEmail = `carl-client-${Date.now().toString(36)}@example.com`;

    // A new attorney signs up, sets up the firm from the account menu and takes the Attorneys & Agents plan.
    // Inviting clients needs a confirmed address: the sign-up link confirms it.
    await signUpThroughForm(page, attorney);
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Set up a firm' }).click();
    await expect(page).toHaveURL(/\/firm$/);
    await page.getByLabel('Firm name').fill(FIRM);
    await page.getByRole('button', { name: 'Create firm' }).click();
    await expect(page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();
    await expectAccessible(page);

    // The plan waits for the owner's bar admission: Billing sends them to the Members page to enter it first.
    await page.goto('/billing');
    await expect(page.getByRole('button', { name: 'Upgrade to Attorneys & Agents' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Add bar details on the Members page' }).click();
    await expect(page).toHaveURL(/\/firm\/members$/);
    await page.getByRole('button', { name: `Edit ${attorney.name}` }).click();
    const details = page.getByRole('dialog', { name: `Edit ${attorney.name}` });
    await details.getByLabel('Bar number').fill('312456');
    await details.getByLabel('Licensing authority').fill('State Bar of California');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${attorney.name}’s details saved`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Members of the firm' }).getByText('State Bar of California')).toBeVisible();

    await page.goto('/billing');
    await page.getByRole('button', { name: 'Upgrade to Attorneys & Agents' }).click();
    await page.getByRole('radio', { name: /Test card that pays/ }).check();
    await page.getByRole('button', { name: 'Pay $100.00 (test)' }).click();
    await expect(page.getByRole('heading', { name: 'You’re on Attorneys & Agents' })).toBeVisible({ timeout: 60_000 });

    // Brand: colour, logo and white label, with the portal preview following.
    await page.goto('/firm/settings');
    await page.getByLabel('Brand colour', { exact: true }).fill('#0f5132');
    await page.getByRole('button', { name: 'Save colour' }).click();
    await page.getByLabel('Logo file').setInputFiles(LOGO);
    await expect(page.getByRole('img', { name: `${FIRM} logo` }).first()).toBeVisible();
    await page.getByRole('switch', { name: 'Hide Acclaim branding (white label)' }).click();
    await expect(page.getByRole('switch', { name: 'Hide Acclaim branding (white label)' })).toBeChecked();
    await expectAccessible(page);

    // Invite the client.
    await page.goto('/firm');
    await page.getByRole('button', { name: 'Add client' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add client' });
    await dialog.getByLabel('Client’s full name').fill('Carl Boettiger');
    await dialog.getByLabel('Client’s email').fill(clientEmail);
    await dialog.getByLabel('Petition type').selectOption({ label: 'EB-1A' });
    await dialog.getByRole('button', { name: 'Add client and send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${clientEmail}`)).toBeVisible();
    const item = page.getByRole('listitem', { name: 'Carl Boettiger' });
    await expect(item.getByText('Invited', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await logOut(page);

    // The client opens the emailed link, sets a password and lands in the firm's portal.
    await openEmailedLink(page, clientEmail, 'Your attorney invited you to your case portal');
    await expect(page).toHaveURL(/\/invite\//);
    await expect(page.getByText(FIRM).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Password', { exact: true }).fill('carl-portal-password');
    await page.getByLabel('Confirm password').fill('carl-portal-password');
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByText(FIRM)).toBeVisible();
    await expect(banner.getByText(/Acclaim/)).toHaveCount(0);
    await expect(page.getByText(`Legal advice on your case comes from your attorney at ${FIRM}.`)).toBeVisible();

    await page.getByRole('link', { name: 'Documents' }).first().click();
    await expect(page).toHaveURL(/\/documents$/);
    await page.locator('input[type="file"]').setInputFiles(CV);
    await expect(page.getByText(/items? found|Done/).first()).toBeVisible({ timeout: 120_000 });
    await expectAccessible(page);
    await logOut(page);

    // The attorney sees the upload, opens the client's case in one click and accepts evidence.
    await signInThroughForm(page, attorney);
    await page.getByRole('link', { name: 'Clients' }).first().click();
    await expect(item.getByText('Collecting documents')).toBeVisible();
    await item.getByRole('button', { name: 'Open Carl Boettiger’s case' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/documents');
    await page.getByRole('tab', { name: /Evidence/ }).click();
    // The whole Publications section of the CV in one step.
    const toolbar = page.getByRole('region', { name: 'Review many at once' });
    const publications = (await toolbar
      .getByLabel('Section')
      .locator('option')
      .filter({ hasText: /^Publications \(\d+\)$/ })
      .textContent())!;
    await toolbar.getByLabel('Section').selectOption({ label: publications });
    await toolbar.getByRole('button', { name: /^Accept \d+$/ }).click();
    await expect(page.getByRole('status', { name: 'Last bulk change' }).getByText(/^Accepted \d+ items from “Publications”\.$/)).toBeVisible();

    // Draft, then approve every section: each shows who drafted it and who approved it.
    await page.goto('/cover-letter');
    await page.getByRole('button', { name: 'Write my petition letter' }).click();
    const letter = page.getByRole('article', { name: 'Petition letter' });
    await expect(letter).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText("Drafted automatically from the case's evidence").first()).toBeVisible();
    const approve = page.getByRole('button', { name: /^Approve section/ });
    const total = await approve.count();
    expect(total).toBeGreaterThan(5);
    for (let left = total; left > 0; left -= 1) {
      await approve.first().click();
      await expect(approve).toHaveCount(left - 1);
    }
    await expect(page.getByText(`Approved ${total} of ${total}`).first()).toBeVisible();
    await expect(page.getByText(/Approved by Dana Reyes/).first()).toBeVisible();
    await expectAccessible(page);

    // The Word export opens on the firm's letterhead, without Acclaim's name.
    const word = await page.request.get((await page.getByRole('link', { name: /Word/ }).getAttribute('href'))!);
    expect(word.status()).toBe(200);
    const docx = await word.body();
    const { value: docxText } = await mammoth.extractRawText({ buffer: docx });
    expect(docxText).toContain(FIRM);
    expect(docxText).toContain('Petition for Carl Boettiger');
    const properties = strFromU8(unzipSync(new Uint8Array(docx))['docProps/core.xml']!);
    expect(properties).toContain(FIRM);
    expect(properties).not.toContain('Acclaim');
    expect(word.headers()['content-disposition']).not.toContain('acclaim');

    // The firm's list follows: every section approved.
    await page.getByRole('link', { name: 'Clients' }).first().click();
    await expect(item.getByText(`Approved ${total} of ${total}`)).toBeVisible();
  });
});
