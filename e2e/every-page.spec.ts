import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/about',
  '/contact',
  '/faq',
  '/privacy',
  '/terms',
  '/blog',
  '/search?q=extraordinary',
  '/ai-info',
  '/demo',
  '/login',
  '/forgot-password',
];
const APP_PAGES = [
  '/dashboard',
  '/onboarding',
  '/documents',
  '/documents?tab=evidence',
  '/eligibility',
  '/cover-letter',
  '/finalize/checklist',
  '/finalize/forms',
  '/finalize/recommendations',
  '/finalize/package',
  '/chat',
  '/account',
  '/billing',
  '/billing/cancel',
  '/firm',
  '/firm/settings',
  '/firm/members',
];

/** The page at each size: no serious or critical axe violation, and nothing wider than the screen. */
async function checkEverySize(page: Page, url: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(url);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    // Settled: no loading spinner or skeleton left on the page.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${url} at ${size.width} px is ${overflow} px wider than the screen`).toBeLessThanOrEqual(1);
  }
}

test.describe('every page, at 1280 and 390 px', () => {
  test('public pages, including a blog post', async ({ page }) => {
    test.setTimeout(300_000);
    await page.goto('/blog');
    const post = await page.locator('main a[href^="/blog/"]').first().getAttribute('href');
    expect(post).toBeTruthy();
    for (const url of [...PUBLIC_PAGES, post!]) await checkEverySize(page, url);
  });

  test('the signed-in workspace, from an empty case', async ({ page, createAccount, request }) => {
    // Seventeen screens at two sizes, each Finalize step among them; on two busy cores that passes five minutes.
    test.setTimeout(480_000);
    const person = await createAccount();
    const me = await (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${person.token}` } })).json();
    await page.goto('/login');
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('gc_token', token);
        localStorage.setItem('gc_user', JSON.stringify(user));
      },
      [person.token, me.user] as const,
    );
    for (const url of APP_PAGES) await checkEverySize(page, url);
  });
});
