import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { signUpLinkFromMailbox, signUpOverHttp } from '../apps/server/src/test/sign-up-over-http';

/** Fails on any serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

/** Fails when the page is wider than the viewport (a 390 px phone must never scroll sideways). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

/**
 * Puts the caret at the end of a rich-text editor. Keys pressed in the moment after the editor takes focus can be
 * lost while it sets itself up (under load the caret then stayed at the start), so the key is pressed again until the
 * caret has no text after it.
 */
export async function moveCaretToEnd(page: Page, editor: Locator) {
  await expect(async () => {
    await page.keyboard.press('Control+End');
    const textAfterCaret = await editor.evaluate((element) => {
      const selection = window.getSelection();
      if (!selection?.focusNode || !element.contains(selection.focusNode)) return null;
      const after = document.createRange();
      after.selectNodeContents(element);
      after.setStart(selection.focusNode, selection.focusOffset);
      return after.toString();
    });
    expect(textAfterCaret).toBe('');
  }).toPass({ timeout: 10_000 });
}

export function buildPerson() {
  const id = randomBytes(4).toString('hex');
  return { name: `Ada Lovelace ${id}`, email: `ada-${id}@example.com`, password: `analytical-${id}` };
}

interface Fixtures {
  /** Creates an account through the API (sign-up, then its emailed link from the mailbox) and returns its details and token. */
  createAccount: (person?: ReturnType<typeof buildPerson>) => Promise<ReturnType<typeof buildPerson> & { token: string }>;
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  /** The page a test ends on is checked with axe as well as every page the test checks on its way. */
  page: async ({ page }, use) => {
    await use(page);
    if (page.url().startsWith('http')) await expectAccessible(page);
  },
  createAccount: async ({ baseURL }, use) => {
    await use(async (person = buildPerson()) => {
      const body = await signUpOverHttp(baseURL!, person);
      return { ...person, token: body.tokens.accessToken };
    });
  },
});

export { expect };

export const SIGN_UP_LINK_SUBJECT = 'Finish creating your Acclaim account';

/** The newest link of a kind in the embedded outbox, as a person would find it in /dev/mailbox. */
export async function openEmailedLink(page: Page, to: string, subject: string) {
  await page.goto('/dev/mailbox');
  const message = page.getByRole('listitem').filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(message).toBeVisible();
  await expectAccessible(page);
  await message.getByRole('link').first().click();
}

/**
 * After the sign-up form: "Check your inbox", then the emailed link opened from /dev/mailbox, which creates the
 * account, signs it in and opens the guided setup (decision 021).
 */
export async function openSignUpLink(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  // The email leaves beside the answer: the mailbox page is opened once it holds the link.
  await signUpLinkFromMailbox(new URL(page.url()).origin, email);
  await openEmailedLink(page, email.toLowerCase(), SIGN_UP_LINK_SUBJECT);
}

/** Fills and sends the Sign Up tab of /login, as a person does. */
export async function sendSignUpForm(page: Page, person: { name: string; email: string; password: string }) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm Password').fill(person.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Fills and sends the Sign In form of the page (on /login, or where a protected page sent the visitor), as a person does. */
export async function sendSignInForm(page: Page, person: { email: string; password: string }) {
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs an existing account in from /login; it lands on its dashboard. */
export async function signInThroughForm(page: Page, person: { email: string; password: string }) {
  await page.goto('/login');
  await sendSignInForm(page, person);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs a new person up through the form and the emailed link; the new account lands on the guided setup. */
export async function signUpThroughForm(page: Page, person: { name: string; email: string; password: string }) {
  await sendSignUpForm(page, person);
  await openSignUpLink(page, person.email);
  await expect(page).toHaveURL(/\/onboarding$/);
}

/** Upgrades the signed-in account to Complete through the test checkout, paying with the card that pays. */
export async function upgradeToComplete(page: Page) {
  await page.goto('/billing');
  await page.getByRole('button', { name: 'Upgrade to Complete' }).click();
  await page.getByRole('radio', { name: /Test card that pays/ }).check();
  await page.getByRole('button', { name: 'Pay $500.00 (test)' }).click();
  await expect(page.getByRole('heading', { name: 'You’re on Complete' })).toBeVisible({ timeout: 60_000 });
}
