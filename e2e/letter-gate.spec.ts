import type { Page } from '@playwright/test';
import { expect, expectAccessible, moveCaretToEnd, test, signUpThroughForm, upgradeToComplete } from './fixtures';

/**
 * The petition letter's filing check gates /finalize (issue 25, item 9): a factual sentence typed into the letter
 * without an exhibit keeps the letter's checklist item from "Ready" until the sentence is gone.
 */

const NAME = 'Marta Kowalska';
const UNSUPPORTED = 'She also gave 3 keynote talks.';

type Run = { type: 'text'; text: string; marks: string[] } | { type: 'exhibit'; label: string; evidenceIds: string[] };
const text = (value: string): Run => ({ type: 'text', text: value, marks: [] });
const exhibit = (label: string, evidenceIds: string[]): Run => ({ type: 'exhibit', label, evidenceIds });
const paragraph = (...runs: Run[]) => ({ type: 'paragraph', sentences: [{ runs, isFactual: false, evidenceIds: [] }] });

/** Calls the API as the signed-in browser does (its session cookie, its origin), for setup the journey does not test. */
async function call(page: Page, method: 'GET' | 'POST' | 'PATCH', url: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(url, { method, ...(data === undefined ? {} : { data }), headers: { origin } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

async function upload(page: Page, caseId: string, name: string, content: string, category: string): Promise<{ id: string; exhibitLabel: string }> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`/api/cases/${caseId}/documents`, {
    multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(content) }, category },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).document;
}

async function addEvidence(page: Page, caseId: string, body: Record<string, unknown>): Promise<string> {
  const json = await call(page, 'POST', `/api/cases/${caseId}/evidence`, { confidence: 1, ...body });
  return json.item?.id ?? json.evidence?.id;
}

/**
 * A new Complete-plan user (the whole letter is shown, so only the filing check decides) whose letter rests on
 * primary exhibits. The letter's text is set through the API so the journey starts from a clean check whatever
 * words the composer chose; the journey itself edits in the browser.
 */
async function completeCaseWithCleanLetter(page: Page) {
  const id = Date.now().toString(36);
  await signUpThroughForm(page, { name: NAME, email: `marta-gate-${id}@example.com`, password: `marta-password-${id}` });

  await upgradeToComplete(page);

  const caseId = (await call(page, 'GET', '/api/cases/active')).case.id as string;
  await call(page, 'PATCH', `/api/cases/${caseId}`, { petitionType: 'EB1A', fieldOfEndeavor: 'materials science' });
  const cv = await upload(page, caseId, 'cv.txt', `Curriculum vitae of ${NAME}, Principal Scientist, Baltic Alloys Institute.`, 'cv');
  const award = await upload(page, caseId, 'award.txt', `The Society awards the 2022 Young Investigator Prize to ${NAME}.`, 'award');
  const reviews = await upload(page, caseId, 'reviews.txt', `Acta Materialia thanks ${NAME} for reviewing 14 manuscripts.`, 'judging');
  await expect
    .poll(async () => ((await call(page, 'GET', `/api/cases/${caseId}/documents`)).documents as { status: string }[]).every((d) => d.status === 'extracted'), {
      timeout: 60_000,
    })
    .toBe(true);
  const role = await addEvidence(page, caseId, {
    type: 'leading_role',
    title: 'Principal Scientist, Baltic Alloys Institute',
    date: '2021',
    details: { organization: 'Baltic Alloys Institute' },
    documentId: cv.id,
  });
  const prize = await addEvidence(page, caseId, {
    type: 'award',
    title: 'Young Investigator Prize',
    date: '2022',
    details: { issuer: 'European Materials Research Society', scope: 'international' },
    documentId: award.id,
  });
  const review = await addEvidence(page, caseId, {
    type: 'judging',
    title: 'Peer reviewer, Acta Materialia',
    date: '2023',
    details: { organization: 'Acta Materialia', count: 14 },
    documentId: reviews.id,
  });

  const started = await call(page, 'POST', `/api/cases/${caseId}/letters`, {});
  const letterId = started.letter.id as string;
  await expect.poll(async () => (await call(page, 'GET', `/api/letters/${letterId}`)).letter.status, { timeout: 60_000 }).toBe('completed');
  const letter = (await call(page, 'GET', `/api/letters/${letterId}`)).letter as {
    version: number;
    document: { sections: { id: string; kind: string; heading: string }[] };
  };
  const intro = letter.document.sections.find((s) => s.kind === 'introduction')!;
  const criterion = letter.document.sections.find((s) => s.kind === 'criterion')!;
  const blocksOf = (sectionId: string) => {
    if (sectionId === intro.id) {
      return [
        paragraph(
          text(`${NAME} leads the alloy design group of the Baltic Alloys Institute `),
          exhibit(cv.exhibitLabel, [role]),
          text('. She won the Young Investigator Prize '),
          exhibit(award.exhibitLabel, [prize]),
          text('.'),
        ),
      ];
    }
    if (sectionId === criterion.id) {
      return [
        paragraph(
          text('She received the Young Investigator Prize '),
          exhibit(award.exhibitLabel, [prize]),
          text('. She reviewed manuscripts for Acta Materialia '),
          exhibit(reviews.exhibitLabel, [review]),
          text('.'),
        ),
      ];
    }
    return [paragraph(text('The record set out above supports this point.'))];
  };
  await call(page, 'PATCH', `/api/letters/${letterId}`, {
    baseVersion: letter.version,
    sections: letter.document.sections.filter((s) => s.kind !== 'exhibit-index').map((s) => ({ id: s.id, blocks: blocksOf(s.id) })),
  });
  return { introHeading: intro.heading };
}

function petitionLetterItem(page: Page) {
  const checklist = page.locator('section', { has: page.getByRole('heading', { name: 'Filing checklist' }) });
  return checklist.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Petition letter', exact: true }) });
}

test.describe('letter gate', () => {
  test('a factual sentence typed without an exhibit keeps the petition letter from Ready on /finalize until it is removed', async ({ page }) => {
    test.setTimeout(240_000);
    const { introHeading } = await completeCaseWithCleanLetter(page);

    await page.goto('/finalize/checklist');
    const item = petitionLetterItem(page);
    await expect(item.getByText('Ready', { exact: true })).toBeVisible();
    await expect(item.getByText(/passes the filing check/)).toBeVisible();

    // The edit: a figure about the applicant with no exhibit behind it.
    await page.goto('/cover-letter');
    const letter = page.getByRole('article', { name: 'Petition letter' });
    await expect(letter).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('region', { name: 'Filing check' }).getByText('Clean')).toBeVisible();
    await page.getByRole('button', { name: `Edit “${introHeading}”` }).click();
    const textbox = page.getByRole('textbox', { name: `Text of “${introHeading}”` });
    await expect(textbox).toBeFocused();
    await moveCaretToEnd(page, textbox);
    await page.keyboard.press('Enter');
    await page.keyboard.type(UNSUPPORTED);
    await page.getByRole('button', { name: /Save section/ }).click();
    await expect(letter.getByText(UNSUPPORTED)).toBeVisible();
    // The editor's check runs on the saved version.
    const check = page.getByRole('region', { name: 'Filing check' });
    await expect(check.getByText('1 thing to fix')).toBeVisible();
    await expect(check.getByText('Statements without an exhibit')).toBeVisible();

    // /finalize names the issue with its section and sends the user back to the letter.
    // The menu's Finalize opens the first step that needs work: the checklist, which the letter now blocks.
    await page.getByRole('link', { name: 'Finalize' }).first().click();
    await expect(page).toHaveURL(/\/finalize\/checklist$/);
    await expect(item.getByText('Blocks filing')).toBeVisible();
    await expect(item.getByText(/the filing check found 1 issue to resolve\.$/)).toBeVisible();
    await expect(item.getByText(`In “${introHeading}”: “${UNSUPPORTED}” This factual statement does not rest on any evidence.`)).toBeVisible();
    await expect(page.getByText(/items? blocks? the filing/).first()).toBeVisible();
    await expectAccessible(page);
    await item.getByRole('link', { name: 'Open the petition letter' }).click();
    await expect(page).toHaveURL(/\/cover-letter$/);

    // The fix: the sentence taken out again.
    await expect(letter).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: `Edit “${introHeading}”` }).click();
    await expect(textbox).toBeFocused();
    await moveCaretToEnd(page, textbox);
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.getByRole('button', { name: /Save section/ }).click();
    await expect(letter.getByText(UNSUPPORTED)).toBeHidden();
    await expect(check.getByText('Clean')).toBeVisible();

    await page.getByRole('link', { name: 'Finalize' }).first().click();
    await expect(item.getByText('Ready', { exact: true })).toBeVisible();
    await expect(item.getByText(/passes the filing check/)).toBeVisible();
  });
});
