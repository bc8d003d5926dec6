import type { Letter } from '@acclaim/domain/letter';
import { renderAssessmentReport } from '../assessments/report/render-assessment-report';
import type { ReportData } from '../assessments/report/report-data';
import { renderLetterDocx, renderLetterPdf, type LetterRenderOptions } from '../letters/render/index';
import { assembleInThread } from '../package/assemble-in-thread';

/**
 * The renders that run in a render thread. Each takes plain data (it crosses to the thread by structured clone,
 * so no functions or class instances, except a message port handed over with it) and returns bytes. A render lays out dozens of pages synchronously; run on
 * the server's own thread, it would hold every other request for a second or more.
 */
export const RENDER_TASKS = {
  letterPdf: ({ letter, options }: { letter: Letter; options: LetterRenderOptions }) => renderLetterPdf(letter, options),
  letterDocx: ({ letter, options }: { letter: Letter; options: LetterRenderOptions }) => renderLetterDocx(letter, options),
  assessmentReport: (data: ReportData) => renderAssessmentReport(data),
  filingPackage: assembleInThread,
};

export type RenderTask = keyof typeof RENDER_TASKS;
export type RenderArgs<T extends RenderTask> = Parameters<(typeof RENDER_TASKS)[T]>[0];
export type RenderResult<T extends RenderTask> = Awaited<ReturnType<(typeof RENDER_TASKS)[T]>>;

/** What the pool sends to a thread: the task's name and its data. */
export interface RenderRequest<T extends RenderTask = RenderTask> {
  task: T;
  args: RenderArgs<T>;
}
