import path from 'node:path';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, moveCaretToEnd, test, signUpThroughForm } from './fixtures';

const CV = path.resolve(import.meta.dirname, '../../shared/fixtures/documents/cv/boettiger-carl_cv_2024.pdf');
const MY_SENTENCE = 'I add this sentence in my own words.';

/** A new user with the real CV uploaded and its first evidence items accepted, as on /documents. */
async function signUpWithAcceptedCv(page: Page) {
  const id = Date.now().toString(36);
  await signUpThroughForm(page, { name: 'Carl Boettiger', email: `carl-letter-${id}@example.com`, password: `carl-password-${id}` });
  await page.goto('/documents');
  await page.locator('input[type="file"]').setInputFiles(CV);
  await expect(page.getByText(/items? found|Done/).first()).toBeVisible({ timeout: 120_000 });
  await page.getByRole('tab', { name: /Evidence/ }).click();
  for (let accepted = 0; accepted < 8; accepted += 1) {
    const accept = page.getByRole('button', { name: 'Accept', exact: true }).first();
    await expect(accept).toBeVisible();
    await accept.click();
    await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible();
  }
}

test.describe('petition letter', () => {
  test('a new user writes the letter from a real CV, reads its provenance, edits, rewrites a section, compares versions and exports both formats', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signUpWithAcceptedCv(page);

    await page.getByRole('link', { name: 'Cover Letter' }).first().click();
    await expect(page).toHaveURL(/\/cover-letter$/);
    await expect(page.getByRole('heading', { name: 'Write your petition letter' })).toBeVisible();
    await expect(page.getByText('Your plan includes 1 petition letter; 0 used, 1 left.', { exact: false })).toBeVisible();
    await expect(page.getByText('Acclaim is not a law firm and this letter is not legal advice', { exact: false })).toBeVisible();
    await expectAccessible(page);

    // Written as a job; the letter appears when it is done.
    await page.getByRole('button', { name: 'Write my petition letter' }).click();
    const letter = page.getByRole('article', { name: 'Petition letter' });
    await expect(letter).toBeVisible({ timeout: 60_000 });
    await expect(letter.getByText(/^Petition for Carl Boettiger as an Alien of Extraordinary Ability$/)).toBeVisible();
    await expect(page.getByText("Drafted automatically from the case's evidence")).toBeVisible();
    await expect(page.getByText(/first 2 pages/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Filing check' })).toBeVisible();
    await expectAccessible(page);

    // Provenance: an exhibit reference shows the evidence it rests on, with a link to the document page.
    const chip = letter.getByRole('button', { name: /^Exhibit A-\d+/ }).first();
    await chip.focus();
    const panel = page.getByRole('dialog', { name: /Evidence behind Exhibit A-\d+/ });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link').first()).toHaveAttribute('href', /\/documents\?tab=evidence&item=/);
    await page.keyboard.press('Escape');

    // Edit the introduction in the rich-text editor and save it as version 2.
    const intro = /^I\. Introduction and Classification Sought$/;
    const introHeading = (await letter.getByRole('heading', { name: intro }).textContent())!;
    await page.getByRole('button', { name: `Edit “${introHeading}”` }).click();
    const textbox = page.getByRole('textbox', { name: `Text of “${introHeading}”` });
    await expect(textbox).toBeFocused();
    await moveCaretToEnd(page, textbox);
    await page.keyboard.press('Enter');
    await page.keyboard.type(MY_SENTENCE);
    await expectAccessible(page);
    await page.getByRole('button', { name: /Save section/ }).click();
    await expect(page.getByText('The letter is now at version 2.')).toBeVisible();
    await expect(letter.getByText(MY_SENTENCE)).toBeVisible();

    // Rewrite another section from the evidence; the edit elsewhere stays.
    const field = (await letter.getByRole('heading', { name: /^II\. Legal Framework$/ }).textContent())!;
    await page.getByRole('button', { name: `Regenerate “${field}”` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Regenerate section' }).click();
    await expect(page.getByText(/Version 3/).first()).toBeVisible({ timeout: 60_000 });
    await expect(letter.getByText(MY_SENTENCE)).toBeVisible();

    // Versions: all three kept; comparing the first with the current one shows the added words.
    await page.getByRole('button', { name: 'Versions' }).click();
    const versions = page.getByRole('dialog', { name: /Versions/ });
    await expect(versions.getByText(/First draft, written from the evidence/)).toBeVisible();
    await versions.getByRole('button', { name: 'Compare version 1 with current' }).click();
    await expect(page.locator('ins').filter({ hasText: 'I add this sentence' }).first()).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // Both exports open, stop at the plan's pages with the upgrade note, and carry the edit.
    const word = await page.request.get((await page.getByRole('link', { name: /Word/ }).getAttribute('href'))!);
    expect(word.status()).toBe(200);
    const { value: docxText } = await mammoth.extractRawText({ buffer: await word.body() });
    expect(docxText).toContain('Petition for Carl Boettiger');
    expect(docxText).toContain(MY_SENTENCE);
    expect(docxText).toMatch(/first 2 pages/);
    const pdfResponse = await page.request.get((await page.getByRole('link', { name: /PDF/ }).getAttribute('href'))!);
    expect(pdfResponse.status()).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(await pdfResponse.body()));
    expect(pdf.numPages).toBeLessThanOrEqual(2);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Petition for Carl Boettiger');

    // The dashboard's petition progress follows the letter.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('progressbar', { name: 'Petition progress' })).not.toHaveAttribute('aria-valuenow', '0');
  });

  test('the landing page offers the sample letter as a PDF and the test documents as a ZIP', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('#samples').getByRole('listitem').filter({ hasText: 'Sample petition letter' });
    const link = card.getByRole('link', { name: 'Download the sample (PDF)' });
    await expect(link).toHaveAttribute('href', '/api/samples/download/cover-letter');
    const response = await page.request.get('/api/samples/download/cover-letter');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');

    const documents = page.locator('#samples').getByRole('listitem').filter({ hasText: 'Test documents' });
    await expect(documents.getByRole('link', { name: 'Download the sample (ZIP)' })).toHaveAttribute('href', '/api/samples/download/test-documents');
    const zip = await page.request.get('/api/samples/download/test-documents');
    expect(zip.status()).toBe(200);
    expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');
  });
});
