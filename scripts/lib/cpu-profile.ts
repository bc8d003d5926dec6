/**
 * Reads the V8 CPU profiles (`node --cpu-prof`) in a folder and names where the time went: the functions and the
 * files (or packages) with the most self time, idle time left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './app-server';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A package name for dependencies, a repository path for our own code, the runtime's own label otherwise. */
function where(url: string) {
  if (!url) return '(native)';
  const file = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
  const inModules = file.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [first, second] = file.slice(inModules + '/node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : first!;
  }
  return file.startsWith(repoRoot) ? path.relative(repoRoot, file) : file;
}

const IGNORED = new Set(['(idle)', '(root)']);

export function topFunctions(dir: string, count = 20) {
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let totalMicros = 0;
  for (const name of files) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as CpuProfile;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, i) => {
      const node = nodes.get(id);
      const micros = profile.timeDeltas[i] ?? 0;
      if (!node || IGNORED.has(node.callFrame.functionName) || micros <= 0) return;
      const { functionName, url, lineNumber } = node.callFrame;
      const file = where(url);
      const key = `${functionName || '(anonymous)'} ${file}${url ? `:${lineNumber + 1}` : ''}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
      byFile.set(file, (byFile.get(file) ?? 0) + micros);
      totalMicros += micros;
    });
  }
  const rank = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => ({ name, ms: Math.round(micros / 1000), percent: Math.round((micros / totalMicros) * 1000) / 10 }));
  return { profiles: files, busyMs: Math.round(totalMicros / 1000), functions: rank(byFunction), files: rank(byFile) };
}
