import { afterAll, describe, expect, it } from 'vitest';
import { closeRenderThreads, renderThreadCount } from '../render-threads/render-pool';
import { assemblePackage } from './assemble-package';
import { assemblePackageOffThread } from './assemble-off-thread';
import type { AssemblePackageInput, PackagePart } from './package-types';
import { buildSamplePdf, buildSamplePng, PDF_MIME } from './synthetic-files';

afterAll(closeRenderThreads);

/** A small case: a letter in memory, two exhibits read from "storage" when reached, one of which fails to load. */
async function buildInput(loads: string[]): Promise<AssemblePackageInput> {
  const stored =
    (name: string, bytes: Uint8Array, fails = false) =>
    async () => {
      loads.push(name);
      if (fails) throw new Error('storage is unreachable');
      return bytes;
    };
  const parts: PackagePart[] = [
    {
      kind: 'petition-letter',
      title: 'Petition letter',
      file: { name: 'letter.pdf', mimeType: PDF_MIME, bytes: await buildSamplePdf({ pages: 3, marker: 'Letter' }) },
    },
    {
      kind: 'exhibit',
      title: 'Award certificate',
      exhibitLabel: 'A-1',
      file: { name: 'award.pdf', mimeType: PDF_MIME, bytes: stored('award.pdf', await buildSamplePdf({ pages: 2, marker: 'Award' })) },
    },
    {
      kind: 'exhibit',
      title: 'Screenshot',
      exhibitLabel: 'A-2',
      file: { name: 'shot.png', mimeType: 'image/png', bytes: stored('shot.png', buildSamplePng(640, 400)) },
    },
    {
      kind: 'exhibit',
      title: 'Lost file',
      exhibitLabel: 'A-3',
      file: { name: 'lost.pdf', mimeType: PDF_MIME, bytes: stored('lost.pdf', new Uint8Array(), true) },
    },
  ];
  return { caseTitle: 'Test case', applicantName: 'Ada Lovelace', petitionType: 'EB1A', batesPrefix: 'LOVELACE', parts };
}

describe('package assembly in a render thread', () => {
  it('gives the package this thread would, loading stored files as it reaches them and reporting every step', async () => {
    const loadsThere: string[] = [];
    const steps: [number, number, string][] = [];
    const inputThere = await buildInput(loadsThere);
    const there = await assemblePackageOffThread({ ...inputThere, onProgress: (done, total, label) => steps.push([done, total, label]) });
    expect(renderThreadCount()).toBeGreaterThan(0);

    const here = await assemblePackage(await buildInput([]));
    expect(there.manifest).toEqual(here.manifest);
    expect(there.manifest.totalPages).toBeGreaterThan(5);
    expect(Buffer.isBuffer(there.pdf) && Buffer.isBuffer(there.zip)).toBe(true);
    expect(Buffer.from(there.pdf).subarray(0, 5).toString()).toBe('%PDF-');

    // Each stored file was asked for once, in filing order; the one that failed is a problem named in the manifest.
    expect(loadsThere).toEqual(['award.pdf', 'shot.png', 'lost.pdf']);
    expect(there.manifest.problems).toEqual([expect.objectContaining({ fileName: 'lost.pdf', message: 'The file could not be loaded from storage.' })]);
    // Progress arrived from the thread in order and reached the end.
    expect(steps.map(([done]) => done)).toEqual(steps.map((_, index) => index + 1));
    expect(steps.at(-1)![0]).toBe(steps.at(-1)![1]);
  });
});
