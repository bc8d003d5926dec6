import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailNotifications, filingPackages } from '../../db/schema/index';
import { besideTheAnswerSettled } from '../../lib/beside-the-answer';
import { addEvidence, signUpWithCase, subscribe, waitForLetter, waitForPackage } from '../../test/case-helpers';
import { createFirmCase, FIRM } from '../../test/firm-helpers';
import { makeEb1aCase, uploadPrizeAnnouncement, YOUNG_INVESTIGATOR_PRIZE } from '../../test/sample-evidence';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app';
import { runPackageJob } from '../filing/assemble-package-job';
import { runLetterJob } from '../letters/draft-letter-job';
import { deliverNotifications } from './email-notifications';

const t = await createTestApp({ RATE_LIMIT_LETTER: '1000/3600' });
await t.startWorker();

async function inbox(address: string) {
  await besideTheAnswerSettled();
  return (await t.mailTo(address)).reverse();
}

/** An EB-1A case with an award, ready for a letter and a package. */
async function prepareCase(token: string, caseId: string, name: string) {
  await makeEb1aCase(t, token, caseId);
  const award = await uploadPrizeAnnouncement(t, token, caseId, name);
  await addEvidence(t, token, caseId, {
    ...YOUNG_INVESTIGATOR_PRIZE,
    title: 'Young Investigator Prize, European Materials Research Society',
    documentId: award.id,
  });
}

async function draftLetter(token: string, caseId: string) {
  const started = await t.call('POST', `/api/cases/${caseId}/letters`, { token, body: {} });
  expect(started.status, started.text).toBe(202);
  const letter = await waitForLetter(t, token, started.json.letter.id);
  expect(letter.status).toBe('completed');
  return letter;
}

describe('letter and package emails on a firm’s case', () => {
  it('tell the attorney who asked, under the firm’s brand and logo, naming the client, with links to the letter and the package; the client gets neither', async () => {
    const { attorney, client, caseId } = await createFirmCase(t, { clientName: 'Amara Okafor', logo: [200, 100] });
    await prepareCase(client.token, caseId, 'Amara Okafor');
    const clientBefore = (await inbox(client.email)).length;
    const attorneyBefore = (await inbox(attorney.email)).length;

    const letter = await draftLetter(attorney.token, caseId);
    let mail = (await inbox(attorney.email)).slice(attorneyBefore);
    expect(mail.map((m) => m.subject)).toEqual(['The first draft of the petition letter is ready']);
    const ready = mail[0]!;
    expect(ready.text).toContain('Hello Dana Whitfield,');
    expect(ready.text).toMatch(/The first draft of the EB-1A petition letter for Amara Okafor is written: \d+ sections, about [\d,]+ words\./);
    expect(ready.text).toContain('have an attorney approve every section');
    expect(ready.text).toContain(`Open the letter: ${TEST_ORIGIN}/cover-letter`);
    expect(ready.text).toContain(`Sent for ${FIRM.name} by Acclaim. Acclaim is not a law firm and does not give legal advice.`);
    expect(ready.html).toContain(`href="${TEST_ORIGIN}/cover-letter"`);
    expect(ready.html).toContain(FIRM.primaryColor);
    expect(ready.html).toMatch(new RegExp(`<img src="${TEST_ORIGIN}/api/firms/[0-9a-f-]+/logo\\?v=\\d+"`));

    // The job run again (a retry after the draft was saved) and a section written again send nothing more.
    await runLetterJob(t.deps, { letterId: letter.id }, { isLast: true });
    const section = letter.document!.sections[0]!.id;
    const rewrite = await t.call('POST', `/api/letters/${letter.id}/sections/${section}/regenerate`, {
      token: attorney.token,
      body: { baseVersion: letter.version },
    });
    expect(rewrite.status, rewrite.text).toBe(202);
    const rewritten = await waitForLetter(t, attorney.token, letter.id);
    // The firm's package waits for an attorney's approval of every section.
    for (const { id } of rewritten.document!.sections) {
      const approved = await t.call('POST', `/api/letters/${letter.id}/sections/${id}/approval`, { token: attorney.token });
      expect(approved.status, approved.text).toBe(200);
    }

    const queued = await t.call('POST', `/api/cases/${caseId}/filing/package`, { token: attorney.token });
    expect(queued.status, queued.text).toBe(202);
    const pkg = await waitForPackage(t, attorney.token, caseId);
    expect(pkg.status, pkg.error ?? '').toBe('completed');
    await runPackageJob(t.deps, { packageId: pkg.id }, { isLast: true });
    mail = (await inbox(attorney.email)).slice(attorneyBefore);
    expect(mail.map((m) => m.subject)).toEqual(['The first draft of the petition letter is ready', 'The filing package is ready']);
    const packaged = mail[1]!;
    expect(packaged.text).toContain(`The filing package for Amara Okafor is assembled: ${pkg.totalPages} pages, as one PDF and as a ZIP of its parts`);
    expect(packaged.text).toContain(`Open the filing package: ${TEST_ORIGIN}/finalize/package`);
    expect(packaged.html).toContain(FIRM.primaryColor);

    expect(await inbox(client.email)).toHaveLength(clientBefore);
  });

  it('hide Acclaim’s name under white label', async () => {
    const { attorney, client, caseId } = await createFirmCase(t, { clientName: 'Kenji Tanaka', hideAcclaimBranding: true });
    await prepareCase(client.token, caseId, 'Kenji Tanaka');
    const before = (await inbox(attorney.email)).length;
    await draftLetter(attorney.token, caseId);
    const [ready] = (await inbox(attorney.email)).slice(before);
    expect(ready!.subject).toBe('The first draft of the petition letter is ready');
    expect(`${ready!.subject} ${ready!.text} ${ready!.html}`).not.toMatch(/acclaim/i);
    expect(ready!.text).toContain(`Sent for ${FIRM.name} by its petition drafting software. The software is not a law firm and gives no legal advice.`);
  });
});

describe('letter and package emails on a self-petitioner’s case', () => {
  it('tell the petitioner under Acclaim’s name; a package that fails sends nothing', async () => {
    const { caseId, ...person } = await signUpWithCase(t, { name: 'Lena Vogt' });
    await subscribe(t, person.token, 'COMPLETE');
    await prepareCase(person.token, caseId, 'Lena Vogt');
    const before = (await inbox(person.email)).length;

    await draftLetter(person.token, caseId);
    const [ready] = (await inbox(person.email)).slice(before);
    expect(ready!.text).toMatch(/The first draft of your EB-1A petition letter is written/);
    expect(ready!.text).toContain('Acclaim is not a law firm and does not give legal advice.');
    expect(ready!.text).not.toContain('switch to');

    // A package whose files cannot be stored fails, and is not announced.
    const put = vi.spyOn(t.deps.storage, 'put').mockRejectedValue(new Error('no space left on device'));
    const [failing] = await t.database.db.insert(filingPackages).values({ caseId, requestedBy: person.user.id }).returning();
    await runPackageJob(t.deps, { packageId: failing!.id }, { isLast: true });
    put.mockRestore();
    const [row] = await t.database.db.select().from(filingPackages).where(eq(filingPackages.id, failing!.id));
    expect(row!.status).toBe('failed');
    await deliverNotifications(t.deps);
    expect(await t.database.db.select().from(emailNotifications).where(eq(emailNotifications.subjectId, failing!.id))).toHaveLength(0);
    expect((await inbox(person.email)).slice(before)).toHaveLength(1);
  });
});
