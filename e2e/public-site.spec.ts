import { expect, expectAccessible, test } from './fixtures';

test.describe('landing page', () => {
  test('chooses an audience, shows its hero and returns to the choice', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Prepare a petition you can stand behind' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: /I'm Self-Petitioning/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Your evidence, assessed honestly/ })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Start Free Assessment' }).first()).toHaveAttribute('href', '/login?tab=signup');
    await expect(page.getByRole('main').getByRole('link', { name: 'Try Demo' })).toHaveAttribute('href', '/demo');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Change Selection' }).click();

    await page.getByRole('button', { name: /I'm an Attorney\/Agent/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /under your firm/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a 15-minute demo call' })).toHaveAttribute('href', '/contact?topic=demo-call');
    await page.getByRole('button', { name: 'Change Selection' }).click();
    await expect(page.getByRole('button', { name: /I'm Self-Petitioning/ })).toBeVisible();
  });

  test('shows the plans from the plan definition and only substantiated figures', async ({ page }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByRole('heading', { name: 'Free Trial' })).toBeVisible();
    await expect(pricing.getByText('$100', { exact: true })).toBeVisible();
    await expect(pricing.getByText('$500', { exact: true })).toBeVisible();
    await expect(page.getByText('95%+')).toHaveCount(0);
    // Every resource link opens a real article.
    for (const href of ['/blog/eb1a-requirements-checklist', '/blog/rfe-increase', '/blog/eb2-niw-vs-eb1a', '/blog/ai-for-petitions']) {
      await expect(page.locator(`#resources-title ~ ul a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test('has a working slide-in menu and a fixed call-to-action bar on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const bar = page.getByRole('complementary', { name: 'Get started' });
    await expect(bar.getByRole('link', { name: 'Analyze My Eligibility (2 min)' })).toBeVisible();
    await expect(bar.getByText('100% Money-Back • From $100/mo')).toBeVisible();
    await page.mouse.wheel(0, 3000);
    await expect(bar).toBeInViewport();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Simple monthly plans' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('content', () => {
  test('navigates from the blog list to an article and back', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(7);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'The Dhanasar test: the three prongs of a national interest waiver' }).click();
    await expect(page).toHaveURL(/\/blog\/dhanasar-three-prongs$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Legal references' })).toBeVisible();
    await expect(page).toHaveTitle('The Dhanasar test: the three prongs of a national interest waiver · Acclaim');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'All articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('opens the FAQ and the content pages, each with the disclaimer', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 2, name: 'Eligibility' })).toBeVisible();
    const first = page.locator('details').first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expectAccessible(page);
    const pages: [string, string][] = [
      ['/about', 'About Acclaim'],
      ['/ai-info', 'How Acclaim uses AI'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Acclaim is not a law firm and does not provide legal advice.').first()).toBeVisible();
      await expectAccessible(page);
    }
  });
});

test.describe('search', () => {
  test('finds articles from the header box and highlights the match', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search articles and help' }).fill('dhanasar prongs');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=dhanasar%20prongs$/);
    const hit = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /The Dhanasar test/ }) });
    await expect(hit.locator('mark').first()).toBeVisible();
    await expectAccessible(page);
    await hit.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Dhanasar test: the three prongs of a national interest waiver');
  });

  test('says when nothing matches', async ({ page }) => {
    await page.goto('/search?q=xylophonequartz');
    await expect(page.getByText('0 results')).toBeVisible();
    await expect(page.getByText('Nothing matches.')).toBeVisible();
  });
});

test.describe('contact', () => {
  test('validates, sends, and delivers the message to the operator mailbox', async ({ page }) => {
    await page.goto('/contact?topic=demo-call');
    await expect(page.getByLabel('Topic')).toHaveValue('demo-call');
    await page.getByLabel('Name').fill('Ruth Bader');
    await page.getByLabel('Email').fill('ruth@example.com');
    await page.getByLabel('Firm or company').fill('Bader Immigration');
    await page.getByLabel('Message').fill('short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    // The browser's own check stops a message under 10 characters before it is sent.
    await expect(page.getByRole('status')).toHaveCount(0);
    await page.getByLabel('Message').fill('We would like a walkthrough of first drafts for our EB-1A clients.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent')).toBeVisible();

    await page.goto('/dev/mailbox');
    const mail = page.getByRole('listitem').filter({ hasText: '[Contact] A 15-minute demo call (attorneys and agents) — Ruth Bader' });
    await expect(mail).toBeVisible();
    await expect(mail).toContainText('We would like a walkthrough of first drafts');
    await expect(mail).toContainText('Firm or company: Bader Immigration');
  });
});

test.describe('web standards', () => {
  test('serves page metadata, sitemap.xml and robots.txt', async ({ page, request }) => {
    const html = await (await request.get('/pricing')).text();
    expect(html).toContain('<title>Pricing · Acclaim</title>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/pricing" \/>/);
    expect(await (await request.get('/sitemap.xml')).text()).toContain('/blog/kazarian-final-merits</loc>');
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
    await page.goto('/blog/rfe-increase');
    await page.getByRole('link', { name: 'Pricing' }).first().click();
    await expect(page).toHaveTitle('Pricing · Acclaim');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pricing$/);
  });
});

test.describe('public pages drawn at build time', () => {
  test('arrive as HTML, and the app takes them over without redrawing them', async ({ page, request }) => {
    // The page is readable before any script has run: a search engine or a slow phone sees the text at once.
    const landing = await (await request.get('/')).text();
    expect(landing).toContain('Prepare a petition you can stand behind');
    expect(landing).toContain('src="/load-app.js"');
    expect(await (await request.get('/blog/rfe-increase')).text()).toContain('Why RFEs are rising for EB-1A and NIW petitions');
    expect(await (await request.get('/dashboard')).text()).toContain('<div id="root"></div>');

    // A mismatch between the drawn page and the app's first render would surface as a page error.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    // A visitor who only reads downloads none of the app: the page is whole, figures included.
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual(['/load-app.js']);
    await expect(page.getByRole('region', { name: 'Acclaim in figures' })).toHaveAttribute('aria-busy', 'false');
    // The app's code arrives late, as on a slow phone: the click that asked for it is kept and handled once the app is
    // ready.
    await page.route('**/assets/index-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole('button', { name: /I'm an Attorney\/Agent/ }).click();
    expect(scripts.some((script) => script.startsWith('/assets/index-'))).toBe(true);
    await expect(page.getByRole('link', { name: 'Set up your firm' })).toBeVisible();
    // Same page afterwards: the app moves between pages without loading the document again.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveTitle('Pricing · Acclaim');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
  });
});
