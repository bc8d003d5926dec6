import type { RenderedReport } from './render-assessment-report';

/**
 * A few recently rendered reports, by assessment id. A completed assessment never changes and a render costs
 * about a second of CPU, so a second download (or a retry after a dropped connection) is served from memory.
 * Per process and small on purpose: any process can render any report again.
 */
export function createReportCache(maxEntries = 16) {
  const entries = new Map<string, Promise<RenderedReport>>();
  return {
    get(id: string, render: () => Promise<RenderedReport>): Promise<RenderedReport> {
      const hit = entries.get(id);
      if (hit) {
        // Re-inserting keeps the Map in least-recently-used order.
        entries.delete(id);
        entries.set(id, hit);
        return hit;
      }
      const report = render();
      entries.set(id, report);
      report.catch(() => entries.delete(id));
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return report;
    },
  };
}
