import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures';
import { signInAsAdmin } from './admin-session';
import { e2eAdmin } from './global-setup';

const admin = e2eAdmin('analytics');

/** A customer who signed up, uploaded a document and paid for a plan today, made through the API, so every screen has figures. */
async function seedCustomerActivity(request: APIRequestContext, baseURL: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, origin: baseURL };
  const activeCase = await (await request.get('/api/cases/active', { headers })).json();
  const upload = await request.post(`/api/cases/${activeCase.case.id}/documents`, {
    headers,
    multipart: { file: { name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('Curriculum vitae of a researcher.') }, category: 'cv' },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const checkout = await request.post('/api/billing/checkout', { headers, data: { planId: 'ANALYSIS' } });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const checkoutId = new URL((await checkout.json()).url).pathname.split('/').pop();
  const paid = await request.post(`/api/billing/test-checkout/${checkoutId}/pay`, { headers, data: { card: 'success' } });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/** A chart card by its title, with its drawing rendered. */
async function expectChart(page: Page, title: string) {
  const card = page.getByRole('region', { name: title, exact: true });
  await expect(card.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(card.locator('svg.recharts-surface').first()).toBeVisible();
}

async function choosePreset(page: Page, label: string, search: RegExp) {
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(search);
}

test.describe('admin analytics', () => {
  test('a super admin reads revenue, users, usage and trends, changes the range and reads a chart as a table', async ({
    page,
    context,
    request,
    baseURL,
    createAccount,
  }) => {
    const customer = await createAccount();
    await seedCustomerActivity(request, baseURL!, customer.token);
    await signInAsAdmin(page, context, admin);

    // Revenue, from the admin menu.
    const analyticsMenu = page.getByRole('navigation', { name: 'Admin' }).getByRole('list', { name: 'Analytics' });
    await analyticsMenu.getByRole('link', { name: 'Revenue analytics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Revenue analytics' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'MRR now' })).toBeVisible();
    await expect(page.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
    await expectChart(page, 'MRR over time');
    await expectChart(page, 'Net revenue per week');
    await expectChart(page, 'MRR by plan now');
    await expectAccessible(page);

    await choosePreset(page, '30 days', /range=30d/);
    await expect(page.getByLabel('Interval')).toHaveValue('day');
    await expectChart(page, 'Net revenue per day');
    await page.getByRole('button', { name: 'Show table: Net revenue per day' }).click();
    const table = page.getByRole('table', { name: 'Net revenue per day' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Net revenue' })).toBeVisible();
    await expectAccessible(page);

    // Users: the activation definition is on screen; twelve months group by month.
    await analyticsMenu.getByRole('link', { name: 'User analytics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User analytics' })).toBeVisible();
    await expect(page.getByText('An account is activated when it uploads at least one document within 7 days of signing up.')).toBeVisible();
    await expectChart(page, 'Sign-ups per week');
    await expectChart(page, 'Total users over time');
    await expect(page.getByRole('table', { name: /Retention by weekly sign-up cohort/ })).toBeVisible();
    await expectAccessible(page);
    await choosePreset(page, '12 months', /range=12m/);
    await expectChart(page, 'Sign-ups per month');
    await expect(page.getByRole('table', { name: /Retention by monthly sign-up cohort/ })).toBeVisible();
    await expectAccessible(page);

    // Usage, then a custom range.
    await analyticsMenu.getByRole('link', { name: 'Usage analytics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Usage analytics' })).toBeVisible();
    await expectChart(page, 'Usage per week');
    await expectChart(page, 'Usage by plan');
    await expectAccessible(page);
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    await page.getByRole('button', { name: 'Custom' }).click();
    const custom = page.getByRole('form', { name: 'Custom date range' });
    await custom.getByLabel('From').fill(weekAgo);
    await custom.getByLabel('To').fill(today);
    await custom.getByRole('button', { name: 'Apply dates' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${weekAgo}&to=${today}`));
    await expect(page.getByRole('heading', { level: 3, name: 'Uploads' })).toBeVisible();
    await expectAccessible(page);

    // Trends: each figure against the range before, with its sparkline.
    await analyticsMenu.getByRole('link', { name: 'Trend analytics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trend analytics' })).toBeVisible();
    const figures = page.getByRole('list', { name: 'Headline figures' });
    await expect(figures.getByRole('heading', { level: 3, name: 'Sign-ups' })).toBeVisible();
    await expect(figures.getByRole('heading', { level: 3, name: 'MRR' })).toBeVisible();
    await expect(figures.locator('svg.recharts-surface').first()).toBeVisible();
    await expectAccessible(page);
    await choosePreset(page, '30 days', /range=30d/);
    await expect(figures.getByRole('heading', { level: 3, name: 'Net revenue' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the screens fit a 390 px phone', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page, context, admin);
    for (const [path, title] of [
      ['/admin/analytics/revenue', 'Revenue analytics'],
      ['/admin/analytics/users', 'User analytics'],
      ['/admin/analytics/usage', 'Usage analytics'],
      ['/admin/analytics/trends', 'Trend analytics'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/^Figures as of/)).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }
  });
});
