import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../../../../', import.meta.url));

function readVersion(): string | null {
  try {
    const version = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: unknown }).version;
    return typeof version === 'string' && version ? version : null;
  } catch {
    return null;
  }
}

/**
 * The commit checked out, read from .git (HEAD, then the branch's ref file or packed-refs). The build records no
 * commit of its own, so this is known only when the server runs from a git checkout; null otherwise.
 */
function readCommit(): string | null {
  try {
    const gitDir = path.join(REPO_ROOT, '.git');
    const head = readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    if (/^[0-9a-f]{40}$/.test(head)) return head;
    const ref = /^ref: (refs\/[\w./-]+)$/.exec(head)?.[1];
    if (!ref) return null;
    try {
      return readFileSync(path.join(gitDir, ref), 'utf8').trim() || null;
    } catch {
      const packed = readFileSync(path.join(gitDir, 'packed-refs'), 'utf8');
      return (
        packed
          .split('\n')
          .find((line) => line.endsWith(` ${ref}`))
          ?.split(' ')[0] ?? null
      );
    }
  } catch {
    return null;
  }
}

/** Read once as the server loads, so it names what was started even if the checkout moves on afterwards. */
export const BUILD_INFO = { version: readVersion(), commit: readCommit() };
