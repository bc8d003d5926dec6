import { expect, expectAccessible, test } from './fixtures';
import { signInAsAdmin } from './admin-session';
import { e2eAdmin } from './global-setup';

const admin = e2eAdmin('system');

// The cards of /admin/system, in order. The app under test runs on the embedded defaults, with the scholarly
// services live against the replay server of global-setup, so every check answers OK.
const CHECKS = ['Database', 'Job queue', 'File storage', 'Email', 'Language model', 'Scholarly services', 'Server process'];

test.describe('admin system health and audit log', () => {
  test('a super admin sees every embedded check OK, then finds a suspension in the audit log with its before and after', async ({
    page,
    context,
    createAccount,
  }) => {
    const customer = await createAccount();
    await signInAsAdmin(page, context, admin);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'System health' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'System health' })).toBeVisible();
    await expect(page.getByText('All systems operational')).toBeVisible({ timeout: 20_000 });
    for (const title of CHECKS) {
      const card = page.getByRole('group', { name: title });
      await expect(card.getByRole('heading', { name: title })).toBeVisible();
      // The card's own badge comes first; the scholarly card lists a badge per service after it.
      await expect(card.locator('[data-status]').first(), title).toHaveText('OK');
    }
    await expect(page.getByRole('group', { name: 'Database' })).toContainText('Embedded PGlite');
    await expect(page.getByRole('group', { name: 'Language model' })).toContainText('Offline composer');
    await expect(page.getByRole('table', { name: 'Jobs by queue and state' }).getByRole('rowheader', { name: 'extract-document' })).toBeVisible();
    await expectAccessible(page);

    // Refresh runs every check again on the server.
    const rerun = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/system' && response.request().method() === 'GET');
    await page.getByRole('button', { name: 'Refresh' }).click();
    expect((await rerun).ok()).toBe(true);
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled({ timeout: 20_000 });
    await expect(page.getByText('All systems operational')).toBeVisible();

    // An admin action through the API, as the users screen makes it.
    const origin = new URL(page.url()).origin;
    const found = await page.request.get(`/api/admin/users?q=${encodeURIComponent(customer.email)}`);
    expect(found.ok(), await found.text()).toBe(true);
    const userId = ((await found.json()) as { users: { id: string }[] }).users[0]!.id;
    const suspended = await page.request.post(`/api/admin/users/${userId}/suspend`, { headers: { origin } });
    expect(suspended.ok(), await suspended.text()).toBe(true);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Target', { exact: true }).fill(customer.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const entries = page.getByRole('table', { name: 'Admin actions, newest first' });
    const row = entries.getByRole('row').filter({ has: page.getByRole('link', { name: customer.email }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Account suspended');
    await expect(row).toContainText(admin.email);

    await row.getByRole('button', { name: /^Show changes/ }).click();
    const changes = page.getByRole('table', { name: 'Before and after' });
    const suspendedAt = changes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Suspended at/ }) });
    await expect(suspendedAt).toContainText('Changed');
    await expect(suspendedAt).toContainText('none');
    await expectAccessible(page);

    // Narrowed to the action the suspension recorded, the filter keeps the entry.
    await page.getByLabel('Action', { exact: true }).selectOption('user.suspend');
    await expect(entries.getByRole('link', { name: customer.email })).toBeVisible();
  });
});
