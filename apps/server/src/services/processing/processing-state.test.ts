import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { caseProcessing, cases, users } from '../../db/schema/index';
import { createTestDatabase } from '../../test/test-database';
import { findProcessing, startProcessing, stopProcessing, updateProcessing } from './processing-state';

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;

async function newCase() {
  const [user] = await db
    .insert(users)
    .values({ name: 'Pia Pages', email: `${randomBytes(4).toString('hex')}@example.com` })
    .returning();
  const [row] = await db.insert(cases).values({ ownerId: user!.id, title: 'EB-1A' }).returning();
  return row!.id;
}

const stateOf = async (caseId: string) => (await findProcessing(db, caseId, { type: 'extraction' }))[0]!;

describe('processing progress', () => {
  it('never moves backwards within a run, while the step text follows the newest report', async () => {
    const caseId = await newCase();
    const key = { caseId, type: 'extraction' };
    await startProcessing(db, { caseId, type: 'extraction', category: 'documents' });
    const seen: number[] = [];
    for (const [progress, step] of [
      [40, 'Reading scanned page 11 (OCR): 11 of 14 pages read'],
      [25, 'Reading the text: 6 of 20 pages read'],
      [60, 'Finding evidence'],
      [55, 'Saving evidence'],
    ] as const) {
      await updateProcessing(db, key, { progress, currentStep: step });
      const state = await stateOf(caseId);
      expect(state.currentStep).toBe(step);
      seen.push(state.progress);
    }
    expect(seen).toEqual([40, 40, 60, 60]);
  });

  it('leaves a finished run as it ended when a late report arrives, and starts the next run from 0', async () => {
    const caseId = await newCase();
    const key = { caseId, type: 'extraction' };
    await startProcessing(db, { caseId, type: 'extraction', category: 'documents' });
    await updateProcessing(db, key, { progress: 70, currentStep: 'Finding evidence' });
    await stopProcessing(db, key, 'Done: 3 items found in cv.pdf');
    await updateProcessing(db, key, { progress: 75, currentStep: 'Reading the text: 4 of 5 pages read' });
    expect(await stateOf(caseId)).toMatchObject({ isActive: false, progress: 100, currentStep: 'Done: 3 items found in cv.pdf' });

    await startProcessing(db, { caseId, type: 'extraction', category: 'documents' });
    expect(await stateOf(caseId)).toMatchObject({ isActive: true, progress: 0, currentStep: 'Initializing...' });
  });

  it('joins a run already going when a second document starts beside it, instead of dropping its bar to 0', async () => {
    const caseId = await newCase();
    const key = { caseId, type: 'extraction' };
    await startProcessing(db, { caseId, type: 'extraction', category: 'documents', details: { documentName: 'first.pdf' } }, { joinRunning: true });
    await updateProcessing(db, key, { progress: 50, currentStep: 'Reading the text: 11 of 20 pages read' });
    await startProcessing(db, { caseId, type: 'extraction', category: 'documents', details: { documentName: 'second.pdf' } }, { joinRunning: true });
    expect(await stateOf(caseId)).toMatchObject({ isActive: true, progress: 50, details: expect.objectContaining({ documentName: 'first.pdf' }) });
    await updateProcessing(db, key, { progress: 20, currentStep: 'Reading the text: 6 of 12 pages read', details: { documentName: 'second.pdf' } });
    expect(await stateOf(caseId)).toMatchObject({
      progress: 50,
      currentStep: 'Reading the text: 6 of 12 pages read',
      details: expect.objectContaining({ documentName: 'second.pdf' }),
    });

    // A run left active by a process that stopped without ending it does not hold the next one forever.
    await db
      .update(caseProcessing)
      .set({ updatedAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(and(eq(caseProcessing.caseId, caseId), eq(caseProcessing.type, 'extraction')));
    await startProcessing(db, { caseId, type: 'extraction', category: 'documents', details: { documentName: 'third.pdf' } }, { joinRunning: true });
    expect(await stateOf(caseId)).toMatchObject({ isActive: true, progress: 0, details: expect.objectContaining({ documentName: 'third.pdf' }) });
  });
});
