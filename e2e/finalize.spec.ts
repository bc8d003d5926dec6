import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, signUpThroughForm, upgradeToComplete } from './fixtures';

const FIXTURES = path.resolve(import.meta.dirname, '../../shared/fixtures/documents');
const AWARD = path.join(FIXTURES, 'awards/agarwal-amit_award-letter_abzooba-victor-award_2017.pdf');
const FRENCH_ARTICLE =
  "Lena Vogt, chimiste à Berlin, a reçu le prix du jeune auteur de la Société d'électrochimie pour ses travaux sur les électrolytes solides. Ses recherches sur les batteries sans dendrites ont été saluées par de nombreux spécialistes en Europe et aux États-Unis, qui voient dans ces résultats une avancée importante pour le stockage de l'énergie et pour les véhicules électriques.";
const TRANSLATION =
  'Certified translation. Lena Vogt, a chemist in Berlin, received the Young Author Prize of the Electrochemical Society for her work on solid electrolytes. I certify that this translation is complete and accurate and that I am competent to translate from French into English.';

const text = (name: string, content: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });

/** Calls the API as the signed-in browser does (its session cookie, its origin), for setup the journey does not test. */
async function call(page: Page, method: 'POST' | 'PATCH', url: string, data: unknown = {}) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(url, { method, data, headers: { origin } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** A new user on the Complete plan (through the test checkout) with an EB-1A case and uploaded evidence. */
async function completeCaseWithEvidence(page: Page) {
  const id = Date.now().toString(36);
  await signUpThroughForm(page, { name: 'Lena Vogt', email: `lena-finalize-${id}@example.com`, password: `lena-password-${id}` });

  await upgradeToComplete(page);

  const caseId = (await (await page.request.get('/api/cases/active')).json()).case.id as string;
  await call(page, 'PATCH', `/api/cases/${caseId}`, { petitionType: 'EB1A', fieldOfEndeavor: 'Battery materials chemistry' });
  await page.goto('/documents');
  await page.locator('input[type="file"]').setInputFiles([AWARD]);
  await page
    .locator('input[type="file"]')
    .setInputFiles([text('le-monde-article.txt', FRENCH_ARTICLE), text('passport-identity-page.txt', 'Passport of Lena Vogt.')]);
  await page.locator('input[type="file"]').setInputFiles([text('le-monde-translation.txt', TRANSLATION)]);
  for (const name of ['agarwal-amit_award-letter', 'le-monde-article.txt', 'passport-identity-page.txt', 'le-monde-translation.txt']) {
    // The row whose file name starts with `name`: a translation's row also names the originals in its select.
    const row = page.getByRole('row').filter({ has: page.getByText(new RegExp(`^${name.replace(/[.]/g, '\\.')}`)) });
    await expect(row.getByText('Extracted')).toBeVisible({ timeout: 60_000 });
  }
  const documents = (await (await page.request.get(`/api/cases/${caseId}/documents`)).json()).documents as { id: string; name: string }[];
  const award = documents.find((d) => d.name.startsWith('agarwal-amit'))!;
  // The letter names another person, so it counts only once the user says why it belongs to Lena Vogt's case.
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/cases/${caseId}/documents`)).json()).documents.find((d: { id: string }) => d.id === award.id).identity?.status,
    )
    .toBe('names_other');
  await call(page, 'POST', `/api/documents/${award.id}/identity-confirmation`, { reason: 'Awarded to the team she led.' });
  await call(page, 'POST', `/api/cases/${caseId}/evidence`, {
    confidence: 1,
    type: 'award',
    title: 'Victor Award',
    date: '2017-05',
    details: { issuer: 'Abzooba', scope: 'national' },
    documentId: award.id,
  });
  const letter = await call(page, 'POST', `/api/cases/${caseId}/letters`);
  await expect
    .poll(async () => (await (await page.request.get(`/api/letters/${letter.letter.id}`)).json()).letter.status, { timeout: 60_000 })
    .toBe('completed');
  return caseId;
}

test.describe('finalize', () => {
  test('a Complete user follows the checklist, links a translation, confirms an I-140 part, drafts two recommendation letters and downloads the package', async ({
    page,
  }) => {
    test.setTimeout(360_000);
    await completeCaseWithEvidence(page);

    // /finalize opens the first step that needs work: the checklist, where the French article blocks the filing.
    await page.goto('/finalize');
    await expect(page).toHaveURL(/\/finalize\/checklist$/);
    const steps = page.getByRole('navigation', { name: 'Finalize steps' });
    const step = (name: RegExp) => steps.getByRole('link', { name });
    await expect(step(/^Filing checklist: \d+ blocks? filing$/)).toHaveAttribute('aria-current', 'step');
    await expect(step(/^Recommendation letters: Not started$/)).toBeVisible();
    await expect(step(/^Filing package: Not assembled$/)).toBeVisible();
    await expect(steps.locator('[aria-current="step"]')).toHaveCount(1);
    const checklist = page.locator('section', { has: page.getByRole('heading', { name: 'Filing checklist' }) });
    await expect(checklist.getByText(/items? blocks? the filing/)).toBeVisible();
    const translations = checklist.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Certified English translations' }) });
    await expect(translations.getByText('Blocks filing')).toBeVisible();
    await expect(translations.getByText(/le-monde-article\.txt does not read as English/)).toBeVisible();
    await expect(
      checklist
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Passport (identity page)' }) })
        .getByText('Ready'),
    ).toBeVisible();
    await expectAccessible(page);

    await translations.getByRole('link', { name: 'Go to documents' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    const original = page.getByLabel('Original that le-monde-translation.txt translates');
    await original.selectOption({ label: (await original.locator('option', { hasText: 'le-monde-article.txt' }).textContent())! });
    await expect(page.getByText('Translation linked')).toBeVisible();
    await page.getByRole('link', { name: 'Finalize' }).first().click();
    await expect(page).toHaveURL(/\/finalize\/checklist$/);
    await expect(translations.getByText('Ready')).toBeVisible();

    // Fees: only the user knows the payment is ready.
    const fees = checklist.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Filing fees' }) });
    await fees.getByRole('checkbox', { name: 'Done' }).check();
    await expect(fees.getByText('Ready')).toBeVisible();

    // The I-140 guide, reached from its checklist item: the forms step, scrolled to the guide. Answer Part 1 and confirm it.
    await checklist.getByRole('link', { name: 'Open the I-140 guide' }).click();
    await expect(page).toHaveURL(/\/finalize\/forms#i140-guide$/);
    await expect(step(/^Forms and fees/)).toHaveAttribute('aria-current', 'step');
    const guide = page.locator('#i140-guide');
    await expect(guide).toBeInViewport();
    const part1 = guide.getByRole('button', { name: /Part 1/ }).first();
    if ((await part1.getAttribute('aria-expanded')) !== 'true') await part1.click();
    await guide.getByRole('radio', { name: /for myself/ }).check();
    await guide.getByLabel(/Petitioner mailing address/).fill('12 Harbor Street, Boston, MA 02110');
    await guide.getByLabel(/Petitioner mailing address/).blur();
    await guide
      .getByRole('group', { name: /Question 5/ })
      .getByRole('radio', { name: 'No' })
      .check();
    await guide
      .getByRole('group', { name: /Question 6/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await guide.getByRole('button', { name: /^Confirm Part 1/ }).click();
    await expect(guide.getByRole('button', { name: /^Part 1 .*Confirmed$/ })).toBeVisible();
    await expectAccessible(page);
    await step(/^Filing checklist/).click();
    await expect(page).toHaveURL(/\/finalize\/checklist$/);
    await expect(checklist.getByText('1 of 8 parts are confirmed in the I-140 guide.')).toBeVisible();

    // Two recommenders entered by hand, then one letter each, on the step after forms and fees.
    await step(/^Forms and fees/).click();
    await page.getByRole('link', { name: /^Next: recommendation letters/ }).click();
    await expect(page).toHaveURL(/\/finalize\/recommendations$/);
    const recommendations = page.locator('section', { has: page.getByRole('heading', { name: 'Recommendation letters', level: 2 }) });
    for (const [name, institution, relationship] of [
      ['Prof. Ana Lima', 'University of Porto', 'independent'],
      ['Dr. Jonas Hartmann', 'Nordlicht Energy Lab', 'employer'],
    ]) {
      await recommendations.getByRole('button', { name: 'Add your own' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a recommender' });
      await dialog.getByLabel('Name').fill(name!);
      await dialog.getByLabel('Institution (optional)').fill(institution!);
      await dialog.getByLabel('Relationship to you').selectOption(relationship!);
      await dialog.getByRole('button', { name: 'Add recommender' }).click();
      await expect(dialog).toBeHidden();
    }
    await recommendations.getByRole('button', { name: 'Draft letters' }).click();
    await expect(recommendations.getByText('Letter drafted')).toHaveCount(2, { timeout: 30_000 });
    // The step bar follows: drafts that are not yet signed leave the step in progress.
    await expect(step(/^Recommendation letters: In progress$/)).toHaveAttribute('aria-current', 'step');
    await expectAccessible(page);
    await step(/^Filing checklist/).click();
    await expect(checklist.getByText('Prof. Ana Lima: draft, not yet signed, CV missing')).toBeVisible();

    // The package: its own step, assembled as a job with a progress bar, then both files.
    await step(/^Filing package/).click();
    await expect(page).toHaveURL(/\/finalize\/package$/);
    const pkg = page.locator('section', { has: page.getByRole('heading', { name: 'Filing package' }) });
    await pkg.getByRole('button', { name: 'Assemble package' }).click();
    const pdfLink = pkg.getByRole('link', { name: 'Download PDF' });
    await expect(pdfLink).toBeVisible({ timeout: 60_000 });
    // Assembled while items still block the filing: a draft, as the step bar says.
    await expect(step(/^Filing package: Draft assembled$/)).toBeVisible();
    await expectAccessible(page);
    const pages = Number(await pkg.locator('dt', { hasText: 'Pages' }).locator('xpath=following-sibling::dd').textContent());

    const pdfResponse = await page.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdfResponse.status()).toBe(200);
    const bytes = new Uint8Array(await pdfResponse.body());
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(pages);
    const proxy = await getDocumentProxy(bytes);
    const outline = (await proxy.getOutline()).map((entry) => entry.title);
    expect(outline).toEqual(expect.arrayContaining(['Transmittal letter', 'Petition letter']));
    const { text: pageTexts } = await extractText(proxy, { mergePages: false });
    const all = pageTexts.join('\n');
    expect(all).toMatch(/exhibit index/i);
    expect(all).toMatch(/Exhibit C-1/);
    expect(all).toContain('Letter of Prof. Ana Lima');
    expect(all).toMatch(/VOGT 0000\d\d/);

    const zip = await page.request.get((await pkg.getByRole('link', { name: /Download ZIP/ }).getAttribute('href'))!);
    expect(zip.status()).toBe(200);
    expect(zip.headers()['content-type']).toBe('application/zip');
    fs.writeFileSync(test.info().outputPath('package.zip'), await zip.body());
  });
});
