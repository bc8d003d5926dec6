import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { buildPerson, expect, expectAccessible, openSignUpLink, test } from './fixtures';

const CV = path.resolve(import.meta.dirname, '../../shared/fixtures/documents/cv/boettiger-carl_cv_2024.pdf');
/** The most clicks a self-petitioner may need from the sign-up form to their first assessment. */
const MOST_CLICKS = 15;

/**
 * Counts what a person does with the mouse or a finger. Typing into a field is not a click (Tab moves between
 * fields); a native select is two (open it, pick one); choosing a file is two (open the picker, pick the file);
 * opening the emailed link is one.
 */
function clickCounter(page: Page) {
  const steps: string[] = [];
  return {
    steps,
    async click(target: Locator, name: string) {
      await target.click();
      steps.push(name);
    },
    async choose(select: Locator, value: string, name: string) {
      await select.selectOption(value);
      steps.push(`${name} (open)`, `${name} (pick)`);
    },
    async chooseFile(file: string) {
      await page.locator('input[type="file"]').setInputFiles(file);
      steps.push('open the file picker', 'pick the CV');
    },
    count(name: string) {
      steps.push(name);
    },
  };
}

for (const { label, viewport } of [
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`the self-petitioner's path (${label}, ${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`from sign-up to the first assessment with a real CV in at most ${MOST_CLICKS} clicks`, async ({ page }) => {
      test.setTimeout(300_000);
      const isPhone = viewport.width < 1024;
      const person = { ...buildPerson(), name: 'Carl Boettiger' };
      const clicks = clickCounter(page);

      await page.goto('/login?tab=signup');
      await expect(page.getByRole('group', { name: 'Who are you?' }).getByRole('radio', { name: /I’m filing for myself/ })).toBeChecked();
      await page.getByLabel('Full Name').fill(person.name);
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('Password', { exact: true }).fill(person.password);
      await page.getByLabel('Confirm Password').fill(person.password);
      await clicks.click(page.getByRole('button', { name: 'Create Account' }), 'Create Account');

      await openSignUpLink(page, person.email);
      clicks.count('open the emailed link');
      await expect(page).toHaveURL(/\/onboarding$/);

      // The first set-up step, then straight to the upload: the other questions can wait.
      await clicks.click(page.getByText('EB-1A — extraordinary ability'), 'EB-1A');
      await clicks.click(page.getByRole('button', { name: 'Save and upload your CV now' }), 'Save and upload your CV now');
      await expect(page).toHaveURL(/\/documents$/);
      await expectAccessible(page);

      await clicks.chooseFile(CV);
      await expect(page.getByText(/items? found|Done/).first()).toBeVisible({ timeout: 150_000 });
      await clicks.click(page.getByRole('tab', { name: /Evidence/ }), 'Evidence tab');

      // Everything the reader read clearly, accepted in one step.
      const toolbar = page.getByRole('region', { name: 'Review many at once' });
      await clicks.choose(toolbar.getByLabel('Choose by'), 'confidence', 'Choose by: confidence');
      const accept = toolbar.getByRole('button', { name: /^Accept \d+$/ });
      const accepted = Number(/\d+/.exec((await accept.textContent()) ?? '')![0]);
      expect(accepted).toBeGreaterThan(20);
      await clicks.click(accept, `Accept ${accepted}`);
      await expect(page.getByRole('status', { name: 'Last bulk change' })).toContainText(`Accepted ${accepted}`);

      if (isPhone) await clicks.click(page.getByRole('button', { name: 'Open menu' }), 'Open menu');
      const menu = isPhone ? page.getByRole('dialog', { name: 'Menu' }) : page.getByRole('complementary');
      await clicks.click(menu.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Eligibility' }), 'Eligibility');
      await expect(page).toHaveURL(/\/eligibility$/);
      await clicks.click(page.getByRole('button', { name: 'Run assessment' }), 'Run assessment');

      await expect(page.getByRole('heading', { name: 'Your assessment' })).toBeVisible({ timeout: 90_000 });
      await expect(page.getByText(/criteria likely met — 3 required/).first()).toBeVisible();
      await expect(page.getByRole('figure', { name: 'The ten EB-1A criteria' })).toBeVisible();
      await expectAccessible(page);

      test.info().annotations.push({ type: 'clicks', description: `${clicks.steps.length}: ${clicks.steps.join(' → ')}` });
      expect(clicks.steps.length, clicks.steps.join(' → ')).toBeLessThanOrEqual(MOST_CLICKS);
      if (isPhone) {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(390);
      }
    });
  });
}
