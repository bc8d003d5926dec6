import v8 from 'node:v8';
import type { TProcessCheck } from '@acclaim/contracts';
import { formatUptime } from '@acclaim/domain';
import { BUILD_INFO } from './build-info';

const HEAP_WARNING_SHARE = 0.9;
const MB = 1024 * 1024;

/** This server process: what runs (version, commit, Node), for how long, and how much memory it holds. */
export function checkProcess(): TProcessCheck {
  const started = performance.now();
  const memory = process.memoryUsage();
  const heapLimitBytes = v8.getHeapStatistics().heap_size_limit;
  const uptimeSeconds = Math.floor(process.uptime());
  const isHeapNearLimit = memory.heapUsed > heapLimitBytes * HEAP_WARNING_SHARE;
  const running = `Up ${formatUptime(uptimeSeconds)} on Node ${process.version}, ${Math.round(memory.rss / MB)} MB resident`;
  return {
    status: isHeapNearLimit ? 'degraded' : 'ok',
    detail: isHeapNearLimit ? `${running}; the heap is over ${HEAP_WARNING_SHARE * 100}% of its limit` : running,
    latencyMs: Math.round(performance.now() - started),
    version: BUILD_INFO.version,
    commit: BUILD_INFO.commit,
    nodeVersion: process.version,
    uptimeSeconds,
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    heapTotalBytes: memory.heapTotal,
    heapLimitBytes,
  };
}
