import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { assessCase, DEMO_PROFILE, ZAssessmentInput } from '@acclaim/domain/assessment';
import { renderAssessmentReport } from '../assessments/report/render-assessment-report';
import { renderLetterPdf } from '../letters/render/index';
import { demoLetter, renderOptions, smallLetter } from '../letters/render/test-letters';
import { closeRenderThreads, renderOffThread, renderThreadCount } from './render-pool';

afterAll(closeRenderThreads);

const textOf = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(new Uint8Array(bytes).slice()), { mergePages: true })).text;

describe('renders in a render thread', () => {
  it('gives the same letter PDF as a render on this thread, as a Buffer, from a thread of its own', async () => {
    expect(renderThreadCount()).toBe(0);
    const letter = demoLetter();
    const options = { ...renderOptions(), firmLetterhead: null };
    const [offThread, here] = await Promise.all([renderOffThread('letterPdf', { letter, options }), renderLetterPdf(letter, options)]);
    expect(Buffer.isBuffer(offThread)).toBe(true);
    expect(await textOf(offThread)).toBe(await textOf(here));
    expect(renderThreadCount()).toBeGreaterThan(0);
  });

  it('renders a DOCX and an assessment report, bytes and page count kept', async () => {
    const docx = await renderOffThread('letterDocx', { letter: smallLetter(), options: renderOptions() });
    expect(Buffer.isBuffer(docx)).toBe(true);
    expect(docx.subarray(0, 2).toString()).toBe('PK');
    const input = ZAssessmentInput.parse(DEMO_PROFILE);
    const data = { input, result: assessCase(input) };
    const report = await renderOffThread('assessmentReport', data);
    expect(Buffer.isBuffer(report.bytes)).toBe(true);
    expect(report.pageCount).toBe((await renderAssessmentReport(data)).pageCount);
  });

  it('passes a render’s error back to the caller', async () => {
    await expect(renderOffThread('letterPdf', { letter: { broken: true } as never, options: renderOptions() })).rejects.toThrow();
  });
});
