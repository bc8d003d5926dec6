import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { signUpLinkFromMailbox } from '../apps/server/src/test/sign-up-over-http';
import { buildPerson, expect, expectAccessible, SIGN_UP_LINK_SUBJECT, test } from './fixtures';

const CV = path.resolve(import.meta.dirname, '../../shared/fixtures/documents/cv/agarwal-amit_cv.pdf');

/**
 * Presses Tab until `target` has the focus, as a keyboard user moves through the page, and fails when it is not
 * reached within `limit` presses (unreachable, or buried behind too many stops). The focused element must show a
 * focus ring, so a sighted keyboard user sees where they are.
 */
async function tabTo(page: Page, target: Locator, limit = 40) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      const outline = await target.evaluate((element) => {
        const style = getComputedStyle(element);
        return { outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px', ring: style.boxShadow !== 'none' };
      });
      expect(outline.outline || outline.ring, 'a visible focus indicator').toBe(true);
      return;
    }
  }
  throw new Error(`${target} was not reached with ${limit} presses of Tab`);
}

test.describe('keyboard only', () => {
  test('a person signs up, signs out and in again, and uploads a CV without touching the mouse', async ({ page }) => {
    test.setTimeout(180_000);
    const person = buildPerson();
    await page.goto('/login');

    // Sign up: the tab list is reached by Tab and switched with the arrow keys, as a tab list is.
    await tabTo(page, page.getByRole('tab', { name: 'Login' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, page.getByLabel('Full Name'));
    await page.keyboard.type(person.name);
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(person.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(person.password);
    await tabTo(page, page.getByLabel('Confirm Password'));
    await page.keyboard.type(person.password);
    await page.keyboard.press('Enter');

    // "Check your inbox" takes the focus; the local mailbox, then the emailed link, are reached by Tab.
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
    await signUpLinkFromMailbox(new URL(page.url()).origin, person.email);
    await tabTo(page, page.getByRole('link', { name: 'local mailbox' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dev\/mailbox$/);
    const message = page.getByRole('listitem').filter({ hasText: person.email }).filter({ hasText: SIGN_UP_LINK_SUBJECT }).first();
    await tabTo(page, message.getByRole('link').first(), 80);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/onboarding$/);

    // Sign out from the account menu: opened with Enter, the item chosen with the arrow keys.
    await tabTo(page, page.getByRole('button', { name: /^Account menu for/ }));
    await page.keyboard.press('Enter');
    const logOut = page.getByRole('menuitem', { name: 'Log out' });
    await expect(logOut).toBeVisible();
    for (let i = 0; i < 10 && !(await logOut.evaluate((element) => element === document.activeElement)); i += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);

    // Sign in: email, password, Enter.
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(person.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(person.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    // A person presses Tab once the dashboard is on the screen; pressed while the sign-in form is still there, the key
    // moves within the form, which is then replaced.
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

    // The skip link comes first and jumps past the navigation.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

    // Documents through the navigation, then the upload button opens the file picker with Enter.
    await tabTo(page, page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Documents' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/documents$/);
    await tabTo(page, page.getByRole('button', { name: 'Choose files' }), 60);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(CV);
    await expect(page.getByText('agarwal-amit_cv.pdf').first()).toBeVisible();
    await expect(page.getByText(/items? found|Done/).first()).toBeVisible({ timeout: 120_000 });
    await expectAccessible(page);
  });
});
