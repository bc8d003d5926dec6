import path from 'node:path';
import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, signInThroughForm, signUpThroughForm, test } from './fixtures';

/** Recorded in the scholarly fixtures (Crossref, OpenAlex): eLife 2014, DOI 10.7554/elife.01567. */
const ELIFE_TITLE = 'Automated quantitative histology reveals vascular morphodynamics during Arabidopsis hypocotyl secondary growth';
const CV = path.resolve(import.meta.dirname, '../../shared/fixtures/documents/cv/boettiger-carl_cv_2024.pdf');

test.describe('interactive demo', () => {
  test('a signed-out visitor switches an item off, sees a criterion change level, and is offered sign-up', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Watch an assessment respond to the evidence' })).toBeVisible();
    await expect(page.getByText('This is a fictional sample profile, not a real person.', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Meet the sample profile' })).toBeVisible();
    await expectAccessible(page);

    const awards = page.getByRole('button', { name: /^\(i\) Awards,/ });
    await expect(awards).toHaveAccessibleName(/Likely met/);
    const award = page.getByRole('switch', { name: 'Best Paper Award, ISMB 2021' });
    await award.click();
    await expect(award).toHaveAttribute('aria-checked', 'false');
    // The engine ran again in the browser: the criterion dropped, and the change is named.
    await expect(awards).toHaveAccessibleName(/Weak/);
    const changes = page.getByRole('heading', { name: 'What changed' }).locator('xpath=ancestor::*[@aria-live][1]');
    await expect(changes.getByText('(i) Awards:')).toBeVisible();

    await awards.click();
    await expect(awards).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#finding-eb1a-i');
    await expect(panel.getByRole('heading', { name: 'Gaps' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Legal basis' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Legal basis' }).locator('..').getByText('8 C.F.R. § 204.5(h)(3)(i)', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: /Create your free account/ }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('sample assessment', () => {
  test('the landing page links the sample report of the fictional profile, and it is a PDF', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('#samples').getByRole('listitem').filter({ hasText: 'Sample eligibility assessment' });
    await expect(card.getByText(/fictional sample researcher/)).toBeVisible();
    const link = card.getByRole('link', { name: 'Download the sample (PDF)' });
    await expect(link).toHaveAttribute('href', '/api/samples/download/assessment');
    const response = await page.request.get('/api/samples/download/assessment');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test.describe('eligibility', () => {
  test('a new user uploads a CV, accepts evidence, runs the assessment, reads a criterion and downloads the report', async ({ page }) => {
    test.setTimeout(240_000);
    const id = Date.now().toString(36);
    await signUpThroughForm(page, { name: 'Carl Boettiger', email: `carl-${id}@example.com`, password: `carl-password-${id}` });

    // Before any evidence: the screen explains the assessment and offers to run it.
    await page.goto('/eligibility');
    await expect(page.getByRole('heading', { name: 'See where your case stands' })).toBeVisible();
    await expect(page.getByText('Your plan includes 1 assessment; 0 used, 1 left.')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/documents');
    await page.locator('input[type="file"]').setInputFiles(CV);
    await expect(page.getByText(/items? found|Done/).first()).toBeVisible({ timeout: 120_000 });
    await page.getByRole('tab', { name: /Evidence/ }).click();
    for (let accepted = 0; accepted < 6; accepted += 1) {
      const accept = page.getByRole('button', { name: 'Accept', exact: true }).first();
      await expect(accept).toBeVisible();
      await accept.click();
      await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible();
    }

    // A publication the CV lacks, added by hand with its DOI (a doi.org link in mixed case, as people paste it).
    await page.getByRole('button', { name: 'Add evidence' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add evidence' });
    await addDialog.getByLabel('Kind of evidence').selectOption('publication');
    await addDialog.getByLabel('Title').fill(ELIFE_TITLE);
    await addDialog.getByLabel('Date (optional)').fill('2014');
    await addDialog.getByLabel('DOI (optional)').fill('https://doi.org/10.7554/eLife.01567');
    await addDialog.getByRole('button', { name: 'Add evidence' }).click();
    await expect(page.getByText('Evidence added')).toBeVisible();

    // Publications are checked against the recorded scholarly services (replayed on loopback).
    await page.getByRole('link', { name: 'Eligibility' }).first().click();
    await expect(page).toHaveURL(/\/eligibility$/);
    await page.getByRole('button', { name: 'Verify publications' }).click();
    await expect(page.getByText('Publication verification finished')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('button', { name: 'Verify publications' })).toBeEnabled();
    await page.getByText(/Each publication/).click();
    await expect(page.getByRole('listitem').filter({ hasText: ELIFE_TITLE }).getByText('Verified', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Run assessment' }).click();
    // The verdict: a level, a headline and the EB-1A count.
    await expect(page.getByRole('heading', { name: 'Your assessment' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/criteria likely met — 3 required/).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'EB-1A' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'The ten EB-1A criteria' })).toBeVisible();
    await expect(page.getByText('This assessment is general information, not legal advice', { exact: false })).toBeVisible();
    await expectAccessible(page);

    // A criterion opens to its reasoning and legal basis.
    const articles = page.getByRole('button', { name: /^\(vi\) Scholarly articles,/ });
    await articles.click();
    await expect(articles).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#finding-eb1a-vi');
    for (const heading of ['Strengths', 'Gaps', 'Next actions', 'Evidence considered', 'Legal basis']) {
      await expect(panel.getByRole('heading', { name: heading })).toBeVisible();
    }
    // The verified publication counts as such in the reasoning.
    await expect(panel.getByText(/verified against scholarly records/).first()).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Legal basis' }).locator('..').getByText('8 C.F.R. § 204.5(h)(3)(vi)', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // The report downloads as a PDF.
    const reportLink = page.getByRole('link', { name: 'Download PDF' });
    const downloading = page.waitForEvent('download');
    await reportLink.click();
    const download = await downloading;
    expect(
      fs
        .readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const report = await page.request.get((await reportLink.getAttribute('href'))!);
    expect(report.status()).toBe(200);
    expect(report.headers()['content-type']).toContain('application/pdf');

    // The Free Trial allows one assessment: no second run is offered (the server would refuse it); the page says why.
    await expect(page.getByRole('button', { name: 'Run assessment again' })).toHaveCount(0);
    await expect(page.getByText(/Your plan includes 1 assessment, and it has been used\./)).toBeVisible();
    await expect(page.getByRole('link', { name: /See plans/ }).first()).toHaveAttribute('href', '/billing');

    // The evidence behind a criterion opens on /documents at that item.
    const evidenceLink = panel.getByRole('heading', { name: 'Evidence considered' }).locator('..').getByRole('link').first();
    const title = await evidenceLink.textContent();
    await evidenceLink.click();
    await expect(page).toHaveURL(/\/documents\?tab=evidence&item=/);
    await expect(page.getByRole('listitem').filter({ hasText: title! }).first()).toBeFocused();
  });

  test('has no horizontal overflow at 390 px, with a result on the screen', async ({ page, createAccount, request, baseURL }) => {
    test.setTimeout(180_000);
    const person = await createAccount();
    await seedAssessedCase(request, baseURL!, person.token);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughForm(page, person);

    await page.goto('/eligibility');
    await expect(page.getByRole('figure', { name: 'The ten EB-1A criteria' })).toBeVisible();
    await page.getByRole('button', { name: /^\(i\) Awards,/ }).click();
    await expect(page.locator('#finding-eb1a-i').getByRole('heading', { name: 'Legal basis' })).toBeVisible();
    await page.getByText(/Each publication/).click();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);

    await page.goto('/demo');
    await expect(page.getByRole('figure', { name: 'The ten EB-1A criteria' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});

/** A case with the CV read, its suggestions accepted and one assessment finished, made through the API. */
async function seedAssessedCase(request: APIRequestContext, baseURL: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, origin: baseURL };
  const activeCase = await (await request.get('/api/cases/active', { headers })).json();
  const caseId = activeCase.case.id as string;
  // The account prepares Carl Boettiger's case: his CV is checked against his name, not the account holder's.
  const named = await request.patch(`/api/cases/${caseId}`, { headers, data: { beneficiaryName: 'Carl Boettiger' } });
  expect(named.ok(), await named.text()).toBe(true);
  const upload = await request.post(`/api/cases/${caseId}/documents`, {
    headers,
    multipart: { file: { name: path.basename(CV), mimeType: 'application/pdf', buffer: fs.readFileSync(CV) } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  await expect
    .poll(async () => (await (await request.get(`/api/cases/${caseId}/documents`, { headers })).json()).documents[0]?.status, { timeout: 120_000 })
    .toBe('extracted');
  const suggested = (await (await request.get(`/api/cases/${caseId}/evidence?status=suggested`, { headers })).json()).evidence as { id: string }[];
  for (const item of suggested) {
    const accepted = await request.patch(`/api/evidence/${item.id}`, { headers, data: { status: 'accepted' } });
    expect(accepted.ok(), await accepted.text()).toBe(true);
  }
  const started = await request.post(`/api/cases/${caseId}/assessments`, { headers });
  expect(started.ok(), await started.text()).toBe(true);
  const assessmentId = (await started.json()).assessment.id as string;
  await expect
    .poll(async () => (await (await request.get(`/api/assessments/${assessmentId}`, { headers })).json()).assessment.status, { timeout: 60_000 })
    .toBe('completed');
}
